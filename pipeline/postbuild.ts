/**
 * After `vike build`: writes `_redirects`, `sitemap.xml` and `robots.txt` into dist/client from the loaded
 * content's route manifest and the site URL.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../schema/site.ts';
import type { Content } from './content.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './lib/deploy-files.ts';

export function postbuild(content: Content, outDir: string): string {
  const { routes, redirects } = content.manifest;
  const site = content.sources.find((source) => source.kind.name === 'site')?.parsed as Site;
  const files = {
    _redirects: redirectsFile(redirects),
    'sitemap.xml': sitemapXml(routes, site.siteUrl),
    'robots.txt': robotsTxt(site.siteUrl),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  return `wrote ${Object.keys(files).join(', ')} (${routes.length} routes, ${redirects.length} redirects)`;
}
