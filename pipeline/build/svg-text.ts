/**
 * What the build does to the text in the site's SVG images, so the browser draws it cheaply: Chromium lays out an
 * SVG image's words twice (at the image's own size, then at the size shown), looking its fonts up anew each time.
 * `outlineText` turns a few words (the logo) into shapes, which need no layout; `scaleTextWithImage` lets longer text
 * scale with the image instead. pipeline/build/postbuild.ts applies them to the copies in dist/client, never to public/.
 */
import { Resvg } from '@resvg/resvg-js';
import { BRAND_FAMILY, BRAND_WEIGHTS, withBrandFont } from './brand-font.ts';

const hasText = (svg: string) => /<text[\s>]/.test(svg);

/**
 * Coordinates to one decimal: an edge moves by at most 0.05 units, well under a device pixel even where the site shows
 * the logo largest, and the file is smaller than with two decimals.
 */
const roundNumbers = (svg: string) => svg.replace(/-?\d*\.\d+/g, (number) => String(Number(Number(number).toFixed(1))));

/**
 * `svg` with every `<text>` turned into paths (resvg's own reading of the file, which also writes every other shape
 * as a path), or `svg` itself when it has no text. The text is drawn in the brand typeface (its Latin letters) at the
 * weight it asks for, whatever family it names: the site's own face, and the only one every build machine has. The
 * image's `<title>`, if any, is kept. For a few words only: every letter becomes a path, so an image with many lines
 * of text would grow many times over.
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
