/**
 * The last step of `npm run build` (after pipeline/build.ts, which empties dist/): the content editor into
 * dist/client/admin/, with the snapshot of data/ it checks saves against. A Vite build of its own, so no visitor page
 * carries any of it.
 *
 * Usage: node pipeline/run.mjs admin/build.ts   (from the repository's folder)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { snapshotFromDisk } from '../pipeline/lib/content-snapshot.ts';
import { adminConfig, SNAPSHOT } from './vite-app.ts';

const started = performance.now();
const root = process.cwd();
const config = adminConfig(root);
await build({ ...config, mode: 'production' });
writeFileSync(join(config.build!.outDir!, SNAPSHOT), JSON.stringify(snapshotFromDisk(root)));
console.log(`Editor written to dist/client/admin/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
