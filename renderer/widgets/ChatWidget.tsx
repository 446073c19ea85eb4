/** The floating chat launcher; sits above the booking button so the two never overlap. */
import { MessageCircle } from 'lucide-react';
import { WINDOW_EVENTS } from '../ui/ActionButton.tsx';
import chat from '../../generated/chat-widget.json';

export function ChatWidget() {
  return (
    <button
      type="button"
      aria-label={chat.openLabel}
      className="fixed bottom-24 right-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-ink text-white shadow-lg hover:bg-slate-800"
      onClick={(event) => window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.chat, { detail: { opener: event.currentTarget } }))}
    >
      <MessageCircle className="size-6" aria-hidden="true" />
    </button>
  );
}
