/**
 * A list item or group as the form holds it: every field it shows present, empty where it has no value. The form
 * fills a field missing from an item with the value the entry opened with at the same place, so an item added, or
 * put back, where another one stood would take on that one's texts; a field present and empty stays empty. Emptied
 * fields are left out of the file as ever (yaml-format.ts).
 */
import { itemFields, type Field } from '../../pipeline/codegen/field-model.ts';

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a field starts as when its item has none: no items for a list, a required group's fields, else none. */
function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case 'list':
    case 'typed-list':
      return [];
    case 'choice':
    case 'reference':
      return field.multiple ? [] : null;
    case 'group':
      // An optional group stays absent until "Add …" adds it (as a whole item of its own).
      return field.required ? wholeItem(field.fields) : undefined;
    default:
      return null;
  }
}

/** `value` with every field of `fields` present, inside its groups and list items too. */
export function wholeItem(fields: readonly Field[], value: Item = {}): Item {
  const whole: Item = { ...value };
  for (const field of fields) {
    const own = value[field.name];
    if (own === undefined) {
      const empty = emptyValue(field);
      if (empty !== undefined) whole[field.name] = empty;
    } else if (field.kind === 'group' && isItem(own)) whole[field.name] = wholeItem(field.fields, own);
    else if ((field.kind === 'list' || field.kind === 'typed-list') && Array.isArray(own))
      whole[field.name] = own.map((item: unknown) => (isItem(item) ? wholeItem(itemFields(field, item), item) : item));
  }
  return whole;
}
