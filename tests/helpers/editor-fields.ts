/**
 * The browser editor's fields as its tests need them: the content kinds of generated/field-model.json (made by
 * `npm run codegen`), the fields of each file under data/, and every item of the lists a file holds.
 */
import { isRecord } from '../../pipeline/validate/walk.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { itemFields, type Field, type FieldModel } from '../../pipeline/codegen/field-model.ts';
import { snapshotFromDisk } from '../../pipeline/save/content-snapshot.ts';

export const fieldModel = JSON.parse(
  readFileSync(join(process.cwd(), 'generated', 'field-model.json'), 'utf8'),
) as FieldModel;

/** Every file under data/ of this checkout, by its path from the project root, with its text. */
export const contentTexts: Readonly<Record<string, string>> = snapshotFromDisk(process.cwd()).files;

/** The fields of the entry a file under data/ is (`data/pages/home.yaml`: a page's). */
export function fieldsOf(path: string): Field[] {
  for (const kind of fieldModel.kinds) {
    if (kind.file === path || path.slice(0, path.lastIndexOf('/')) === kind.folder) return kind.fields;
  }
  throw new Error(`no content kind holds ${path}`);
}

export interface ListItem {
  item: Record<string, unknown>;
  fields: Field[];
  /** Where it is, e.g. `sections.2.cards.0`. */
  at: string;
}

/** The fields inside a field that is not a list: a group's. */
const innerFields = (field: Field) => (field.kind === 'group' ? field.fields : []);

/** Every item that is a group of fields, of every list in `value` (a file's data), with its own fields. */
export function listItems(value: unknown, fields: readonly Field[], within = ''): ListItem[] {
  if (!isRecord(value)) return [];
  return fields.flatMap((field) => {
    const at = within ? `${within}.${field.name}` : field.name;
    const inner = value[field.name];
    if (!(field.kind === 'list' || field.kind === 'typed-list') || !Array.isArray(inner))
      return listItems(inner, innerFields(field), at);
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
  field: Field;
  value: unknown;
}

/** Every field a file's data holds, at every depth, with its value. */
export function fieldValues(value: unknown, fields: readonly Field[], within: (string | number)[] = []): FieldValue[] {
  if (!isRecord(value)) return [];
  return fields.flatMap((field) => {
    if (!(field.name in value)) return [];
    const path = [...within, field.name];
    const inner = value[field.name];
    const nested =
      (field.kind === 'list' || field.kind === 'typed-list') && Array.isArray(inner)
        ? inner.flatMap((item, index) => fieldValues(item, itemFields(field, item), [...path, index]))
        : fieldValues(inner, innerFields(field), path);
    return [{ path, field, value: inner }, ...nested];
  });
}
