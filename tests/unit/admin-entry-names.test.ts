/**
 * What the editor calls entries and fields (admin/lib/entry-names.ts), over the real data/: a page by the site menu's
 * label, a redirect by where it forwards, a solution by its title, a one-file collection by its label; a field's place
 * in words; and the form's voice, which words every mistake with entries and fields by their names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { fieldAt, fieldPlace, formNames, namer, pathOfField, requiredField } from '../../admin/lib/entry-names.ts';
import { contentErrors, editorMistakes, type ErrorKind } from '../../schema/errors/catalogue.ts';
import { formMessage, formVoice } from '../../schema/errors/editor.ts';
import type { Place } from '../../schema/errors/place.ts';
import { fileWords } from '../../schema/errors/terminal.ts';
import type { MistakeName } from '../../schema/errors/words.ts';
import { singular } from '../../admin/lib/item-label.ts';
import type { Field } from '../../pipeline/codegen/field-model.ts';
import { checkSave } from '../../pipeline/save/save-check.ts';
import { snapshotFromDisk } from '../../pipeline/save/content-snapshot.ts';
import { contentTexts, fieldModel, fieldsOf } from '../helpers/editor-fields.ts';

const names = namer(contentTexts, fieldModel.kinds);
const brand = (parse(contentTexts['data/site.yaml']!) as { brand: { name: string } }).brand.name;

describe('namer', () => {
  it('names a page by the label the site menu gives its address, the home page “Home”', () => {
    expect(names.entry('data/pages/pricing.yaml')).toBe('Pricing');
    expect(names.entry('data/pages/home.yaml')).toBe('Home');
    // In the menu twice (a heading and its “All Services” link): the first label.
    expect(names.entry('data/pages/services.yaml')).toBe('AI Services');
    expect(names.entry('data/pages/business-process-automation.yaml')).toBe('Business Process Automation');
  });

  it('names a page the menu leaves out by its title without the brand', () => {
    expect(names.entry('data/pages/privacy-policy.yaml')).toBe('Privacy Policy');
    const brands = fc.constantFrom(brand, 'A.I. (101)', 'Ünïcode Co', 'x+y');
    const title = fc.stringMatching(/^[A-Za-z0-9&'’,:!? -]{0,30}[A-Za-z0-9!?]$/);
    fc.assert(
      fc.property(brands, title, fc.constantFrom(' | ', ' · ', ' – ', ' - ', '|'), (name, words, separator) => {
        const files = {
          'data/site.yaml': `brand:\n  name: ${JSON.stringify(name)}\nnavigation: []\n`,
          'data/pages/page.yaml': `route: /not-in-the-menu\ntitle: ${JSON.stringify(`${words}${separator}${name}`)}\n`,
        };
        expect(namer(files, fieldModel.kinds).entry('data/pages/page.yaml')).toBe(words);
      }),
    );
  });

  it('names a redirect by where it forwards, a solution by its title, a one-file collection by its label', () => {
    expect(names.entry('data/pages/expertise.yaml')).toBe('Redirect /expertise → /pricing');
    for (const [path, text] of Object.entries(contentTexts)) {
      const data = parse(text) as { title?: string; redirect?: string };
      if (path.startsWith('data/solutions/')) expect(names.entry(path)).toBe(data.title);
      else if (path.startsWith('data/pages/') && data.redirect) expect(names.entry(path)).toMatch(/^Redirect \/.* → /);
      else if (!path.startsWith('data/pages/')) expect(names.entry(path)).toBe(names.collectionOf(path)?.label);
    }
    expect(names.entry('data/site.yaml')).toBe('Site settings');
    expect(names.entry('data/offerings.yaml')).toBe('Offerings and prices');
  });

  it('names an entry not written yet by its kind', () => {
    expect(names.entry('data/pages/not-yet.yaml')).toBe('New page');
    expect(names.entry('data/solutions/not-yet.yaml')).toBe('New solution');
  });

  it('gives every file in data/ a name in words, no two pages or solutions the same', () => {
    const entries = Object.keys(contentTexts).filter((path) => /^data\/(pages|solutions)\//.test(path));
    const named = entries.map((path) => names.entry(path));
    expect(new Set(named).size).toBe(entries.length);
    for (const name of Object.keys(contentTexts).map((path) => names.entry(path)))
      expect(name).not.toMatch(/data\/|\.yaml/);
  });
});

/** Every path to a value in `data` that holds no other: `['sections', 0, 'heading']`. */
function leafPaths(data: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return data.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (typeof data === 'object' && data !== null)
    return Object.entries(data).flatMap(([key, value]) => leafPaths(value, [...path, key]));
  return path.length > 0 ? [path] : [];
}

/** The labels of the key-value fields, whose keys are their lines' own labels (a solution's key metrics). */
const keyValueLabels = (() => {
  const inner = (field: Field): Field[] =>
    field.kind === 'group'
      ? field.fields
      : field.kind === 'list' && field.item.kind === 'group'
        ? field.item.fields
        : field.kind === 'typed-list'
          ? field.types.flatMap((type) => type.fields)
          : [];
  const all = (fields: readonly Field[]): Field[] => fields.flatMap((field) => [field, ...all(inner(field))]);
  const fields = fieldModel.kinds.flatMap((kind) => kind.fields);
  return new Set(
    all(fields)
      .filter((field) => field.kind === 'key-value')
      .map((field) => field.label),
  );
})();

describe('fieldPlace', () => {
  it('words a field’s place by its labels and its list items by their type and text', () => {
    const home = parse(contentTexts['data/pages/home.yaml']!) as { sections: Array<{ heading: string }> };
    expect(fieldPlace(fieldsOf('data/pages/home.yaml'), home, ['sections', 0, 'heading'])).toBe(
      `Sections › Hero “${home.sections[0]!.heading}” › Heading`,
    );
    const site = parse(contentTexts['data/site.yaml']!);
    expect(fieldPlace(fieldsOf('data/site.yaml'), site, ['navigation', 1, 'children', 0, 'href'])).toBe(
      'Navigation › “AI Services” › Children › “AI for Small Business” › Link',
    );
    expect(fieldPlace(fieldsOf('data/site.yaml'), site, ['navigation', 40, 'label'])).toBe(
      'Navigation › item 41 › Label',
    );
  });

  it('names every step to every value in data/ by a label or an item, never by a key', () => {
    for (const [path, text] of Object.entries(contentTexts)) {
      const data = parse(text);
      for (const leaf of leafPaths(data)) {
        const words = fieldPlace(fieldsOf(path), data, leaf).split(' › ');
        expect(words, `${path} ${leaf.join('.')}`).toHaveLength(leaf.length);
        leaf.forEach((segment, index) => {
          if (typeof segment === 'string' && !keyValueLabels.has(words[index - 1]!))
            expect(words[index], `${path} ${leaf.join('.')}`).not.toBe(segment);
          if (typeof segment === 'number') expect(words[index]).toMatch(/“.+”$|^item \d+$/);
        });
      }
    }
  });
});

/** Every path to a field's value in `data` (object keys at any depth, list items passed through). */
function keyPaths(data: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return data.flatMap((item, index) => keyPaths(item, [...path, index]));
  if (typeof data === 'object' && data !== null)
    return Object.entries(data).flatMap(([key, value]) => [[...path, key], ...keyPaths(value, [...path, key])]);
  return [];
}

/** `data` without the value at `path`. */
function without(data: unknown, path: readonly (string | number)[]): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (value, segment) => value[segment] as Record<string | number, unknown>,
      copy,
    );
  delete parent[path.at(-1)!];
  return copy;
}

describe('a required field left out', () => {
  const snapshot = snapshotFromDisk(process.cwd());
  /** Every value of data/ whose field the form marks required (a typed item's type is chosen, not typed). */
  const required = Object.entries(contentTexts).flatMap(([file, text]) => {
    const data = parse(text);
    return keyPaths(data)
      .filter((path) => fieldAt(fieldsOf(file), data, path)?.required === true)
      .map((path) => ({ file, data, path }));
  });

  it('is found throughout data/', () => {
    expect(required.length).toBeGreaterThan(500);
    const control = (field: Field) => (field.kind === 'text' && field.multiline ? 'multi-line text' : field.kind);
    const controls = new Set(required.map(({ file, data, path }) => control(fieldAt(fieldsOf(file), data, path)!)));
    for (const kind of ['text', 'multi-line text', 'number', 'list', 'group', 'choice', 'link', 'image'])
      expect(controls).toContain(kind);
  });

  it('is refused at that field, which the form words as what to do there', () => {
    fc.assert(
      fc.property(fc.constantFrom(...required), ({ file, data, path }) => {
        // Unfolded, as the editor writes: a quoted text over several lines reads as a quote left open.
        const errors = checkSave(snapshot, file, stringify(without(data, path), { lineWidth: 0 }));
        const atField = errors.filter((error) => error.fieldPath.join('.') === path.join('.'));
        expect(atField.map((error) => error.kind)).toContain('missingField');
        const field = fieldAt(fieldsOf(file), data, path)!;
        expect(field.name).toBe(path.at(-1));
        const words = formMessage('requiredField', requiredField(field), formVoice(formNames(names, () => '')));
        expect(words).toMatch(
          /^Required: (fill this in|fill in its fields|choose (one|at least one)|add at least one .+ with “Add .+”)\.$/,
        );
        // A list's words name the button under it, as the form labels it.
        if (field.kind === 'list' || field.kind === 'typed-list')
          expect(words).toContain(`“Add ${singular(field.label).toLowerCase()}”`);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the form’s voice', () => {
  const fieldLabel = (ref: { file: string; path: string }) =>
    fieldPlace(fieldsOf(ref.file), names.data(ref.file), pathOfField(ref.path));
  const say = formVoice(formNames(names, fieldLabel));
  const files = Object.keys(contentTexts);
  const slug = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(-[a-z0-9]{1,8}){0,2}$/);
  /** A place of any entry, or of a page or solution not written yet. */
  const place = fc.record({
    file: fc.oneof(
      fc.constantFrom(...files),
      slug.map((name) => `data/pages/${name}.yaml`),
      slug.map((name) => `data/solutions/${name}.yaml`),
    ),
    path: fc.constant<Place['path']>([]),
    line: fc.integer({ min: 1, max: 9999 }),
    column: fc.integer({ min: 1, max: 99 }),
  });
  const isPlace = (value: unknown): value is Place =>
    typeof value === 'object' && value !== null && 'file' in value && 'line' in value;
  /** Every place among a mistake's values replaced by `at`. */
  const placedAt = (params: object, at: Place): object =>
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => [
        key,
        isPlace(value)
          ? at
          : typeof value === 'object' && value !== null && !Array.isArray(value)
            ? placedAt(value, at)
            : value,
      ]),
    );
  // Mistakes only a YAML file can hold, about the file itself: a field written twice (named by its line), a file
  // nothing reads and a solution whose id is not its file's name (the form names the file after the id).
  const yamlOnly = new Set(['duplicateField', 'unknownFile', 'solutionIdNotFileName']);
  const kinds = [...Object.entries(contentErrors), ...Object.entries(editorMistakes)].filter(
    ([name]) => !yamlOnly.has(name),
  ) as Array<[MistakeName, ErrorKind<object>]>;

  it.each(kinds)(
    'words %s with its places, files and folders named as the form does, never by path or line',
    (name, entry) => {
      fc.assert(
        fc.property(place, (at) => {
          const text = formMessage(name, placedAt(entry.example, at) as never, say);
          expect(text).not.toMatch(/data\/|\.yaml|line \d/);
        }),
        { numRuns: 20 },
      );
    },
  );

  it('words the validator’s messages about a change the editor can make without a file or folder', () => {
    const snapshot = snapshotFromDisk(process.cwd());
    const errors = [
      // A page copied with its address.
      ...checkSave(snapshot, 'data/pages/pricing-copy.yaml', contentTexts['data/pages/pricing.yaml']!),
      // A case study no page lists yet.
      ...checkSave(
        snapshot,
        'data/solutions/dinamiq-two.yaml',
        contentTexts['data/solutions/dinamiq.yaml']!.replace('id: dinamiq', 'id: dinamiq-two'),
      ),
      // A solution removed while pages show it and its figures.
      ...checkSave(snapshot, 'data/solutions/postbud.yaml', null),
    ];
    const texts = errors.map((error) => {
      const { message, suggestion } = fileWords(error);
      return `${message}${suggestion ? `. Fix: ${suggestion}` : ''}`;
    });
    expect(texts.join('\n')).toMatch(/data\/pages\/pricing\.yaml/);
    expect(texts.join('\n')).toMatch(/data\/solutions\//);
    const plain = errors.map((error) => formMessage(error.kind, error.params as never, say));
    for (const text of plain) expect(text).not.toMatch(/data\/|\.yaml|line \d/);
    expect(plain).toContain(
      'the address "/pricing" is also used by “Pricing”. Fix: every page needs its own address: give the page you copied a new “Address”',
    );
    expect(plain.join('\n')).toContain('to the “Solutions” list at “AI Solutions”');
    expect(plain.join('\n')).toContain('the file names in “Solutions”');
  });
});
