/**
 * How the editor writes an entry's file: by editing the file's own text (pipeline/lib/yaml-edit.ts), so a save changes
 * only the lines whose values changed; comments, key order, quoting and blank lines stay as they were. Emptied
 * optional fields are left out, as the schemas expect; a new file gets the fields in the schema's order.
 */
import { KEEP_EMPTY, type CmsConfig, type NestedField } from '../pipeline/lib/cms-config-shape.ts';
import { editYaml } from '../pipeline/lib/yaml-edit.ts';
import { cmsConfig } from './config.ts';

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

// Made when an entry first changes, not while the editor’s first screen loads.
let keptEmptyInEditor: ReturnType<typeof keptEmptyByFile> | undefined;

const keptEmptyIn = (path: string) => {
  keptEmptyInEditor ??= keptEmptyByFile(cmsConfig);
  return (
    keptEmptyInEditor.get(path) ?? keptEmptyInEditor.get(path.slice(0, path.lastIndexOf('/'))) ?? new Set<string>()
  );
};

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
      // An empty list is an absent one: unfolding a group draws its lists, which start empty.
      if (item === '' || item === null || item === undefined || (Array.isArray(item) && item.length === 0))
        return keep.has(path) ? [[key, '']] : [];
      return [[key, withoutEmptyFields(item, keep, path)]];
    }),
  );
}

/** The data of the entry at `path` as its file holds it. */
export const writtenData = (path: string, data: unknown) => withoutEmptyFields(data, keptEmptyIn(path));

/** The text of the entry at `path`: `original` (the file as loaded; empty for a new file) with `data` written in. */
export const entryText = (path: string, original: string, data: unknown) => editYaml(original, writtenData(path, data));

/** The data's keys in the order of the entry's fields (a new file is written in the schema's order). */
export function inFieldOrder(value: unknown, fields: readonly NestedField[]): unknown {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const known = fields.filter((field) => field.name in record);
  const rest = Object.keys(record).filter((key) => !fields.some((field) => field.name === key));
  return Object.fromEntries([
    ...known.map((field) => {
      const item = record[field.name];
      const inner = field.fields ?? [];
      const ordered = Array.isArray(item)
        ? item.map((element) => {
            const typed = field.types?.find(
              (type) => (element as Record<string, unknown> | null)?.[String(field.typeKey ?? 'type')] === type.name,
            );
            const within = typed
              ? [{ name: String(field.typeKey ?? 'type'), label: '', widget: 'string' }, ...(typed.fields ?? [])]
              : inner;
            return inFieldOrder(element, within as NestedField[]);
          })
        : inFieldOrder(item, inner);
      return [field.name, ordered];
    }),
    ...rest.map((key) => [key, record[key]]),
  ]);
}
