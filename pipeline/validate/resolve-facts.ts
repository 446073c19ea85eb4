/**
 * Facts written once in data/ and stated in many places:
 * - each offering's starting price (data/offerings.yaml): `{price:chatbots}` in text gives `$699`, and a
 *   pricing-list item with `offering: chatbots` gets its `startingPrice`;
 * - each case study's headline figures (the `stats` of data/solutions/{id}.yaml): `{stat:dinamiq:data-accuracy}`
 *   gives `98%` (the label in lower-case words joined by hyphens);
 * - each solution's summary (its `subtitle`): `{summary:dinamiq}`.
 * These pure functions list the facts and replace the references by their values before pages render.
 */
import { fill } from './fill.ts';
import { isRecord } from './walk.ts';

export interface Facts {
  /** Placeholder name -> its text: `price:chatbots` -> `$699`, `stat:dinamiq:data-accuracy` -> `98%`. */
  text: Record<string, string>;
  /** Offering id -> starting price in dollars. */
  prices: Record<string, number>;
}

/** A price as the site states it: `$699`. */
export const formatPrice = (dollars: number) => `$${dollars}`;

/** A figure's label as a placeholder names it: `Data Accuracy` gives `data-accuracy`. */
export const factKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The facts in the content, from the plain data of data/offerings.yaml and data/solutions/*.yaml. */
export function factsFrom(sources: ReadonlyArray<{ relativePath: string; data: unknown }>): Facts {
  const prices: Record<string, number> = {};
  const text: Record<string, string> = {};
  for (const { relativePath, data } of sources) {
    if (!isRecord(data)) continue;
    if (relativePath === 'offerings.yaml' && Array.isArray(data.offerings)) {
      for (const item of data.offerings)
        if (isRecord(item) && typeof item.id === 'string' && typeof item.startingPrice === 'number') {
          prices[item.id] = item.startingPrice;
          text[`price:${item.id}`] = formatPrice(item.startingPrice);
        }
    } else if (relativePath.startsWith('solutions/')) {
      const id = relativePath.slice('solutions/'.length).replace(/\.yaml$/, '');
      if (typeof data.subtitle === 'string') text[`summary:${id}`] = data.subtitle;
      for (const stat of Array.isArray(data.stats) ? data.stats : [])
        if (isRecord(stat) && typeof stat.label === 'string' && typeof stat.value === 'string')
          text[`stat:${id}:${factKey(stat.label)}`] = stat.value;
    }
  }
  return { text, prices };
}

/** `data` with every fact reference replaced by its value; the input is not changed. */
export function resolveFacts<T>(data: T, facts: Facts): T {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes('{') ? fill(value, facts.text) : value;
    if (Array.isArray(value)) return value.map(visit);
    if (!isRecord(value)) return value;
    const resolved = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item)]));
    if (typeof value.offering === 'string' && value.offering in facts.prices)
      resolved.startingPrice = facts.prices[value.offering];
    return resolved;
  };
  return visit(data) as T;
}
