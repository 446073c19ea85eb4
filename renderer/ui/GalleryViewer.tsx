/**
 * The full-screen picture viewer shared by the galleries and the hero carousel, built on a native modal <dialog>:
 * the rest of the page is inert while it is open, Tab cycles through its buttons, Escape or the close button or a
 * click beside the picture closes it, the left and right arrow keys (and the buttons) move through the pictures
 * and wrap at either end, the page does not scroll underneath, and focus returns to what opened it.
 */
import * as chevronLeftIcon from 'lucide-react/icons/chevron-left';
import * as chevronRightIcon from 'lucide-react/icons/chevron-right';
import * as xIcon from 'lucide-react/icons/x';
import { lucideIcon } from './lucide-icon.tsx';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { wrapIndex } from '../logic/motion.ts';
import { fill, site } from '../site.ts';

const ChevronLeft = lucideIcon(chevronLeftIcon);
const ChevronRight = lucideIcon(chevronRightIcon);
const X = lucideIcon(xIcon);

export interface ViewerImage {
  src: string;
  alt: string;
  caption?: string;
}

interface Props {
  images: readonly ViewerImage[];
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const words = site.messages.ui;

const roundButton =
  'inline-flex size-11 flex-none items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition-colors hover:bg-white/25 focus-visible:outline-white';

export function GalleryViewer({ images, index, onIndexChange, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    return () => {
      if (element.open) element.close();
      root.style.overflow = overflow;
      opener.current?.focus({ preventScroll: true });
    };
  }, [open]);

  if (images.length === 0) return null;
  const current = open ? images[wrapIndex(index, 0, images.length)]! : undefined;
  const move = (step: number) => onIndexChange(wrapIndex(index ?? 0, step, images.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab') {
      // Keep Tab inside the viewer (a modal dialog would otherwise let it reach the browser's own controls).
      const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (
        event.shiftKey &&
        (document.activeElement === first || !event.currentTarget.contains(document.activeElement))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  // A click on the dark area around the picture closes, as a backdrop would.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-label={current ? (current.caption ?? current.alt) : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Closed some other way (the browser may force it): keep the state in step.
      onClose={() => open && onClose()}
      onClick={onClick}
      data-gallery-viewer
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-ink/95 p-0 text-white backdrop:bg-ink/80 open:flex open:flex-col"
    >
      {current && (
        <>
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p aria-live="polite" className="text-sm font-medium text-slate-200" data-gallery-position>
              {fill(words.galleryPosition, { current: wrapIndex(index!, 0, images.length) + 1, total: images.length })}
            </p>
            <button
              ref={closeButton}
              type="button"
              onClick={onClose}
              aria-label={words.closeDialog}
              className={roundButton}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div
            onClick={onClick}
            className="flex min-h-0 flex-1 items-center justify-center gap-2 px-2 pb-6 sm:gap-4 sm:px-6"
          >
            <button type="button" onClick={() => move(-1)} aria-label={words.galleryPrevious} className={roundButton}>
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <figure className="flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-3">
              <img
                key={current.src}
                src={current.src}
                alt={current.alt}
                className="max-h-[calc(100dvh-9rem)] min-h-0 w-auto max-w-full rounded-lg bg-white object-contain shadow-xl"
              />
              {current.caption && (
                <figcaption className="text-center text-base font-semibold">{current.caption}</figcaption>
              )}
            </figure>
            <button type="button" onClick={() => move(1)} aria-label={words.galleryNext} className={roundButton}>
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
