/**
 * Runs one of the pipeline's TypeScript entry points (validate, codegen, build, serve) with plain Node: as a bundle
 * of our own modules (pipeline/bundled-entry.mjs), which Node loads natively. Through a loader hook (tsx) every
 * module is compiled on a second thread and handed over one at a time, about 0.6 s before the first line runs, and
 * every worker thread inherits the hook (npm start runs each function call in one).
 *
 * Usage: node pipeline/run.mjs pipeline/validate.ts [arguments for it]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { bundledEntry } from './bundled-entry.mjs';

// Pre-rendering makes a page's worth of short-lived objects at a time and keeps little (about 100 MB at 1,000
// pages), but V8 lets the heap grow up to four times what it keeps before it collects. Growing by at most 100% at a
// time holds the build process near 310 MB at 1,000 pages (330 MB without the flag, 390 MB at 200%); at 30% it held
// 260 MB but collected so often that pre-rendering took 12% longer.
setFlagsFromString('--heap-growing-percent=100');

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node pipeline/run.mjs <entry.ts> [arguments]');
  process.exit(2);
}
const outfile = await bundledEntry(entry);
process.argv = [process.argv[0], resolve(entry), ...rest];
await import(pathToFileURL(outfile).href);
