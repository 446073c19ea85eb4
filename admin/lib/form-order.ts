/**
 * Where a field stands in an entry's form: the order the form draws its fields in (each group's fields in the schema's
 * order, a list's items in their order), so what is said about fields can be listed as a person reads the form.
 */
import { itemFields, type Field, type FieldOf } from '../../pipeline/codegen/field-model.ts';
import { isRecord } from '../../pipeline/validate/walk.ts';

/**
 * The place of the field at `path` (`['sections', 2, 'heading']`) in the form, as numbers to compare one after the
 * other: each step's field among its group's, each item's index. A step the form has no field for comes last.
 */
export function formPosition(fields: readonly Field[], data: unknown, path: readonly (string | number)[]): number[] {
  const position: number[] = [];
  let within: readonly Field[] = fields;
  let value = data;
  let list: FieldOf<'list'> | FieldOf<'typed-list'> | undefined;
  for (const segment of path) {
    if (typeof segment === 'number') {
      position.push(segment);
      value = Array.isArray(value) ? value[segment] : undefined;
      within = list ? itemFields(list, value) : [];
      continue;
    }
    const at = within.findIndex((field) => field.name === segment);
    if (at < 0) {
      position.push(Number.MAX_SAFE_INTEGER);
      break;
    }
    const field = within[at]!;
    position.push(at);
    value = isRecord(value) ? value[segment] : undefined;
    list = field.kind === 'list' || field.kind === 'typed-list' ? field : undefined;
    within = field.kind === 'group' ? field.fields : [];
  }
  return position;
}

/** Compares two places in the form: the one drawn first first, a field before the fields inside it. */
export function byFormPosition(a: readonly number[], b: readonly number[]): number {
  for (let at = 0; at < Math.min(a.length, b.length); at += 1) if (a[at] !== b[at]) return a[at]! - b[at]!;
  return a.length - b.length;
}
