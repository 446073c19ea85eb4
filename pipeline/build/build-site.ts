/**
 * The site's build in steps, so `npm run build` (pipeline/build.ts) can run the editor's bundling beside it: the site's
 * bundling starts as a process of its own (bundling-process.ts); meanwhile this process loads the content once,
 * validates it (any error stops the build with the same list `npm run validate` prints) and writes generated/; then it
 * pre-renders every route into dist/client from the bundles (prerender.ts; the page hooks read this same loaded
 * content) and writes Netlify's deploy files.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent, type Content } from '../content.ts';
import { SITE_BUNDLES } from './bundle-cache.ts';
import { bundled, startBundling, type Bundling } from './bundling-process.ts';
import { formatText } from '../../schema/errors/terminal.ts';
import { generatedSummary, writeGenerated } from '../codegen/generate.ts';
import { postbuild } from './postbuild.ts';
import { prerender } from './prerender.ts';

/** Starts making (or reusing) the site's bundles in a process of their own. */
export const startSiteBundling = (root = process.cwd()): Bundling =>
  startBundling(root, 'pipeline/build/bundle-site.ts');

/** The checked content, and the generated/ files codegen changed (from the repository's folder). */
export interface PreparedSite {
  content: Content;
  changed: string[];
}

/** Loads and checks the content and writes generated/; exits with the errors when there are any. */
export async function prepareSite(): Promise<PreparedSite> {
  const content = loadContent();
  if (content.errors.length > 0) {
    console.error(`${formatText(content.errors)}\n\nThe build stopped: fix the content errors above first.`);
    process.exit(1);
  }
  const { files, entries, routes } = content.counts;
  console.log(`Content OK: ${files} files, ${entries} entries, ${routes} routes checked.`);
  // What the site, its functions and the editor are built from; the JSON Schemas and types are for text editors
  // (`npm install`, `npm run codegen` and `npm run dev` write them).
  const changed = writeGenerated(content, undefined, { schemas: false });
  console.log(generatedSummary(content, { schemas: false }));
  return { content, changed: changed.map((name) => `generated/${name}`) };
}

/**
 * Waits for the bundles (made again if codegen changed what they read), pre-renders every route and writes the deploy
 * files.
 */
export async function buildSite({ content, changed }: PreparedSite, bundling: Bundling) {
  const { root } = content.location;
  await bundled(root, SITE_BUNDLES, bundling, changed);
  const started = performance.now();
  const pages = await prerender(content, root);
  console.log(`✓ ${pages} HTML documents pre-rendered in ${((performance.now() - started) / 1000).toFixed(2)} s.`);
  // Every page is in dist/client: nothing serves the server bundles, which the bundle cache keeps.
  rmSync(join(root, 'dist', 'server'), { recursive: true, force: true });
  console.log(`postbuild: ${postbuild(content, join(root, 'dist', 'client'))}`);
}
