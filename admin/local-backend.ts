/**
 * The editor's local backend under `npm run dev`: POST /api/v1 with `{ action, … }` JSON, reading and writing data/
 * and public/ of this checkout directly, with no account and no network.
 *
 * It writes nothing the validator refuses: a save names every file it changes (`{ path, text }`, `text: null` to
 * delete) and the pictures it adds; each text is applied to the file's current text (editYaml, so only the changed
 * lines change, even if the file changed on disk since the editor read it) and the checks of `npm run validate` run
 * over the content with the whole change in place (checkChange). A refused save answers the validator's words and
 * leaves every file as it was. Uploaded pictures get a file name the validator accepts.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { snapshotFromDisk } from '../pipeline/lib/content-snapshot.ts';
import { svgSize } from '../pipeline/lib/image-size.ts';
import { checkChange } from '../pipeline/lib/save-check.ts';
import { formatLine } from '../schema/errors/terminal.ts';
import type { Snapshot } from '../pipeline/lib/snapshot.ts';
import { editYaml } from '../pipeline/lib/yaml-edit.ts';

/** What an action answers: the editor shows `error` of a refusal. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A file a save leaves: its new text, or `null` to delete it (admin/backend/types.ts's FileChange). */
interface FileChange {
  path: string;
  text: string | null;
}

/** A picture to write under public/ (admin/backend/types.ts's Upload). */
interface Upload {
  path: string;
  base64: string;
}

/** A request the backend refuses, with the words the editor shows. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

const DATA = 'data/';
const PUBLIC = 'public/';
const IMAGE_EXTENSIONS = new Set(['.svg', '.webp', '.avif', '.png', '.jpg', '.jpeg']);

const slashed = (path: string) => path.split(sep).join('/');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A file name for an upload that the validator's image paths accept (`/images/name.svg`): lower-case words joined
 * by hyphens, e.g. `Team Photo (1).PNG` -> `team-photo-1.png`.
 */
export function imageFileName(name: string): string {
  const extension = extname(name).toLowerCase();
  if (!IMAGE_EXTENSIONS.has(extension))
    throw new Refusal(`pictures must be SVG, WebP, AVIF, PNG or JPEG files; "${name}" is not one`);
  const stem = basename(name, extname(name))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem || 'image'}${extension === '.jpeg' ? '.jpg' : extension}`;
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

  /** The absolute path of a path from the project root, refused when it leaves `under` (data/ or public/). */
  private inside(path: string, under: string): string {
    const absolute = resolve(this.root, path);
    const within = slashed(relative(join(this.root, under), absolute));
    if (within === '' || within.startsWith('..') || within.startsWith('/'))
      throw new Refusal(`"${path}" is not under ${under}`);
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
  private textToWrite(file: FileChange & { text: string }): string {
    let data: unknown;
    try {
      data = parse(file.text);
    } catch (error) {
      throw new Refusal(`the editor sent ${file.path} as text that is not YAML: ${(error as Error).message}`);
    }
    const absolute = this.inside(file.path, DATA);
    return existsSync(absolute) ? editYaml(readFileSync(absolute, 'utf8'), data) : file.text;
  }

  /** An upload's place under public/ with a name the validator accepts, and its bytes. */
  private upload(upload: Upload) {
    if (typeof upload?.path !== 'string' || typeof upload.base64 !== 'string')
      throw new Refusal('a picture needs "path" and "base64"');
    const path = `${dirname(upload.path)}/${imageFileName(basename(upload.path))}`;
    const absolute = this.inside(path, PUBLIC);
    const content = Buffer.from(upload.base64, 'base64');
    if (path.endsWith('.svg')) {
      // The pages reserve each picture's space from the SVG's own width and height (codegen's image-sizes.json).
      const probe = join(tmpdir(), `upload-${process.pid}-${Date.now()}.svg`);
      writeFileSync(probe, content);
      const size = svgSize(probe);
      rmSync(probe, { force: true });
      if (!size)
        throw new Refusal(`${basename(path)} needs width and height attributes on its <svg> element to be shown`);
    }
    // Another picture by that name may be on pages already: it is never replaced by an upload.
    if (existsSync(absolute) && !readFileSync(absolute).equals(content))
      throw new Refusal(
        `a different picture named ${basename(path)} is already in ${dirname(path).slice(PUBLIC.length - 1)}/: rename your file, or choose the picture that is there`,
      );
    return { absolute, content, address: `/${path.slice(PUBLIC.length)}` };
  }

  /** Writes every file of a change and its pictures, or nothing when the validator refuses it. */
  private save(params: Record<string, unknown>) {
    const files = params.files as FileChange[] | undefined;
    if (!Array.isArray(files) || files.length === 0) throw new Refusal('"files" is required');
    const uploads = ((params.uploads as Upload[] | undefined) ?? []).map((upload) => this.upload(upload));
    const snapshot = this.current();
    const texts = { ...snapshot.files };
    const writes = files.map((file) => {
      if (typeof file?.path !== 'string') throw new Refusal('every file needs a "path"');
      this.inside(file.path, DATA);
      const text = file.text === null ? null : this.textToWrite({ path: file.path, text: String(file.text) });
      if (text === null) delete texts[file.path];
      else texts[file.path] = text;
      return { path: file.path, text };
    });
    const publicFiles = [...new Set([...snapshot.publicFiles, ...uploads.map((upload) => upload.address)])];
    const next = { files: texts, publicFiles };
    this.check(snapshot, next);
    for (const upload of uploads) {
      mkdirSync(dirname(upload.absolute), { recursive: true });
      writeFileSync(upload.absolute, upload.content);
    }
    for (const { path, text } of writes) {
      const absolute = this.inside(path, DATA);
      if (text === null) {
        rmSync(absolute, { force: true });
        continue;
      }
      mkdirSync(dirname(absolute), { recursive: true });
      // Only a real change reaches the disk: the dev server reloads the pages on every write.
      if (!existsSync(absolute) || readFileSync(absolute, 'utf8') !== text) writeFileSync(absolute, text);
    }
    this.written = next;
    return { saved: writes.map((write) => write.path), pictures: uploads.map((upload) => upload.address) };
  }

  /** Answers one request body. */
  answer(body: unknown): Answer {
    if (!isObject(body) || typeof body.action !== 'string')
      return { status: 422, body: { error: '"action" is required' } };
    try {
      switch (body.action) {
        case 'save':
          return { status: 200, body: this.save(body) };
        case 'upload': {
          const upload = this.upload(body.upload as Upload);
          mkdirSync(dirname(upload.absolute), { recursive: true });
          writeFileSync(upload.absolute, upload.content);
          return { status: 200, body: { address: upload.address } };
        }
        default:
          throw new Refusal(`Unknown action ${body.action}`);
      }
    } catch (error) {
      if (error instanceof Refusal) return { status: error.status, body: { error: error.message } };
      return { status: 500, body: { error: error instanceof Error ? error.message : String(error) } };
    }
  }
}
