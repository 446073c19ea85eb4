/**
 * The booking popup. Every booking button dispatches the `open-booking` window event with
 * `{ opener, whenBookingUnavailable }`. When Calendly's script has loaded, its popup opens on the discovery-call URL
 * from data; otherwise the booking page opens in a new tab if the button asks for `new-tab`, and nothing happens for
 * `nothing` (the floating button and the pricing page).
 */
import { WINDOW_EVENTS } from '../ui/ActionButton.tsx';
import { site } from '../site.ts';

export const CALENDLY_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js';
export const CALENDLY_STYLESHEET = 'https://assets.calendly.com/assets/external/widget.css';

type Calendly = { initPopupWidget(options: { url: string }): void };
declare global {
  interface Window {
    Calendly?: Calendly;
  }
}

export type BookingDetail = { opener?: unknown; whenBookingUnavailable?: 'new-tab' | 'nothing' } | null | undefined;

/** What one `open-booking` event does. */
export function openBooking(detail: BookingDetail, url = site.booking.url): 'popup' | 'new-tab' | 'nothing' {
  const calendly = window.Calendly;
  if (calendly && typeof calendly.initPopupWidget === 'function') {
    calendly.initPopupWidget({ url });
    return 'popup';
  }
  if (detail?.whenBookingUnavailable === 'new-tab') {
    window.open(url, '_blank', 'noopener');
    return 'new-tab';
  }
  return 'nothing';
}

/** Starts listening for `open-booking`; returns the function that stops. */
export function listenForBooking(): () => void {
  const onBooking = (event: Event) => openBooking((event as CustomEvent).detail as BookingDetail);
  window.addEventListener(WINDOW_EVENTS.booking, onBooking);
  return () => window.removeEventListener(WINDOW_EVENTS.booking, onBooking);
}

/** Adds Calendly's script and stylesheet to the page; returns the function that removes them again. */
export function addCalendlyAssets(): () => void {
  const stylesheet = document.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.href = CALENDLY_STYLESHEET;
  stylesheet.dataset.calendly = '';
  const script = document.createElement('script');
  script.src = CALENDLY_SCRIPT;
  script.async = true;
  script.dataset.calendly = '';
  document.head.append(stylesheet, script);
  return () => {
    stylesheet.remove();
    script.remove();
  };
}
