/** The floating booking button at the bottom right of every page but the contact page. */
import { Calendar } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { WINDOW_EVENTS } from '../ui/ActionButton.tsx';
import { site } from '../site.ts';

/** The contact page offers booking in its own card, so the floating button stays away there. */
const NO_BOOKING_BUTTON_ON = '/contact';

export function BookingButton() {
  const { urlPathname } = usePageContext();
  if (urlPathname === NO_BOOKING_BUTTON_ON) return null;
  return (
    <button
      type="button"
      className="group fixed bottom-5 right-5 z-30 inline-flex h-14 items-center gap-2 rounded-full px-4 font-semibold text-white shadow-lg"
      style={{ backgroundColor: site.floatingButton.colour }}
      onClick={(event) => window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.booking, { detail: { opener: event.currentTarget, whenBookingUnavailable: 'nothing' } }))}
    >
      <Calendar className="size-6 flex-none" aria-hidden="true" />
      <span className="max-w-0 overflow-hidden whitespace-nowrap transition-[max-width] duration-300 group-hover:max-w-60 group-focus-visible:max-w-60">{site.floatingButton.label}</span>
    </button>
  );
}
