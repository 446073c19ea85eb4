/** Timing constants and pure helpers behind the site's motion: carousel, gallery viewer. (The hero counters count in CSS: renderer/styles.css.) */

/** The carousel's interval in milliseconds. (The hero's 100 ms fade-in delay is a class in Hero.tsx.) */
export const CAROUSEL_INTERVAL_MS = 4000;

/** `index + step` wrapped into 0..count-1, so previous from the first is the last and next from the last the first. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
