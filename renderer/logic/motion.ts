/** Timing constants and pure helpers behind the site's motion: counters, carousel, gallery viewer. */

/** Spec section 9: hero fade-in delay, counter duration, carousel interval (milliseconds). */
export const HERO_FADE_DELAY_MS = 100;
export const COUNTER_DURATION_MS = 1200;
export const CAROUSEL_INTERVAL_MS = 4000;

/** Cubic ease-out: fast start, gentle landing. 0 -> 0, 1 -> 1, never decreasing. */
export const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * The whole number a counter shows `elapsed` ms after it starts counting from 0 to `target` over `duration` ms.
 * Never above the target, and exactly the target once the time is up.
 */
export function counterValue(target: number, elapsed: number, duration = COUNTER_DURATION_MS): number {
  if (!(elapsed < duration) || duration <= 0) return target;
  const progress = Math.max(0, elapsed) / duration;
  return Math.min(target, Math.floor(target * easeOutCubic(progress)));
}

/** `index + step` wrapped into 0..count-1, so previous from the first is the last and next from the last the first. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
