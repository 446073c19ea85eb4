/** The content on disk as a snapshot for save-check.ts: the texts under data/ and the files under public/. */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { listFiles } from './list-files.ts';
import type { Snapshot } from './save-check.ts';
import { servedPath } from './validate-content.ts';

export function snapshotFromDisk(root: string): Snapshot {
  const files = Object.fromEntries(
    listFiles(join(root, 'data')).map((file) => [
      relative(root, file).split(sep).join('/'),
      readFileSync(file, 'utf8'),
    ]),
  );
  const publicDir = join(root, 'public');
  const publicFiles = listFiles(publicDir).map((file) => servedPath(publicDir, file));
  return { files, publicFiles };
}
