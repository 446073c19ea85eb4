/** The top navigation: dropdown on hover and keyboard, a mobile menu, and a solid style once the page scrolls. */
import * as chevronDownIcon from 'lucide-react/icons/chevron-down';
import * as menuIcon from 'lucide-react/icons/menu';
import * as xIcon from 'lucide-react/icons/x';
import { lucideIcon } from '../ui/lucide-icon.tsx';
import { useEffect, useState } from 'react';
import { Image } from '../ui/Image.tsx';
import { site } from '../site.ts';

const ChevronDown = lucideIcon(chevronDownIcon);
const Menu = lucideIcon(menuIcon);
const X = lucideIcon(xIcon);

const SCROLLED_AFTER_PX = 10;

/**
 * The mobile menu's id. Not React's useId: its ids follow where a component sits in the tree React renders, and the
 * server renders the navigation inside the page while the browser hydrates it as an island of its own, so the two
 * would disagree (and Preact, which hydrates the built site, makes ids of another form). One navigation per page.
 */
const MENU_ID = 'site-menu';

const isCurrent = (href: string, pathname: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);

export function Navbar({ urlPathname }: { urlPathname: string }) {
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const labels = site.messages.ui;

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // A new page closes whatever menu was open.
  useEffect(() => {
    setMobileOpen(false);
    setOpenDropdown(null);
  }, [urlPathname]);

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${scrolled || mobileOpen ? 'border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur' : 'bg-white/70 backdrop-blur-sm'}`}
      data-scrolled={scrolled}
    >
      <nav
        aria-label={labels.mainNavigation}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <a href="/" className="flex items-center" aria-label={site.brand.name}>
          <Image image={site.brand.logo} eager priority="low" className="h-9 w-auto" />
        </a>
        <ul className="hidden items-center gap-1 lg:flex">
          {site.navigation.map((item) =>
            item.children ? (
              <li
                key={item.label}
                className="relative"
                onMouseEnter={() => setOpenDropdown(item.label)}
                onMouseLeave={() => setOpenDropdown(null)}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenDropdown(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setOpenDropdown(null);
                }}
              >
                <button
                  type="button"
                  aria-expanded={openDropdown === item.label}
                  className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:text-accent-strong ${isCurrent(item.href, urlPathname) ? 'text-accent-strong' : 'text-slate-700'}`}
                  onClick={() => setOpenDropdown(openDropdown === item.label ? null : item.label)}
                >
                  {item.label}
                  <ChevronDown className="size-4" aria-hidden="true" />
                </button>
                <ul
                  className={`absolute left-0 top-full w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg ${openDropdown === item.label ? 'block' : 'hidden'}`}
                >
                  {item.children
                    .filter((child) => !child.mobileOnly)
                    .map((child) => (
                      <li key={child.href}>
                        <a
                          href={child.href}
                          aria-current={urlPathname === child.href ? 'page' : undefined}
                          className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-sky-50 hover:text-accent-strong"
                        >
                          {child.label}
                        </a>
                      </li>
                    ))}
                </ul>
              </li>
            ) : (
              !item.mobileOnly && (
                <li key={item.label}>
                  <a
                    href={item.href}
                    aria-current={urlPathname === item.href ? 'page' : undefined}
                    className={`rounded-md px-3 py-2 text-sm font-medium hover:text-accent-strong ${isCurrent(item.href, urlPathname) ? 'text-accent-strong' : 'text-slate-700'}`}
                  >
                    {item.label}
                  </a>
                </li>
              )
            ),
          )}
        </ul>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={MENU_ID}
          aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {mobileOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </nav>
      <div
        id={MENU_ID}
        className={`max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 lg:hidden ${mobileOpen ? 'block' : 'hidden'}`}
      >
        <ul className="space-y-1 pt-2">
          {site.navigation.map((item) => (
            <li key={item.label}>
              {item.children ? (
                <>
                  <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-slate-500">
                    {item.label}
                  </p>
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a
                          href={child.href}
                          aria-current={urlPathname === child.href ? 'page' : undefined}
                          className="block rounded-lg px-3 py-2.5 text-base text-slate-700 hover:bg-sky-50"
                        >
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <a
                  href={item.href}
                  aria-current={urlPathname === item.href ? 'page' : undefined}
                  className="block rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-sky-50"
                >
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
