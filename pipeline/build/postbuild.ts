/**
 * After vike's build: puts the charset first, the stylesheet inline and the page script at low priority in every
 * page (lib/page-html.ts), writes `_redirects`, `sitemap.xml`, `robots.txt` and the PNG share image into dist/client
 * from the loaded content's route manifest and site settings, and makes the text of its SVG images cheap to draw.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../schema/site.ts';
import type { Content } from '../content.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './deploy-files.ts';
import { listFiles } from '../validate/list-files.ts';
import { finishedPage } from './page-html.ts';
import { outlineText, scaleTextWithImage } from './svg-text.ts';
import { renderShareImage, SHARE_IMAGE } from './share-image.ts';

/** Finishes every pre-rendered page; fails when one lacks vike's tags, which means vike now writes them differently. */
function finishPages(outDir: string): number {
  // Every page links the same stylesheet: read it once, not once a page. Pages and stylesheet are read and written
  // byte for byte (latin1): every edit is at an ASCII tag, and a page read as UTF-8 text is a two-byte string that V8
  // copies into its large-object space to write, several times slower than the write itself.
  const stylesheets = new Map<string, string>();
  const read = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(outDir, href.slice(1)), 'latin1'));
    return stylesheets.get(href)!;
  };
  const pages = listFiles(outDir).filter((file) => file.endsWith('.html'));
  const unfinished = pages.filter((page) => {
    const finished = finishedPage(readFileSync(page, 'latin1'), read);
    if (finished !== undefined) writeFileSync(page, finished, 'latin1');
    return finished === undefined;
  });
  if (unfinished.length > 0)
    throw new Error(`${unfinished.length} pages lack vike's stylesheet link or page script, e.g. ${unfinished[0]}.`);
  return pages.length;
}

export function postbuild(content: Content, outDir: string): string {
  const finished = finishPages(outDir);
  const { routes, redirects } = content.manifest;
  const site = content.sources.find((source) => source.kind.name === 'site')?.parsed as Site;
  const files = {
    _redirects: redirectsFile(redirects),
    'sitemap.xml': sitemapXml(routes, site.siteUrl),
    'robots.txt': robotsTxt(site.siteUrl),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  // The share image every page's og:image points to.
  const { name, description } = site.brand;
  writeFileSync(
    join(outDir, SHARE_IMAGE.path.slice(1)),
    renderShareImage({ name, description, siteUrl: site.siteUrl }),
  );
  // The words in SVG images, drawn cheaply (svg-text.ts): the logo's as shapes, the others scaled with their image.
  // The copies vite made from public/ (listed by the content load) are rewritten; the editable files keep their text.
  for (const served of [...content.publicFiles].filter((path) => path.endsWith('.svg'))) {
    const file = join(outDir, served.slice(1));
    const svg = readFileSync(file, 'utf8');
    const drawn = served === site.brand.logo.src ? outlineText(svg) : scaleTextWithImage(svg);
    if (drawn !== svg) writeFileSync(file, drawn);
  }
  return `wrote ${Object.keys(files).join(', ')}, ${SHARE_IMAGE.path.slice(1)}, the text of SVG images made cheap to draw (${routes.length} routes, ${redirects.length} redirects); ${finished} pages with the stylesheet inline and the page script at low priority`;
}
