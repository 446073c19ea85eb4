/**
 * What an entry's save writes and the mistakes its form shows (admin/app/entry/entry-files.ts, entry-mistakes.ts),
 * over every file under data/ and the real validator: an entry opened and saved unchanged writes its file byte for
 * byte; a new entry's file is named by its own field; each mistake stands at its field in the form's words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { entryFile, formFields, savedFiles } from '../../admin/app/entry/entry-files.ts';
import { entryMistakes, mistakesAtFields } from '../../admin/app/entry/entry-mistakes.ts';
import { formNames, namer } from '../../admin/lib/entry-names.ts';
import type { KindModel } from '../../pipeline/codegen/field-model.ts';
import { checkSave } from '../../pipeline/save/save-check.ts';
import { snapshotFromDisk } from '../../pipeline/save/content-snapshot.ts';
import { formVoice } from '../../schema/errors/editor.ts';
import { contentTexts, fieldModel } from '../helpers/editor-fields.ts';

const kindOf = (path: string): KindModel =>
  fieldModel.kinds.find((kind) => kind.file === path || path.slice(0, path.lastIndexOf('/')) === kind.folder)!;
const files = Object.keys(contentTexts);
const textOf = (path: string) => contentTexts[path];
const names = namer(contentTexts, fieldModel.kinds);
const say = formVoice(formNames(names, (ref) => ref.path));
const page = kindOf('data/pages/home.yaml');
const solution = kindOf('data/solutions/dinamiq.yaml');

describe('entryFile', () => {
  it('writes an entry opened and saved unchanged byte for byte, typed in or not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.boolean(), (path, edited) => {
        const collection = kindOf(path);
        const data = parse(contentTexts[path]!) as Record<string, unknown>;
        const saved = { path, text: contentTexts[path]! };
        const fields = formFields(collection, data);
        expect(entryFile({ collection, fields, data, saved, edited, textOf })).toEqual({ path, text: saved.text });
      }),
      { numRuns: 40 },
    );
  });

  it('names a new entry’s file after its own field, and writes nothing before that field is filled in', () => {
    const saved = { path: undefined, text: '' };
    const fields = formFields(page, {});
    expect(entryFile({ collection: page, fields, data: {}, saved, edited: true, textOf })).toEqual({
      path: undefined,
      text: '',
    });
    const data = {
      route: '/bakery',
      title: 'Bakery | AI101',
      description: 'Fresh bread.',
      sections: [{ type: 'text', paragraphs: ['Fresh every morning.'] }],
    };
    const made = entryFile({ collection: page, fields, data, saved, edited: true, textOf });
    expect(made.path).toBe('data/pages/bakery.yaml');
    expect(parse(made.text)).toEqual(data);
  });

  it('gives a copy the text of the entry it copies, with its own values', () => {
    const path = 'data/solutions/dinamiq.yaml';
    const data = { ...(parse(contentTexts[path]!) as Record<string, unknown>), id: 'dinamiq-two' };
    const copy = entryFile({
      collection: solution,
      fields: formFields(solution, data),
      data,
      saved: { path: undefined, text: '' },
      edited: true,
      copiedText: contentTexts[path],
      textOf,
    });
    expect(copy.path).toBe('data/solutions/dinamiq-two.yaml');
    expect(parse(copy.text)).toEqual(data);
  });
});

describe('savedFiles', () => {
  const text = fc.string();
  const file = fc.record({ path: fc.constantFrom(...files), text });
  it('writes the entry’s file first, deletes its old one when its name changed, then what goes with it', () => {
    fc.assert(
      fc.property(file, fc.option(fc.constantFrom(...files), { nil: undefined }), fc.array(file), (own, old, along) => {
        const written = savedFiles(own, old, along);
        expect(written[0]).toEqual(own);
        const moved = old !== undefined && old !== own.path;
        expect(written.slice(1, moved ? 2 : 1)).toEqual(moved ? [{ path: old, text: null }] : []);
        expect(written.slice(moved ? 2 : 1)).toEqual(along);
      }),
    );
  });
});

describe('entryMistakes', () => {
  const snapshot = snapshotFromDisk(process.cwd());
  const base = { fields: page.fields, data: {}, errors: [], own: new Map<string, string>(), say, taken: false };

  it('asks for the field that names a new entry before anything else', () => {
    const mistakes = entryMistakes({ ...base, collection: page, path: undefined, savedPath: undefined });
    expect(mistakes).toEqual([{ field: 'route', text: 'Fill this in first: it names the new entry’s file.' }]);
  });

  it('refuses a name another entry has, naming that entry and a name to take instead', () => {
    const mistakes = entryMistakes({
      ...base,
      collection: solution,
      fields: solution.fields,
      data: { id: 'dinamiq' },
      path: 'data/solutions/dinamiq.yaml',
      savedPath: undefined,
      taken: true,
    });
    expect(mistakes).toEqual([
      {
        field: 'id',
        text: `“dinamiq” is taken by “${names.entry('data/solutions/dinamiq.yaml')}”: give this solution its own, e.g. dinamiq-2.`,
      },
    ]);
  });

  it('puts each of the validator’s errors at its field, or at its place in the entry that has it', () => {
    const path = 'data/pages/home.yaml';
    const text = contentTexts[path]!.replace('href: /pricing', 'href: /prices');
    const errors = checkSave(snapshot, path, text);
    const data = parse(text) as Record<string, unknown>;
    const here = entryMistakes({ ...base, collection: page, data, path, savedPath: path, errors });
    expect(here).toHaveLength(1);
    expect(here[0]!.field).toMatch(/\.href$/);
    expect(here[0]!.text).toContain('/pricing');
    // The same error, seen from another entry: a link there to a page of this one.
    const elsewhere = entryMistakes({
      ...base,
      collection: page,
      path: 'data/pages/about.yaml',
      savedPath: path,
      errors,
    });
    expect(elsewhere).toEqual([
      { elsewhere: { path, field: here[0]!.field }, text: here[0]!.text, kind: 'noSuchPage' },
    ]);
  });

  it('says what to do at a required field left empty, in the form’s words', () => {
    const path = 'data/pages/home.yaml';
    const data = parse(contentTexts[path]!) as { sections: Array<Record<string, unknown>> };
    delete data.sections[0]!.heading;
    const text = contentTexts[path]!.replace(/\n {4}heading: .*/, '');
    const mistakes = entryMistakes({
      ...base,
      collection: page,
      data,
      path,
      savedPath: path,
      errors: checkSave(snapshot, path, text),
    });
    expect(mistakes).toContainEqual({
      field: 'sections.0.heading',
      text: 'Required: fill this in.',
      kind: 'missingField',
    });
  });

  it('asks for a line of Key metrics with its button when every line was removed', () => {
    const path = 'data/solutions/postbud.yaml';
    const data = parse(contentTexts[path]!) as Record<string, unknown>;
    data.keyMetrics = {};
    const text = entryFile({
      collection: solution,
      fields: solution.fields,
      data,
      saved: { path, text: contentTexts[path]! },
      edited: true,
      textOf,
    }).text;
    const mistakes = entryMistakes({
      ...base,
      collection: solution,
      fields: solution.fields,
      data,
      path,
      savedPath: path,
      errors: checkSave(snapshot, path, text),
    });
    expect(mistakes).toEqual([
      { field: 'keyMetrics', text: 'Required: add at least one line with “Add line”.', kind: 'emptyGroup' },
    ]);
  });

  it('lists the mistakes in the order of their fields in the form, not as the file’s checks find them', () => {
    const path = 'data/solutions/bakery.yaml';
    const data = { id: 'bakery', title: 'Bakery', type: 'ready-to-implement' };
    const text = 'id: bakery\ntitle: Bakery\ntype: ready-to-implement\n';
    const mistakes = entryMistakes({
      ...base,
      collection: solution,
      fields: solution.fields,
      data,
      path,
      savedPath: undefined,
      errors: checkSave(snapshot, path, text),
    });
    const order = solution.fields.map((field) => field.name);
    const fields = mistakes.map((mistake) => mistake.field!);
    expect(fields.length).toBeGreaterThan(5);
    expect(fields).toEqual([...fields].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    // The file's checks find every missing field at the file's first line, and so list them by their words.
    expect(fields).not.toEqual([...fields].sort());
  });

  it('lets a field’s own mistake stand for the validator’s at the same field, and shows each field’s first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { minLength: 1 }), (fields) => {
        const own = new Map(fields.map((field) => [field, `own ${field}`]));
        const mistakes = entryMistakes({
          ...base,
          collection: page,
          path: 'data/pages/home.yaml',
          savedPath: undefined,
          own,
        });
        expect(mistakes).toEqual(fields.map((field) => ({ field, text: `own ${field}` })));
        expect([...mistakesAtFields([...mistakes, { field: fields[0], text: 'later' }])]).toEqual(
          fields.map((field) => [field, `own ${field}`]),
        );
      }),
    );
  });
});
