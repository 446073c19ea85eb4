/**
 * What a list item is in the editor's form (admin/lib/whole-item.ts): a new one has every field it shows present and
 * empty, so nothing of an item that stood at its place before comes into it, and it writes as nothing but its type;
 * an item put back (Undo) has every value it had, and its file is written byte for byte as it was.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Field } from '../../pipeline/codegen/field-model.ts';
import { entryText, writtenData } from '../../admin/lib/yaml-format.ts';
import { wholeItem } from '../../admin/lib/whole-item.ts';
import { isRecord } from '../../pipeline/validate/walk.ts';
import { contentTexts, fieldModel, fieldsOf, listItems } from '../helpers/editor-fields.ts';

const sections = fieldModel.kinds
  .find((kind) => kind.name === 'page')!
  .fields.find((field) => field.name === 'sections');
if (sections?.kind !== 'typed-list') throw new Error('a page has no typed list of sections');

/** The values inside `value` that are not lists or groups, by their paths. */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (Array.isArray(value) && value.length > 0) return value.flatMap((item, index) => leaves(item, `${at}.${index}`));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key));
  return [[at, value]];
}

/** The fields an item shows at once: all but the optional groups, which are added whole with their own button. */
const shown = (fields: readonly Field[]) =>
  fields.filter((field) => field.kind !== 'group' || field.required).map((field) => field.name);

describe('a new item', () => {
  it.each(sections.types.map((type) => [type.label, type] as const))(
    'a new %s section has every field it shows, all empty, and is written as its type alone',
    (_, type) => {
      const item = wholeItem(type.fields, { [sections.typeKey]: type.name });
      expect(Object.keys(item).sort()).toEqual([sections.typeKey, ...shown(type.fields)].sort());
      const values = leaves(item).filter(([path]) => path !== sections.typeKey);
      expect(values.filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))).toEqual([]);
      // A required text the schema takes empty is written '' (as an emptied one is); nothing else is written.
      const written = writtenData('data/pages/new.yaml', { sections: [item] }) as { sections: object[] };
      const { [sections.typeKey]: writtenType, ...rest } = written.sections[0] as Record<string, unknown>;
      expect(writtenType).toBe(type.name);
      expect(leaves(rest).filter(([, value]) => value !== '')).toEqual([]);
    },
  );

  it('a new card of every list of cards in the content has its every field, none of another card’s values', () => {
    const lists = Object.keys(contentTexts).flatMap((path) =>
      listItems(parse(contentTexts[path]!), fieldsOf(path)).map(({ fields, at }) => ({ fields, at: `${path}:${at}` })),
    );
    expect(lists.length).toBeGreaterThan(200);
    for (const { fields, at } of lists) {
      const item = wholeItem(fields);
      expect(Object.keys(item).sort(), at).toEqual(shown(fields).sort());
      expect(
        leaves(item).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
        at,
      ).toEqual([]);
    }
  });
});

describe('an item put back', () => {
  it.each(Object.keys(contentTexts))('%s, every item made whole, is written byte for byte as it was', (path) => {
    const text = contentTexts[path]!;
    const data = parse(text) as Record<string, unknown>;
    const whole = wholeItem(fieldsOf(path), data);
    const had = new Map(leaves(whole));
    for (const [at, value] of leaves(data)) expect(had.get(at), at).toEqual(value);
    expect(entryText(path, text, whole)).toBe(text);
  });
});
