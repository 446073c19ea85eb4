/**
 * The stylesheet is inline in every page, about 53 KB of its 90 to 130 KB. A production build renders the pages
 * with a marker in its place and the build writes the stylesheet there (`fillStylesheet`), so vike's processing
 * of each page (its tag searches and splits over the whole HTML) handles a third of the text, and the big copies
 * it makes stay small enough to be freed young instead of piling up until a full garbage collection.
 * The stylesheet is the one the client bundle wrote (`builtStylesheet`): the server bundle then does not compile
 * it a second time (Tailwind, about 0.3 s of every bundling).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const STYLESHEET_MARKER = '/*stylesheet*/';

/** The site's one stylesheet in `dist/client` as the bundling wrote it (without its final line break). */
export function builtStylesheet(clientDir: string): string {
  const dir = join(clientDir, 'assets', 'static');
  const sheets = readdirSync(dir).filter((name) => /^renderer_styles-.*\.css$/.test(name));
  if (sheets.length !== 1)
    throw new Error(`Expected one stylesheet renderer_styles-*.css in ${dir}, found ${sheets.length}.`);
  return readFileSync(join(dir, sheets[0]!), 'utf8').replace(/\n$/, '');
}

/** The parts of a page to write in order, the stylesheet in place of its marker. */
export function fillStylesheet(html: string, css: string): string[] {
  const at = html.indexOf(STYLESHEET_MARKER);
  if (at < 0) return [html];
  return [html.slice(0, at), css, html.slice(at + STYLESHEET_MARKER.length)];
}
