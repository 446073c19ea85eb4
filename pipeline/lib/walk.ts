/** The one walk over plain data (parsed YAML): every value with its path, parents before children. */
import type { PathSegment } from './schema-walk.ts';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function walkValues(
  value: unknown,
  visit: (value: unknown, path: readonly PathSegment[]) => void,
  path: PathSegment[] = [],
): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((item, index) => walkValues(item, visit, [...path, index]));
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) walkValues(item, visit, [...path, key]);
}

/** How many records (objects inside lists) a value holds, at any depth. */
export function countRecords(value: unknown): number {
  let count = 0;
  walkValues(value, (item, path) => {
    if (typeof path.at(-1) === 'number' && typeof item === 'object' && item !== null) count += 1;
  });
  return count;
}

/** Every string written under `key` at any depth, alone or in a list: each `testimonial`, each `solutions` id. */
export function stringsUnder(value: unknown, key: string): Set<string> {
  const found = new Set<string>();
  walkValues(value, (item) => {
    if (!isRecord(item) || !(key in item)) return;
    const under = item[key];
    for (const entry of Array.isArray(under) ? under : [under]) if (typeof entry === 'string') found.add(entry);
  });
  return found;
}
