/**
 * Runs one of the TypeScript entry points (validate, codegen, build, serve) with plain Node, as one file esbuild
 * bundles from our own modules (packages stay imports). Not through a loader such as tsx: its hooks pass every module,
 * vite's and vike's included, through a second thread, which slows the build, and `npm start`'s function threads
 * would inherit them.
 *
 * Usage: node pipeline/run.mjs pipeline/validate.ts [arguments for it]
 */
import { renameSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node pipeline/run.mjs <entry.ts> [arguments]');
  process.exit(2);
}
const outDir = resolve('node_modules/.cache/pipeline');
const outfile = join(outDir, entry.replace(/\.ts$/, '.mjs').replaceAll(/[\\/]/g, '_'));
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
mkdirSync(outDir, { recursive: true });
writeFileSync(`${outfile}.${process.pid}`, outputFiles[0].contents);
renameSync(`${outfile}.${process.pid}`, outfile);
process.argv = [process.argv[0], resolve(entry), ...rest];
await import(pathToFileURL(outfile).href);
