/**
 * Two saves of one file made from the same version merge by value: the data the editor opened (`base`), the data
 * saved since by someone else (`theirs`) and the editor's own (`ours`). Each value only one side changed takes that
 * side's change; a value both changed to different things is a conflict, which keeps ours until the person chooses.
 * List items merge by their identity where they have one (an `id`, or the id itself in a list of ids); a list without
 * identities merges item by item while both sides keep its items in place, else it is one value. The byte-stable
 * writer then writes the merged data over their text, so only our changed values' lines change. Browser-safe.
 */
import { deepEqual, plain, type Plain } from './yaml-text.ts';
import { isRecord } from '../validate/walk.ts';

export type ValuePath = (string | number)[];

/** A value both sides changed, to different things (`undefined`: the side took it out). */
export interface Conflict {
  path: ValuePath;
  base: Plain | undefined;
  theirs: Plain | undefined;
  ours: Plain | undefined;
}

export interface Merged {
  /** The data with both sides' changes; ours where they conflict. */
  merged: Plain | undefined;
  conflicts: Conflict[];
}

type Value = Plain | undefined;

/** An id as a list of ids writes it: lower-case words joined by hyphens. */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What names a list item whatever its place: its `id`, or itself in a list of ids. */
function identityOf(item: Value): string | undefined {
  if (typeof item === 'string') return ID.test(item) ? `=${item}` : undefined;
  if (isRecord(item) && typeof item.id === 'string') return `#${item.id}`;
  return undefined;
}

/** The items by identity, when every item has one and no two share it. */
function byIdentity(list: readonly Value[]): Map<string, Value> | undefined {
  const items = new Map<string, Value>();
  for (const item of list) {
    const identity = identityOf(item);
    if (identity === undefined || items.has(identity)) return undefined;
    items.set(identity, item);
  }
  return items;
}

/** Whether `side` holds the base's items in another order (only moved, not edited). */
function reordered(base: readonly Value[], side: readonly Value[]): boolean {
  if (base.length !== side.length || deepEqual(base, side)) return false;
  const key = (item: Value) => JSON.stringify(item);
  return deepEqual([...base].map(key).sort(), [...side].map(key).sort());
}

class Merge {
  readonly conflicts: Conflict[] = [];

  value(base: Value, theirs: Value, ours: Value, path: ValuePath): Value {
    if (deepEqual(theirs, ours)) return theirs;
    if (deepEqual(base, ours)) return theirs;
    if (deepEqual(base, theirs)) return ours;
    if (isRecord(theirs) && isRecord(ours)) return this.record(isRecord(base) ? base : {}, theirs, ours, path);
    if (Array.isArray(theirs) && Array.isArray(ours)) {
      const merged = this.list(Array.isArray(base) ? base : [], theirs, ours, path);
      if (merged) return merged;
    }
    return this.conflict(base, theirs, ours, path);
  }

  private conflict(base: Value, theirs: Value, ours: Value, path: ValuePath): Value {
    this.conflicts.push({ path, base, theirs, ours });
    return ours;
  }

  /** Keys in their order, with the keys only ours has after the key they follow in ours. */
  private record(
    base: Record<string, Plain>,
    theirs: Record<string, Plain>,
    ours: Record<string, Plain>,
    path: ValuePath,
  ): Value {
    const keys = inOrder(Object.keys(theirs), Object.keys(ours), (key) => key);
    const entries: [string, Plain][] = [];
    for (const key of new Set([...keys, ...Object.keys(base)])) {
      const value = this.value(base[key], theirs[key], ours[key], [...path, key]);
      if (value !== undefined) entries.push([key, value]);
    }
    return Object.fromEntries(entries);
  }

  /** The merged list, or undefined when it can only be one value (a conflict of the whole). */
  private list(base: Plain[], theirs: Plain[], ours: Plain[], path: ValuePath): Plain[] | undefined {
    const [b, t, o] = [byIdentity(base), byIdentity(theirs), byIdentity(ours)];
    if (b && t && o) return this.listByIdentity(b, t, o, path);
    const [theirEdits, ourEdits] = [editsInPlace(base, theirs), editsInPlace(base, ours)];
    if (theirEdits && ourEdits)
      return base.map((item, index) => this.value(item, theirs[index], ours[index], [...path, index]) as Plain);
    // One side added or took out items (and changed none), the other changed items in place: its changes go to the
    // items where they are now, unless one of them was taken out.
    const [added, edited] = ourEdits ? [theirs, ours] : theirEdits ? [ours, theirs] : [undefined, undefined];
    const kept = added && keptItems(base, added);
    if (!kept || !edited) return undefined;
    if (base.some((item, index) => !kept.has(index) && !deepEqual(item, edited[index]))) return undefined;
    const from = new Map([...kept].map(([at, to]) => [to, at]));
    return added.map((item, index) => {
      const at = from.get(index);
      return at === undefined ? item : (edited[at] as Plain);
    });
  }

  private listByIdentity(
    base: Map<string, Value>,
    theirs: Map<string, Value>,
    ours: Map<string, Value>,
    path: ValuePath,
  ): Plain[] | undefined {
    // An item one side took out and the other changed cannot be both: the list is one value then.
    for (const [id, item] of base) {
      if (!theirs.has(id) && ours.has(id) && !deepEqual(ours.get(id), item)) return undefined;
      if (!ours.has(id) && theirs.has(id) && !deepEqual(theirs.get(id), item)) return undefined;
    }
    const kept = (side: Map<string, Value>) =>
      [...side.keys()].filter((id) => base.has(id) && theirs.has(id) && ours.has(id));
    const [baseOrder, theirOrder, ourOrder] = [kept(base), kept(theirs), kept(ours)];
    // The order of the items both kept: the side that moved them, unless both moved them differently.
    const ourLead = deepEqual(theirOrder, baseOrder) && !deepEqual(ourOrder, baseOrder);
    if (!ourLead && !deepEqual(ourOrder, baseOrder) && !deepEqual(ourOrder, theirOrder)) return undefined;
    const [lead, other] = ourLead ? [ours, theirs] : [theirs, ours];
    const stays = (id: string) => base.has(id) === false || (theirs.has(id) && ours.has(id));
    const order = inOrder(
      [...lead.keys()].filter(stays),
      [...other.keys()],
      (id) => id,
      (id) => !base.has(id),
    );
    return order.map((id, index) => this.value(base.get(id), theirs.get(id), ours.get(id), [...path, index]) as Plain);
  }
}

/** Whether `side` only changed items of `base` in their places (as many items, none moved). */
function editsInPlace(base: readonly Value[], side: readonly Value[]): boolean {
  return base.length === side.length && !reordered(base, side);
}

/**
 * Where each item of `base` is in `side`, when `side` only added and took out items: every other item is unchanged and
 * in the same order. Undefined when it changed or moved any.
 */
function keptItems(base: readonly Value[], side: readonly Value[]): Map<number, number> | undefined {
  const kept = new Map<number, number>();
  let next = 0;
  for (const [index, item] of side.entries()) {
    const found = base.findIndex((candidate, at) => at >= next && deepEqual(candidate, item));
    if (found >= 0) {
      kept.set(found, index);
      next = found + 1;
    } else if (base.some((candidate) => deepEqual(candidate, item))) return undefined;
  }
  return kept;
}

/**
 * `lead` with the items only `other` has (those `added` says), each after the item it follows in `other` (first when
 * it leads there, last when it ends it). Items are told apart by `key`.
 */
function inOrder<T>(
  lead: readonly T[],
  other: readonly T[],
  key: (item: T) => string,
  added: (item: T) => boolean = () => true,
): T[] {
  const result = [...lead];
  const placed = new Set(lead.map(key));
  other.forEach((item, index) => {
    if (placed.has(key(item)) || !added(item)) return;
    const before = other
      .slice(0, index)
      .reverse()
      .find((candidate) => placed.has(key(candidate)));
    const last = !other.slice(index + 1).some((candidate) => placed.has(key(candidate)));
    const at = last
      ? result.length
      : before === undefined
        ? 0
        : result.findIndex((candidate) => key(candidate) === key(before)) + 1;
    result.splice(at, 0, item);
    placed.add(key(item));
  });
  return result;
}

/** Merges two sides' changes to the data `base`: both sides' changes, ours where both changed a value differently. */
export function mergeData(base: unknown, theirs: unknown, ours: unknown): Merged {
  const merge = new Merge();
  const merged = merge.value(
    base === undefined ? undefined : plain(base),
    theirs === undefined ? undefined : plain(theirs),
    ours === undefined ? undefined : plain(ours),
    [],
  );
  return { merged, conflicts: merge.conflicts };
}
