/**
 * After `vike build`: writes `_redirects`, `sitemap.xml`, `robots.txt` and the PNG share image into dist/client
 * from the loaded content's route manifest and site settings.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../schema/site.ts';
import type { Content } from './content.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './lib/deploy-files.ts';
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
  return `wrote ${Object.keys(files).join(', ')}, ${SHARE_IMAGE.path.slice(1)} (${routes.length} routes, ${redirects.length} redirects)`;
}
