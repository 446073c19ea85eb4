/**
 * `npm run build`: the site (pipeline/build/build-site.ts) and, beside it, the content editor into dist/client/admin/ with
 * the snapshot of data/ it checks saves against. Once the content is checked and generated/ written, the editor's Vite
 * build runs while the site bundles and pre-renders (mostly one thread; the editor's bundler takes the other core),
 * into a folder of its own that the site's bundling cannot empty, and moves into place once both are done; when no
 * file it was made from changed, the kept one is reused. A Vite build of its own, so no visitor page carries any of
 * it.
 *
 * Usage: node pipeline/run.mjs admin/build.ts   (from the repository's folder)
 */
import { rmSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { readFilesRecorder, restoreBuild, saveBuild, type KeptBuild } from '../pipeline/build/bundle-cache.ts';
import { buildSite, prepareSite } from '../pipeline/build/build-site.ts';
import { snapshotFromDisk } from '../pipeline/save/content-snapshot.ts';
import { adminConfig, SNAPSHOT } from './server/vite-app.ts';

/**
 * The editor's bundle, kept between builds: it depends on code (admin/, the renderers its preview draws with, the
 * schemas and the validator), not on the content, which it reads from the snapshot beside it.
 */
const EDITOR_BUILD: KeptBuild = {
  name: 'editor',
  output: 'node_modules/.cache/editor-build',
  alwaysRead: [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'admin/server/vite-app.ts',
    'admin/build.ts',
    'admin/index.html',
  ],
  listedFolders: ['admin', 'renderer', 'pages'],
};

const started = performance.now();
const root = process.cwd();
const config = adminConfig(root);
const target = config.build!.outDir!;
const outDir = join(root, EDITOR_BUILD.output);
// The editor's bundle carries generated/ files (the site's settings, the fields, the addresses links may name): it is
// reused or made once they are current.
const content = await prepareSite();
const reused = restoreBuild(root, EDITOR_BUILD);
if (reused) console.log('Editor reused: no file it was made from changed since the last build.');
const editor = reused
  ? Promise.resolve(undefined)
  : (async () => {
      const recorder = readFilesRecorder();
      await build({ ...config, plugins: [...config.plugins!, recorder.plugin], build: { ...config.build, outDir } });
      saveBuild(root, EDITOR_BUILD, recorder.files);
    })().then(
      () => undefined,
      (error: unknown) => error,
    );
await buildSite(content);
const failed = await editor;
if (failed) throw failed;
rmSync(target, { recursive: true, force: true });
renameSync(outDir, target);
writeFileSync(join(target, SNAPSHOT), JSON.stringify(snapshotFromDisk(root, content)));
console.log(
  `Editor written to dist/client/admin/; site and editor built in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
