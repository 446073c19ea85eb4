/**
 * The floating booking button at the bottom right of every page but the contact page. While it is shown, Calendly's
 * script and stylesheet are on the page; they are removed when it goes. It opens the popup only when Calendly has
 * loaded (`whenBookingUnavailable: 'nothing'`). Also starts the site-wide `open-booking` listener (booking.ts).
 */
import * as calendarIcon from 'lucide-react/icons/calendar';
import { lucideIcon } from '../ui/lucide-icon.tsx';
import { useEffect } from 'react';
import { WINDOW_EVENTS } from '../ui/ActionButton.tsx';
import { readableTextOn } from '../logic/contrast.ts';
import { site } from '../site.ts';
import { useScrolledPastFirstScreen } from '../logic/use-motion.ts';
import { floatingReveal } from '../ui/floating.ts';
import { addCalendlyAssets, listenForBooking } from './booking.ts';

const Calendar = lucideIcon(calendarIcon);

/** The contact page offers booking in its own card, so the floating button stays away there. */
const NO_BOOKING_BUTTON_ON = '/contact';

/**
 * The pulse's loop, while the button is on screen (see floatingReveal): once scrolled; before that from large screens
 * and on keyboard focus. Each class is written out whole so that Tailwind finds it in this file.
 */
const PULSE_WHILE_SHOWN = {
  scrolled: 'motion-safe:animate-[ping_2.5s_cubic-bezier(0,0,0.2,1)_infinite]',
  notScrolled:
    'lg:motion-safe:animate-[ping_2.5s_cubic-bezier(0,0,0.2,1)_infinite] group-focus-visible:motion-safe:animate-[ping_2.5s_cubic-bezier(0,0,0.2,1)_infinite]',
};

export const showsBookingButton = (urlPathname: string) => urlPathname.replace(/\/+$/, '') !== NO_BOOKING_BUTTON_ON;

export function BookingButton({ shown }: { shown: boolean }) {
  const scrolled = useScrolledPastFirstScreen();
  useEffect(() => listenForBooking(), []);
  useEffect(() => (shown ? addCalendlyAssets() : undefined), [shown]);

  if (!shown) return null;
  return (
    <button
      type="button"
      className={`group fixed bottom-5 right-5 z-30 inline-flex h-14 items-center gap-2 rounded-full px-4 font-semibold shadow-lg ring-2 ring-white/80 ${floatingReveal(scrolled)}`}
      style={{ backgroundColor: site.floatingButton.colour, color: readableTextOn(site.floatingButton.colour) }}
      data-testid="floating-booking"
      onClick={(event) =>
        window.dispatchEvent(
          new CustomEvent(WINDOW_EVENTS.booking, {
            detail: { opener: event.currentTarget, whenBookingUnavailable: 'nothing' },
          }),
        )
      }
    >
      {/* The pulse: a soft, slow halo that loops, left out when the visitor prefers reduced motion. It runs only while
          the button is on screen: a loop on a button still hidden below a phone's screen repaints for nothing. */}
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 -z-10 rounded-full opacity-30 motion-reduce:hidden ${scrolled ? PULSE_WHILE_SHOWN.scrolled : PULSE_WHILE_SHOWN.notScrolled}`}
        style={{ backgroundColor: site.floatingButton.colour }}
      />
      <Calendar className="size-6 flex-none" aria-hidden="true" />
      {/* Touch screens cannot hover: there the label always shows, so the button never is a bare icon. */}
      <span className="max-w-0 overflow-hidden whitespace-nowrap transition-[max-width] duration-300 group-hover:max-w-60 group-focus-visible:max-w-60 [@media(hover:none)]:max-w-60">
        {site.floatingButton.label}
      </span>
    </button>
  );
}
