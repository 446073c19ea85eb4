/**
 * Which section an in-page menu marks as current. The observer looks at a band of the viewport: 100px below the
 * top (under the navigation bar) down to the middle of the screen (rootMargin `-100px 0px -50% 0px`). A section
 * counts as visible when at least 30% of it is inside that band; a section taller than the band counts once it
 * fills 30% of the band, so long sections can become current too.
 */

export const SECTION_ROOT_MARGIN = '-100px 0px -50% 0px';
export const SECTION_VISIBLE_SHARE = 0.3;
/** Clicking a menu entry scrolls the section to this far below the top (the navigation bar's height and some air). */
export const SECTION_SCROLL_OFFSET = 80;
/** Observer thresholds: 0.3 itself plus enough steps to follow sections taller than the band. */
export const SECTION_THRESHOLDS = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

export interface SectionView {
  id: string;
  /** Height of the part of the section inside the band. */
  visibleHeight: number;
  /** Height of the whole section. */
  height: number;
}

/** Whether enough of a section is in a band `bandHeight` tall. */
export function isSectionVisible(view: SectionView, bandHeight: number): boolean {
  if (view.visibleHeight <= 0) return false;
  const base = Math.min(view.height, bandHeight);
  return base > 0 && view.visibleHeight >= SECTION_VISIBLE_SHARE * base - 0.5;
}

/**
 * The section to mark: of the visible ones, the one filling most of the band (the first in page order on a tie).
 * When none is visible the current one stays.
 */
export function pickActiveSection(views: readonly SectionView[], bandHeight: number, current: string): string {
  let best: SectionView | undefined;
  for (const view of views) {
    if (isSectionVisible(view, bandHeight) && (!best || view.visibleHeight > best.visibleHeight)) best = view;
  }
  return best?.id ?? current;
}
