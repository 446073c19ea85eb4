/**
 * The editor's local backend under `npm run dev`: Decap CMS's proxy-backend protocol (the one `decap-server`
 * speaks: POST /api/v1 with `{ action, params }`), reading and writing data/ and public/images/ of this checkout
 * directly, with no account and no network.
 *
 * Unlike decap-server it writes nothing the validator refuses: every entry save edits the file's current text
 * (editYaml, so only the changed lines change) and runs the checks of `npm run validate` over the content with the
 * change in place (checkChange); a refused save answers the validator's words, which Decap shows as "Failed to
 * persist entry: …", and leaves every file as it was. Deleting an entry or a picture something still uses is
 * refused the same way. Uploaded pictures get a file name the validator accepts.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { snapshotFromDisk } from '../pipeline/lib/content-snapshot.ts';
import { svgSize } from '../pipeline/lib/image-size.ts';
import { checkChange, type Snapshot } from '../pipeline/lib/save-check.ts';
import { editYaml } from '../pipeline/lib/yaml-edit.ts';

/** What an action answers: Decap reads `error` from a refusal. */
export interface Answer {
  status: number;
  body: unknown;
}

interface DataFile {
  path: string;
  raw: string;
  slug?: string;
  newPath?: string;
}

interface Asset {
  path: string;
  content: string;
  encoding: string;
}

/** A request the backend refuses, with the words Decap shows. */
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

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');
const slashed = (path: string) => path.split(sep).join('/');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringParam = (params: Record<string, unknown>, name: string): string => {
  const value = params[name];
  if (typeof value !== 'string' || value === '') throw new Refusal(`"${name}" is required`);
  return value;
};

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
  constructor(private readonly root: string) {}

  /** The absolute path of a path from the project root, refused when it leaves `under` (data/ or public/). */
  private inside(path: string, under: string): string {
    const absolute = resolve(this.root, path);
    const within = slashed(relative(join(this.root, under), absolute));
    if (within === '' || within.startsWith('..') || within.startsWith('/'))
      throw new Refusal(`"${path}" is not under ${under}`);
    return absolute;
  }

  private entry(path: string) {
    const absolute = this.inside(path, DATA);
    if (!existsSync(absolute)) return { data: null, file: { path, id: null } };
    const content = readFileSync(absolute);
    return { data: content.toString('utf8'), file: { path, id: sha256(content) } };
  }

  private mediaFile(path: string) {
    const content = readFileSync(this.inside(path, PUBLIC));
    return { id: sha256(content), content: content.toString('base64'), encoding: 'base64', path, name: basename(path) };
  }

  /** Files under `folder` (from the project root) ending in `extension`, `depth` folders deep. */
  private list(folder: string, extension: string, depth: number): string[] {
    const walk = (dir: string, level: number): string[] => {
      if (level <= 0 || !existsSync(dir)) return [];
      return readdirSync(dir, { withFileTypes: true })
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((entry) =>
          entry.isDirectory()
            ? walk(join(dir, entry.name), level - 1)
            : entry.name.endsWith(extension)
              ? [slashed(relative(this.root, join(dir, entry.name)))]
              : [],
        );
    };
    return walk(resolve(this.root, folder), depth);
  }

  /** The change refused in the validator's words when it makes content errors. */
  private check(snapshot: Snapshot, next: Snapshot) {
    const errors = checkChange(snapshot, next);
    if (errors.length > 0) throw new Refusal(errors.map((error) => error.text).join('\n'));
  }

  /**
   * The text to write for an entry: the current file with only what the editor changed rewritten; a new file in
   * the project's style (never a long text folded over lines, which the validator reads as an unclosed quote).
   */
  private entryText(file: DataFile): string {
    let data: unknown;
    try {
      data = parse(file.raw);
    } catch (error) {
      throw new Refusal(`the editor sent ${file.path} as text that is not YAML: ${(error as Error).message}`);
    }
    const absolute = this.inside(file.path, DATA);
    return editYaml(existsSync(absolute) ? readFileSync(absolute, 'utf8') : '', data);
  }

  /** An upload's place under public/ with a name the validator accepts, and its bytes. */
  private upload(asset: Asset) {
    if (asset.encoding !== 'base64') throw new Refusal(`pictures must come base64-encoded, not ${asset.encoding}`);
    const path = `${dirname(asset.path)}/${imageFileName(basename(asset.path))}`;
    const absolute = this.inside(path, PUBLIC);
    const content = Buffer.from(asset.content, 'base64');
    if (path.endsWith('.svg')) {
      // The pages reserve each picture's space from the SVG's own width and height (codegen's image-sizes.json).
      const probe = join(tmpdir(), `upload-${process.pid}-${Date.now()}.svg`);
      writeFileSync(probe, content);
      const size = svgSize(probe);
      rmSync(probe, { force: true });
      if (!size)
        throw new Refusal(`${basename(path)} needs width and height attributes on its <svg> element to be shown`);
    }
    return { path, absolute, content, address: `/${path.slice(PUBLIC.length)}` };
  }

  private persistEntry(params: Record<string, unknown>) {
    const dataFiles = (params.dataFiles ?? (params.entry ? [params.entry] : undefined)) as DataFile[] | undefined;
    if (!Array.isArray(dataFiles) || dataFiles.length === 0) throw new Refusal('"dataFiles" is required');
    const uploads = ((params.assets as Asset[] | undefined) ?? []).map((asset) => this.upload(asset));
    const snapshot = snapshotFromDisk(this.root);
    const files = { ...snapshot.files };
    const writes = dataFiles.map((file) => {
      const text = this.entryText(file);
      const target = file.newPath ?? file.path;
      this.inside(target, DATA);
      if (file.newPath) delete files[file.path];
      files[target] = text;
      return { target, text, moved: file.newPath ? file.path : undefined };
    });
    const publicFiles = [...new Set([...snapshot.publicFiles, ...uploads.map((upload) => upload.address)])];
    this.check(snapshot, { files, publicFiles });
    for (const upload of uploads) {
      mkdirSync(dirname(upload.absolute), { recursive: true });
      writeFileSync(upload.absolute, upload.content);
    }
    for (const { target, text, moved } of writes) {
      const absolute = this.inside(target, DATA);
      mkdirSync(dirname(absolute), { recursive: true });
      // Only a real change reaches the disk: the dev server reloads the pages on every write.
      if (!existsSync(absolute) || readFileSync(absolute, 'utf8') !== text) writeFileSync(absolute, text);
      if (moved) rmSync(this.inside(moved, DATA), { force: true });
    }
    return { message: 'entry persisted' };
  }

  private persistMedia(params: Record<string, unknown>) {
    if (!isObject(params.asset)) throw new Refusal('"asset" is required');
    const upload = this.upload(params.asset as unknown as Asset);
    mkdirSync(dirname(upload.absolute), { recursive: true });
    writeFileSync(upload.absolute, upload.content);
    return this.mediaFile(upload.path);
  }

  /** Deletes entries and pictures nothing uses any more; refuses when the content would then have errors. */
  private deleteFiles(paths: readonly string[]) {
    const snapshot = snapshotFromDisk(this.root);
    const files = { ...snapshot.files };
    const gone = new Set<string>();
    for (const path of paths) {
      if (path.startsWith(DATA)) {
        this.inside(path, DATA);
        delete files[path];
      } else {
        this.inside(path, PUBLIC);
        gone.add(`/${path.slice(PUBLIC.length)}`);
      }
    }
    this.check(snapshot, { files, publicFiles: snapshot.publicFiles.filter((file) => !gone.has(file)) });
    for (const path of paths) rmSync(resolve(this.root, path), { force: true });
  }

  /** Answers one request body of Decap's proxy backend. */
  answer(body: unknown): Answer {
    if (!isObject(body) || typeof body.action !== 'string')
      return { status: 422, body: { error: '"action" is required' } };
    const params = isObject(body.params) ? body.params : {};
    try {
      return { status: 200, body: this.act(body.action, params) };
    } catch (error) {
      if (error instanceof Refusal) return { status: error.status, body: { error: error.message } };
      return { status: 500, body: { error: error instanceof Error ? error.message : String(error) } };
    }
  }

  private act(action: string, params: Record<string, unknown>): unknown {
    switch (action) {
      case 'info':
        return { repo: basename(this.root), publish_modes: ['simple'], type: 'local_fs' };
      case 'entriesByFolder':
        return this.list(stringParam(params, 'folder'), String(params.extension ?? ''), Number(params.depth ?? 1)).map(
          (path) => this.entry(path),
        );
      case 'entriesByFiles': {
        const files = Array.isArray(params.files) ? (params.files as Array<{ path: string; label?: string }>) : [];
        return files.map(({ path, label }) => {
          const { data, file } = this.entry(path);
          return { data, file: { ...file, label } };
        });
      }
      case 'getEntry':
        return this.entry(stringParam(params, 'path'));
      case 'persistEntry':
        return this.persistEntry(params);
      case 'getMedia':
        // Decap names a picked picture by its media folder and file name, so only the folder's own files are offered.
        return this.list(stringParam(params, 'mediaFolder'), '', 1)
          .filter((path) => IMAGE_EXTENSIONS.has(extname(path).toLowerCase()))
          .map((path) => this.mediaFile(path));
      case 'getMediaFile':
        return this.mediaFile(stringParam(params, 'path'));
      case 'persistMedia':
        return this.persistMedia(params);
      case 'deleteFile': {
        const path = stringParam(params, 'path');
        this.deleteFiles([path]);
        return { message: `deleted file ${path}` };
      }
      case 'deleteFiles': {
        const paths = Array.isArray(params.paths) ? params.paths.map(String) : [];
        if (paths.length === 0) throw new Refusal('"paths" is required');
        this.deleteFiles(paths);
        return { message: `deleted files ${paths.join(', ')}` };
      }
      case 'getDeployPreview':
        return null;
      default:
        throw new Refusal(`Unknown action ${action}`);
    }
  }
}
