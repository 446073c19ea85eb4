/**
 * Lists a reader expects in one direction: items that carry a sequence (a year, a date, a step number, a price, a
 * plan that builds on another) read from first to last. The sequence is found in the items themselves, not listed
 * per section: a field all items share whose values are years, dates, step numbers or prices, or a text that starts
 * with one (`Step 3: …`, `2019 – …`). An item out of that order is reported at its line, with the item it belongs
 * after. A list read in one direction may run either way (oldest or newest first); most of its steps say which.
 */
import type { ErrorParams } from '../../schema/errors/catalogue.ts';
import { itemOf } from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import { placeIn, type SourceFile } from './load.ts';
import { isRecord, walkValues } from './walk.ts';

type By = ErrorParams<'outOfOrder'>['by'];

/** A value's place in a sequence, and how to show it: `2023`, `Step 3`, `$499`. */
interface Key {
  by: By;
  value: number;
  shown: string;
  /** Step numbers must share their word (`Step`, `Week`): "Step 2" and "Week 1" are not one sequence. */
  word?: string;
}

/** Fields whose number is a place in a sequence by its name. */
const ORDER_FIELDS = /^(?:year|step|order|rank|position|phase|stage|day|week|month|level|tier|number|index)$/i;
const MONTHS = 'january february march april may june july august september october november december'.split(' ');
const MONTH = new RegExp(
  `\\b(${MONTHS.map((month) => `${month.slice(0, 3)}(?:${month.slice(3)})?`).join('|')})\\.?`,
  'i',
);
const ORDINAL = /^(step|phase|stage|week|day|month|part|level|tier|round|module|lesson|chapter)\s+(\d+)\b/i;
const NUMBERED = /^(?:#\s?)?(\d{1,2})[.):]\s/;
const YEAR = /^(?:in\s+)?((?:19|20)\d{2})\b(?![.,]?\d)/i;
const MONEY = /[$€£]\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/;

/** A date written as a reader writes one: `April 10th, 2025`, `March 2023`, `2025-04-10`. */
function dateOf(text: string): number | undefined {
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?\b/.exec(text);
  if (iso) return Number(iso[1]) * 10000 + Number(iso[2]) * 100 + Number(iso[3] ?? 0);
  const month = MONTH.exec(text);
  const year = /\b((?:19|20)\d{2})\b/.exec(text);
  if (!month || !year || month.index > 12) return undefined;
  const index = MONTHS.findIndex((name) => name.startsWith(month[1]!.toLowerCase().slice(0, 3)));
  const day = /\b(\d{1,2})(?:st|nd|rd|th)?\b/.exec(text.slice(month.index, year.index).replace(year[1]!, ''));
  return Number(year[1]) * 10000 + (index + 1) * 100 + Number(day?.[1] ?? 0);
}

/** The key a text carries at its start: a step number, a year, a date. */
function textKey(text: string): Key | undefined {
  const ordinal = ORDINAL.exec(text);
  if (ordinal) return { by: 'number', value: Number(ordinal[2]), shown: ordinal[0], word: ordinal[1]!.toLowerCase() };
  const date = dateOf(text);
  if (date !== undefined) return { by: 'date', value: date, shown: text.length > 24 ? `${text.slice(0, 24)}…` : text };
  const year = YEAR.exec(text);
  if (year) return { by: 'year', value: Number(year[1]), shown: year[1]! };
  const numbered = NUMBERED.exec(text);
  if (numbered) return { by: 'number', value: Number(numbered[1]), shown: numbered[0].trim(), word: '#' };
  return undefined;
}

/**
 * A price as the list itself writes it (`$199`, `$99/month`): the tiers of one offer. A price stated through its fact
 * (`Starting at {price:chatbots}`) orders nothing: it changes in data/offerings.yaml, and cards of different offers
 * may stand in any order.
 */
function priceKey(text: string): Key | undefined {
  const money = MONEY.exec(text);
  return money ? { by: 'price', value: Number(money[1]!.replace(/,/g, '')), shown: money[0] } : undefined;
}

/** The keys every item of a list carries in one of its fields, or in its own text: the first field that has them. */
function sequenceOf(items: readonly unknown[]): Key[] | undefined {
  const complete = (keys: Array<Key | undefined>) =>
    keys.every((key): key is Key => key !== undefined && key.by === keys[0]!.by && key.word === keys[0]!.word)
      ? keys
      : undefined;
  if (items.every((item) => typeof item === 'string')) return complete(items.map((item) => textKey(item as string)));
  if (!items.every(isRecord)) return undefined;
  const fields = Object.keys(items[0]!).filter((field) => items.every((item) => field in item));
  for (const field of fields) {
    const values = items.map((item) => item[field]);
    const keys = values.every((value) => typeof value === 'number')
      ? ORDER_FIELDS.test(field)
        ? values.map((value): Key => ({
            by: field === 'year' ? 'year' : 'number',
            value: value as number,
            shown: String(value),
          }))
        : undefined
      : values.every((value) => typeof value === 'string')
        ? complete(values.map((value) => (/price/i.test(field) ? priceKey(value as string) : textKey(value as string))))
        : undefined;
    if (keys) return keys;
  }
  return undefined;
}

/** The longest run of items, in list order, whose keys never go back: what stays in place. */
function inPlace(values: readonly number[]): Set<number> {
  // ends[k]: index of the item ending the best run of length k + 1 found so far; previous links a run's items.
  const ends: number[] = [];
  const previous: number[] = [];
  values.forEach((value, index) => {
    let low = 0;
    let high = ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[ends[middle]!]! <= value) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? ends[low - 1]! : -1;
    ends[low] = index;
  });
  const kept = new Set<number>();
  for (let index = ends.at(-1) ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return kept;
}

/** The item's name, as tiers name the item they build on: `name`, else `title`. */
const nameOf = (item: unknown) =>
  isRecord(item) ? [item.name, item.title].find((name): name is string => typeof name === 'string') : undefined;

/**
 * Tiers that build on each other (`Everything in Starter`): each item's rank in that chain, when every item is in
 * it. Starter 0, Growth 1, Premium 2, in whatever order the list has them.
 */
function tierKeys(items: readonly unknown[]): Key[] | undefined {
  const names = items.map((item) => nameOf(item)?.toLowerCase());
  if (names.some((name) => name === undefined)) return undefined;
  const buildsOn = items.map((item) => {
    let on: number | undefined;
    walkValues(item, (value) => {
      const found =
        typeof value === 'string' ? /^everything in (?:the )?(.+?)(?:,|\.|\s+plus\b|\s+plan\b|$)/i.exec(value) : null;
      const index = found ? names.indexOf(found[1]!.toLowerCase()) : -1;
      if (index >= 0 && on === undefined) on = index;
    });
    return on;
  });
  const built = new Set(buildsOn.filter((on) => on !== undefined));
  if (!buildsOn.every((on, index) => on !== undefined || built.has(index))) return undefined;
  const rank = (index: number, seen = new Set<number>()): number => {
    const on = buildsOn[index];
    if (on === undefined || seen.has(index)) return 0;
    return rank(on, seen.add(index)) + 1;
  };
  return items.map((item, index) => ({ by: 'tier', value: rank(index), shown: nameOf(item)! }));
}

/** The first item of a list out of the order its keys imply, if any. */
function orderMistake(source: SourceFile, path: PathSegment[], items: readonly unknown[]) {
  if (items.length < 3) return undefined;
  const keys = tierKeys(items) ?? sequenceOf(items);
  if (!keys) return undefined;
  let rising = 0;
  let falling = 0;
  for (let index = 1; index < keys.length; index += 1) {
    if (keys[index]!.value > keys[index - 1]!.value) rising += 1;
    if (keys[index]!.value < keys[index - 1]!.value) falling += 1;
  }
  const descending = falling > rising;
  const values = keys.map((key) => (descending ? -key.value : key.value));
  const kept = inPlace(values);
  const out = keys.map((_, index) => index).filter((index) => !kept.has(index));
  // More than a third out of place: the keys are not an order the list keeps (prices of unrelated cards, say).
  if (out.length === 0 || out.length > Math.max(1, Math.floor(keys.length / 3))) return undefined;
  const index = out[0]!;
  const before = [...kept].filter((other) => values[other]! <= values[index]!).sort((a, b) => b - a)[0];
  const next = [...kept].sort((a, b) => a - b)[0]!;
  const item = itemOf(String(path.at(-1) ?? ''));
  const place = (other: number) => ({ key: keys[other]!.shown, at: placeIn(source, [...path, other]) });
  return {
    ...placeIn(source, [...path, index]),
    ...mistake('outOfOrder', {
      item,
      by: keys[index]!.by,
      key: keys[index]!.shown,
      descending,
      ...(before === undefined ? { before: place(next) } : { after: place(before) }),
    }),
  };
}

/** Every list of `source` with an item out of its order: one error per list, at the item. */
export function listOrderMistakes(source: SourceFile): ContentError[] {
  if (!source.readable) return [];
  const errors: ContentError[] = [];
  walkValues(source.data, (value, path) => {
    if (!Array.isArray(value)) return;
    const error = orderMistake(source, [...path], value);
    if (error) errors.push(error);
  });
  return errors;
}
