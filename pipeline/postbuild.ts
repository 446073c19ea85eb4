/**
 * After `vike build`: writes `_redirects`, `sitemap.xml`, `robots.txt` and the PNG share image into dist/client
 * from the loaded content's route manifest and site settings, and draws the text of the logo's copy there as shapes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../schema/site.ts';
import type { Content } from './content.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './lib/deploy-files.ts';
import { outlineText } from './lib/outline-text.ts';
import { renderShareImage, SHARE_IMAGE } from './lib/share-image.ts';

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
  // The logo on every page: its words as shapes, which the browser draws without looking up fonts (outline-text.ts).
  // The copy vite made from public/ is replaced; the editable file keeps its text.
  const logo = join(outDir, site.brand.logo.src);
  if (logo.endsWith('.svg')) writeFileSync(logo, outlineText(readFileSync(logo, 'utf8')));
  return `wrote ${Object.keys(files).join(', ')}, ${SHARE_IMAGE.path.slice(1)}, the logo's text as shapes (${routes.length} routes, ${redirects.length} redirects)`;
}
