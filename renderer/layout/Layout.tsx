/** Every page: skip link, navigation, the page itself, footer, and the contact, chat and booking widgets. */
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import '../styles.css';
import { site } from '../site.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { BookingButton } from '../widgets/BookingButton.tsx';
import { ChatWidget } from '../widgets/ChatWidget.tsx';
import { ContactModal } from '../widgets/ContactModal.tsx';

/** After each navigation: to the element the hash names, smoothly, or else to the top. */
function useScrollOnNavigation(url: string) {
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [url]);
}

export function Layout({ children }: { children: ReactNode }) {
  const { urlOriginal } = usePageContext();
  useScrollOnNavigation(urlOriginal);
  // Marks the page as interactive (a pre-rendered page looks the same before): browser tests and the audit wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-ink shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {site.messages.ui.skipToContent}
      </a>
      <Navbar />
      <main id="main-content" tabIndex={-1} className="min-h-[75vh] pt-16 outline-none">
        {children}
      </main>
      <Footer />
      <ContactModal />
      <ChatWidget />
      <BookingButton />
    </>
  );
}
