/**
 * Every page: skip link, navigation, the page itself, footer, and the contact, chat and booking widgets.
 * Rendered on the server only; the navigation and the three widgets are islands that hydrate once the page is idle
 * (or at the first touch, or when a button sends their window event).
 */
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import '../styles.css';
import { site } from '../site.ts';
import { Island } from '../islands/Island.tsx';
import { WINDOW_EVENTS } from '../ui/ActionButton.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { BookingButton, showsBookingButton } from '../widgets/BookingButton.tsx';
import { ChatWidget } from '../widgets/ChatWidget.tsx';
import { ContactModal } from '../widgets/ContactModal.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-ink shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {site.messages.ui.skipToContent}
      </a>
      <Island name="navbar" component={Navbar} props={{ urlPathname }} when="idle" />
      <main id="main-content" tabIndex={-1} className="min-h-[75vh] pt-16 outline-none">
        {children}
      </main>
      <Footer />
      <Island
        name="contact-modal"
        component={ContactModal}
        props={{}}
        when="idle"
        events={[WINDOW_EVENTS['contact-form']]}
      />
      <Island name="chat" component={ChatWidget} props={{}} when="idle" events={[WINDOW_EVENTS.chat]} />
      <Island
        name="booking"
        component={BookingButton}
        props={{ shown: showsBookingButton(urlPathname) }}
        when="idle"
        events={[WINDOW_EVENTS.booking]}
      />
    </>
  );
}
