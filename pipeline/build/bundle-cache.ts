/**
 * The bundles depend on code, not on most content: an editor's change to a solution's text leaves every byte of
 * them the same, and bundling is most of a build's time. After bundling, a build (the site's, the editor's) keeps a
 * copy of what vite wrote and a fingerprint of every file it read; the next build reuses the copy while the
 * fingerprint still matches.
 *
 * The fingerprint covers the files in the bundles' module graphs (the generated/ files that carry content into the
 * bundles among them), the vite config and its imports, the build's `alwaysRead` files, and every file in its listed
 * folders (a new file there can add a page or a Tailwind class without being imported). public/ is not part of the
 * copy: vite copies it into dist/client on every bundling, and so does `restoreBuild`.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { listFiles } from '../validate/list-files.ts';

/** Where the kept builds live: node_modules/.cache survives between builds on Netlify too. */
export const keptBuildsDir = (root: string) => join(root, 'node_modules', '.cache', 'kept-builds');

/** A build whose output is kept and reused while the files it was made from stay the same. */
export interface KeptBuild {
  /** Its folder under keptBuildsDir. */
  name: string;
  /** The folder the build writes, from the root. */
  output: string;
  /** Files that shape the build besides those its bundler reads (its config, package.json's sideEffects, the lockfile). */
  alwaysRead: string[];
  /** Folders whose every file counts, imported or not (a new file can add a page or a Tailwind class). */
  listedFolders: string[];
  /** Where vite copies public/ inside the output: not kept, copied anew on reuse. */
  publicCopy?: string;
}

/** The site's bundles (vite and vike), dist/. */
export const SITE_BUNDLES: KeptBuild = {
  name: 'site',
  output: 'dist',
  alwaysRead: ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'pipeline/build/bundle-site.ts'],
  listedFolders: ['pages', 'renderer'],
  publicCopy: 'dist/client',
};

/** Each file read, relative to the root, with the SHA-1 of its bytes; the Node version and the inlined variables. */
function fingerprint(root: string, kept: KeptBuild, files: Iterable<string>): string {
  const all = new Set([...files].map((file) => (isAbsolute(file) ? relative(root, file) : file)));
  for (const file of kept.alwaysRead) all.add(file);
  for (const folder of kept.listedFolders)
    for (const file of listFiles(join(root, folder))) all.add(relative(root, file));
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

/** After a build: keeps a copy of its output (less what came from public/) and the fingerprint of what was read. */
export function saveBuild(root: string, kept: KeptBuild, readFiles: Iterable<string>) {
  const cache = join(keptBuildsDir(root), kept.name);
  const partial = `${cache}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const publicDir = join(root, 'public');
  const copyDir = kept.publicCopy && join(root, kept.publicCopy);
  const fromPublic = new Set(
    copyDir && existsSync(publicDir) ? listFiles(publicDir).map((file) => relative(publicDir, file)) : [],
  );
  cpSync(join(root, kept.output), join(partial, 'output'), {
    recursive: true,
    filter: (source) => !copyDir || !source.startsWith(`${copyDir}/`) || !fromPublic.has(relative(copyDir, source)),
  });
  writeFileSync(join(partial, 'fingerprint.json'), fingerprint(root, kept, readFiles));
  rmSync(cache, { recursive: true, force: true });
  renameSync(partial, cache);
}

/**
 * When the kept fingerprint matches the files as they are now, puts the kept output in place (with public/ copied
 * into it, as vite does) and returns the files it was made from; otherwise returns undefined, to build afresh.
 */
export function restoreBuild(root: string, kept: KeptBuild): string[] | undefined {
  const cache = join(keptBuildsDir(root), kept.name);
  const saved = existsSync(join(cache, 'fingerprint.json'))
    ? readFileSync(join(cache, 'fingerprint.json'), 'utf8')
    : '';
  if (!saved) return undefined;
  const files = Object.keys((JSON.parse(saved) as { files: object }).files);
  // A file added to a listed folder since shows up as one more entry, so the two differ.
  if (fingerprint(root, kept, files) !== saved) return undefined;
  const output = join(root, kept.output);
  rmSync(output, { recursive: true, force: true });
  cpSync(join(cache, 'output'), output, { recursive: true });
  const publicDir = join(root, 'public');
  if (kept.publicCopy && existsSync(publicDir)) cpSync(publicDir, join(root, kept.publicCopy), { recursive: true });
  return files;
}
