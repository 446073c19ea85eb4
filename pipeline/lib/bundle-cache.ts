/**
 * The bundles depend on code, not on most content: an editor's change to a solution's text leaves every byte of
 * them the same, and bundling is most of a build's time. After bundling, the build keeps a copy of what vite wrote
 * and a fingerprint of every file it read; the next build reuses the copy while the fingerprint still matches.
 *
 * The fingerprint covers the files in both bundles' module graphs (the generated/ files that carry content into the
 * bundles among them), the vite config and its imports, ALWAYS_READ, and every file in pages/ and renderer/ (a new
 * file there can add a page or a Tailwind class without being imported). public/ is not part of the copy: vite
 * copies it into dist/client on every bundling, and so does `restoreBundles`.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { listFiles } from './list-files.ts';

/** Where the copy and its fingerprint live: node_modules/.cache survives between builds on Netlify too. */
export const bundleCacheDir = (root: string) => join(root, 'node_modules', '.cache', 'bundles');

const LISTED_FOLDERS = ['pages', 'renderer'];
const ALWAYS_READ = ['package-lock.json', 'tsconfig.json', 'vite.config.ts', 'pipeline/build.ts'];

/** Each file read, relative to the root, with the SHA-1 of its bytes; the Node version and the inlined variables. */
function fingerprint(root: string, files: Iterable<string>): string {
  const all = new Set([...files].map((file) => (isAbsolute(file) ? relative(root, file) : file)));
  for (const file of ALWAYS_READ) all.add(file);
  for (const folder of LISTED_FOLDERS) for (const file of listFiles(join(root, folder))) all.add(relative(root, file));
  const hash = (file: string) =>
    existsSync(join(root, file))
      ? createHash('sha1')
          .update(readFileSync(join(root, file)))
          .digest('hex')
      : 'missing';
  // vite and vike inline these variables into the bundles.
  const env = Object.keys(process.env)
    .filter((name) => /^(VITE_|PUBLIC_ENV__)/.test(name))
    .sort()
    .map((name) => [name, process.env[name]]);
  const sorted = [...all].sort();
  return JSON.stringify({ node: process.version, env, files: Object.fromEntries(sorted.map((f) => [f, hash(f)])) });
}

/** A vite plugin that notes every file the bundling reads (`files`), for `saveBundles`. */
export function readFilesRecorder(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'record-read-files',
    apply: 'build',
    configResolved(config) {
      for (const file of config.configFileDependencies) files.add(file);
    },
    generateBundle() {
      for (const id of this.getModuleIds()) {
        const path = id.replace(/[?#].*$/, '');
        if (isAbsolute(path) && existsSync(path)) files.add(path);
      }
    },
  };
  return { plugin, files };
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
  writeFileSync(join(partial, 'fingerprint.json'), fingerprint(root, readFiles));
  rmSync(cache, { recursive: true, force: true });
  renameSync(partial, cache);
}

/**
 * When the kept fingerprint matches the files as they are now, puts the kept bundles in dist/ with public/ copied
 * into dist/client (as vite does) and returns true; otherwise returns false, to bundle afresh.
 */
export function restoreBundles(root: string): boolean {
  const cache = bundleCacheDir(root);
  const kept = join(cache, 'fingerprint.json');
  if (!existsSync(kept)) return false;
  const saved = readFileSync(kept, 'utf8');
  // A file added to a listed folder since shows up as one more entry, so the two differ.
  if (fingerprint(root, Object.keys((JSON.parse(saved) as { files: object }).files)) !== saved) return false;
  const dist = join(root, 'dist');
  rmSync(dist, { recursive: true, force: true });
  cpSync(join(cache, 'dist'), dist, { recursive: true });
  const publicDir = join(root, 'public');
  if (existsSync(publicDir)) cpSync(publicDir, join(dist, 'client'), { recursive: true });
  return true;
}
