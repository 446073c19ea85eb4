/**
 * The file format of every collection (`content-yaml`, pipeline/lib/cms-config.ts): reads YAML, and writes an entry
 * by editing the file's own text (pipeline/lib/yaml-edit.ts), so a save changes only the lines whose values changed;
 * comments, key order, quoting and blank lines stay as they were. Decap hands the writer only the data, so the save
 * check (admin/save-check.ts) tells it the text the entry was loaded from just before Decap asks for the file.
 */
import { parse } from 'yaml';
import cmsConfig from '../generated/cms-config.json';
import { CONTENT_FORMAT, KEEP_EMPTY, type CmsConfig, type NestedField } from '../pipeline/lib/cms-config.ts';
import { editYaml } from '../pipeline/lib/yaml-edit.ts';

/** The key paths (`analytics.measurementId`; list items add no step) of the fields written `''` when emptied. */
function keptEmpty(fields: readonly NestedField[], within = ''): string[] {
  return fields.flatMap((field) => {
    const path = within ? `${within}.${field.name}` : field.name;
    return [
      ...(field[KEEP_EMPTY] ? [path] : []),
      ...keptEmpty(field.fields ?? [], path),
      ...(field.types ?? []).flatMap((type) => keptEmpty(type.fields ?? [], path)),
    ];
  });
}

/** Those paths by content file (`data/site.yaml`) or, for a folder's files, by folder (`data/pages`). */
export const keptEmptyByFile = (config: CmsConfig) =>
  new Map(
    config.collections.flatMap((collection) =>
      'files' in collection
        ? collection.files.map((file) => [file.file, new Set(keptEmpty(file.fields))] as const)
        : [[collection.folder, new Set(keptEmpty(collection.fields))] as const],
    ),
  );

const keptEmptyInEditor = keptEmptyByFile(cmsConfig as CmsConfig);

const keptEmptyIn = (path: string) =>
  keptEmptyInEditor.get(path) ?? keptEmptyInEditor.get(path.slice(0, path.lastIndexOf('/'))) ?? new Set<string>();

/**
 * Optional fields an editor emptied: absent in the file, as the schemas expect, not `''` or `null`. A required field
 * that may be empty (`keep`) is written `''`.
 */
function withoutEmptyFields(value: unknown, keep: ReadonlySet<string>, within = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutEmptyFields(item, keep, within));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => {
      const path = within ? `${within}.${key}` : key;
      if (item === '' || item === null || item === undefined) return keep.has(path) ? [[key, '']] : [];
      return [[key, withoutEmptyFields(item, keep, path)]];
    }),
  );
}

/** The data of the entry at `path` as its file holds it. */
const asWritten = (path: string, data: unknown) => withoutEmptyFields(data, keptEmptyIn(path));

/** The text of the entry at `path`: `original` (the file as loaded; empty for a new file) with `data` written in. */
export const entryText = (path: string, original: string, data: unknown) => editYaml(original, asWritten(path, data));

/** The file the next save writes: its path, the text it starts from, and the data it was checked with. */
let pending: { path: string; original: string; data: string } | undefined;

export function saveStartsFrom(path: string, original: string, data: unknown) {
  pending = { path, original, data: JSON.stringify(asWritten(path, data)) };
}

export const contentFormat = {
  fromFile: (text: string) => (parse(text) as unknown) ?? {},
  toFile(data: unknown) {
    // Decap also writes drafts to the browser's storage with this; those start from no file.
    if (pending) {
      const written = asWritten(pending.path, data);
      if (JSON.stringify(written) === pending.data) return editYaml(pending.original, written);
    }
    return entryText('', '', data);
  },
};

export { CONTENT_FORMAT };
