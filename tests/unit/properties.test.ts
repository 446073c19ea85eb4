/** Property tests of the validator's pure parts and of the validator as a whole. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, stringify, type Node } from 'yaml';
import { sortByStartingPrice } from '../../renderer/logic/prices.ts';
import { ICONS, LINK } from '../../schema/fields.ts';
import { kindOf } from '../../schema/content.ts';
import { checkLink, type RouteManifest } from '../../pipeline/validate/manifest.ts';
import { collectReferences, knownKeys } from '../../pipeline/validate/schema-walk.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import { misencodedIn } from '../../pipeline/validate/encoding.ts';
import { fillerIn } from '../../pipeline/validate/filler-text.ts';
import { findMarkup, withoutMarkup } from '../../pipeline/validate/markup.ts';
import { closest, linkMeant, someOf } from '../../pipeline/validate/suggest.ts';
import { firstTextMistake, hasSuspectLine } from '../../pipeline/validate/yaml-errors.ts';
import { positionAt } from '../../pipeline/validate/yaml-positions.ts';
import { FIXTURE, validateFixture } from '../helpers/fixture-content.ts';

/** An id as content may hold it: not a placeholder typed as one (`na` for N/A, `tbd`). */
const slug = fc.stringMatching(/^[a-z]{2,8}(-[a-z]{2,8}){0,2}$/).filter((id) => fillerIn(id) === undefined);
/**
 * Visible text as content may hold it: no braces outside a placeholder, nothing invisible pasted in, no markup, no
 * filler and no letter lost to an encoding.
 */
const words = fc
  .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
  .filter(
    (text) =>
      text.trim().length > 0 &&
      !/[{}\u200b-\u200d\u2060\ufeff\u00ad]/.test(text) &&
      findMarkup(text) === undefined &&
      fillerIn(text) === undefined &&
      misencodedIn(text) === undefined,
  );

/** Every path to a scalar in a parsed YAML document, with the scalar. */
function scalarPaths(node: Node | null, path: PathSegment[] = []): Array<{ path: PathSegment[]; value: unknown }> {
  if (isMap(node))
    return node.items.flatMap((pair) =>
      scalarPaths(pair.value as Node | null, [...path, String((pair.key as { value: unknown }).value)]),
    );
  if (isSeq(node)) return node.items.flatMap((item, index) => scalarPaths(item as Node | null, [...path, index]));
  return isScalar(node) ? [{ path, value: node.value }] : [];
}

describe('yaml positions', () => {
  const yamlValue = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      words,
      fc.integer(),
      fc.boolean(),
      tie('list'),
      tie('map'),
    ),
    list: fc.array(tie('value'), { minLength: 1, maxLength: 4 }),
    map: fc.dictionary(slug, tie('value'), { minKeys: 1, maxKeys: 5 }),
  }));

  it('points every scalar at the text that holds it, and every key at its name', () => {
    fc.assert(
      fc.property(yamlValue.map as fc.Arbitrary<Record<string, unknown>>, (data) => {
        const text = stringify(data, { lineWidth: 0 });
        const lineCounter = new LineCounter();
        const doc = parseDocument(text, { lineCounter });
        const lines = text.split('\n');
        for (const { path, value } of scalarPaths(doc.contents as Node)) {
          const { line, column } = positionAt(doc, lineCounter, path);
          const rest = lines[line - 1]!.slice(column - 1);
          expect(parse(rest.replace(/^- /, ''))).toEqual(value);
          if (typeof path.at(-1) === 'string') {
            const key = positionAt(doc, lineCounter, path, 'key');
            expect(lines[key.line - 1]!.slice(key.column - 1).startsWith(`${String(path.at(-1))}:`)).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('a single mutation of a valid file is reported at the mutated node', () => {
  const files = ['pages/home.yaml', 'pages/services.yaml', 'solutions/alpha.yaml', 'testimonials.yaml'];

  /** Candidate mutations of one file: every scalar's type, every key's name, every link and id reference. */
  function mutations(file: string) {
    const text = readFileSync(join(FIXTURE, 'data', file), 'utf8');
    const doc = parseDocument(text);
    const data = doc.toJS();
    const schema = kindOf(file)!.schema;
    const references = collectReferences(schema, data).filter((reference) => reference.kind !== 'image');
    const scalars = scalarPaths(doc.contents as Node).filter(({ path }) => path.length > 0);
    return [
      ...scalars.map(({ path, value }) => ({
        kind: 'type change',
        path,
        target: 'value' as const,
        value: typeof value === 'string' ? 12345 : 'changed text',
      })),
      // Keys of free-form maps (such as keyMetrics) may be anything, so only schema-defined keys are renamed.
      ...scalars
        .filter(({ path }) => knownKeys(schema, data, path.slice(0, -1)).includes(String(path.at(-1))))
        .map(({ path }) => ({ kind: 'key rename', path, target: 'key' as const, value: undefined })),
      ...references.map(({ path, value }) => ({
        kind: 'reference change',
        path,
        target: 'value' as const,
        value: `${value}-x`,
      })),
    ].map((mutation) => ({ file, text, ...mutation }));
  }
  const all = files.flatMap(mutations);

  it.each([['type change'], ['key rename'], ['reference change']])('covers %s', (kind) => {
    expect(all.some((mutation) => mutation.kind === kind)).toBe(true);
  });

  it('finds the error on the mutated line and column', () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), ({ file, text, path, target, value }) => {
        const doc = parseDocument(text);
        if (target === 'key') {
          const parent = doc.getIn(path.slice(0, -1), true) as { items: Array<{ key: { value: unknown } }> };
          const pair = parent.items.find((item) => item.key.value === path.at(-1))!;
          pair.key.value = `${String(path.at(-1))}Typo`;
        } else {
          doc.setIn(path, value);
        }
        const mutated = String(doc);
        const lineCounter = new LineCounter();
        const reparsed = parseDocument(mutated, { lineCounter });
        // Expected position straight from the parser's own node ranges, independent of positionAt.
        const parent = reparsed.getIn(path.slice(0, -1), true) as { items: Array<{ key: Node }> } | undefined;
        const node =
          target === 'key'
            ? parent!.items.find(
                (item) => (item.key as unknown as { value: unknown }).value === `${String(path.at(-1))}Typo`,
              )!.key
            : (reparsed.getIn(path, true) as Node);
        const { line, col } = lineCounter.linePos(node.range![0]);
        const expected = { line, column: col };
        const { errors } = validateFixture({ [file]: { text: mutated } });
        expect(errors.filter((error) => error.file === `data/${file}`)).toContainEqual(
          expect.objectContaining(expected),
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('valid content produces no error', () => {
  const section = fc.oneof(
    fc.record({
      type: fc.constant('text'),
      heading: words,
      // The same paragraph twice is a copy left in.
      paragraphs: fc.uniqueArray(words, { minLength: 1, maxLength: 3, selector: (text) => text.trim() }),
    }),
    fc.record({
      type: fc.constant('benefits'),
      // Cards of one list have their own titles: the same title twice is a copied card.
      items: fc.uniqueArray(fc.record({ icon: fc.constantFrom(...ICONS), title: words, description: words }), {
        minLength: 1,
        maxLength: 4,
        selector: (item) => item.title,
      }),
    }),
    fc.record({
      type: fc.constant('call-to-action'),
      heading: words,
      actions: fc.constant([
        { label: 'Back home', href: '/services#offers' },
        { label: 'Book', opens: 'booking' },
      ]),
    }),
  );
  const page = fc.record({
    route: slug.map((segment) => `/extra/${segment}`),
    title: words,
    description: words,
    sections: fc
      .tuple(fc.record({ type: fc.constant('hero'), heading: words }), fc.array(section, { maxLength: 4 }))
      .map(([hero, rest]) => [hero, ...rest])
      // Two sections of a page with one heading are a section copied and left as it was.
      .filter((sections) => {
        const headings = sections.flatMap((section) => ('heading' in section ? [section.heading] : []));
        return new Set(headings).size === headings.length;
      }),
  });
  // Initials `XX` stand in for ones not known yet: a placeholder, refused.
  const testimonials = fc.uniqueArray(
    fc.record({
      id: slug,
      quote: words,
      name: words,
      role: words,
      initials: fc.stringMatching(/^[A-Z]{1,3}$/).filter((initials) => !/^X{2,}$/.test(initials)),
    }),
    {
      minLength: 1,
      maxLength: 5,
      // A quote's id picks it and its name is shown on its card: two of either in one list is a mistake.
      comparator: (a, b) => a.id === b.id || a.name === b.name,
    },
  );

  it('accepts generated pages and testimonials', () => {
    fc.assert(
      fc.property(page, testimonials, (extraPage, quotes) => {
        const fixtureQuotes = parse(readFileSync(join(FIXTURE, 'data', 'testimonials.yaml'), 'utf8'))
          .testimonials as Array<{ id: string; name: string }>;
        const merged = [
          ...fixtureQuotes,
          ...quotes.filter(
            (quote) => !fixtureQuotes.some((existing) => existing.id === quote.id || existing.name === quote.name),
          ),
        ];
        const { errors } = validateFixture({
          'pages/extra.yaml': { text: stringify(extraPage) },
          'testimonials.yaml': { text: stringify({ testimonials: merged }) },
        });
        expect(errors).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});

describe('hasSuspectLine', () => {
  // Lines from the pieces the text checks react to: indentation with tabs, dashes, colons, quotes, block text.
  const piece = fc.constantFrom(
    ' ',
    '  ',
    '\t',
    '-',
    '- ',
    ':',
    ': ',
    '"',
    "'",
    '#',
    'title',
    'href',
    'x y',
    '|',
    '>-',
    '\r',
    '/',
  );
  const line = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
  const text = fc.array(line, { maxLength: 12 }).map((lines) => lines.join('\n'));
  const names = new Set(['title', 'href']);

  it('agrees with the line-by-line scan on every text', () => {
    fc.assert(
      fc.property(text, (yaml) => {
        expect(hasSuspectLine(yaml, names)).toBe(firstTextMistake(yaml, names) !== undefined);
      }),
      // An item indented under the item above with a blank line between, which the quick check once missed.
      { numRuns: 3000, examples: [['- -\n\n - href']] },
    );
  });
});

describe('sortByStartingPrice', () => {
  const items = fc.array(fc.record({ startingPrice: fc.integer({ min: 1, max: 10_000 }), title: fc.string() }), {
    maxLength: 30,
  });

  it('orders any list ascending, keeps every item, and keeps ties in written order', () => {
    fc.assert(
      fc.property(items, (list) => {
        const indexed = list.map((item, index) => ({ ...item, index }));
        const sorted = sortByStartingPrice(indexed);
        expect(sorted).toHaveLength(list.length);
        expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(indexed);
        for (let i = 1; i < sorted.length; i += 1) {
          const [previous, current] = [sorted[i - 1]!, sorted[i]!];
          expect(previous.startingPrice).toBeLessThanOrEqual(current.startingPrice);
          if (previous.startingPrice === current.startingPrice) expect(previous.index).toBeLessThan(current.index);
        }
        expect(indexed.map((item) => item.index)).toEqual(list.map((_, index) => index));
      }),
    );
  });
});

describe('closest', () => {
  it('suggests only a candidate, the word itself when present, and one close to a typo', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{4,12}$/), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        (candidates, pick, at) => {
          const word = candidates[pick % candidates.length]!;
          expect(closest(word, candidates)).toBe(word);
          const position = at % word.length;
          const typo = `${word.slice(0, position)}${word.slice(position + 1)}`;
          const suggestion = closest(typo, candidates);
          expect(suggestion).toBeDefined();
          expect(candidates).toContain(suggestion);
          expect(distance(typo, suggestion!)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('offers nothing for unrelated words', () => {
    expect(closest('zzzzzzzz', ['title', 'description'])).toBeUndefined();
  });
});

describe('withoutMarkup', () => {
  const piece = fc.constantFrom(
    '<br>',
    '<br/>',
    '<b>',
    '</b>',
    '<a href="/x">',
    '&nbsp;',
    '&amp;',
    '&#169;',
    '**',
    '__',
    '[',
    '](/x)',
    ' ',
  );
  const marked = fc.array(fc.oneof(words, piece), { maxLength: 12 }).map((parts) => parts.join(''));

  it('writes any text as plain text, which it then leaves as it is', () => {
    fc.assert(
      fc.property(marked, (text) => {
        const plain = withoutMarkup(text);
        expect(findMarkup(plain)).toBeUndefined();
        expect(withoutMarkup(plain)).toBe(plain);
        if (findMarkup(text) === undefined) expect(plain).toBe(text);
      }),
    );
  });
});

describe('linkMeant', () => {
  const email = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,11}@[a-z0-9][a-z0-9-]{0,9}(\.[a-z]{2,6}){1,2}$/);
  const phone = fc.stringMatching(/^\+?[0-9]{1,3}(?:[ .-]?\(?[0-9]{3}\)?){2}[ .-]?[0-9]{4}$/);

  it('offers only a link the link fields accept', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), email, phone, words), (written) => {
        const link = linkMeant(written);
        if (link !== undefined) expect(link).toMatch(LINK);
      }),
    );
  });

  it('writes an email address as mailto: and a phone number as tel:', () => {
    fc.assert(
      fc.property(email, phone, (address, number) => {
        expect(linkMeant(address)).toBe(`mailto:${address}`);
        expect(linkMeant(number)).toBe(`tel:${number.startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`);
      }),
    );
  });
});

describe('someOf', () => {
  it('lists the first items in order, then says how many it left out', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 30 }),
        fc.integer({ min: 1, max: 10 }),
        (items, shown) => {
          const text = someOf(items, shown);
          const left = items.length - shown;
          expect(text).toBe(left > 0 ? `${items.slice(0, shown).join(', ')} and ${left} more` : items.join(', '));
        },
      ),
    );
  });
});

describe('checkLink', () => {
  const manifest = fc
    .uniqueArray(
      fc.record({ route: slug.map((segment) => `/${segment}`), anchors: fc.uniqueArray(slug, { maxLength: 4 }) }),
      {
        minLength: 1,
        maxLength: 8,
        selector: (entry) => entry.route,
      },
    )
    .map((routes): RouteManifest => ({
      routes: routes.map((entry) => ({ ...entry, file: 'x.yaml', kind: 'page' as const })),
      redirects: [],
    }));

  it('accepts every route and anchor of the manifest, and rejects unknown ones', () => {
    fc.assert(
      fc.property(manifest, slug, (routes, unknown) => {
        for (const entry of routes.routes) {
          expect(checkLink(routes, entry.route)).toEqual({ ok: true });
          for (const anchor of entry.anchors)
            expect(checkLink(routes, `${entry.route}#${anchor}`)).toEqual({ ok: true });
          if (!entry.anchors.includes(unknown)) expect(checkLink(routes, `${entry.route}#${unknown}`).ok).toBe(false);
        }
        if (!routes.routes.some((entry) => entry.route === `/${unknown}/missing`))
          expect(checkLink(routes, `/${unknown}/missing`).ok).toBe(false);
      }),
    );
  });

  it('follows redirects to check anchors on the final page', () => {
    const routes: RouteManifest = {
      routes: [{ route: '/solutions', file: 'x', kind: 'page', anchors: ['case-studies'] }],
      redirects: [{ from: '/case-studies', to: '/solutions#case-studies', file: 'y' }],
    };
    expect(checkLink(routes, '/case-studies')).toEqual({ ok: true });
    expect(checkLink(routes, '/case-studies#case-studies')).toEqual({ ok: true });
    expect(checkLink(routes, '/case-studies#nope').ok).toBe(false);
    expect(checkLink(routes, 'https://example.com/anything')).toEqual({ ok: true });
  });
});
