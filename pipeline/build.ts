/**
 * `npm run build`: the site (pipeline/build/build-site.ts) and, beside it, the content editor into dist/client/admin/
 * with the snapshot of data/ it checks saves against. The site's bundling and the editor's each run as a process of
 * their own from the start, while this process loads and checks the content and writes generated/, then pre-renders
 * the pages; the editor, a Vite build of its own so no visitor page carries any of it, moves into place once the site
 * is done.
 *
 * Usage: node pipeline/run.mjs pipeline/build.ts   (from the repository's folder)
 */
import { rmSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, prepareSite, startSiteBundling } from './build/build-site.ts';
import { bundled, startBundling } from './build/bundling-process.ts';
import { SNAPSHOT, snapshotFromDisk, writeSnapshot } from './save/content-snapshot.ts';
import { collectGarbageEarly } from './build/heap-growth.ts';
import { EDITOR_BUILD } from './build/editor-bundle.ts';

collectGarbageEarly();
const started = performance.now();
const root = process.cwd();
const site = startSiteBundling(root);
const editor = startBundling(root, 'admin/server/bundle-editor.ts');
const prepared = await prepareSite();
// The editor's bundle carries generated/ files (the site's settings, the fields, the addresses links may name).
await Promise.all([buildSite(prepared, site), bundled(root, EDITOR_BUILD, editor, prepared.changed)]);
const target = join(root, 'dist', 'client', 'admin');
rmSync(target, { recursive: true, force: true });
renameSync(join(root, EDITOR_BUILD.output), target);
writeSnapshot(join(target, SNAPSHOT), snapshotFromDisk(root, prepared.content));
console.log(
  `Editor written to dist/client/admin/; site and editor built in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
