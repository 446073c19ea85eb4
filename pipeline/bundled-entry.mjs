/**
 * One of the pipeline's TypeScript entry points as a file plain Node can load: esbuild bundles our own modules into
 * one file under node_modules/.cache/pipeline (packages stay ordinary imports, except those tsconfig.json maps to
 * their files). Bundling takes a few tens of milliseconds, and is skipped when none of the bundle's own files changed
 * since (their sizes and times are kept next to it). The bundle is plain, readable JavaScript with each module's path
 * in a comment, so a stack trace still leads to the source.
 *
 * Used by pipeline/run.mjs (validate, codegen, build, serve) and by vite.config.ts for the live preview of
 * `npm run dev`, which vite would otherwise bundle into its config, with the whole content pipeline, every time it
 * loads the config (six times a build).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each file the bundle was made from (this script included), with its size and time of change. */
const stamps = (files) =>
  Object.fromEntries(
    files.map((file) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return [file, stat ? `${stat.size}:${stat.mtimeMs}` : 'missing'];
    }),
  );

function isFresh(outfile, inputsFile) {
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

/** The path of the bundle of `entry` (relative to the working folder, e.g. `pipeline/validate.ts`), made if stale. */
export async function bundledEntry(entry) {
  const outDir = resolve('node_modules/.cache/pipeline');
  const outfile = join(outDir, basename(entry).replace(/\.ts$/, '.mjs'));
  const inputsFile = `${outfile}.inputs.json`;
  if (isFresh(outfile, inputsFile)) return outfile;
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
  return outfile;
}
