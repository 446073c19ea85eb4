/**
 * The floating chat: a launcher above the booking button (the two never overlap) and the panel it opens.
 * The launcher appears only once the page's 'test connection' call succeeds (started by the page script as the page
 * starts, see logic/chat-connection.ts), and the whole widget disappears when it fails or a later send fails. The
 * panel's code loads on first open.
 * Also opened by the `open-chat` window event (buttons in content).
 */
import * as messageCircleIcon from 'lucide-react/icons/message-circle';
import * as xIcon from 'lucide-react/icons/x';
import { lucideIcon } from '../ui/lucide-icon.tsx';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { WINDOW_EVENTS } from '../ui/ActionButton.tsx';
import { chatConnectionTest } from '../logic/chat-connection.ts';
import { useScrolledPastFirstScreen } from '../logic/use-motion.ts';
import { floatingReveal } from '../ui/floating.ts';
import chat from '../../generated/chat-widget.json';

const MessageCircle = lucideIcon(messageCircleIcon);
const X = lucideIcon(xIcon);

const ChatPanel = lazy(() => import('./chat/ChatPanel.tsx'));

export const CHAT_PANEL_ID = 'chat-panel';

type Availability = 'checking' | 'available' | 'failed';

export function ChatWidget() {
  // The page script shows the launcher the moment the connection test succeeds, which may be before this hydrates:
  // the first render then agrees with the page as it is (a hidden launcher on the server).
  const [availability, setAvailability] = useState<Availability>(() =>
    typeof document !== 'undefined' && document.querySelector('[data-chat-launcher]:not([hidden])')
      ? 'available'
      : 'checking',
  );
  const [open, setOpen] = useState(false);
  /** Once opened the panel stays mounted (hidden when closed), so the conversation and the single welcome stay. */
  const [loaded, setLoaded] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let current = true;
    chatConnectionTest().then(
      () => current && setAvailability((state) => (state === 'checking' ? 'available' : state)),
      () => current && setAvailability('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  const show = useCallback((from: HTMLElement | null) => {
    opener.current = from;
    setLoaded(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    const back = opener.current?.isConnected ? opener.current : launcher.current;
    // After a failure the launcher is gone: focus goes to the page itself.
    requestAnimationFrame(() => (back?.isConnected ? back : document.getElementById('main-content'))?.focus());
  }, []);

  useEffect(() => {
    if (availability !== 'available') return;
    const onOpen = (event: Event) => show((event as CustomEvent<{ opener?: HTMLElement }>).detail?.opener ?? null);
    window.addEventListener(WINDOW_EVENTS.chat, onOpen);
    return () => window.removeEventListener(WINDOW_EVENTS.chat, onOpen);
  }, [availability, show]);

  const scrolled = useScrolledPastFirstScreen();
  const failed = availability === 'failed';
  // Hidden entirely when unavailable; a panel already open keeps its apology on screen until it is closed. While the
  // test runs the launcher is in the page but hidden: the page script shows it as soon as the test has succeeded.
  if (failed && !open) return null;

  return (
    <>
      {!failed && (
        <button
          ref={launcher}
          type="button"
          aria-label={chat.openLabel}
          aria-expanded={open}
          aria-controls={loaded ? CHAT_PANEL_ID : undefined}
          className={`fixed bottom-24 right-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-accent-strong text-white shadow-lg ring-2 ring-white/80 hover:bg-sky-800 ${floatingReveal(scrolled || open)}`}
          onClick={(event) => (open ? close() : show(event.currentTarget))}
          data-chat-launcher=""
          hidden={availability === 'checking'}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel
            id={CHAT_PANEL_ID}
            open={open}
            disabled={failed}
            onClose={close}
            onFailure={() => setAvailability('failed')}
          />
        </Suspense>
      )}
    </>
  );
}
