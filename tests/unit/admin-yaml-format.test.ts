/**
 * How the editor writes an entry (admin/lib/yaml-format.ts), over every file under data/: its data put in the fields'
 * order whatever order it came in (a typed list item by its type's fields), an emptied optional field or list left
 * out with only its own lines, and a file saved unchanged through the editor's order byte for byte the same.
 */
import { isRecord } from '../../pipeline/validate/walk.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { itemFields, type Field } from '../../pipeline/codegen/field-model.ts';
import { entryText, inFieldOrder } from '../../admin/lib/yaml-format.ts';
import { contentTexts, fieldsOf, fieldValues } from '../helpers/editor-fields.ts';

const files = Object.keys(contentTexts);
/** `value` with the keys of every group in an order drawn from `indices`. */
function shuffled(value: unknown, indices: Iterator<number>): unknown {
  if (Array.isArray(value)) return value.map((item) => shuffled(item, indices));
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, shuffled(item, indices)] as const);
  for (let last = entries.length - 1; last > 0; last -= 1) {
    const other = indices.next().value % (last + 1);
    [entries[last], entries[other]] = [entries[other]!, entries[last]!];
  }
  return Object.fromEntries(entries);
}

/** Where keys are out of the fields' order: the fields' keys in their order, then any others; a typed item's type first. */
function outOfOrder(value: unknown, fields: readonly Field[], at: string): string[] {
  if (!isRecord(value)) return [];
  const keys = Object.keys(value);
  const known = fields.map((field) => field.name).filter((name) => name in value);
  const expected = [...known, ...keys.filter((key) => !known.includes(key))];
  return [
    ...(keys.join() === expected.join() ? [] : [`${at}: ${keys.join()}, not ${expected.join()}`]),
    ...fields.flatMap((field) => {
      const inner = value[field.name];
      if ((field.kind !== 'list' && field.kind !== 'typed-list') || !Array.isArray(inner))
        return outOfOrder(inner, field.kind === 'group' ? field.fields : [], `${at}.${field.name}`);
      const typeKey: Field[] =
        field.kind === 'typed-list' ? [{ name: field.typeKey, label: '', required: true, kind: 'text' }] : [];
      return inner.flatMap((item, index) =>
        outOfOrder(item, [...typeKey, ...itemFields(field, item)], `${at}.${field.name}.${index}`),
      );
    }),
  ];
}

const fileAndOrder = fc.tuple(fc.constantFrom(...files), fc.infiniteStream(fc.nat()));

describe('inFieldOrder', () => {
  it('puts every group of a file’s data in its fields’ order, whatever order the keys came in', () => {
    fc.assert(
      fc.property(fileAndOrder, ([path, indices]) => {
        const data = parse(contentTexts[path]!);
        const ordered = inFieldOrder(shuffled(data, indices[Symbol.iterator]()), fieldsOf(path));
        expect(ordered).toEqual(data);
        expect(outOfOrder(ordered, fieldsOf(path), path)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps keys no field names after the known ones, and a list’s items in their order', () => {
    const fields = fieldsOf('data/pages/home.yaml');
    const page = { sections: [{ heading: 'Hi', type: 'hero' }], extra: 1, title: 'T', route: '/' };
    expect(JSON.stringify(inFieldOrder(page, fields))).toBe(
      JSON.stringify({ route: '/', title: 'T', sections: [{ type: 'hero', heading: 'Hi' }], extra: 1 }),
    );
  });
});

describe('entryText', () => {
  it('writes every file under data/, as the form hands it (in its fields’ order), byte for byte as it was', () => {
    for (const path of files) {
      const text = contentTexts[path]!;
      expect(entryText(path, text, inFieldOrder(parse(text), fieldsOf(path))), path).toBe(text);
    }
  });

  /** Every optional field in data/ of these kinds that holds something, with its file. */
  const optional = (kinds: string[]) =>
    files.flatMap((path) =>
      fieldValues(parse(contentTexts[path]!), fieldsOf(path))
        .filter(({ field }) => kinds.includes(field.kind) && field.required === false)
        .filter(({ value }) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== ''))
        .map((found) => ({ file: path, ...found })),
    );

  /** A copy of `data` whose value at `path` is `by`, or which has none there. */
  function withValue(data: unknown, path: (string | number)[], by?: { value: unknown }): unknown {
    const copy = structuredClone(data) as Record<string | number, unknown>;
    const parent = path.slice(0, -1).reduce<any>((value, segment) => value[segment], copy);
    if (by) parent[path.at(-1)!] = by.value;
    else delete parent[path.at(-1)!];
    return copy;
  }

  /** Whether `after`'s lines are `before`'s with some taken out (none changed, none added, none moved). */
  const onlyRemoved = (before: string, after: string) => {
    const remaining = before.split('\n')[Symbol.iterator]();
    return after.split('\n').every((line) => {
      for (let next = remaining.next(); !next.done; next = remaining.next()) if (next.value === line) return true;
      return false;
    });
  };

  const emptied = (kinds: string[], empties: unknown[]) =>
    fc.assert(
      fc.property(fc.constantFrom(...optional(kinds)), fc.constantFrom(...empties), ({ file, path }, empty) => {
        const before = contentTexts[file]!;
        const data = parse(before);
        const after = entryText(file, before, withValue(data, path, { value: empty }));
        expect(parse(after)).toEqual(withValue(data, path));
        expect(after.length).toBeLessThan(before.length);
        expect(onlyRemoved(before, after)).toBe(true);
      }),
      { numRuns: 60 },
    );

  it('leaves out an optional field an editor emptied, taking out only its lines', () => {
    emptied(['text'], ['', null, undefined]);
  });

  it('leaves out an optional list an editor emptied', () => {
    emptied(['list', 'typed-list'], [[]]);
  });
});
