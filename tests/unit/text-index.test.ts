/**
 * The text index behind click-to-edit and search (admin/lib/text-index.ts): over the real content and over made-up
 * files, every text leads back to a field that shows it, facts lead to where they are written, and search finds
 * every field by any run of its words.
 */
import fc from 'fast-check';
import * as z from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../pipeline/content.ts';
import { factsFrom } from '../../pipeline/validate/resolve-facts.ts';
import { isCodeValue, schemaAt } from '../../pipeline/validate/schema-walk.ts';
import { kindOf } from '../../schema/content.ts';
import { REF_KEY } from '../../schema/fields.ts';
import { buildTextIndex } from '../../admin/lib/build-text-index.ts';
import {
  fieldForText,
  normalise,
  search,
  textOfField,
  type FieldRef,
  type TextIndex,
} from '../../admin/lib/text-index.ts';

let files: Record<string, unknown>;
let index: TextIndex;

beforeAll(() => {
  const content = loadContent();
  files = Object.fromEntries(content.sources.map((source) => [source.file, source.data]));
  index = buildTextIndex(files);
});

const key = (ref: FieldRef | undefined) => (ref ? `${ref.file}#${ref.path}` : 'nothing');

/** A text of a few words, as content is written. */
const words = fc
  .array(fc.stringMatching(/^[A-Za-z][a-z0-9]{0,9}[,.!?]?$/), { minLength: 1, maxLength: 12 })
  .map((list) => list.join(' '));

describe('fieldForText over the real content', () => {
  it('leads every shown text to a field that shows it, from any entry', () => {
    const leaves = index.leaves.filter((leaf) => leaf.shown.length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...leaves), fc.constantFrom(...Object.keys(files)), (leaf, open) => {
        const text = leaf.shown[0]!;
        // A bare number is only looked for in the open entry: open the leaf's own.
        const file = /^\d+$/.test(text) ? leaf.ref.file : open;
        const found = fieldForText(index, text, { file });
        expect(found, text).toBeDefined();
        // The same text, or (a figure the open entry writes at the head of a sentence) a text holding it.
        const shown = textOfField(index, found!);
        expect(
          shown.some((field) => field.includes(text)),
          `${text} -> ${key(found)}`,
        ).toBe(true);
        if (/\p{L}/u.test(text) || found!.file !== file) expect(shown, `${text} -> ${key(found)}`).toContain(text);
      }),
      { numRuns: 500 },
    );
  });

  it('prefers the open entry: a text of its own leads to a field of its own showing it', () => {
    const own = index.leaves.filter(
      (leaf) => leaf.read && leaf.shown.length > 0 && !leaf.factRef && !leaf.facts.length,
    );
    fc.assert(
      fc.property(fc.constantFrom(...own), (leaf) => {
        const found = fieldForText(index, leaf.shown[0]!, { file: leaf.ref.file });
        expect(found?.file).toBe(leaf.ref.file);
        expect(textOfField(index, found!)).toContain(leaf.shown[0]);
      }),
      { numRuns: 300 },
    );
  });

  it('leads the $699 on /pricing to the starting price of chatbots in data/offerings.yaml', () => {
    const offerings = (files['data/offerings.yaml'] as { offerings: Array<{ id: string }> }).offerings;
    const chatbots = {
      file: 'data/offerings.yaml',
      path: `offerings.${offerings.findIndex((item) => item.id === 'chatbots')}.startingPrice`,
    };
    const pricing = { file: 'data/pages/pricing.yaml' };
    const prefix = (files[pricing.file] as { sections: Array<{ pricePrefix?: string }> }).sections.find(
      (section) => section.pricePrefix,
    )!.pricePrefix;
    const price = factsFrom([{ relativePath: 'offerings.yaml', data: files['data/offerings.yaml'] }]).text[
      'price:chatbots'
    ]!;
    expect(fieldForText(index, price, pricing)).toEqual(chatbots);
    // The pricing list prints its prefix and the price as one text.
    expect(fieldForText(index, `${prefix}${price.slice(1)}`, pricing)).toEqual(chatbots);
    expect(textOfField(index, chatbots)).toContain(`${prefix}${price.slice(1)}`);
  });

  it('leads a figure filled in from a case study to the case study', () => {
    // Every stat reference on a page: its filled-in value opens the solution's `stats.N.value`.
    const references = index.leaves.flatMap((leaf) =>
      leaf.factRef && leaf.ref.file.startsWith('data/pages/') && leaf.factRef.path.startsWith('stats.')
        ? [{ file: leaf.ref.file, text: leaf.shown[0]!, fact: leaf.factRef }]
        : [],
    );
    expect(references.length).toBeGreaterThan(5);
    for (const { file, text, fact } of references) {
      const found = fieldForText(index, text, { file });
      // The page may also write the same figure itself, earlier: then that field, which shows the same.
      expect(key(found) === key(fact) || textOfField(index, found!).includes(text), `${text} on ${file}`).toBe(true);
      expect(textOfField(index, fact)).toContain(text);
    }
  });

  it('tells the same text in two places of an entry apart by what is shown around it', () => {
    const home = 'data/pages/home.yaml';
    const sections = (files[home] as { sections: Array<{ type: string; metrics?: unknown[] }> }).sections;
    const metrics = sections.findIndex((section) => section.type === 'metrics');
    const cards = sections.findIndex((section) => section.type === 'case-study-cards');
    // `95%` is one of the home page's figures and, through its fact, a case-study card's "Time Saved".
    expect(fieldForText(index, '95%', { file: home })).toEqual({
      file: home,
      path: `sections.${metrics}.metrics.1.value`,
    });
    const card = fieldForText(index, '95%', { file: home, around: 'Time Saved95%Response Time< 1 min' });
    expect(card).toEqual({ file: 'data/solutions/record-verification.yaml', path: 'stats.0.value' });
    expect(cards).toBeGreaterThan(metrics);
  });

  it('leads a figure set apart from its sentence, and a tour’s running time, to their own fields', () => {
    const postbud = 'data/solutions/postbud.yaml';
    const bullets = (files[postbud] as { resultsBullets: string[] }).resultsBullets;
    // In the results' boxes, each leading figure over the rest of its sentence.
    const boxes = bullets.slice(0, 4).join('');
    expect(fieldForText(index, '45', { file: postbud, around: boxes })).toEqual({
      file: postbud,
      path: `resultsBullets.${bullets.findIndex((bullet) => bullet.startsWith('45 '))}`,
    });
    expect(fieldForText(index, '45', { file: 'data/pages/about.yaml' })).toBeUndefined();
    const dinamiq = 'data/solutions/dinamiq.yaml';
    expect(fieldForText(index, '0:34', { file: dinamiq })?.path).toMatch(/^caseStudy\.sections\.\d+\.video\.tour$/);
  });

  it('finds nothing for text without letters or digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\s.,:;!?()\-–—•·+*/&]*$/), (text) => {
        expect(fieldForText(index, text, { file: 'data/pages/home.yaml' })).toBeUndefined();
      }),
    );
  });
});

describe('fieldForText over made-up files', () => {
  const offerings = fc.uniqueArray(
    fc.record({ id: fc.stringMatching(/^[a-z]{2,8}$/), startingPrice: fc.integer({ min: 1, max: 99_999 }) }),
    { selector: (item) => item.id, minLength: 1, maxLength: 4 },
  );

  it('leads a filled-in price to the offering, and a sentence around it to the sentence', () => {
    fc.assert(
      fc.property(offerings, words, (items, before) => {
        const page = 'data/pages/made-up.yaml';
        const made = {
          'data/offerings.yaml': { offerings: items },
          [page]: { sections: items.map(({ id }) => ({ price: `${before} {price:${id}}`, short: `{price:${id}}+` })) },
        };
        const madeIndex = buildTextIndex(made);
        items.forEach(({ startingPrice }, at) => {
          const fact = { file: 'data/offerings.yaml', path: `offerings.${at}.startingPrice` };
          const first = items.findIndex((item) => item.startingPrice === startingPrice);
          const firstFact = { file: 'data/offerings.yaml', path: `offerings.${first}.startingPrice` };
          // Two offerings may cost the same: the text then leads to the first of them.
          expect(fieldForText(madeIndex, `$${startingPrice}`, { file: page })).toEqual(firstFact);
          expect(fieldForText(madeIndex, `$${startingPrice}+`, { file: page })).toEqual(firstFact);
          expect(textOfField(madeIndex, fact)).toContain(`${normalise(before)} $${startingPrice}`);
          const sentence = fieldForText(madeIndex, `${before} $${startingPrice}`, { file: page });
          expect(sentence?.file).toBe(page);
        });
      }),
    );
  });

  it('leads any text to a field showing it, and any part of words to a field holding them', () => {
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 8 }), fc.nat(), (texts, pick) => {
        const made = { 'data/pages/made-up.yaml': { sections: texts.map((text) => ({ heading: text })) } };
        const madeIndex = buildTextIndex(made);
        const text = texts[pick % texts.length]!;
        const found = fieldForText(madeIndex, text);
        expect(textOfField(madeIndex, found!)).toContain(normalise(text));
        const part = normalise(text).split(' ').slice(1).join(' ');
        if (/[A-Za-z]/.test(part)) {
          const holder = fieldForText(madeIndex, part)!;
          expect(textOfField(madeIndex, holder).some((shown) => shown.includes(part))).toBe(true);
        }
      }),
    );
  });
});

describe('search', () => {
  const worded = () => index.leaves.filter((leaf) => leaf.read && (leaf.shown[0] ?? '').split(' ').length >= 3);

  it('finds every field by any run of 3 or more of its words, in any case and spacing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...worded()),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        fc.constantFrom(' ', '  ', '\n', ' \t'),
        (leaf, start, length, upper, space) => {
          const all = leaf.shown[0]!.split(' ');
          const from = start % (all.length - 2);
          const run = all.slice(from, from + 3 + (length % (all.length - from - 2)));
          const query = run.join(space);
          const hits = search(index, upper ? query.toUpperCase() : query);
          expect(hits.map((hit) => key(hit.ref))).toContain(key(leaf.ref));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('shows each hit once, with the words it matched and the text around them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...worded()), fc.nat(), (leaf, start) => {
        const all = leaf.shown[0]!.split(' ');
        const query = all.slice(start % (all.length - 2), (start % (all.length - 2)) + 3).join(' ');
        const hits = search(index, query.toLowerCase());
        expect(new Set(hits.map((hit) => key(hit.ref))).size).toBe(hits.length);
        for (const { ref, snippet } of hits) {
          expect(snippet.match.toLowerCase()).toBe(query.toLowerCase());
          const shown = textOfField(index, ref).join('\n');
          expect(shown).toContain(
            `${snippet.before.replace(/^…/, '')}${snippet.match}${snippet.after.replace(/…$/, '')}`,
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('reads a string field as a code exactly where its JSON Schema is a reference, a choice or a pattern', () => {
    // The rule as it reads in the JSON Schema codegen writes for editors: the oracle for isCodeValue's shortcut.
    const pathOf = (ref: FieldRef) =>
      ref.path ? ref.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [];
    let strings = 0;
    for (const leaf of index.leaves) {
      const path = pathOf(leaf.ref);
      const value = path.reduce<unknown>((at, step) => (at as Record<string, unknown>)?.[step], files[leaf.ref.file]);
      const schema = schemaAt(kindOf(leaf.ref.file.slice('data/'.length))!.schema, files[leaf.ref.file], path);
      if (typeof value !== 'string' || !schema) continue;
      strings += 1;
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
      const code =
        REF_KEY in json || 'const' in json || 'enum' in json || (typeof json.pattern === 'string' && !/\s/.test(value));
      expect(isCodeValue(schema, value), `${leaf.ref.file} ${leaf.ref.path}`).toBe(code);
    }
    expect(strings).toBeGreaterThan(2000);
  });

  it('lists what a visitor reads, not addresses, ids or choices', () => {
    const machine = index.leaves.filter(
      (leaf) => /(?:^|\.)(?:type|href|src|icon|id|route|offering|style)$/.test(leaf.ref.path) && !leaf.read,
    );
    expect(machine.length).toBeGreaterThan(100);
    for (const leaf of machine.slice(0, 200)) {
      const hits = search(index, leaf.shown[0] ?? '');
      expect(hits.map((hit) => key(hit.ref))).not.toContain(key(leaf.ref));
    }
    expect(search(index, '   ')).toEqual([]);
  });
});
