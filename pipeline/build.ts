/**
 * npm run build: one process, one load of the content. Validates it (any error stops the build with the same
 * list `npm run validate` prints), writes generated/, pre-renders every route with vike into dist/client
 * (the page hooks read this same loaded content), then writes Netlify's deploy files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, prerender } from 'vike/api';
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
writeGenerated(content, await contentTypes());
console.log(generatedSummary(content));

// The bundles first; pre-rendering below, so that this process writes the pages.
await build({ vikeConfig: { prerender: { disableAutoRun: true } } });

/** What vike hands `onPagePrerender` for each file it rendered (an HTML page, or a page's pageContext.json). */
interface RenderedFile {
  _prerenderResult?: { filePath: string; fileContent: string };
  _prerenderContext?: { output?: { fileContent: string }[] };
}
const madeDirs = new Set<string>();
let htmlFiles = 0;
/**
 * Writes a rendered file as soon as vike has it and lets it go. Vike's own writer also records every file's
 * text in its prerender output until the build ends (vikejs/vike#3159: about 0.25 MB a page, most of the
 * build's memory at 1,000 pages); nothing here reads that record, so each file's entry is dropped once written.
 */
function writeRendered(pageContext: RenderedFile) {
  const { filePath, fileContent } = pageContext._prerenderResult!;
  const dir = dirname(filePath);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  writeFileSync(filePath, fileContent);
  if (filePath.endsWith('.html')) htmlFiles += 1;
  const output = pageContext._prerenderContext?.output;
  if (output?.at(-1)?.fileContent === fileContent) output.pop();
  delete pageContext._prerenderResult;
}
console.log('pre-rendering HTML...');
await prerender({ onPagePrerender: writeRendered });
console.log(`✓ ${htmlFiles} HTML documents pre-rendered.`);
console.log(`postbuild: ${postbuild(content, join(content.location.root, 'dist', 'client'))}`);
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
