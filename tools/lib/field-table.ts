/**
 * Field tables for the authoring guide, from the field model (pipeline/codegen/field-walk.ts): one row per field (dotted
 * path, type, required, allowed values and limits, description), plus the examples found on the way.
 */
import type { ChoiceShape, Field, FieldShape, ItemType, ReferenceShape } from '../../pipeline/codegen/field-model.ts';
import type { ReferenceKind } from '../../schema/fields.ts';
import type { PathSegment } from '../../schema/errors/place.ts';

export interface FieldRow {
  /** `cards[].title`: `[]` is each item of a list, `*` each entry of a group of named entries. */
  path: string;
  type: string;
  required: boolean;
  /** Allowed values and limits, in Markdown. */
  rules: string;
  description: string;
}

export interface FoundExample {
  /** Where the example sits in the file, e.g. `['navigation', 0]`. */
  path: PathSegment[];
  value: unknown;
}

export interface FieldTable {
  rows: FieldRow[];
  examples: FoundExample[];
}

/** What a thing is called in a table, as one (`text`) and as several (`texts`). */
interface Named {
  one: string;
  many: string;
}

/** What is documented in a part of its own in the guide, named as a Markdown link to it. */
export interface DocumentedElsewhere {
  /** A field's value (a building block, an icon name). */
  shape(shape: FieldShape): Named | undefined;
  /** The types of a typed list's items (the section types). */
  types(types: readonly ItemType[]): Named | undefined;
}

/** Nothing documented elsewhere: for the parts that document those things. */
export const nowhere: DocumentedElsewhere = { shape: () => undefined, types: () => undefined };

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const orList = (values: readonly unknown[]) =>
  values.length === 2 ? `${code(values[0])} or ${code(values[1])}` : `one of: ${values.map(code).join(', ')}`;

/** `1 to 3 items`, `at least 1 item`, `at most 60 characters`. */
function range(min: number | undefined, max: number | undefined, unit?: string): string | undefined {
  const counted = (text: string, count: number) => (unit ? `${text} ${unit}${count === 1 ? '' : 's'}` : text);
  if (min !== undefined && max !== undefined) return counted(min === max ? `exactly ${min}` : `${min} to ${max}`, max);
  if (min !== undefined) return counted(`at least ${min}`, min);
  if (max !== undefined) return counted(`at most ${max}`, max);
  return undefined;
}

const referenceNames: Record<ReferenceKind, Named> = {
  link: { one: '[link](#links-images-and-ids)', many: '[links](#links-images-and-ids)' },
  image: { one: '[image path](#links-images-and-ids)', many: '[image paths](#links-images-and-ids)' },
  solution: { one: '[solution id](#links-images-and-ids)', many: '[solution ids](#links-images-and-ids)' },
  testimonial: { one: '[testimonial id](#links-images-and-ids)', many: '[testimonial ids](#links-images-and-ids)' },
  offering: { one: '[offering id](#links-images-and-ids)', many: '[offering ids](#links-images-and-ids)' },
};

/** A field's value without the words that change from field to field, to tell which fields take the same value. */
export function shapeKey(field: FieldShape & Partial<Field>): string {
  const { name: _name, label: _label, required: _required, hint: _hint, examples: _examples, ...shape } = field;
  return JSON.stringify(shape);
}

/** The fields of a group whose fields are all the same group (the ROI calculator's seven inputs). */
function sameShapedEntries(shape: FieldShape): string[] | undefined {
  if (shape.kind !== 'group' || shape.fields.length < 3) return undefined;
  const same = (field: Field) => JSON.stringify({ ...field, name: '', label: '' });
  const first = same(shape.fields[0]!);
  return shape.fields.every((field) => field.kind === 'group' && same(field) === first)
    ? shape.fields.map((field) => field.name)
    : undefined;
}

interface Described extends Named {
  rules: string[];
}

/** A pick-list of several, as the list of single values it writes. */
const asList = ({
  min,
  max,
  multiple: _multiple,
  examples: _examples,
  ...item
}: ChoiceShape | ReferenceShape): FieldShape => ({
  kind: 'list',
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
  item,
});

/** What a value is, in an editor's words, and the limits on it. */
function describe(shape: FieldShape, elsewhere: DocumentedElsewhere): Described {
  if ((shape.kind === 'choice' || shape.kind === 'reference') && shape.multiple)
    return describe(asList(shape), elsewhere);
  const named = elsewhere.shape(shape);
  if (named) return { ...named, rules: [] };
  const rules: string[] = [];
  switch (shape.kind) {
    case 'link':
    case 'image':
      return { ...referenceNames[shape.kind], rules };
    case 'reference':
      return { ...referenceNames[shape.to], rules };
    case 'choice': {
      const { options } = shape;
      rules.push(options.length === 1 ? `always ${code(options[0])}` : orList(options));
      return typeof options[0] === 'number'
        ? { one: 'number', many: 'numbers', rules }
        : { one: 'text', many: 'texts', rules };
    }
    case 'text': {
      if (shape.format) rules.push(shape.format);
      const length = range(shape.minLength, shape.maxLength, 'character');
      if (length) rules.push(length);
      if (shape.mayBeEmpty && rules.length === 0) rules.push('may be empty (`""`)');
      return { one: 'text', many: 'texts', rules };
    }
    case 'number': {
      // Whole numbers carry the largest safe integer as their bounds: no limit an editor needs to know.
      const bound = (value: number | undefined) =>
        value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
      const limits = range(bound(shape.min), bound(shape.max));
      if (limits) rules.push(limits);
      return shape.integer
        ? { one: 'whole number', many: 'whole numbers', rules }
        : { one: 'number', many: 'numbers', rules };
    }
    case 'yes-no':
      return { one: '`true` or `false`', many: '`true` or `false` values', rules };
    case 'list':
    case 'typed-list': {
      const item =
        shape.kind === 'list'
          ? describe(shape.item, elsewhere)
          : { ...(elsewhere.types(shape.types) ?? { one: 'group', many: 'groups' }), rules: [] };
      const count = range(shape.min, shape.max, 'item');
      if (count) rules.push(count);
      if (item.rules.length > 0) rules.push(`each ${item.rules.join('; ')}`);
      return { one: `list of ${item.many}`, many: 'lists', rules };
    }
    case 'group': {
      const entries = sameShapedEntries(shape);
      if (entries) rules.push(`one entry for each of: ${entries.map(code).join(', ')}`);
      return { one: 'group', many: 'groups', rules };
    }
    case 'key-value':
      return { one: `\`name: ${describe(shape.value, elsewhere).one}\` lines`, many: 'groups of named lines', rules };
  }
}

/** The rows and examples of every field of a form (a file, a section type, a building block), nested ones included. */
export function fieldTable(
  form: { fields: readonly Field[]; examples?: readonly unknown[] },
  elsewhere: DocumentedElsewhere,
): FieldTable {
  const rows: FieldRow[] = [];
  const examples: FoundExample[] = [];
  const seen = new Set<string>();

  const collect = (found: readonly unknown[] | undefined, path: PathSegment[]) => {
    for (const value of found ?? []) {
      const key = JSON.stringify(value);
      if (seen.has(key)) continue;
      seen.add(key);
      examples.push({ path, value });
    }
  };

  const row = (path: string, field: Field): FieldRow => {
    const { one, rules } = describe(field, elsewhere);
    return { path, type: one, required: field.required, rules: rules.join('; '), description: field.hint ?? '' };
  };

  const fieldsOf = (fields: readonly Field[], prefix: string, path: PathSegment[]) => {
    const entries = sameShapedEntries({ kind: 'group', fields: [...fields] });
    if (entries) {
      // One set of rows stands for every entry; its examples are written under the first entry's name.
      const shared = fields[0]!;
      rows.push(row(`${prefix}*`, { ...shared, required: true }));
      expand(shared, `${prefix}*`, [...path, shared.name]);
      return;
    }
    for (const field of fields) {
      rows.push(row(`${prefix}${field.name}`, field));
      expand(field, `${prefix}${field.name}`, [...path, field.name]);
    }
  };

  const expand = (shape: FieldShape, prefix: string, path: PathSegment[]) => {
    if (elsewhere.shape(shape)) return;
    collect(shape.examples, path);
    if (shape.kind === 'group') fieldsOf(shape.fields, `${prefix}.`, path);
    if (shape.kind === 'list') expand(shape.item, `${prefix}[]`, [...path, 0]);
    if (shape.kind === 'key-value') expand(shape.value, `${prefix}.*`, [...path, 'name']);
  };

  collect(form.examples, []);
  fieldsOf(form.fields, '', []);
  return { rows, examples };
}

/** A Markdown table of the rows. */
export function markdownTable(rows: readonly FieldRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ') || '–';
  return [
    '| field | type | required | allowed values / limits | description |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (entry) =>
        `| \`${entry.path}\` | ${cell(entry.type)} | ${entry.required ? 'yes' : 'no'} | ${cell(entry.rules)} | ${cell(entry.description)} |`,
    ),
  ].join('\n');
}
