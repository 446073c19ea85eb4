/**
 * Runs after `vike build`: writes `_redirects`, `sitemap.xml` and `robots.txt` into dist/client
 * from the route manifest (generated/routes.ts) and the site URL (generated/site.json, both made by codegen).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { redirects, routes } from '../generated/routes.ts';
import site from '../generated/site.json' with { type: 'json' };
import { redirectsFile, robotsTxt, sitemapXml } from './lib/deploy-files.ts';
import { renderShareImage, SHARE_IMAGE } from './lib/share-image.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist', 'client');

if (!existsSync(outDir)) {
  console.error(`postbuild: ${outDir} does not exist; run \`vike build\` first.`);
  process.exit(1);
}

const files = {
  _redirects: redirectsFile(redirects),
  'sitemap.xml': sitemapXml(routes, site.siteUrl),
  'robots.txt': robotsTxt(site.siteUrl),
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
console.log(
  `postbuild: wrote ${Object.keys(files).join(', ')} (${routes.length} routes, ${redirects.length} redirects) to dist/client`,
);

// The share image every page's og:image points to.
writeFileSync(
  join(outDir, SHARE_IMAGE.path.slice(1)),
  renderShareImage({
    name: site.brand.name,
    description: site.brand.description,
    siteUrl: site.siteUrl,
  }),
);
console.log(`postbuild: wrote ${SHARE_IMAGE.path.slice(1)} (${SHARE_IMAGE.width}×${SHARE_IMAGE.height})`);
