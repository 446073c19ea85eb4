/**
 * The window events that open the site's windows (ActionButton's `opens`). Apart from the components, so the page's
 * own script (islands/client.ts) can send them without loading any component code.
 */
import type { Button } from '../content/types.ts';

export const WINDOW_EVENTS = {
  'contact-form': 'open-contact-modal',
  booking: 'open-booking',
  chat: 'open-chat',
} as const satisfies Record<NonNullable<Button['opens']>, string>;

export type WindowEventName = (typeof WINDOW_EVENTS)[keyof typeof WINDOW_EVENTS];
