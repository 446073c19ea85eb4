/** The content on disk as a snapshot for save-check.ts: the texts under data/ and the files under public/. */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { decodeContent } from '../validate/encoding.ts';
import { listFiles } from '../validate/list-files.ts';
import type { Snapshot } from './snapshot.ts';
import { servedPath, type ValidationResult } from '../validate/validate-content.ts';

/** The snapshot's name beside the editor's page (/admin/snapshot.json), written by the build or served by the dev server. */
export const SNAPSHOT = 'snapshot.json';

/**
 * `loaded`, a load of the content already validated (the build's, the dev server's): when it holds exactly the files
 * on disk, the snapshot carries what that load read of them, so the editor opens without reading every file again.
 */
export function snapshotFromDisk(root: string, loaded?: ValidationResult): Snapshot {
  // A text the load read as it is on disk is the load's string, not a second copy of it.
  const loadedTexts = new Map(loaded?.sources.map((source) => [`data/${source.relativePath}`, source.text]));
  const files = Object.fromEntries(
    listFiles(join(root, 'data')).map((file) => {
      const path = relative(root, file).split(sep).join('/');
      const text = decodeContent(readFileSync(file)).text;
      return [path, loadedTexts.get(path) === text ? loadedTexts.get(path)! : text];
    }),
  );
  const publicDir = join(root, 'public');
  const publicFiles = listFiles(publicDir).map((file) => servedPath(publicDir, file));
  if (!loaded || !holdsExactly(loaded, files, publicFiles)) return { files, publicFiles };
  const parsed = Object.fromEntries(
    loaded.sources.flatMap((source) => (source.wellFormed ? [[`data/${source.relativePath}`, source.data]] : [])),
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

/** Text gathered before each write: a few large writes, not one per file. */
const WRITE_CHUNK = 1 << 20;

/**
 * Writes a snapshot as JSON, a file's entry at a time: the text of `JSON.stringify(snapshot)` without ever holding
 * all of it, which runs to hundreds of megabytes for a content of thousands of files.
 */
export function writeSnapshot(path: string, snapshot: Snapshot) {
  const fd = openSync(path, 'w');
  let pending = '';
  const write = (text: string) => {
    pending += text;
    if (pending.length < WRITE_CHUNK) return;
    writeSync(fd, pending);
    pending = '';
  };
  const members = (record: object, member: (value: unknown) => void) => {
    let first = true;
    for (const [key, value] of Object.entries(record)) {
      if (value === undefined) continue;
      write(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      member(value);
    }
  };
  try {
    write('{');
    members(snapshot, (part) => {
      if (Array.isArray(part)) return write(JSON.stringify(part));
      write('{');
      members(part as object, (value) => write(JSON.stringify(value)));
      write('}');
    });
    write('}');
    writeSync(fd, pending);
  } finally {
    closeSync(fd);
  }
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
