/**
 * `npm run build`: the site (pipeline/build.ts) and, beside it, the content editor into dist/client/admin/ with the
 * snapshot of data/ it checks saves against. The editor's Vite build needs nothing from the site's, so it runs while
 * the site's content loads, bundles and pre-renders (mostly one thread; the editor's bundler takes the other core),
 * into a folder of its own that the site's bundling cannot empty, and moves into place once both are done. A Vite
 * build of its own, so no visitor page carries any of it.
 *
 * Usage: node pipeline/run.mjs admin/build.ts   (from the repository's folder)
 */
import { rmSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { snapshotFromDisk } from '../pipeline/lib/content-snapshot.ts';
import { adminConfig, SNAPSHOT } from './vite-app.ts';

const started = performance.now();
const root = process.cwd();
const config = adminConfig(root);
const target = config.build!.outDir!;
const outDir = join(root, 'node_modules', '.cache', 'editor-build');
const editor = build({ ...config, build: { ...config.build, outDir } }).then(
  () => undefined,
  (error: unknown) => error,
);
await import('../pipeline/build.ts');
const failed = await editor;
if (failed) throw failed;
rmSync(target, { recursive: true, force: true });
renameSync(outDir, target);
writeFileSync(join(target, SNAPSHOT), JSON.stringify(snapshotFromDisk(root)));
console.log(
  `Editor written to dist/client/admin/; site and editor built in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
