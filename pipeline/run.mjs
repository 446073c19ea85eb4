/**
 * Runs one of the pipeline's TypeScript entry points (validate, codegen, build) with plain Node.
 *
 * esbuild bundles our own modules into one file under node_modules/.cache/pipeline (packages stay ordinary imports),
 * then Node loads it natively. Through a loader hook (tsx) every module is compiled on a second thread and handed
 * over one at a time: about 0.6 s before the first line runs. Bundling takes a few tens of milliseconds. The bundle
 * is plain, readable JavaScript with each module's path in a comment, so a stack trace still leads to the source.
 *
 * Usage: node pipeline/run.mjs pipeline/validate.ts [arguments for it]
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { build } from 'esbuild';

// Pre-rendering makes a page's worth of short-lived objects at a time and keeps little (about 100 MB at 1,000
// pages), but V8 lets the heap grow up to four times what it keeps before it collects. Growing by 30% at a time
// holds the build under 400 MB at 1,000 pages (650 MB before) for about the same CPU time.
setFlagsFromString('--heap-growing-percent=30');

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node pipeline/run.mjs <entry.ts> [arguments]');
  process.exit(2);
}
const outDir = resolve('node_modules/.cache/pipeline');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, basename(entry).replace(/\.ts$/, '.mjs'));
const { outputFiles } = await build({
  entryPoints: [entry],
  outfile,
  write: false,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
});
// Written under a name of its own, then renamed: two runs at once never load each other's half-written file.
for (const { path, contents } of outputFiles) {
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}
process.argv = [process.argv[0], resolve(entry), ...rest];
await import(pathToFileURL(outfile).href);
