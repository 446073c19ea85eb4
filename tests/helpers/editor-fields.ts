/**
 * The browser editor's fields as its tests need them: the collections of generated/cms-config.json (made by
 * `npm run codegen`), the fields of each file under data/, and every item of the lists a file holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CmsConfig, NestedField } from '../../pipeline/lib/cms-config-shape.ts';
import { snapshotFromDisk } from '../../pipeline/lib/content-snapshot.ts';

export const cmsConfig = JSON.parse(
  readFileSync(join(process.cwd(), 'generated', 'cms-config.json'), 'utf8'),
) as CmsConfig;

/** Every file under data/ of this checkout, by its path from the project root, with its text. */
export const contentTexts: Readonly<Record<string, string>> = snapshotFromDisk(process.cwd()).files;

/** The fields of the entry a file under data/ is (`data/pages/home.yaml`: a page's). */
export function fieldsOf(path: string): NestedField[] {
  for (const collection of cmsConfig.collections) {
    if ('files' in collection) {
      const file = collection.files.find((candidate) => candidate.file === path);
      if (file) return file.fields;
    } else if (path.slice(0, path.lastIndexOf('/')) === collection.folder) return collection.fields;
  }
  throw new Error(`no collection holds ${path}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of one item of a list field: its type's for a list of types (sections), else the list's. */
export function itemFields(list: NestedField, item: unknown): NestedField[] {
  if (!list.types) return list.fields ?? [];
  const type = list.types.find((option) => isRecord(item) && item[String(list.typeKey ?? 'type')] === option.name);
  return type?.fields ?? [];
}

export interface ListItem {
  item: Record<string, unknown>;
  fields: NestedField[];
  /** Where it is, e.g. `sections.2.cards.0`. */
  at: string;
}

/** Every item that is a group of fields, of every list in `value` (a file's data), with its own fields. */
export function listItems(value: unknown, fields: readonly NestedField[], within = ''): ListItem[] {
  if (!isRecord(value)) return [];
  return fields.flatMap((field) => {
    const at = within ? `${within}.${field.name}` : field.name;
    const inner = value[field.name];
    if (field.widget !== 'list' || !Array.isArray(inner)) return listItems(inner, field.fields ?? [], at);
    return inner.flatMap((item, index) => {
      if (!isRecord(item)) return [];
      const own = itemFields(field, item);
      return [{ item, fields: own, at: `${at}.${index}` }, ...listItems(item, own, `${at}.${index}`)];
    });
  });
}

export interface FieldValue {
  /** Its path in the file's data: `['sections', 0, 'heading']`. */
  path: (string | number)[];
  field: NestedField;
  value: unknown;
}

/** Every field a file's data holds, at every depth, with its value. */
export function fieldValues(
  value: unknown,
  fields: readonly NestedField[],
  within: (string | number)[] = [],
): FieldValue[] {
  if (!isRecord(value)) return [];
  return fields.flatMap((field) => {
    if (!(field.name in value)) return [];
    const path = [...within, field.name];
    const inner = value[field.name];
    const nested =
      field.widget === 'list' && Array.isArray(inner)
        ? inner.flatMap((item, index) => fieldValues(item, itemFields(field, item), [...path, index]))
        : fieldValues(inner, field.fields ?? [], path);
    return [{ path, field, value: inner }, ...nested];
  });
}
