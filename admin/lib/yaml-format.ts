/**
 * How the editor writes an entry's file: by editing the file's own text (pipeline/save/yaml-edit.ts), so a save changes
 * only the lines whose values changed; comments, key order, quoting and blank lines stay as they were. Emptied
 * optional fields are left out, as the schemas expect; a new file gets the fields in the schema's order.
 */
import { itemFields, typeOf, type Field, type FieldModel } from '../../pipeline/codegen/field-model.ts';
import { editYaml } from '../../pipeline/save/yaml-edit.ts';
import { fieldModel } from '../state/config.ts';

/**
 * The key paths (`analytics.measurementId`; list items add no step) of the fields written `''` when emptied: the
 * required texts the schema accepts empty.
 */
function keptEmpty(fields: readonly Field[], within = ''): string[] {
  return fields.flatMap((field) => {
    const path = within ? `${within}.${field.name}` : field.name;
    switch (field.kind) {
      case 'text':
        return field.required && field.mayBeEmpty ? [path] : [];
      case 'group':
        return keptEmpty(field.fields, path);
      case 'list':
        return field.item.kind === 'group' ? keptEmpty(field.item.fields, path) : [];
      case 'typed-list':
        return field.types.flatMap((type) => keptEmpty(type.fields, path));
      default:
        return [];
    }
  });
}

/** Those paths by content file (`data/site.yaml`) or, for a folder's files, by folder (`data/pages`). */
export const keptEmptyByFile = (model: FieldModel) =>
  new Map(model.kinds.map((kind) => [kind.file ?? kind.folder, new Set(keptEmpty(kind.fields))] as const));

// Made when an entry first changes, not while the editor’s first screen loads.
let keptEmptyInEditor: ReturnType<typeof keptEmptyByFile> | undefined;

const keptEmptyIn = (path: string) => {
  keptEmptyInEditor ??= keptEmptyByFile(fieldModel);
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

/** The data's keys in the order of the entry's fields (a new file is written in the schema's order); `first` before them. */
export function inFieldOrder(value: unknown, fields: readonly Field[], first: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const leading = first.filter((key) => key in record);
  const known = fields.filter((field) => field.name in record);
  const rest = Object.keys(record).filter(
    (key) => !leading.includes(key) && !fields.some((field) => field.name === key),
  );
  return Object.fromEntries([
    ...leading.map((key) => [key, record[key]]),
    ...known.map((field) => [field.name, fieldInOrder(field, record[field.name])]),
    ...rest.map((key) => [key, record[key]]),
  ]);
}

/** A field's value with its own fields in order: a group's, each item's of a list (a typed item's type first). */
function fieldInOrder(field: Field, value: unknown): unknown {
  if (field.kind === 'group') return inFieldOrder(value, field.fields);
  if (!Array.isArray(value)) return value;
  if (field.kind === 'list') return value.map((item) => inFieldOrder(item, itemFields(field, item)));
  if (field.kind !== 'typed-list') return value;
  return value.map((item) => {
    const type = typeOf(field, item);
    return type ? inFieldOrder(item, type.fields, [field.typeKey]) : item;
  });
}
