/** The content on disk as a snapshot for save-check.ts: the texts under data/ and the files under public/. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { listFiles } from '../validate/list-files.ts';
import type { Snapshot } from './snapshot.ts';
import { servedPath, type ValidationResult } from '../validate/validate-content.ts';

/**
 * `loaded`, a load of the content already validated (the build's, the dev server's): when it holds exactly the files
 * on disk, the snapshot carries what that load read of them, so the editor opens without reading every file again.
 */
export function snapshotFromDisk(root: string, loaded?: ValidationResult): Snapshot {
  const files = Object.fromEntries(
    listFiles(join(root, 'data')).map((file) => [
      relative(root, file).split(sep).join('/'),
      readFileSync(file, 'utf8'),
    ]),
  );
  const publicDir = join(root, 'public');
  const publicFiles = listFiles(publicDir).map((file) => servedPath(publicDir, file));
  if (!loaded || !holdsExactly(loaded, files, publicFiles)) return { files, publicFiles };
  const parsed = Object.fromEntries(
    loaded.sources.flatMap((source) =>
      source.document().doc.errors.length === 0 ? [[`data/${source.relativePath}`, source.data]] : [],
    ),
  );
  return { files, publicFiles, parsed, data: Object.fromEntries(loaded.data) };
}

/** Whether a load was made from these texts and pictures (every file under data/ read as a content file). */
function holdsExactly(loaded: ValidationResult, files: Record<string, string>, publicFiles: readonly string[]) {
  return (
    loaded.sources.length === Object.keys(files).length &&
    loaded.sources.every((source) => files[`data/${source.relativePath}`] === source.text) &&
    loaded.publicFiles.size === publicFiles.length &&
    publicFiles.every((file) => loaded.publicFiles.has(file))
  );
}

/**
 * The content's version, as an HTTP entity tag: the same exactly while every text under data/ and the list of files
 * under public/ are, so the editor can ask whether anything changed since it read the content.
 */
export function contentTag({ files, publicFiles }: Snapshot): string {
  const hash = createHash('sha1');
  for (const path of Object.keys(files).sort()) hash.update(`${path}\0${files[path]}\0`);
  for (const file of publicFiles) hash.update(`${file}\n`);
  return `"${hash.digest('base64url')}"`;
}
