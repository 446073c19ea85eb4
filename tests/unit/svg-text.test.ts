/**
 * The text of SVG images made cheap to draw at build: the logo's words as shapes (the same picture as its text in the
 * brand typeface), other images' text scaled with the image.
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { BRAND_FAMILY, withBrandFont } from '../../pipeline/build/brand-font.ts';
import { outlineText, scaleTextWithImage } from '../../pipeline/build/svg-text.ts';

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
    // Rounding moves an edge by at most a twentieth of a unit: a few anti-aliased pixels, nothing visible.
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

describe('scaleTextWithImage', () => {
  it('has the text of an image scaled with it', () => {
    const scaled = scaleTextWithImage(readFileSync('public/images/home/hero-dashboard.svg', 'utf8'));
    expect(scaled).toMatch(/^<svg text-rendering="geometricPrecision" [^>]*viewBox="0 0 1200 800"/);
    expect(scaled.match(/<text[\s>]/g)?.length).toBeGreaterThan(10);
  });

  it('leaves an image without text, or that already says how to render its text, as it is', () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>',
      '<svg text-rendering="optimizeLegibility" xmlns="http://www.w3.org/2000/svg"><text>Hi</text></svg>',
    ])
      expect(scaleTextWithImage(svg)).toBe(svg);
  });
});
