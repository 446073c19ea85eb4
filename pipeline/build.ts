/**
 * npm run build: one load of the content. Validates it (any error stops the build with the same list
 * `npm run validate` prints), writes generated/, has the bundles made (pipeline/bundle.ts, which reads no content),
 * pre-renders every route with vike into dist/client (the page hooks read this same loaded content), then writes
 * Netlify's deploy files.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { prerender } from 'vike/api';
import { loadContent } from './content.ts';
import { restoreBundles } from './lib/bundle-cache.ts';
import { formatText } from './lib/format-errors.ts';
import { contentTypes, generatedSummary, writeGenerated } from './lib/generate.ts';
import { withLowPriorityPageScript } from './lib/page-script.ts';
import { startPageWriter } from './lib/page-writer.ts';
import { builtStylesheet, fillStylesheet } from './lib/stylesheet-slot.ts';
import { postbuild } from './postbuild.ts';

const started = performance.now();
// The bundler starts now, on the second core, and loads its tools while this process loads the content
// (pipeline/bundle.ts --when-told); it bundles only if the kept bundles turn out to be out of date.
const bundler = spawn(process.execPath, ['pipeline/run.mjs', 'pipeline/bundle.ts', '--when-told'], {
  stdio: ['pipe', 'inherit', 'inherit'],
});
const bundlerExit = new Promise<number | null>((resolve) => bundler.once('exit', resolve));
// A bundler that already ended cannot be written to; its exit status says how it ended.
bundler.stdin.on('error', () => {});
const content = loadContent();
if (content.errors.length > 0) {
  console.error(`${formatText(content.errors)}\n\nThe build stopped: fix the content errors above first.`);
  process.exit(1);
}
const { files, entries, routes } = content.counts;
console.log(`Content OK: ${files} files, ${entries} entries, ${routes} routes checked.`);
writeGenerated(content, await contentTypes(content.location.root));
console.log(generatedSummary(content));

// The bundles first, in their own process (pipeline/bundle.ts), unless the last build's still match the code
// (pipeline/lib/bundle-cache.ts); pre-rendering below, so that this process writes the pages from the content it
// loaded.
if (restoreBundles(content.location.root)) {
  bundler.stdin.end();
  console.log('Bundles reused: no file they were made from changed since the last build.');
} else {
  bundler.stdin.end('bundle\n');
  // This process would wait idle for the bundles: meanwhile it loads vike's pre-rendering code (vite and vike's config
  // loader among it, 0.7-0.8 s), the module vike/api's prerender() imports on its first call. Not an entry point of
  // vike's, so a later vike that moves it only loses the head start.
  void import(new URL('./prerender.js', import.meta.resolve('vike/api')).href).catch(() => {});
  if ((await bundlerExit) !== 0) {
    console.error('The build stopped: bundling the pages failed (see above).');
    process.exit(1);
  }
}

/** What vike hands `onPagePrerender` for each file it rendered. */
interface RenderedFile {
  _prerenderResult?: { filePath: string; fileContent: string };
  _prerenderContext?: { output?: { fileContent: string }[]; pageContexts?: unknown[] };
}
const clientDir = join(content.location.root, 'dist', 'client');
const stylesheet = builtStylesheet(clientDir);
const writer = startPageWriter();
let htmlFiles = 0;
let loweredScripts = 0;
/**
 * Hands each rendered file to the writer (pipeline/lib/page-writer.ts) as soon as vike has it, then lets the page
 * go. Vike's own writer keeps every page until the build ends: the file's text in its prerender output, and the
 * page's context, which holds the rendered HTML and the page data, in its list of pages to render. That is about
 * 0.25 MB a page, most of the build's memory at 1,000 pages. Nothing here reads either after the page is handed
 * over, so both let go of it (at once: vike reuses the context for the page's next file).
 */
function writeRendered(pageContext: RenderedFile) {
  const { filePath, fileContent } = pageContext._prerenderResult!;
  delete pageContext._prerenderResult;
  const { output, pageContexts } = pageContext._prerenderContext ?? {};
  if (output?.at(-1)?.fileContent === fileContent) output.pop();
  const index = pageContexts?.indexOf(pageContext) ?? -1;
  if (index >= 0) pageContexts!.splice(index, 1);

  const isHtml = filePath.endsWith('.html');
  const text = isHtml ? withLowPriorityPageScript(fileContent) : fileContent;
  if (text !== fileContent) loweredScripts += 1;
  writer.write(filePath, fillStylesheet(text, stylesheet));
  if (isHtml) htmlFiles += 1;
}
console.log('pre-rendering HTML...');
// Pre-rendering reads what the bundling wrote (dist/, vike's config included), not vite.config.ts: loading that
// again (vike's plugin, Tailwind's, React's) cost about 0.7 s before the first page, for the same pages byte for byte.
await prerender({ viteConfig: { configFile: false }, onPagePrerender: writeRendered }).catch((error: unknown) => {
  // Exits at once: the page writer's thread would otherwise keep the process waiting.
  console.error(error);
  console.error('The build stopped: pre-rendering failed (see above).');
  process.exit(1);
});
await writer.finish();
// Every page has the script: none marked means vike now writes its tag differently.
if (loweredScripts === 0) throw new Error('No pre-rendered page had the page script tag to mark low priority.');
console.log(`✓ ${htmlFiles} HTML documents pre-rendered, page script at low priority in ${loweredScripts}.`);
// The content editor at /admin/ has a Vite build of its own, so no visitor page carries any of it.
const { buildAdmin } = await import('../admin/build.ts');
console.log(await buildAdmin(content.location.root));
console.log(`postbuild: ${postbuild(content, clientDir)}`);
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
