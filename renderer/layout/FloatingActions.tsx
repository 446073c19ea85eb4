/** The floating booking and chat buttons; the booking and chat features attach their windows to them. */
import { Calendar, MessageCircle } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { WINDOW_EVENTS } from '../ui/ActionButton.tsx';
import { site } from '../site.ts';
import chat from '../../generated/chat-widget.json';

/** The contact page offers booking in its own card, so the floating button stays away there. */
const NO_BOOKING_BUTTON_ON = '/contact';

export function FloatingActions() {
  const { urlPathname } = usePageContext();
  return (
    <div className="pointer-events-none fixed bottom-5 right-5 z-30 flex flex-col items-end gap-3">
      <button
        type="button"
        aria-label={chat.openLabel}
        className="pointer-events-auto inline-flex size-14 items-center justify-center rounded-full bg-ink text-white shadow-lg hover:bg-slate-800"
        onClick={(event) => window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.chat, { detail: { opener: event.currentTarget } }))}
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
      {urlPathname !== NO_BOOKING_BUTTON_ON && (
        <button
          type="button"
          className="group pointer-events-auto inline-flex h-14 items-center gap-2 rounded-full px-4 font-semibold text-white shadow-lg"
          style={{ backgroundColor: site.floatingButton.colour }}
          onClick={(event) => window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.booking, { detail: { opener: event.currentTarget, whenBookingUnavailable: 'nothing' } }))}
        >
          <Calendar className="size-6 flex-none" aria-hidden="true" />
          <span className="max-w-0 overflow-hidden whitespace-nowrap transition-[max-width] duration-300 group-hover:max-w-60 group-focus-visible:max-w-60">{site.floatingButton.label}</span>
        </button>
      )}
    </div>
  );
}
