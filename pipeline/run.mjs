/**
 * Runs one of the pipeline's TypeScript entry points (validate, codegen, build, serve) with plain Node.
 *
 * esbuild bundles our own modules into one file under node_modules/.cache/pipeline (packages stay ordinary imports,
 * except those tsconfig.json maps to their files), then Node loads it natively. Through a loader hook (tsx) every
 * module is compiled on a second thread and handed over one at a time, about 0.6 s before the first line runs, and
 * every worker thread inherits the hook (npm start runs each function call in one). Bundling takes a few tens of
 * milliseconds, and is skipped when none of the bundle's own files changed since (their sizes and times are kept
 * next to it). The bundle is plain, readable JavaScript with each module's path in a comment, so a stack trace
 * still leads to the source.
 *
 * Usage: node pipeline/run.mjs pipeline/validate.ts [arguments for it]
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

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
const outDir = resolve('node_modules/.cache/pipeline');
const outfile = join(outDir, basename(entry).replace(/\.ts$/, '.mjs'));
const inputsFile = `${outfile}.inputs.json`;

/** Each file the bundle was made from (this script included), with its size and time of change. */
const stamps = (files) =>
  Object.fromEntries(
    files.map((file) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return [file, stat ? `${stat.size}:${stat.mtimeMs}` : 'missing'];
    }),
  );

function isFresh() {
  if (!existsSync(outfile) || !existsSync(inputsFile)) return false;
  const recorded = JSON.parse(readFileSync(inputsFile, 'utf8'));
  const now = stamps(Object.keys(recorded));
  return Object.entries(recorded).every(([file, stamp]) => now[file] === stamp);
}

/** Writes under a name of its own, then renames: two runs at once never load each other's half-written file. */
function writeWhole(path, contents) {
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}

if (!isFresh()) {
  const { build } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  const { outputFiles, metafile } = await build({
    entryPoints: [entry],
    outfile,
    write: false,
    metafile: true,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  for (const { path, contents } of outputFiles) writeWhole(path, contents);
  const inputs = [...Object.keys(metafile.inputs), fileURLToPath(import.meta.url)];
  writeWhole(inputsFile, JSON.stringify(stamps(inputs)));
}
process.argv = [process.argv[0], resolve(entry), ...rest];
await import(pathToFileURL(outfile).href);
