/**
 * npm run build: one load of the content. Validates it (any error stops the build with the same list
 * `npm run validate` prints), writes generated/, has vike bundle the site and pre-render every route into
 * dist/client (the page hooks read this same loaded content), then writes Netlify's deploy files.
 */
import { join } from 'node:path';
import { build } from 'vike/api';
import { loadContent } from './content.ts';
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

// vike bundles, then pre-renders in this same process (prerender: true in pages/+config.ts).
await build();
console.log(`postbuild: ${postbuild(content, join(content.location.root, 'dist', 'client'))}`);
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
