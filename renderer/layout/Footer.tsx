import { Image } from '../ui/Image.tsx';
import { fill, site } from '../site.ts';

export function Footer() {
  return (
    <footer className="border-t border-slate-700 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_3fr] lg:px-8">
        <div className="max-w-sm">
          <span className="inline-block rounded-lg bg-white px-3 py-2">
            <Image image={site.brand.logo} className="h-8 w-auto" />
          </span>
          <p className="mt-4 text-sm leading-relaxed">{site.brand.description}</p>
          <a
            href={`mailto:${site.brand.email}`}
            className="mt-3 inline-block text-sm font-medium text-white underline-offset-4 hover:underline"
          >
            {site.brand.email}
          </a>
        </div>
        <nav aria-label={site.messages.ui.footerNavigation}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            {site.footer.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-sm hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          {fill(site.footer.copyright, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
