/**
 * Makes the text index (admin/lib/text-index.ts) from every content file's data: each value found with its schema,
 * so a code (an address, an id, a choice) is told from what a visitor reads. The editor loads it with the validator,
 * after its first screen (admin/state/checks.ts).
 */
import type * as z from 'zod';
import { kindOf } from '../../schema/content.ts';
import { clockTime } from '../../schema/product-tour-files.ts';
import { fill, PLACEHOLDER } from '../../pipeline/validate/fill.ts';
import { factsFrom, formatPrice } from '../../pipeline/validate/resolve-facts.ts';
import { isCodeValue, resolve, schemaAt } from '../../pipeline/validate/schema-walk.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import { isRecord } from '../../pipeline/validate/walk.ts';
import { factFields } from './facts.ts';
import { hasWords, joined, normalise, type Leaf, type TextIndex } from './text-index.ts';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

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
        // A product tour shows its running time, the sum of its steps' seconds (renderer/sections/Video.tsx).
        if (path.at(-1) === 'tour' && Array.isArray(value.steps)) {
          const seconds = value.steps.reduce<number>(
            (total, step) => total + (isRecord(step) && typeof step.seconds === 'number' ? step.seconds : 0),
            0,
          );
          add({ ref, shown: [clockTime(seconds)], read: true, facts: [] });
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
