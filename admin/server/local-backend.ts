/**
 * The editor's local backend under `npm run dev`: POST /api/v1 with `{ action, … }` JSON, reading and writing data/
 * and public/ of this checkout directly, with no account and no network.
 *
 * It writes nothing the validator refuses: a save names every file it changes (`{ path, text, base }`, `text: null` to
 * delete) and the pictures it adds. `base` is the text the editor made its text from (`null`: the file was not
 * there); a file that is not that text on disk any more was changed since by someone else, and the save is refused
 * with 409 and those files' texts now (`changed`), so the editor merges and asks again instead of undoing the other
 * change. Each text is applied to the file's text (editYaml, so only the changed lines change) and the checks of
 * `npm run validate` run over the content with the whole change in place (checkChange). A refused save answers the
 * validator's words and leaves every file as it was. Uploaded pictures get a file name the validator accepts and must be what their name
 * says (picture-bytes.ts).
 *
 * Every path, picture and check is settled before the first write; each file is then written whole (a temporary file
 * renamed over it) and a failed write puts back what the save had written. Nothing is written through a link.
 * Requests are taken only from the editor's own page (vite-plugin.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, posix, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { snapshotFromDisk } from '../../pipeline/save/content-snapshot.ts';
import { decodeContent } from '../../pipeline/validate/encoding.ts';
import { checkChange } from '../../pipeline/save/save-check.ts';
import { formatLine } from '../../schema/errors/terminal.ts';
import type { Snapshot } from '../../pipeline/save/snapshot.ts';
import { slugify } from '../../pipeline/validate/suggest.ts';
import { isRecord } from '../../pipeline/validate/walk.ts';
import { editYaml } from '../../pipeline/save/yaml-edit.ts';
import { pictureProblem } from './picture-bytes.ts';

/** What an action answers: the editor shows `error` of a refusal. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A file as a save leaves it on disk: its bytes, or `null` when it is deleted. */
interface Write {
  absolute: string;
  bytes: Buffer | null;
}

/** A request the backend refuses, with the words the editor shows (and what else the answer carries). */
class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 422,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const DATA = 'data/';
const PUBLIC = 'public/';
const IMAGE_EXTENSIONS = new Set(['.svg', '.webp', '.avif', '.png', '.jpg', '.jpeg']);
/** A photo 2,000 pixels wide is well under this; a bigger file only slows the pages down. */
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** More than a page shows: one save is one entry's change. */
const MAX_PICTURES_PER_SAVE = 20;

const slashed = (path: string) => path.split(sep).join('/');
/**
 * A file name for an upload that the validator's image paths accept (`/images/name.svg`): lower-case words joined
 * by hyphens, e.g. `Team Photo (1).PNG` -> `team-photo-1.png`.
 */
export function imageFileName(name: string): string {
  const extension = extname(name).toLowerCase();
  if (!IMAGE_EXTENSIONS.has(extension))
    throw new Refusal(`pictures must be SVG, WebP, AVIF, PNG or JPEG files; "${name}" is not one`);
  const stem = slugify(basename(name, extname(name)));
  return `${stem || 'image'}${extension === '.jpeg' ? '.jpg' : extension}`;
}

/**
 * An upload's path with each folder named as its file is (`public/Team Photos/A.PNG` -> `public/team-photos/a.png`).
 * A dot-folder loses its dot: `public/.netlify/` is hidden from git but copied into the build.
 */
function picturePath(path: string): string {
  const parts = posix.normalize(path).split('/');
  if (parts.length < 2 || parts[0] !== PUBLIC.slice(0, -1) || parts.includes('..'))
    throw new Refusal(`"${path}" is not under ${PUBLIC}`);
  const folders = parts.slice(1, -1).map((folder) => {
    const clean = slugify(folder);
    if (!clean) throw new Refusal(`the folder "${folder}" in "${path}" needs a letter or a digit in its name`);
    return clean;
  });
  return [parts[0], ...folders, imageFileName(parts.at(-1)!)].join('/');
}

/** An upload's bytes: its base64 text decoded exactly (Buffer.from skips what is not base64 without a word). */
function pictureBytes(name: string, base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.toString('base64') !== base64) throw new Refusal(`${name} did not arrive whole: upload it again`);
  if (bytes.length > MAX_PICTURE_BYTES)
    throw new Refusal(
      `${name} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB, and a picture may be at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB: make it smaller (a photo 2,000 pixels wide is plenty) and upload it again`,
    );
  return bytes;
}

/**
 * Writes a file whole: into a new file beside it, flushed to disk, then renamed over it (one step on one file
 * system), so that a crash at any moment leaves the old file or the new one, never a part.
 */
function writeWhole(absolute: string, bytes: Buffer) {
  mkdirSync(dirname(absolute), { recursive: true });
  const temporary = join(dirname(absolute), `.${basename(absolute)}.${randomBytes(6).toString('hex')}.saving`);
  try {
    writeFileSync(temporary, bytes, { flag: 'wx', flush: true });
    renameSync(temporary, absolute);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

const place = ({ absolute, bytes }: Write) =>
  bytes === null ? rmSync(absolute, { force: true }) : writeWhole(absolute, bytes);

/**
 * Writes every file of a save, each whole. When one write fails (a full disk), the files already written get their
 * old bytes back before the error goes on: a save is all or nothing. Only a real change reaches the disk, since the
 * dev server reloads the pages on every write.
 */
function writeAll(writes: readonly Write[]) {
  const done: Write[] = [];
  try {
    for (const write of writes) {
      const before = existsSync(write.absolute) ? readFileSync(write.absolute) : null;
      if (before === write.bytes || (before && write.bytes?.equals(before))) continue;
      place(write);
      done.push({ absolute: write.absolute, bytes: before });
    }
  } catch (error) {
    for (const undo of done.reverse()) {
      try {
        place(undo);
      } catch (undoError) {
        console.error('The editor backend could not put back %s: %s', undo.absolute, undoError);
      }
    }
    throw error;
  }
}

export class LocalBackend {
  /** The content as the last save left it: while the disk still holds it, its errors are known already. */
  private written: Snapshot | undefined;

  constructor(private readonly root: string) {}

  /** The content on disk now (the last save's snapshot itself when nothing else changed since). */
  private current(): Snapshot {
    const disk = snapshotFromDisk(this.root);
    const last = this.written;
    const same =
      last !== undefined &&
      disk.publicFiles.length === last.publicFiles.length &&
      disk.publicFiles.every((file, at) => file === last.publicFiles[at]) &&
      Object.keys(disk.files).length === Object.keys(last.files).length &&
      Object.entries(disk.files).every(([path, text]) => last.files[path] === text);
    return same ? last : disk;
  }

  /**
   * The absolute path of a path from the project root, refused when it leaves `under` (data/ or public/) or cannot
   * be a file there: each step below the root must be a folder and the last a file (or not there yet), and none a
   * link, which could lead the write out of the project (a pull request can carry a link).
   */
  private inside(path: string, under: string): string {
    if (/[\0-\x1f]/.test(path)) throw new Refusal(`"${JSON.stringify(path).slice(1, -1)}" is not a file name`);
    const absolute = resolve(this.root, path);
    const within = slashed(relative(join(this.root, under), absolute));
    if (within === '' || within.startsWith('..') || within.startsWith('/'))
      throw new Refusal(`"${path}" is not under ${under}`);
    const steps = slashed(relative(this.root, absolute)).split('/');
    steps.forEach((_, index) => {
      const step = steps.slice(0, index + 1).join('/');
      const found = lstatSync(join(this.root, step), { throwIfNoEntry: false });
      if (!found) return;
      if (found.isSymbolicLink())
        throw new Refusal(`"${path}" is not saved: ${step} is a link, and the editor writes only real files`);
      const last = index === steps.length - 1;
      if (last ? !found.isFile() : !found.isDirectory())
        throw new Refusal(
          `"${path}" cannot be written: ${step} is ${found.isDirectory() ? 'a folder' : 'not a folder'}`,
        );
    });
    return absolute;
  }

  /** The change refused in the validator's words when it makes content errors. */
  private check(snapshot: Snapshot, next: Snapshot) {
    const errors = checkChange(snapshot, next);
    if (errors.length > 0) throw new Refusal(errors.map(formatLine).join('\n'));
  }

  /**
   * The text to write for a file: its current text with only what the editor changed rewritten; a new file as the
   * editor wrote it (its header comment and field order).
   */
  private textToWrite(path: string, now: string | null, text: string): string {
    let data: unknown;
    try {
      data = parse(text);
    } catch (error) {
      throw new Refusal(`the editor sent ${path} as text that is not YAML: ${(error as Error).message}`);
    }
    return now === null ? text : editYaml(now, data);
  }

  /** An upload's place under public/ with a name the validator accepts, and its bytes, checked for what they are. */
  private upload(upload: unknown) {
    if (!isRecord(upload) || typeof upload.path !== 'string' || typeof upload.base64 !== 'string')
      throw new Refusal('a picture needs "path" and "base64"');
    const path = picturePath(upload.path);
    const absolute = this.inside(path, PUBLIC);
    const name = basename(path);
    const bytes = pictureBytes(name, upload.base64);
    const problem = pictureProblem(name, bytes);
    if (problem) throw new Refusal(problem);
    // Another picture by that name may be on pages already: it is never replaced by an upload.
    if (existsSync(absolute) && !readFileSync(absolute).equals(bytes))
      throw new Refusal(
        `a different picture named ${name} is already in ${dirname(path).slice(PUBLIC.length - 1)}/: rename your file, or choose the picture that is there`,
      );
    return { absolute, bytes, address: `/${path.slice(PUBLIC.length)}` };
  }

  /**
   * Writes every file of a change and its pictures, or nothing: every path, picture and the validator's checks over
   * the whole change are checked before the first write.
   */
  private save(params: Record<string, unknown>) {
    const { files, uploads = [] } = params;
    if (!Array.isArray(files) || files.length === 0) throw new Refusal('"files" is required');
    if (!Array.isArray(uploads)) throw new Refusal('"uploads" must be a list of pictures');
    if (uploads.length > MAX_PICTURES_PER_SAVE)
      throw new Refusal(
        `a save may add at most ${MAX_PICTURES_PER_SAVE} pictures, and this one adds ${uploads.length}: add them in smaller groups`,
      );
    const pictures = uploads.map((upload) => this.upload(upload));
    const snapshot = this.current();
    const texts = { ...snapshot.files };
    /** The files changed on disk since the editor read them, with their texts now. */
    const changed: Record<string, string | null> = {};
    const changes = (files as unknown[]).map((file) => {
      if (!isRecord(file) || typeof file.path !== 'string') throw new Refusal('every file needs a "path"');
      if (typeof file.text !== 'string' && file.text !== null)
        throw new Refusal(`"text" of ${file.path} must be its text, or null to delete it`);
      if (typeof file.base !== 'string' && file.base !== null)
        throw new Refusal(`"base" of ${file.path} must be the text the change was made from, or null for a new file`);
      const absolute = this.inside(file.path, DATA);
      // The path as the validator names it, however it was written (`data/pages/./about.yaml`).
      const path = slashed(relative(this.root, absolute));
      // As the snapshot reads it: a file saved in another encoding is read as that encoding says.
      const now = existsSync(absolute) ? decodeContent(readFileSync(absolute)).text : null;
      if (now !== file.base) changed[path] = now;
      const text = file.text === null ? null : this.textToWrite(path, now, file.text);
      if (text === null) delete texts[path];
      else texts[path] = text;
      return { path, absolute, text };
    });
    if (Object.keys(changed).length > 0)
      throw new Refusal(`${Object.keys(changed).join(', ')} changed since the editor read it: nothing was saved`, 409, {
        changed,
      });
    const publicFiles = [...new Set([...snapshot.publicFiles, ...pictures.map((picture) => picture.address)])];
    const next = { files: texts, publicFiles };
    this.check(snapshot, next);
    writeAll([
      ...pictures.map(({ absolute, bytes }) => ({ absolute, bytes })),
      ...changes.map(({ absolute, text }) => ({ absolute, bytes: text === null ? null : Buffer.from(text) })),
    ]);
    this.written = next;
    return { saved: changes.map((change) => change.path), pictures: pictures.map((picture) => picture.address) };
  }

  /** Answers one request body. */
  answer(body: unknown): Answer {
    if (!isRecord(body) || typeof body.action !== 'string')
      return { status: 422, body: { error: '"action" is required' } };
    try {
      switch (body.action) {
        case 'save':
          return { status: 200, body: this.save(body) };
        case 'upload': {
          const picture = this.upload(body.upload);
          writeAll([picture]);
          return { status: 200, body: { address: picture.address } };
        }
        default:
          throw new Refusal(`Unknown action ${body.action}`);
      }
    } catch (error) {
      if (error instanceof Refusal) return { status: error.status, body: { error: error.message, ...error.details } };
      // The details (a path of this computer, a system error) are for the terminal, not for the page.
      console.error('The editor backend failed:', error);
      return {
        status: 500,
        body: { error: 'The dev server could not save, and nothing was changed: the terminal running it says why.' },
      };
    }
  }
}
