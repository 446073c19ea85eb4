/** Properties of the pure functions behind fact references and suggestions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factsFrom, resolveFacts } from '../../pipeline/validate/resolve-facts.ts';
import { routeLike, slugify } from '../../pipeline/validate/suggest.ts';
import { ROUTE, SLUG } from '../../schema/fields.ts';

const offerings = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[a-z]{1,8}(?:-[a-z]{1,8})?$/),
    startingPrice: fc.integer({ min: 1, max: 99_999 }),
  }),
  { selector: (item) => item.id, minLength: 1, maxLength: 5 },
);

describe('fact references', () => {
  it('state every price as written once, wherever a text names it', () => {
    fc.assert(
      fc.property(offerings, fc.string({ maxLength: 20 }), (items, words) => {
        const facts = factsFrom([{ relativePath: 'offerings.yaml', data: { offerings: items } }]);
        for (const { id, startingPrice } of items) {
          const page = { price: `${words}{price:${id}}+`, items: [{ offering: id }] };
          expect(resolveFacts(page, facts)).toEqual({
            price: `${words}$${startingPrice}+`,
            items: [{ offering: id, startingPrice }],
          });
        }
      }),
    );
  });

  it('leave text without a known reference as written, and do not change their input', () => {
    fc.assert(
      fc.property(offerings, fc.jsonValue(), (items, data) => {
        const facts = factsFrom([{ relativePath: 'offerings.yaml', data: { offerings: items } }]);
        const before = JSON.stringify(data);
        const resolved = resolveFacts(data, facts);
        expect(JSON.stringify(data)).toBe(before);
        if (!before.includes('{price:') && !before.includes('"offering"')) expect(resolved).toEqual(data);
      }),
    );
  });

  it('take figures and summaries from the solution files', () => {
    const facts = factsFrom([
      {
        relativePath: 'solutions/dinamiq.yaml',
        data: { subtitle: 'A platform', stats: [{ value: '98%', label: 'Data Accuracy' }] },
      },
    ]);
    expect(resolveFacts('{stat:dinamiq:data-accuracy} and {summary:dinamiq}', facts)).toBe('98% and A platform');
  });
});

describe('suggested spellings', () => {
  it('an id suggestion is always a valid id', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = slugify(text);
        expect(id === '' || SLUG.test(id)).toBe(true);
      }),
    );
  });

  it('an address suggestion is always a valid page address', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(ROUTE.test(routeLike(text))).toBe(true);
      }),
    );
  });
});
