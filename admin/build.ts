/** `npm run build` (pipeline/build.ts): the content editor into dist/client/admin/, with the content it starts from. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { snapshotFromDisk } from '../pipeline/lib/content-snapshot.ts';
import { adminConfig, SNAPSHOT } from './vite-app.ts';

/** Writes the editor; answers what it wrote, for the build's log. */
export async function buildAdmin(root: string): Promise<string> {
  const started = performance.now();
  const config = adminConfig(root);
  await build({ ...config, mode: 'production' });
  writeFileSync(join(config.build!.outDir!, SNAPSHOT), JSON.stringify(snapshotFromDisk(root)));
  return `editor written to dist/client/admin/ in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}
