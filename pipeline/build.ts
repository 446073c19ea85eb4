/**
 * npm run build: one load of the content. Validates it (any error stops the build with the same list
 * `npm run validate` prints), writes generated/, has vike bundle the site (or reuses the bundles the last build
 * kept, lib/bundle-cache.ts), pre-renders every route into dist/client (the page hooks read this same loaded
 * content), then writes Netlify's deploy files.
 */
import { join } from 'node:path';
import { build, prerender } from 'vike/api';
import { loadContent } from './content.ts';
import { readFilesRecorder, restoreBundles, saveBundles } from './lib/bundle-cache.ts';
import { formatText } from './lib/format-errors.ts';
import { contentTypes, generatedSummary, writeGenerated } from './lib/generate.ts';
import { postbuild } from './postbuild.ts';

const started = performance.now();
const content = loadContent();
if (content.errors.length > 0) {
  console.error(`${formatText(content.errors)}\n\nThe build stopped: fix the content errors above first.`);
  process.exit(1);
}
const { files, entries, routes } = content.counts;
console.log(`Content OK: ${files} files, ${entries} entries, ${routes} routes checked.`);
writeGenerated(content, await contentTypes(content.location.root));
console.log(generatedSummary(content));

const { root } = content.location;
if (restoreBundles(root)) console.log('Bundles reused: no file they were made from changed since the last build.');
else {
  const recorder = readFilesRecorder();
  await build({ viteConfig: { plugins: [recorder.plugin] }, vikeConfig: { prerender: { disableAutoRun: true } } });
  saveBundles(root, recorder.files);
}
// Pre-rendering reads what the bundling wrote (dist/, vike's config included), not vite.config.ts again.
await prerender({ viteConfig: { configFile: false } });
console.log(`postbuild: ${postbuild(content, join(root, 'dist', 'client'))}`);
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
