/**
 * The "Send us a message" window: one native <dialog> for the whole site, opened by the `open-contact-modal`
 * window event (every contact button dispatches it). Closes by its X button, a click on the backdrop or Escape.
 * The browser keeps focus inside while it is open; focus moves to the first field and returns to the opener.
 * Event detail: `{ opener?: HTMLElement, closeOnSuccess?: boolean }`; the window also closes itself after a send
 * on the pages listed in `contactForm.closeOnSuccessOn` (the About page).
 */
import * as xIcon from 'lucide-react/icons/x';
import { lucideIcon } from '../ui/lucide-icon.tsx';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { WINDOW_EVENTS } from '../ui/ActionButton.tsx';
import { site } from '../site.ts';
import { closesOnSuccess } from '../logic/contact.ts';
import { ContactForm } from './contact/ContactForm.tsx';

const X = lucideIcon(xIcon);

/** Toasts: the spec's constants (4 s, at most 3 visible, 356 px wide, 14 px apart). */
export const TOASTS = { duration: 4000, visibleToasts: 3, width: 356, gap: 14 } as const;

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Not React's useId, whose ids differ between the page the server renders and the island the browser hydrates. */
const TITLE_ID = 'contact-modal-title';

type OpenDetail = { opener?: unknown; closeOnSuccess?: unknown } | null | undefined;

export function ContactModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closeAfterSend = useRef(false);
  const pressedOnBackdrop = useRef(false);
  const [everOpened, setEverOpened] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const element = dialog.current;
      if (!element) return;
      const detail = (event as CustomEvent).detail as OpenDetail;
      const from =
        detail?.opener instanceof HTMLElement
          ? detail.opener
          : document.activeElement instanceof HTMLElement
            ? document.activeElement
            : null;
      opener.current = from;
      closeAfterSend.current =
        detail?.closeOnSuccess === true || closesOnSuccess(window.location.pathname, site.contactForm.closeOnSuccessOn);
      setEverOpened(true);
      setOpen(true);
      if (!element.open) element.showModal();
      firstField.current?.focus();
    };
    window.addEventListener(WINDOW_EVENTS['contact-form'], onOpen);
    // Tells scripts and tests that the window listens (the page has hydrated).
    dialog.current?.setAttribute('data-ready', '');
    return () => window.removeEventListener(WINDOW_EVENTS['contact-form'], onOpen);
  }, []);

  // The page behind does not scroll while the window is open.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const close = () => dialog.current?.close();

  const onClosed = () => {
    setOpen(false);
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };

  // The dialog box itself has no padding, so a press and release on the dialog element is on the backdrop.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={TITLE_ID}
      onClose={onClosed}
      onPointerDown={onPointerDown}
      onClick={onClick}
      className="m-auto w-[calc(100%-2rem)] max-w-lg overflow-visible rounded-2xl bg-transparent p-0 text-slate-700 backdrop:bg-slate-900/60"
      data-testid="contact-modal"
    >
      <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex items-start justify-between gap-4">
          <h2 id={TITLE_ID} className="text-2xl font-bold text-ink">
            {site.contactForm.title}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={site.messages.ui.closeDialog}
            className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <ContactForm active={everOpened} firstField={firstField} onSuccess={() => closeAfterSend.current && close()} />
      </div>
      {everOpened && (
        <Suspense fallback={null}>
          <Toaster
            duration={TOASTS.duration}
            visibleToasts={TOASTS.visibleToasts}
            gap={TOASTS.gap}
            closeButton
            richColors
            containerAriaLabel={site.contactForm.notificationsLabel}
            toastOptions={{ closeButtonAriaLabel: site.messages.ui.toastClose }}
            style={{ '--width': `${TOASTS.width}px` } as React.CSSProperties}
          />
        </Suspense>
      )}
    </dialog>
  );
}
