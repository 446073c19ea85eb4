/**
 * Two saves of one file from the same version merge by value (pipeline/save/merge.ts): each side's changes are kept,
 * and a conflict is reported exactly where both sides changed one value to different things. Written over their
 * text by the byte-stable writer, the merge changes only the lines of our changed values.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { mergeData } from '../../pipeline/save/merge.ts';
import { editYaml } from '../../pipeline/save/yaml-edit.ts';

type Path = (string | number)[];

function setAt<T>(data: T, path: Path, value: unknown): T {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy as T;
}

const valueAt = (data: unknown, path: Path) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data);

describe('mergeData', () => {
  const home = parse(readFileSync('data/pages/home.yaml', 'utf8')) as {
    sections: Array<Record<string, unknown>>;
  };

  it('keeps both changes to different values, and theirs where only they changed something', () => {
    const theirs = setAt(home, ['sections', 0, 'heading'], 'Their heading');
    const ours = setAt(home, ['sections', 0, 'subheading'], 'Our tagline');
    const { merged, conflicts } = mergeData(home, theirs, ours);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(setAt(theirs, ['sections', 0, 'subheading'], 'Our tagline'));
    expect(mergeData(home, theirs, home)).toEqual({ merged: theirs, conflicts: [] });
    expect(mergeData(home, home, ours)).toEqual({ merged: ours, conflicts: [] });
  });

  it('reports a value both changed differently, keeping ours in the merge; the same change twice is no conflict', () => {
    const theirs = setAt(home, ['sections', 0, 'heading'], 'Their heading');
    const ours = setAt(home, ['sections', 0, 'heading'], 'Our heading');
    expect(mergeData(home, theirs, ours)).toEqual({
      merged: ours,
      conflicts: [
        {
          path: ['sections', 0, 'heading'],
          base: home.sections[0]!.heading,
          theirs: 'Their heading',
          ours: 'Our heading',
        },
      ],
    });
    expect(mergeData(home, theirs, theirs)).toEqual({ merged: theirs, conflicts: [] });
  });

  it('reports a value one side took out and the other changed', () => {
    const base = { title: 'A', intro: 'Old' };
    expect(mergeData(base, { title: 'A' }, { title: 'A', intro: 'New' }).conflicts).toEqual([
      { path: ['intro'], base: 'Old', theirs: undefined, ours: 'New' },
    ]);
    expect(mergeData(base, { title: 'B' }, { title: 'A', intro: 'Old' })).toEqual({
      merged: { title: 'B' },
      conflicts: [],
    });
  });

  it('merges a list of ids by id: both additions kept, a removal kept, each in its place', () => {
    const base = { solutions: ['alpha', 'beta', 'gamma'] };
    const theirs = { solutions: ['alpha', 'beta', 'gamma', 'delta'] };
    const ours = { solutions: ['alpha', 'epsilon', 'gamma'] };
    expect(mergeData(base, theirs, ours)).toEqual({
      merged: { solutions: ['alpha', 'epsilon', 'gamma', 'delta'] },
      conflicts: [],
    });
  });

  it('merges items with ids by id, and makes a list one value where one side changed an item the other took out', () => {
    const item = (id: string, title: string) => ({ id, title });
    const base = { items: [item('a', 'A'), item('b', 'B'), item('c', 'C')] };
    const theirs = { items: [item('c', 'C'), item('a', 'A!'), item('b', 'B')] };
    const ours = { items: [item('a', 'A'), item('b', 'B?'), item('c', 'C'), item('d', 'D')] };
    expect(mergeData(base, theirs, ours)).toEqual({
      merged: { items: [item('c', 'C'), item('a', 'A!'), item('b', 'B?'), item('d', 'D')] },
      conflicts: [],
    });
    const removed = { items: [item('a', 'A'), item('c', 'C')] };
    const result = mergeData(base, removed, ours);
    expect(result.conflicts).toEqual([{ path: ['items'], base: base.items, theirs: removed.items, ours: ours.items }]);
    expect(result.merged).toEqual(ours);
  });

  it('applies changes in place to the items of a list the other side added to or took from', () => {
    const base = { bullets: ['First point here', 'Second point here', 'Third point here'] };
    const theirs = { bullets: ['First point here', 'A new point', 'Second point here', 'Third point here'] };
    const ours = { bullets: ['First point here', 'Second point here', 'Third point, edited'] };
    expect(mergeData(base, theirs, ours)).toEqual({
      merged: { bullets: ['First point here', 'A new point', 'Second point here', 'Third point, edited'] },
      conflicts: [],
    });
    const shorter = { bullets: ['First point here', 'Second point here'] };
    expect(mergeData(base, shorter, ours).conflicts.map((conflict) => conflict.path)).toEqual([['bullets']]);
  });
});

/** A page-like document of texts and numbers in groups and lists, every list item without an id. */
const text = fc.stringMatching(/^[A-Z][a-z]{0,8}(?: [a-z]{1,8}){1,3}\.?$/);
const document = fc.record({
  title: text,
  count: fc.integer({ min: 0, max: 999 }),
  meta: fc.record({ description: text, order: fc.integer({ min: 0, max: 9 }) }),
  sections: fc.array(
    fc.record({ heading: text, body: text, bullets: fc.array(text, { minLength: 1, maxLength: 3 }) }),
    { minLength: 1, maxLength: 4 },
  ),
});
type Doc = ReturnType<typeof document.generate>['value'];

/** Every text and number of a document, by path. */
function leaves(data: Doc): Path[] {
  const paths: Path[] = [['title'], ['count'], ['meta', 'description'], ['meta', 'order']];
  data.sections.forEach((section, index) => {
    paths.push(['sections', index, 'heading'], ['sections', index, 'body']);
    section.bullets.forEach((_, at) => paths.push(['sections', index, 'bullets', at]));
  });
  return paths;
}

/** A value unlike any the document holds at `path`. */
const changedValue = (data: Doc, path: Path, seed: string) =>
  typeof valueAt(data, path) === 'number' ? 1000 + seed.length : `${seed} changed ${path.join(' ')}`;

/** One side's changes: values at some of the leaves, each new. */
const edits = (data: Doc) =>
  fc.array(fc.tuple(fc.nat(), text), { maxLength: 4 }).map((picks) => {
    const all = leaves(data);
    return new Map(
      picks.map(([pick, seed]) => [
        all[pick % all.length]!.join('.'),
        changedValue(data, all[pick % all.length]!, seed),
      ]),
    );
  });

const applied = (data: Doc, changes: Map<string, unknown>) =>
  [...changes].reduce(
    (result, [path, value]) =>
      setAt(
        result,
        path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
        value,
      ),
    data,
  );

/** The lines of `after` that differ from `before` (as many lines in both). */
function changedLines(before: string, after: string): number[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [index]));
}

describe('mergeData properties', () => {
  it('reports a conflict exactly where both sides changed a value to different things, and keeps every other change', () => {
    fc.assert(
      fc.property(
        document.chain((data) => fc.tuple(fc.constant(data), edits(data), edits(data), fc.boolean())),
        ([base, theirEdits, ourEdits, agree]) => {
          // Sometimes both sides make the same change to a value: that is no conflict.
          if (agree) for (const [path, value] of theirEdits) if (ourEdits.has(path)) ourEdits.set(path, value);
          const theirs = applied(base, theirEdits);
          const ours = applied(base, ourEdits);
          const { merged, conflicts } = mergeData(base, theirs, ours);
          const both = [...ourEdits.keys()].filter(
            (path) => theirEdits.has(path) && theirEdits.get(path) !== ourEdits.get(path),
          );
          expect(conflicts.map((conflict) => conflict.path.join('.')).sort()).toEqual(both.sort());
          for (const conflict of conflicts) {
            expect(conflict.theirs).toEqual(theirEdits.get(conflict.path.join('.')));
            expect(conflict.ours).toEqual(ourEdits.get(conflict.path.join('.')));
          }
          // Theirs everywhere, ours over it: where they conflict, the merge keeps ours until the person chooses.
          expect(merged).toEqual(applied(applied(base, theirEdits), ourEdits));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('written over their text, a merge of changes to different values keeps both and changes only our values’ lines', () => {
    fc.assert(
      fc.property(
        document.chain((data) => fc.tuple(fc.constant(data), edits(data), edits(data))),
        ([base, theirEdits, ourEdits]) => {
          for (const path of theirEdits.keys()) ourEdits.delete(path);
          const original = stringify(base, { lineWidth: 0 });
          const theirs = applied(base, theirEdits);
          const theirText = editYaml(original, theirs);
          const { merged, conflicts } = mergeData(parse(original), parse(theirText), applied(base, ourEdits));
          expect(conflicts).toEqual([]);
          const saved = editYaml(theirText, merged);
          expect(parse(saved)).toEqual(applied(theirs, ourEdits));
          // Each of our values is on a line of its own: exactly those lines change.
          const ours = [...ourEdits.keys()].filter((path) => valueAt(base, path.split('.')) !== ourEdits.get(path));
          expect(changedLines(theirText, saved).length).toBe(ours.length);
          expect(changedLines(original, theirText).some((line) => changedLines(theirText, saved).includes(line))).toBe(
            false,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
