/**
 * WCAG 2.1 contrast between colours, and the text colour that stays readable on a background an editor
 * chose in data (e.g. the floating button's colour).
 */

/** Relative luminance of a `#rrggbb` colour (WCAG 2.1 definition). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * White text when it reaches AA contrast on the background, else whichever of white and the site's ink
 * contrasts more. `#0EA5E9` with white is 2.8:1, so it gets ink (6.5:1).
 */
export function readableTextOn(background: string, light = '#ffffff', dark = '#0f172a'): string {
  return contrastRatio(background, light) >= AA_TEXT_CONTRAST
    ? light
    : contrastRatio(background, dark) >= contrastRatio(background, light)
      ? dark
      : light;
}
