/**
 * After the pages (prerender.ts): writes `_redirects`, `sitemap.xml`, `robots.txt` and the PNG share image into
 * dist/client from the loaded content's route manifest and site settings, and makes the text of its SVG images cheap
 * to draw.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../schema/site.ts';
import type { Content } from '../content.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './deploy-files.ts';
import { outlineText, scaleTextWithImage } from './svg-text.ts';
import { renderShareImage, SHARE_IMAGE } from './share-image.ts';

export function postbuild(content: Content, outDir: string): string {
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
  return `wrote ${Object.keys(files).join(', ')}, ${SHARE_IMAGE.path.slice(1)}, the text of SVG images made cheap to draw (${routes.length} routes, ${redirects.length} redirects)`;
}
