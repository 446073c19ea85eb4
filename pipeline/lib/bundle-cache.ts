/**
 * The bundles (pipeline/bundle.ts) depend on code, not on most content: an editor's change to a solution's text
 * leaves every byte of them the same, and remaking them is about 2 s of a build whatever the site's size. After
 * bundling, the build keeps a copy of what vite wrote and a fingerprint of every file it read; the next build
 * reuses the copy while the fingerprint still matches, and bundles afresh otherwise.
 *
 * The fingerprint covers the files in both bundles' module graphs, the vite config and its imports,
 * package-lock.json, tsconfig.json, and every file in pages/ and renderer/ (a new file there can add a page or a
 * Tailwind class without being imported; they are also the only folders Tailwind scans, renderer/styles.css).
 * Content reaches the bundles only through the generated/ files they import, which are in the module graph.
 * public/ is not part of the copy: vite copies it into dist/client on every bundling, and so does `restoreBundles`.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { listFiles } from './list-files.ts';

/** Where the copy and its fingerprint live: node_modules/.cache survives between builds on Netlify too. */
export const bundleCacheDir = (root: string) => join(root, 'node_modules', '.cache', 'bundles');

/** Folders whose whole file list is part of the fingerprint. */
const LISTED_FOLDERS = ['pages', 'renderer'];
/** Files read by every bundling, whatever the module graph. */
const ALWAYS_READ = ['package-lock.json', 'tsconfig.json', 'vite.config.ts', 'pipeline/bundle.ts'];

interface Fingerprint {
  node: string;
  /** Variables vite and vike inline into the bundles (NODE_ENV is not one: a build sets it itself). */
  env: Record<string, string>;
  /** Each file read, relative to the root where it is inside it, with the SHA-1 of its bytes (or "missing"). */
  files: Record<string, string>;
}

function inlinedEnv(): Record<string, string> {
  const names = Object.keys(process.env).filter((name) => /^(VITE_|PUBLIC_ENV__)/.test(name));
  return Object.fromEntries(names.sort().map((name) => [name, process.env[name]!]));
}

function fileHash(path: string): string {
  try {
    return createHash('sha1').update(readFileSync(path)).digest('hex');
  } catch {
    return 'missing';
  }
}

function fingerprint(root: string, files: Iterable<string>): Fingerprint {
  const all = new Set<string>();
  for (const file of files) all.add(isAbsolute(file) ? relative(root, file) : file);
  for (const file of ALWAYS_READ) all.add(file);
  for (const folder of LISTED_FOLDERS) for (const file of listFiles(join(root, folder))) all.add(relative(root, file));
  const sorted = [...all].sort();
  return {
    node: process.version,
    env: inlinedEnv(),
    files: Object.fromEntries(sorted.map((file) => [file, fileHash(join(root, file))])),
  };
}

/** Which files vite read to make the bundles: module ids and watched files that are paths on disk. */
export function filesOnDisk(ids: Iterable<string>): string[] {
  return [...ids].map((id) => id.replace(/[?#].*$/, '')).filter((id) => isAbsolute(id) && existsSync(id));
}

/** After a bundling: keeps a copy of dist/ (less what came from public/) and the fingerprint of what was read. */
export function saveBundles(root: string, readFiles: Iterable<string>) {
  const cache = bundleCacheDir(root);
  const partial = `${cache}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const publicDir = join(root, 'public');
  const fromPublic = new Set(
    existsSync(publicDir) ? listFiles(publicDir).map((file) => relative(publicDir, file)) : [],
  );
  const clientDir = join(root, 'dist', 'client');
  cpSync(join(root, 'dist'), join(partial, 'dist'), {
    recursive: true,
    filter: (source) => !source.startsWith(`${clientDir}/`) || !fromPublic.has(relative(clientDir, source)),
  });
  writeFileSync(join(partial, 'fingerprint.json'), JSON.stringify(fingerprint(root, readFiles)));
  rmSync(cache, { recursive: true, force: true });
  renameSync(partial, cache);
}

/**
 * Empties the way for a new dist/: the last build's is moved into the cache folder at once and deleted there in the
 * background (deleting a thousand pages' folders took about 0.25 s of the build's main thread), with any left by
 * a build that was stopped. Deleted on the spot where it cannot be moved.
 */
function clearAway(dist: string, cache: string) {
  const old = (name: string) => name.startsWith('dist-old-');
  for (const name of readdirSync(cache).filter(old)) void rm(join(cache, name), { recursive: true, force: true });
  if (!existsSync(dist)) return;
  const aside = join(cache, `dist-old-${process.pid}`);
  try {
    renameSync(dist, aside);
  } catch {
    rmSync(dist, { recursive: true, force: true });
    return;
  }
  void rm(aside, { recursive: true, force: true });
}

/**
 * Before a bundling: when the saved fingerprint matches the files as they are now, puts the saved bundles in
 * dist/ with public/ copied into dist/client (as vite does) and returns true; otherwise returns false, to bundle
 * afresh.
 */
export function restoreBundles(root: string): boolean {
  const cache = bundleCacheDir(root);
  let saved: Fingerprint;
  try {
    saved = JSON.parse(readFileSync(join(cache, 'fingerprint.json'), 'utf8')) as Fingerprint;
  } catch {
    return false;
  }
  // A file added to a listed folder since shows up as one more entry, so the two differ.
  const now = fingerprint(root, Object.keys(saved.files));
  if (JSON.stringify(now) !== JSON.stringify(saved)) return false;
  const dist = join(root, 'dist');
  clearAway(dist, cache);
  try {
    cpSync(join(cache, 'dist'), dist, { recursive: true });
    const publicDir = join(root, 'public');
    if (existsSync(publicDir)) cpSync(publicDir, join(dist, 'client'), { recursive: true });
    return true;
  } catch {
    // A copy damaged or removed half-way: bundle afresh rather than build from part of it.
    rmSync(dist, { recursive: true, force: true });
    return false;
  }
}
