/**
 * The in-page menu built from sections with a `navLabel`: dots at the right edge, a sticky side list,
 * or a bar under the navigation. All three follow the section being read (aria-current), replace the address
 * hash as it changes, and scroll to a section with an 80px offset on click, pushing its hash into history.
 * `data-vike="false"` keeps vike's own hash-link handling (an instant jump to the section) out of the way.
 */
import { useContext, type MouseEvent } from 'react';
import type { PageMenu as Menu } from '../content/types.ts';
import type { Section } from '../content/types.ts';
import { PageAddress } from '../logic/page-address.ts';
import { useActiveSection } from '../logic/use-motion.ts';
import { ActionButton } from '../ui/ActionButton.tsx';
import { fill, site } from '../site.ts';

export interface MenuEntry {
  id: string;
  label: string;
}

/** The sections an in-page menu lists: those with an id and a `navLabel`. */
export const menuEntries = (sections: Section[]): MenuEntry[] =>
  sections.flatMap((section) => (section.id && section.navLabel ? [{ id: section.id, label: section.navLabel }] : []));

export function PageMenu({ menu, entries }: { menu: Menu; entries: MenuEntry[] }) {
  const { writeHash } = useContext(PageAddress);
  const { active, go } = useActiveSection(
    entries.map((entry) => entry.id),
    { writeHash },
  );
  const current = (id: string) => (id === active ? { 'aria-current': 'true' as const } : {});
  const onClick = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The top bar is sticky under the navigation: sections land below it too.
    go(id, menu.style === 'top-bar' ? (event.currentTarget.closest('nav')?.offsetHeight ?? 0) : 0);
  };

  if (menu.style === 'dots') {
    return (
      <nav
        aria-label={menu.label}
        data-page-menu="dots"
        className="fixed right-3 top-1/2 z-20 hidden -translate-y-1/2 lg:block"
      >
        <ul className="flex flex-col gap-3 rounded-full border border-slate-200 bg-white/90 px-2 py-3 shadow-sm backdrop-blur-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="group relative flex items-center justify-end">
              <span
                className="pointer-events-none absolute right-7 whitespace-nowrap rounded-md bg-ink px-2 py-1 text-xs font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
                aria-hidden="true"
              >
                {entry.label}
              </span>
              <a
                href={`#${entry.id}`}
                onClick={onClick(entry.id)}
                data-vike="false"
                {...current(entry.id)}
                aria-label={fill(site.messages.ui.goToSection, { section: entry.label })}
                className="block size-3 rounded-full border-2 border-accent-strong bg-white transition-transform hover:bg-accent-strong aria-[current=true]:scale-125 aria-[current=true]:bg-accent-strong"
              />
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  /** The side list and the top bar share their links; only the look differs. */
  const links = (className: string) =>
    entries.map((entry) => (
      <li key={entry.id}>
        <a
          href={`#${entry.id}`}
          onClick={onClick(entry.id)}
          data-vike="false"
          {...current(entry.id)}
          className={className}
        >
          {entry.label}
        </a>
      </li>
    ));
  if (menu.style === 'side') {
    return (
      <nav
        aria-label={menu.label}
        data-page-menu="side"
        className="absolute inset-y-0 left-0 z-10 hidden w-[var(--rail-width)] px-6 lg:block"
      >
        <ul className="sticky top-24 mt-16 space-y-1 rounded-xl border border-slate-200 bg-white/95 py-3 pr-3 shadow-sm backdrop-blur-sm">
          {links(
            '-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-600 hover:border-accent-strong hover:text-accent-strong aria-[current=true]:border-accent-strong aria-[current=true]:font-semibold aria-[current=true]:text-accent-strong',
          )}
        </ul>
      </nav>
    );
  }
  return (
    <nav
      aria-label={menu.label}
      data-page-menu="top-bar"
      className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 backdrop-blur-sm"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 overflow-x-auto px-4 py-2 sm:px-6 lg:px-8">
        <ul className="flex flex-none gap-1">
          {links(
            'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-sky-50 hover:text-accent-strong aria-[current=true]:bg-sky-50 aria-[current=true]:text-accent-strong',
          )}
        </ul>
        {menu.action && <ActionButton button={menu.action} className="ml-auto flex-none !px-4 !py-2 text-sm" />}
      </div>
    </nav>
  );
}
