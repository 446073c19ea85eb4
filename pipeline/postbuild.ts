/**
 * After `vike build`: writes `_redirects`, `sitemap.xml`, `robots.txt` and the PNG share image into dist/client
 * from the loaded content's route manifest and site settings, and marks each page's script low priority.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../schema/site.ts';
import type { Content } from './content.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './lib/deploy-files.ts';
import { renderShareImage, SHARE_IMAGE } from './lib/share-image.ts';

/** vike's tag for the page script (pages/+client.ts: it finds the islands and loads each one's code). */
const PAGE_SCRIPT = /<script src="\/assets\/entries\/[^"]+\.js" type="module" async>/;

/**
 * The page script is fetched at low priority: nothing in the first screen waits for it (islands hydrate HTML that
 * is already there), so the document's font and main picture go first. vike has no setting for the attribute.
 */
export function withLowPriorityPageScript(html: string): string {
  return html.replace(PAGE_SCRIPT, (tag) => tag.replace(/ async>$/, ' async fetchpriority="low">'));
}

function lowerPageScripts(outDir: string): number {
  let pages = 0;
  for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const file = join(outDir, name);
    const html = readFileSync(file, 'utf8');
    const lowered = withLowPriorityPageScript(html);
    if (lowered === html) continue;
    writeFileSync(file, lowered);
    pages += 1;
  }
  // Every page has the script: none found means vike now writes its tag differently.
  if (pages === 0) throw new Error(`postbuild: no page script matching ${PAGE_SCRIPT} in ${outDir}`);
  return pages;
}

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
  const lowered = lowerPageScripts(outDir);
  return `wrote ${Object.keys(files).join(', ')}, ${SHARE_IMAGE.path.slice(1)} (${routes.length} routes, ${redirects.length} redirects); page script at low priority in ${lowered} pages`;
}
