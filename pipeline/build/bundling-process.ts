/**
 * A bundling (the site's, bundle-site.ts; the editor's, admin/server/bundle-editor.ts) runs as a process of its own, started
 * before the content is loaded. Bundles are made from code and from a few generated/ files, not from the
 * content being checked, so they are made on the machine's other core while the build loads and checks the content,
 * and vite's memory is never the page renderer's. Once codegen has written generated/, a bundle made from a file it
 * changed is made again (`bundled`); it is kept for the next build (bundle-cache.ts) only then, when the files it
 * was made from are known to be the ones now on disk.
 */
import { isAbsolute, relative } from 'node:path';
import { restoreBuild, saveBuild, type KeptBuild } from './bundle-cache.ts';
import { lastMessage, startEntry } from './entry-process.ts';

/** What a bundling process reports: whether it reused the kept bundles, and the files they were made from. */
export interface Bundled {
  reused: boolean;
  /** From the repository's folder. */
  files: string[];
}

/** A bundling process under way: its entry (run by pipeline/run.mjs) and what it will report, or why it failed. */
export interface Bundling {
  entry: string;
  result: Promise<Bundled | Error>;
}

/** Starts `entry` (from the repository's folder `root`) as a process of its own. */
export function startBundling(root: string, entry: string): Bundling {
  return { entry, result: lastMessage<Bundled>(startEntry(root, entry), entry) };
}

/**
 * In the bundling process: reuses the kept bundles or makes them (`bundle` returns the files it read), says which with
 * `notes`, and reports.
 */
export async function bundleOrReuse(
  kept: KeptBuild,
  bundle: () => Promise<Iterable<string>>,
  notes: { reused: string; made: (seconds: string) => string },
) {
  const started = performance.now();
  const root = process.cwd();
  const reused = restoreBuild(root, kept);
  const files = reused ?? [...(await bundle())].map((file) => (isAbsolute(file) ? relative(root, file) : file));
  console.log(reused ? notes.reused : notes.made(((performance.now() - started) / 1000).toFixed(2)));
  process.send!({ reused: reused !== undefined, files } satisfies Bundled);
}

/**
 * The bundles, once codegen has written generated/ (`changed`: the files it rewrote, from the repository's folder):
 * made again when the first bundling failed (generated/ was missing) or read a file codegen then changed. New bundles
 * are kept for the next build.
 */
export async function bundled(root: string, kept: KeptBuild, bundling: Bundling, changed: string[]): Promise<Bundled> {
  let result = await bundling.result;
  if (result instanceof Error || result.files.some((file) => changed.includes(file)))
    result = await startBundling(root, bundling.entry).result;
  if (result instanceof Error) throw result;
  if (!result.reused) saveBuild(root, kept, result.files);
  return result;
}
