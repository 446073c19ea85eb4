/**
 * Where each text a visitor reads is written: every text and number of every content file with what the site shows
 * for it (facts such as `{price:chatbots}` filled in, numbers as the renderers print them). The editor uses it both
 * ways: a text clicked in the preview leads to its field (`fieldForText`), a focused field to the texts the preview
 * shows for it (`textOfField`), and its search finds entries by what a visitor reads (`search`). Pure: it reads the
 * files' parsed data and the schemas, nothing of the page.
 */
import type * as z from 'zod';
import { kindOf } from '../../schema/content.ts';
import { fill, PLACEHOLDER } from '../../pipeline/lib/fill.ts';
import { factKey, factsFrom, formatPrice } from '../../pipeline/lib/resolve-facts.ts';
import { isCodeValue, resolve, schemaAt, type PathSegment } from '../../pipeline/lib/schema-walk.ts';
import { isRecord } from '../../pipeline/lib/walk.ts';

/** A field of an entry: its file (`data/pages/home.yaml`) and its dotted path in the file's data (`sections.2.heading`). */
export interface FieldRef {
  file: string;
  path: string;
}

/** One value of a content file as the index holds it. */
export interface Leaf {
  ref: FieldRef;
  /** What the site shows for it, whitespace-normalised: the text as written first, then other forms of a number. */
  shown: string[];
  /** Whether a visitor reads it: not an address, an id or a choice from a list. Only these are searched. */
  read: boolean;
  /** The facts filled into its text, each with the field the fact is written in. */
  facts: Array<{ value: string; ref: FieldRef }>;
  /** When all it shows is a fact's value (`{price:chatbots}+`, an item with `offering: chatbots`): that fact's field. */
  factRef?: FieldRef;
}

export interface TextIndex {
  /** In document order: file by file as given, each file's values as written. */
  leaves: readonly Leaf[];
  /** Every shown form to the leaves showing exactly that, in document order. */
  byText: ReadonlyMap<string, readonly number[]>;
  /** The same with the spaces taken out (`45minutes`): an element's text runs its parts together. */
  byJoinedText: ReadonlyMap<string, readonly number[]>;
}

export interface SearchHit {
  ref: FieldRef;
  /** The field's shown text, with the part that matched and some words either side. */
  snippet: { before: string; match: string; after: string };
}

export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const joined = (text: string) => text.replace(/ /g, '');

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);
const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Whether `needle` occurs in `haystack` without cutting a word in two (`$699` in `Starting at $699`, not `99`). */
function holds(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const cutsBefore = isWordCharacter(haystack[at - 1]) && isWordCharacter(needle[0]);
    const cutsAfter = isWordCharacter(haystack[at + needle.length]) && isWordCharacter(needle.at(-1));
    if (!cutsBefore && !cutsAfter) return true;
  }
  return false;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** Each fact's name (`price:chatbots`) to the field it is written in, as pipeline/lib/resolve-facts.ts reads them. */
function factFields(files: Record<string, unknown>): Record<string, FieldRef> {
  const fields: Record<string, FieldRef> = {};
  for (const [file, data] of Object.entries(files)) {
    if (!isRecord(data)) continue;
    if (file === 'data/offerings.yaml' && Array.isArray(data.offerings)) {
      data.offerings.forEach((item, index) => {
        if (isRecord(item) && typeof item.id === 'string')
          fields[`price:${item.id}`] = { file, path: `offerings.${index}.startingPrice` };
      });
    } else if (file.startsWith('data/solutions/')) {
      const id = file.slice('data/solutions/'.length).replace(/\.yaml$/, '');
      fields[`summary:${id}`] = { file, path: 'subtitle' };
      (Array.isArray(data.stats) ? data.stats : []).forEach((stat, index) => {
        if (isRecord(stat) && typeof stat.label === 'string')
          fields[`stat:${id}:${factKey(stat.label)}`] = { file, path: `stats.${index}.value` };
      });
    }
  }
  return fields;
}

/** Each file's leaves by its data object, with the facts they were filled with. */
const keptLeaves = new WeakMap<object, { file: string; factsKey: string; leaves: Leaf[] }>();

/**
 * The index of every content file's data (`data/pages/home.yaml` -> the file's parsed YAML, placeholders as
 * written). Facts are computed from the same files, as the build does.
 */
export function buildTextIndex(files: Record<string, unknown>, year = new Date().getFullYear()): TextIndex {
  const inData = (file: string) => file.replace(/^data\//, '');
  const facts = factsFrom(Object.entries(files).map(([file, data]) => ({ relativePath: inData(file), data })));
  const fields = factFields(files);
  const values: Record<string, string> = { ...facts.text, year: String(year) };
  const leaves: Leaf[] = [];
  const factsKey = JSON.stringify(values);

  for (const [file, data] of Object.entries(files)) {
    // A file's leaves are kept while its data and the facts are the same: the editor indexes the content again after
    // each change, which is one file.
    const kept = isRecord(data) ? keptLeaves.get(data) : undefined;
    if (kept?.file === file && kept.factsKey === factsKey) {
      leaves.push(...kept.leaves);
      continue;
    }
    const first = leaves.length;
    const fileSchema = kindOf(inData(file))?.schema;
    const add = (leaf: Leaf) =>
      leaves.push({ ...leaf, shown: [...new Set(leaf.shown.map(normalise))].filter(hasWords) });

    /** `schema` is the field's schema (undefined where the data leaves the schema), found one step at a time. */
    const visit = (
      value: unknown,
      schema: z.ZodType | undefined,
      path: PathSegment[],
      parent: Record<string, unknown>,
      pricePrefix?: string,
    ) => {
      const ref = { file, path: path.join('.') };
      // A union (a section of any type) is told apart once per value, not once per field.
      const resolved = schema && (Array.isArray(value) || isRecord(value)) ? resolve(schema, value) : schema;
      const childSchema = (key: PathSegment) => resolved && schemaAt(resolved, value, [key]);
      if (typeof value === 'string') {
        const used = [...value.matchAll(PLACEHOLDER)]
          .map((match) => match[1]!)
          .filter((name) => name in fields && name in facts.text);
        const onlyFact = used.length > 0 && new Set(used).size === 1 && !hasWords(value.replace(PLACEHOLDER, ''));
        add({
          ref,
          shown: [fill(value, values)],
          read: !(schema && isCodeValue(schema, value)),
          facts: used.map((name) => ({ value: values[name]!, ref: fields[name]! })),
          ...(onlyFact && { factRef: fields[used[0]!] }),
        });
      } else if (typeof value === 'number') {
        // As the renderers print numbers: plain (a year, a counter), with its suffix (`14+`), a price with its `$`.
        const suffix = path.at(-1) === 'value' && typeof parent.suffix === 'string' ? [`${value}${parent.suffix}`] : [];
        const price = path.at(-1) === 'startingPrice' ? [formatPrice(value)] : [];
        add({ ref, shown: [String(value), grouped.format(value), ...suffix, ...price], read: true, facts: [] });
      } else if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, childSchema(index), [...path, index], parent, pricePrefix));
      } else if (isRecord(value)) {
        const prefix = typeof value.pricePrefix === 'string' ? value.pricePrefix : pricePrefix;
        // A map (a record such as `keyMetrics`) has a field for any key; an object only for its own.
        const keysShown = childSchema('\u0000 any key') !== undefined;
        for (const [key, item] of Object.entries(value)) {
          // A map's keys are labels a visitor reads (`Time Saved: 95%`); they lead to their value's field.
          if (keysShown) add({ ref: { file, path: [...path, key].join('.') }, shown: [key], read: true, facts: [] });
          visit(item, childSchema(key), [...path, key], value, prefix);
        }
        // An item with `offering: id` shows that offering's price, after the list's `pricePrefix` (PriceList.tsx).
        const offering = typeof value.offering === 'string' ? `price:${value.offering}` : '';
        if (offering in fields) {
          const price = facts.prices[value.offering as string]!;
          add({
            ref: { file, path: [...path, 'offering'].join('.') },
            shown: [...(prefix === undefined ? [] : [`${prefix}${price}`]), formatPrice(price), String(price)],
            read: true,
            facts: [],
            factRef: fields[offering],
          });
        }
      }
    };
    visit(data, fileSchema, [], {});
    if (isRecord(data)) keptLeaves.set(data, { file, factsKey, leaves: leaves.slice(first) });
  }

  const byText = new Map<string, number[]>();
  const byJoinedText = new Map<string, number[]>();
  const list = (map: Map<string, number[]>, key: string, at: number) => {
    const same = map.get(key);
    if (same) same.push(at);
    else map.set(key, [at]);
  };
  leaves.forEach((leaf, at) => {
    for (const text of leaf.shown) {
      list(byText, text, at);
      list(byJoinedText, joined(text), at);
    }
  });
  return { leaves, byText, byJoinedText };
}

/** The field a leaf leads to for `text`: a fact's own field when the text is the fact's value or lies inside it. */
function fieldFor(leaf: Leaf, text: string): FieldRef {
  return leaf.factRef ?? leaf.facts.find((fact) => holds(fact.value, text))?.ref ?? leaf.ref;
}

/**
 * The field that holds a text of the page (a text node's text): the leaf showing exactly that text, else one whose
 * text holds it, else the longest one it holds. Among several, the open entry's `file` first, then the site-wide
 * files (navigation, testimonials, prices, solutions), then other pages, each in document order: a page shows its own
 * words and shared ones, another page's only by chance. A bare number (`1`, `2024`) is looked for in the open entry
 * alone, as it says too little to be told apart elsewhere (a numbered clause's `1` is no price's `1`). Undefined for
 * a text without letters or digits, or one no content holds; a fact's value leads to the fact's own field.
 */
export function fieldForText(index: TextIndex, text: string, { file }: { file?: string } = {}): FieldRef | undefined {
  const wanted = normalise(text);
  if (!hasWords(wanted)) return undefined;
  const rank = (at: number) => {
    const where = index.leaves[at]!.ref.file;
    return where === file ? 0 : where.startsWith('data/pages/') ? 2 : 1;
  };
  const best = (candidates: readonly number[]) =>
    candidates.reduce<number | undefined>(
      (found, at) => (found === undefined || rank(at) < rank(found) ? at : found),
      undefined,
    );
  const readLeaves = index.leaves.flatMap((leaf, at) => (leaf.read ? [at] : []));
  const shownBy = (at: number) => index.leaves[at]!.shown;
  const holding = (candidates: number[]) =>
    candidates.filter((at) => shownBy(at).some((shown) => holds(shown, wanted)));
  const exact = index.byText.get(wanted) ?? [];
  let found = best(exact.filter((at) => rank(at) === 0));
  if (/^\d+$/.test(wanted)) {
    // A bare number: the open entry's own value, or nothing.
  } else if (!/\p{L}/u.test(wanted)) {
    // A figure (`30+`, `98%`, `$699`): the open entry's, also where it leads a sentence the page shows in two parts
    // (`30+` over `staff hours saved`), else the same figure elsewhere; never part of another figure.
    found ??= best(holding(readLeaves.filter((at) => rank(at) === 0)));
    found ??= best(exact);
  } else {
    found ??= best(exact);
    // An element's text runs its parts together where the page sets them apart by layout (`45` over `minutes`).
    found ??= best((index.byJoinedText.get(joined(wanted)) ?? []).filter((at) => index.leaves[at]!.read));
    found ??= best(holding(readLeaves));
    if (found === undefined) {
      const held = readLeaves.map((at) => ({
        at,
        length: shownBy(at).find((shown) => holds(wanted, shown))?.length ?? 0,
      }));
      const longest = Math.max(0, ...held.map((candidate) => candidate.length));
      if (longest > 0) found = best(held.filter((candidate) => candidate.length === longest).map(({ at }) => at));
    }
  }
  return found === undefined ? undefined : fieldFor(index.leaves[found]!, wanted);
}

const sameField = (a: FieldRef, b: FieldRef) => a.file === b.file && a.path === b.path;

/**
 * What the site shows for a field: its own text, the texts of the fields inside it (a section, a card), and every
 * text that states it when it is a fact (a price, a case study's figure). In document order.
 */
export function textOfField(index: TextIndex, ref: FieldRef): string[] {
  const inside = (leaf: Leaf) =>
    leaf.ref.file === ref.file && (leaf.ref.path === ref.path || leaf.ref.path.startsWith(`${ref.path}.`));
  const states = (leaf: Leaf) =>
    (leaf.factRef !== undefined && sameField(leaf.factRef, ref)) || leaf.facts.some((fact) => sameField(fact.ref, ref));
  // Every form a value is shown in (a price is `699` and `$699`): the page prints one of them.
  const texts = index.leaves.filter((leaf) => inside(leaf) || states(leaf)).flatMap((leaf) => leaf.shown);
  return [...new Set(texts)];
}

const SNIPPET_BEFORE = 40;
const SNIPPET_AFTER = 80;

/** Up to `length` characters from the end (`fromEnd`) or the start of `text`, cut at a space, with `…` where cut. */
function clip(text: string, length: number, fromEnd: boolean): string {
  if (text.length <= length) return text;
  if (fromEnd) {
    const part = text.slice(-length);
    return `…${part.slice(part.indexOf(' ') + 1)}`;
  }
  const part = text.slice(0, length);
  return `${part.slice(0, Math.max(part.lastIndexOf(' '), 1))}…`;
}

/**
 * The fields whose shown text holds `query` (case and runs of spaces aside), in document order, each once, with a
 * snippet around the first match. Only what a visitor reads is searched.
 */
export function search(index: TextIndex, query: string): SearchHit[] {
  const wanted = normalise(query).toLowerCase();
  if (!wanted) return [];
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (const leaf of index.leaves) {
    const key = `${leaf.ref.file}#${leaf.ref.path}`;
    if (!leaf.read || seen.has(key)) continue;
    for (const text of leaf.shown) {
      const at = text.toLowerCase().indexOf(wanted);
      if (at < 0) continue;
      seen.add(key);
      hits.push({
        ref: leaf.ref,
        snippet: {
          before: clip(text.slice(0, at), SNIPPET_BEFORE, true),
          match: text.slice(at, at + wanted.length),
          after: clip(text.slice(at + wanted.length), SNIPPET_AFTER, false),
        },
      });
      break;
    }
  }
  return hits;
}
