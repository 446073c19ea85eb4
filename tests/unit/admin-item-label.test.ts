/**
 * How the editor's forms name a list item (admin/lib/item-label.ts): by its own words, single-spaced and cut short
 * with an ellipsis, over every list item in data/; and what one item of a list is called ("Add a feature").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Field } from '../../pipeline/codegen/field-model.ts';
import { itemText, singular } from '../../admin/lib/item-label.ts';
import { plural } from '../../schema/errors/catalogue.ts';
import { contentTexts, fieldsOf, listItems } from '../helpers/editor-fields.ts';

const singleSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether `name` is `text` as a form shows it: single-spaced, or its beginning cut with an ellipsis. */
const names = (name: string, text: string) =>
  name === singleSpaced(text) || (name.endsWith('…') && singleSpaced(text).startsWith(name.slice(0, -1)));

/**
 * What may name an item: the words of its text and number fields and the path of a picture it shows, its groups'
 * included; never an icon's name, a link or a choice.
 */
function wordsOf(item: unknown, fields: readonly Field[]): string[] {
  if (typeof item !== 'object' || item === null) return [];
  return fields.flatMap((field) => {
    const value = (item as Record<string, unknown>)[field.name];
    if (field.kind === 'group') return wordsOf(value, field.fields);
    if (['text', 'image'].includes(field.kind) && typeof value === 'string') return [value];
    return field.kind === 'number' && typeof value === 'number' ? [String(value)] : [];
  });
}

describe('itemText', () => {
  it('names every list item in data/ by its words or its picture', () => {
    const unnamed = Object.entries(contentTexts).flatMap(([path, text]) =>
      listItems(parse(text), fieldsOf(path)).flatMap(({ item, fields, at }) => {
        const words = wordsOf(item, fields);
        const name = itemText(item);
        return words.length > 0 && !(name && words.some((text) => names(name, text))) ? [`${path} ${at}: ${name}`] : [];
      }),
    );
    expect(unnamed).toEqual([]);
  });

  it('prefers a heading, then a title, a name, a label, a question', () => {
    expect(itemText({ text: 'Body', title: 'Title', heading: 'Heading' })).toBe('Heading');
    expect(itemText({ description: 'About it', title: 'Title' })).toBe('Title');
    expect(itemText({ answer: 'Yes.', question: 'Can it?' })).toBe('Can it?');
    expect(itemText({ year: 2021, description: 'Founded' })).toBe('2021');
    // A name left empty does not name the item: the next text does.
    expect(itemText({ title: '  ', label: 'Label' })).toBe('Label');
  });

  it('names an item without such a field by its words, not by an icon or a picture path', () => {
    expect(itemText({ icon: 'clock', problem: 'Manual work is slow', solution: 'We automate it.' })).toBe(
      'Manual work is slow',
    );
    expect(itemText({ screen: '/images/call.svg', caption: 'A call comes in', seconds: 4 })).toBe('A call comes in');
    expect(itemText({ icon: 'clock' })).toBe('clock');
    expect(itemText({ stat: { label: 'Hours saved' } })).toBe('Hours saved');
  });

  it('has no name for an item without text yet', () => {
    for (const empty of [undefined, null, true, '', '  \n ', [], ['A bullet'], {}, { title: '' }, { items: [] }])
      expect(itemText(empty)).toBeUndefined();
  });

  it('never names a typed item by its type: the form shows that as the type’s own label', () => {
    expect(itemText({ type: 'flip-cards' }, 'type')).toBeUndefined();
    expect(itemText({ type: 'video', video: { title: 'A tour of the app' } }, 'type')).toBe('A tour of the app');
    expect(itemText({ kind: 'logos', type: 'Plain text' }, 'kind')).toBe('Plain text');
  });

  const unit = fc.constantFrom('a', 'é', ' ', '\n', '😀', '👍🏽');

  it('shows a text single-spaced, cut at 70 characters with an ellipsis, never inside a character', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit, maxLength: 10 }), fc.string({ unit, minLength: 60, maxLength: 100 })),
        (text) => {
          const name = itemText(text);
          if (text.trim() === '') {
            expect(name).toBeUndefined();
            return;
          }
          expect(name).toBeDefined();
          // No half of an emoji: read by code points, only a lone surrogate is a surrogate.
          expect(name).not.toMatch(/\p{Cs}/u);
          expect(Array.from(name!).length).toBeLessThanOrEqual(70);
          expect(names(name!, text)).toBe(true);
          expect(name!.endsWith('…')).toBe(Array.from(singleSpaced(text)).length > 70);
          expect(itemText({ title: text })).toBe(name);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names a number by itself', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (number) => {
        expect(itemText(number)).toBe(String(number));
      }),
    );
  });
});

describe('singular', () => {
  it('names one item of the editor’s lists', () => {
    const cases: Record<string, string> = {
      Features: 'Feature',
      Capabilities: 'Capability',
      Clauses: 'Clause',
      Branches: 'Branch',
      Boxes: 'Box',
      Businesses: 'Business',
      'Results bullets': 'Results bullet',
      'Add ons': 'Add on',
      'Questions and answers': 'Question and answer',
      Children: 'Child',
      Carousel: 'Carousel',
      Industry: 'Industry',
      'Business function': 'Business function',
      Address: 'Address',
      Status: 'Status',
    };
    for (const [label, one] of Object.entries(cases)) expect(singular(label), label).toBe(one);
  });

  const noun = fc.stringMatching(/^[a-z]{2,10}$/);

  it('takes the s, es or ies off a plural, on each side of an “and”, and leaves a singular as it is', () => {
    const plural = noun
      // Not `cactus`, `niche` or `pie`, whose plurals the rules cannot tell from `bus`, `branches` or `cities`.
      .filter((word) => !/(s|x|sh|ch|y|u|che|she|xe|sse|ie)$/.test(word))
      .map((word) => ({ one: word, many: `${word}s` }));
    const withEs = fc
      .tuple(noun, fc.constantFrom('ch', 'sh', 'x', 'ss'))
      .map(([stem, end]) => ({ one: `${stem}${end}`, many: `${stem}${end}es` }));
    const withIes = noun
      .filter((word) => /[^aeiouy]$/.test(word))
      .map((stem) => ({ one: `${stem}y`, many: `${stem}ies` }));
    const word = fc.oneof(plural, withEs, withIes);
    fc.assert(
      fc.property(word, word, noun, ({ one, many }, other, before) => {
        const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
        expect(singular(capitalised(many))).toBe(capitalised(one));
        expect(singular(`${capitalised(before)} ${many}`)).toBe(`${capitalised(before)} ${one}`);
        expect(singular(`${many} and ${other.many}`)).toBe(`${one} and ${other.one}`);
        expect(singular(one)).toBe(one);
      }),
    );
  });
});

describe('a count with its noun', () => {
  it('is singular for one and plural otherwise', () => {
    expect(plural(1, 'mistake')).toBe('1 mistake');
    expect(plural(0, 'mistake')).toBe('0 mistakes');
    expect(plural(3, 'mistake')).toBe('3 mistakes');
  });
});
