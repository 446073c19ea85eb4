/**
 * An SVG image with its text drawn as shapes, in the brand typeface. A browser lays out the words of an SVG image
 * with the system's fonts, one font instance for each size and weight, each looked up and loaded anew; in the
 * headless Chromium here the logo's two lines cost about 30 ms of layout and 25 ms of paint on every page (median of
 * 7 loads of /privacy-policy), four times that on Lighthouse's phone. Shapes cost neither.
 *
 * The build applies it to the site's logo (pipeline/postbuild.ts), which every page shows twice and which is a few
 * words: 0.6 → 2 KB gzipped. An illustration with many words would grow far more (the home hero's 46 lines, 2.7 KB
 * → 119 KB), so illustrations keep their text.
 */
import { Resvg } from '@resvg/resvg-js';
import { BRAND_FAMILY, withBrandFont } from './brand-font.ts';

/** Coordinates to at most two decimals: a hundredth of a unit, far below a pixel at any size the site shows. */
const roundNumbers = (svg: string) => svg.replace(/-?\d*\.\d+/g, (number) => String(Number(Number(number).toFixed(2))));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * `svg` with every `<text>` turned into paths (resvg's own reading of the file, which also writes every other shape
 * as a path), or `svg` itself when it has no text. The text is drawn in the brand typeface (its Latin letters) at the
 * weight it asks for, whatever family it names: the site's own face, and the only one every build machine has. The
 * image's `<title>`, if any, is kept.
 */
export function outlineText(svg: string): string {
  if (!/<text[\s>]/.test(svg)) return svg;
  const outlined = withBrandFont([400, 500, 600, 700, 800], (fontFiles) =>
    new Resvg(svg, { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: BRAND_FAMILY } }).toString(),
  );
  const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(svg)?.[1]?.trim();
  const titled = title
    ? outlined.replace(/<svg[^>]*>/, (root) => `${root}<title>${escapeXml(title)}</title>`)
    : outlined;
  return roundNumbers(titled).replace(/>\s+</g, '><');
}
