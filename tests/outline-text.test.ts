/** The logo's words drawn as shapes at build: the same picture as its text in the brand typeface, without text. */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { BRAND_FAMILY, withBrandFont } from '../pipeline/lib/brand-font.ts';
import { outlineText } from '../pipeline/lib/outline-text.ts';

const logo = readFileSync('public/images/brand/ai101-logo.svg', 'utf8');

/** The image's pixels (RGBA) at 720 px wide, its text set in the brand typeface. */
const pixels = (svg: string) =>
  withBrandFont(
    [400, 500, 600, 700, 800],
    (fontFiles) =>
      new Resvg(svg, {
        font: { loadSystemFonts: false, fontFiles, defaultFontFamily: BRAND_FAMILY },
        fitTo: { mode: 'width', value: 720 },
      }).render().pixels,
  );

describe('outlineText', () => {
  it('draws the logo as before, with no text left and its title kept', () => {
    const outlined = outlineText(logo);
    expect(logo).toMatch(/<text[\s>]/);
    expect(outlined).not.toMatch(/<text[\s>]/);
    expect(outlined).toContain('<title>AI101 logo</title>');
    const [before, after] = [pixels(logo), pixels(outlined)];
    expect(after.length).toBe(before.length);
    let differing = 0;
    for (let index = 0; index < before.length; index++) if (Math.abs(before[index]! - after[index]!) > 32) differing++;
    // Rounding moves an edge by at most a hundredth of a unit: a few anti-aliased pixels, nothing visible.
    expect(differing / before.length).toBeLessThan(0.002);
  });

  it('sets each weight in its own face of the brand typeface', () => {
    const word = (weight: number) =>
      outlineText(
        `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="0" y="30" font-family="Inter, sans-serif" font-size="30" font-weight="${weight}">AI101</text></svg>`,
      );
    const outlines = [400, 600, 800].map(word);
    expect(new Set(outlines).size).toBe(3);
    for (const outline of outlines) expect(outline).toMatch(/<path [^>]*d="M/);
  });

  it('leaves an image without text as it is', () => {
    const shapes = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    expect(outlineText(shapes)).toBe(shapes);
  });
});
