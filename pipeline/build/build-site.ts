/**
 * The site's build in two steps, so `npm run build` (admin/build.ts) can start the editor's build between them: one
 * load of the content, validated (any error stops the build with the same list `npm run validate` prints) and written
 * to generated/; then vike bundles the site (or the bundles the last build kept are reused, bundle-cache.ts),
 * pre-renders every route into dist/client (the page hooks read this same loaded content) and Netlify's deploy files
 * are written.
 */
import { join } from 'node:path';
import { build, prerender } from 'vike/api';
import { loadContent, type Content } from '../content.ts';
import { readFilesRecorder, restoreBuild, saveBuild, SITE_BUNDLES } from './bundle-cache.ts';
import { formatText } from '../../schema/errors/terminal.ts';
import { contentTypes, generatedSummary, writeGenerated } from '../codegen/generate.ts';
import { postbuild } from './postbuild.ts';

/** Loads and checks the content and writes generated/; exits with the errors when there are any. */
export async function prepareSite(): Promise<Content> {
  // A build is for production whatever the shell says: under NODE_ENV=test (a test runner's) vite bundles React's
  // development JSX, which the kept bundles would then hand to a server whose React has none.
  process.env.NODE_ENV = 'production';
  const content = loadContent();
  if (content.errors.length > 0) {
    console.error(`${formatText(content.errors)}\n\nThe build stopped: fix the content errors above first.`);
    process.exit(1);
  }
  const { files, entries, routes } = content.counts;
  console.log(`Content OK: ${files} files, ${entries} entries, ${routes} routes checked.`);
  writeGenerated(content, await contentTypes(content.location.root));
  console.log(generatedSummary(content));
  return content;
}

/** Bundles (or reuses the kept bundles), pre-renders every route and writes the deploy files. */
export async function buildSite(content: Content) {
  const { root } = content.location;
  if (restoreBuild(root, SITE_BUNDLES))
    console.log('Bundles reused: no file they were made from changed since the last build.');
  else {
    const recorder = readFilesRecorder();
    await build({ viteConfig: { plugins: [recorder.plugin] }, vikeConfig: { prerender: { disableAutoRun: true } } });
    saveBuild(root, SITE_BUNDLES, recorder.files);
  }
  // Pre-rendering reads what the bundling wrote (dist/, vike's config included), not vite.config.ts again.
  await prerender({ viteConfig: { configFile: false } });
  console.log(`postbuild: ${postbuild(content, join(root, 'dist', 'client'))}`);
}
