/** The one walk over plain data (parsed YAML): every value with its path, parents before children. */
import type { PathSegment } from '../../schema/errors/place.ts';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path` in plain data; undefined where the path leaves it. */
export const valueAt = (data: unknown, path: readonly PathSegment[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      isRecord(value) || Array.isArray(value) ? (value as Record<PathSegment, unknown>)[key] : undefined,
    data,
  );

/** `path` is one array updated in place as the walk goes: copy it (`[...path]`) to keep it beyond `visit`. */
export function walkValues(
  value: unknown,
  visit: (value: unknown, path: readonly PathSegment[]) => void,
  path: PathSegment[] = [],
): void {
  visit(value, path);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      walkValues(value[index], visit, path);
      path.pop();
    }
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      path.push(key);
      walkValues(value[key], visit, path);
      path.pop();
    }
  }
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
