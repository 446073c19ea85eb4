/**
 * What an entry's save writes, as pure functions of its form: the fields its form shows, where its file is and the
 * file's text (only the changed lines rewritten; a new file in the field order and with the header of its siblings).
 */
import { parse } from 'yaml';
import type { Field, KindModel } from '../../../pipeline/codegen/field-model.ts';
import type { FileChange } from '../../backend/types.ts';
import { fileFor, newFileText } from '../../lib/new-files.ts';
import { entryText, inFieldOrder, writtenData } from '../../lib/yaml-format.ts';

export type Data = Record<string, unknown>;

/** A page is content or a redirect: its form shows the fields of the one it is. */
const REDIRECT_FIELDS = new Set(['route', 'redirect', 'title']);

export function formFields(collection: KindModel, data: Data): Field[] {
  const fields = collection.fields;
  if (collection.name !== 'page') return fields;
  return 'redirect' in data
    ? fields.filter((field) => REDIRECT_FIELDS.has(field.name))
    : fields.filter((field) => field.name !== 'redirect');
}

/** The first field of a folder collection's entry that names its file (a solution's id, a page's address). */
export const NAMING_FIELD: Readonly<Record<string, string>> = { solution: 'id', page: 'route' };

/** A file's data as YAML reads it; an empty group when it cannot be read. */
export const readYaml = (text: string | undefined): Data => {
  try {
    const value = parse(text ?? '') as unknown;
    return value && typeof value === 'object' ? (value as Data) : {};
  } catch {
    return {};
  }
};

export interface EntryFileInput {
  collection: KindModel;
  fields: readonly Field[];
  /** The form's data now. */
  data: Data;
  /** The entry's file as last saved (no path: a new entry). */
  saved: { path: string | undefined; text: string };
  /** Whether anything was typed since the entry opened: until then its text is the file's own. */
  edited: boolean;
  /** The text of the entry a new one is a copy of. */
  copiedText?: string;
  /** The current text of a file under data/, undefined when there is none. */
  textOf: (path: string) => string | undefined;
}

/** The file the entry's save writes (undefined until the entry has what names it) and its text. */
export function entryFile({ collection, fields, data, saved, edited, copiedText, textOf }: EntryFileInput) {
  const path = collection.file ?? fileFor(collection.name, data) ?? saved.path;
  if (!path) return { path, text: '' };
  if (!edited && path === saved.path) return { path, text: saved.text };
  const fresh = !saved.path || path !== saved.path;
  if (fresh && textOf(path) === undefined) {
    const written = writtenData(path, data);
    const text =
      copiedText !== undefined
        ? newFileText(collection.name, written, copiedText)
        : newFileText(collection.name, inFieldOrder(written, fields));
    return { path, text };
  }
  return { path, text: entryText(path, saved.path === path ? saved.text : (textOf(path) ?? ''), data) };
}

/** A file a save writes, and the text it was made from when the change knows it (files changed alongside do). */
export type SavedFile = Omit<FileChange, 'base'> & { base?: string | null };

/**
 * Every file a save of the entry writes: its own, its old file deleted when its name changed, and the files changed
 * with it in the same save (a case-study list it joins, links moved to its new address), with what they were made
 * from.
 */
export function savedFiles(
  file: { path: string; text: string },
  savedPath: string | undefined,
  alongside: ReadonlyArray<{ path: string; text: string; base?: string | null }>,
): SavedFile[] {
  return [
    file,
    ...(savedPath && savedPath !== file.path ? [{ path: savedPath, text: null }] : []),
    ...alongside.map(({ path, text, base }) => ({ path, text, ...(base === undefined ? {} : { base }) })),
  ];
}

/** The files of a save, each with the text it was made from: its own, else `baseOf` its path. */
export const withBases = (files: readonly SavedFile[], baseOf: (path: string) => string | null): FileChange[] =>
  files.map((file) => ({ ...file, base: file.base === undefined ? baseOf(file.path) : file.base }));

/**
 * Every file's data as the preview draws the site with it: the entry's as the form holds it (at its new file when its
 * name changed, its old one gone), every other file's as saved.
 */
export function previewData(
  paths: readonly string[],
  dataOf: (path: string) => unknown,
  savedPath: string | undefined,
  entry: { path: string; values: Data } | undefined,
): Record<string, unknown> {
  const data: Record<string, unknown> = Object.fromEntries(paths.map((path) => [path, dataOf(path)]));
  if (savedPath && entry?.path !== savedPath) delete data[savedPath];
  if (entry) data[entry.path] = writtenData(entry.path, entry.values);
  return data;
}
