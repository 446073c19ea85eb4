/**
 * Facts written once in data/ and stated in many places: each offering's starting price
 * (data/offerings.yaml). Text states one as `{price:chatbots}`; a pricing-list item names one with
 * `offering: chatbots`. These pure functions replace the references by their values before pages render.
 */
import { fill } from './fill.ts';

export interface Facts {
  /** `price:chatbots` -> `$699` */
  text: Record<string, string>;
  /** Offering id -> starting price in dollars. */
  prices: Record<string, number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A price as the site states it: `$699`. */
export const formatPrice = (dollars: number) => `$${dollars}`;

/** The facts in the content, from the plain data of data/offerings.yaml. */
export function factsFrom(offeringsData: unknown): Facts {
  const offerings = isRecord(offeringsData) && Array.isArray(offeringsData.offerings) ? offeringsData.offerings : [];
  const prices: Record<string, number> = {};
  for (const item of offerings)
    if (isRecord(item) && typeof item.id === 'string' && typeof item.startingPrice === 'number')
      prices[item.id] = item.startingPrice;
  const text = Object.fromEntries(Object.entries(prices).map(([id, price]) => [`price:${id}`, formatPrice(price)]));
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
