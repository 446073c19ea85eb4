/**
 * The stylesheet is inline in every page, about 53 KB of its 90 to 130 KB. A production build renders the pages
 * with a marker in its place and the build writes the stylesheet there (`fillStylesheet`), so vike's processing
 * of each page (its tag searches and splits over the whole HTML) handles a third of the text, and the big copies
 * it makes stay small enough to be freed young instead of piling up until a full garbage collection.
 * The page module hands the stylesheet to the build through a process-wide value.
 */
import { processValue } from './process-value.ts';

export const STYLESHEET_MARKER = '/*stylesheet*/';

const stylesheet = processValue<string>('stylesheet');

export const shareStylesheet = (css: string) => stylesheet.set(css);

/** The parts of a page to write in order, the stylesheet in place of its marker. */
export function fillStylesheet(html: string): string[] {
  const at = html.indexOf(STYLESHEET_MARKER);
  if (at < 0) return [html];
  const css = stylesheet.get();
  if (css === undefined) throw new Error('A page has the stylesheet marker but no page shared the stylesheet.');
  return [html.slice(0, at), css, html.slice(at + STYLESHEET_MARKER.length)];
}
