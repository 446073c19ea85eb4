/**
 * The check before a save: the validator (the same checks as `npm run validate`, across files too) over the
 * content with one file replaced. Browser-safe: the content comes as a snapshot of texts, never from disk (the
 * Node side makes one with content-snapshot.ts). The editor calls it on every keystroke for the preview and before
 * every save; the local backend calls it before writing.
 */
import type { ContentError } from '../../schema/errors/content-error.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import { errorKey } from '../../schema/errors/terminal.ts';
import { unchangedData, type Snapshot } from './snapshot.ts';
import { checkText, validateChecks, type ContentLocation, type FileCheck } from '../validate/validate-texts.ts';

/** A content error with where it is in the entry's form. */
export interface SaveError extends ContentError {
  /**
   * The field's path in the entry's data, e.g. `['sections', 2, 'heading']`; empty for the whole file. A required
   * field left out is at its own path, inside the group the validator reports it at.
   */
  fieldPath: PathSegment[];
}

const DATA = 'data/';
const location: ContentLocation = { root: '', dataDir: 'data', publicDir: 'public' };

/** Each file's own checks, kept while its text is the same: the checks across files are what a change re-runs. */
const fileChecks = new Map<string, { text: string; check: FileCheck }>();

function checkOf(path: string, text: string): FileCheck {
  const cached = fileChecks.get(path);
  if (cached?.text === text) return cached.check;
  const check = checkText(path, path.slice(DATA.length), text);
  fileChecks.set(path, { text, check });
  return check;
}

/**
 * Runs each file's own checks ahead of time, one file per step while `hasTime()` says so, and tells whether every
 * file is done: the editor calls it while the page is idle, so the first preview only runs the checks across files.
 */
export function checkFilesAhead(snapshot: Snapshot, hasTime: () => boolean): boolean {
  for (const path of Object.keys(snapshot.files)) {
    if (!path.startsWith(DATA) || fileChecks.get(path)?.text === snapshot.files[path]) continue;
    if (!hasTime()) return false;
    checkOf(path, snapshot.files[path]!);
  }
  return true;
}

function validate(files: Record<string, string>, publicFiles: readonly string[]) {
  const checks = new Map(
    Object.keys(files)
      .filter((path) => path.startsWith(DATA))
      .sort()
      .map((path) => [path, checkOf(path, files[path]!)] as const),
  );
  return validateChecks(location, checks, new Set(publicFiles));
}

const withField = (error: ContentError): SaveError => ({
  ...error,
  fieldPath: [...error.path, ...(error.leftOut === undefined ? [] : [error.leftOut])],
});

const withFile = (snapshot: Snapshot, path: string, text: string | null) => {
  const { [path]: _replaced, ...others } = snapshot.files;
  return text === null ? others : { ...others, [path]: text };
};

/** The errors the snapshot has before any change, so a save is refused only for the errors it makes. */
const before = new WeakMap<Snapshot, Set<string>>();

/** The errors of `errors` (the content `next`'s) that going from `snapshot` to `next` makes. */
function causedBy(snapshot: Snapshot, next: Snapshot, errors: readonly ContentError[]): SaveError[] {
  let known = before.get(snapshot);
  if (!known) {
    known = new Set(validate(snapshot.files, snapshot.publicFiles).errors.map(errorKey));
    before.set(snapshot, known);
  }
  // The content after this change is often the content before the next one (the local backend's next save).
  before.set(next, new Set(errors.map(errorKey)));
  const changed = (file: string) => next.files[file] !== undefined && next.files[file] !== snapshot.files[file];
  return errors.filter((error) => changed(error.file) || !known.has(errorKey(error))).map(withField);
}

/**
 * The errors going from `snapshot` to `next` would make: every error in a file it adds or changes, and the errors it
 * causes in others (a link to a removed page or picture, an id used twice). Errors the content had already are not
 * this change's; none means the change may be written.
 */
export function checkChange(snapshot: Snapshot, next: Snapshot): SaveError[] {
  return causedBy(snapshot, next, validate(next.files, next.publicFiles).errors);
}

/** The errors saving `text` at `path` (from the project root) would make; `null` deletes the file. */
export const checkSave = (snapshot: Snapshot, path: string, text: string | null): SaveError[] =>
  checkChange(snapshot, { ...snapshot, files: withFile(snapshot, path, text) });

/**
 * The editor's check of a change to several files at once (`null` deletes one; `publicFiles` adds uploaded pictures):
 * the errors it makes, as checkChange, and the content as the site would be built with it, for the preview.
 */
export function checkedChanges(
  snapshot: Snapshot,
  changes: Readonly<Record<string, string | null>>,
  publicFiles: readonly string[] = [],
) {
  const unchanged = unchangedData(snapshot, changes, publicFiles);
  if (unchanged) return { errors: [] as SaveError[], data: unchanged };
  const changed = Object.entries(changes).filter(([path, text]) => text !== (snapshot.files[path] ?? null));
  const files = { ...snapshot.files };
  for (const [path, text] of changed) {
    if (text === null) delete files[path];
    else files[path] = text;
  }
  const next = { files, publicFiles: [...new Set([...snapshot.publicFiles, ...publicFiles])] };
  const result = validate(next.files, next.publicFiles);
  return { errors: causedBy(snapshot, next, result.errors), data: result.data };
}
