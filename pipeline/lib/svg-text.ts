/**
 * What the build does to the text in the site's SVG images, so the browser draws it cheaply. Chromium lays out an SVG
 * image's words with the system's fonts, looking each size and weight up anew (a round trip to the browser process
 * each), and by default at the size the text will have on screen: an image is laid out at its own size first, then
 * again at the size the page shows it, with a new font lookup for every size. In the headless Chromium here:
 * - the logo, on every page twice, cost 17–67 ms of layout and up to 23 ms of paint per page (median of 9 loads of
 *   /privacy-policy and of /about). As shapes it costs neither: `outlineText`.
 * - the home hero's 62 lines cost two layouts of 28–93 and 27–58 ms. Text scaled with the image instead of set anew
 *   at its screen size (`text-rendering: geometricPrecision`) needs the second layout no more fonts: 2–4 ms.
 *   `scaleTextWithImage`.
 *
 * pipeline/postbuild.ts applies them to the built copies in dist/client; the files in public/ stay as editors made them.
 */
import { Resvg } from '@resvg/resvg-js';
import { BRAND_FAMILY, BRAND_WEIGHTS, withBrandFont } from './brand-font.ts';

const hasText = (svg: string) => /<text[\s>]/.test(svg);

/**
 * Coordinates to one decimal: an edge moves by at most 0.05 units, 0.07 device pixels where the site shows the logo
 * largest (80 units as 36 px, 3 device pixels each), for 15% fewer bytes than two decimals.
 */
const roundNumbers = (svg: string) => svg.replace(/-?\d*\.\d+/g, (number) => String(Number(Number(number).toFixed(1))));

/**
 * `svg` with every `<text>` turned into paths (resvg's own reading of the file, which also writes every other shape
 * as a path), or `svg` itself when it has no text. The text is drawn in the brand typeface (its Latin letters) at the
 * weight it asks for, whatever family it names: the site's own face, and the only one every build machine has. The
 * image's `<title>`, if any, is kept. For a few words only: the logo grows from 0.6 to 2.2 KB gzipped, and an
 * illustration with dozens of lines would grow from about 3 KB to 20–200 KB.
 */
export function outlineText(svg: string): string {
  if (!hasText(svg)) return svg;
  const outlined = withBrandFont(BRAND_WEIGHTS, (fontFiles) =>
    new Resvg(svg, { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: BRAND_FAMILY } }).toString(),
  );
  const drawn = roundNumbers(outlined).replace(/>\s+</g, '><');
  // The title's words as the file writes them (already XML, entities and all), untouched by the rounding.
  const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(svg)?.[1]?.trim();
  return title ? drawn.replace(/<svg[^>]*>/, (root) => `${root}<title>${title}</title>`) : drawn;
}

/**
 * `svg` with its text scaled with the image (`text-rendering="geometricPrecision"` on the root element, which its
 * text inherits), unless it has no text or its root already says how to render text.
 */
export function scaleTextWithImage(svg: string): string {
  if (!hasText(svg)) return svg;
  return svg.replace(/<svg\b[^>]*>/, (root) =>
    /\stext-rendering=/.test(root) ? root : root.replace(/^<svg\b/, '<svg text-rendering="geometricPrecision"'),
  );
}
