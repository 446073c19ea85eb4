/**
 * The editor's writer keeps everything it was not asked to change: on every content file a save without changes
 * gives the same bytes, a changed text changes exactly its own line(s), and lists and maps change entry by entry
 * in the file's own indentation. Property tests check that the text always reads back as the data asked for.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isScalar, parse, parseDocument, stringify, visit } from 'yaml';
import { listFiles } from '../../pipeline/validate/list-files.ts';
import { editYaml } from '../../pipeline/save/yaml-edit.ts';
import { foldWidthOf } from '../../pipeline/save/yaml-fold.ts';
import { entryText } from '../../admin/lib/yaml-format.ts';

const dataDir = join(process.cwd(), 'data');
const contentFiles = listFiles(dataDir).map((file) => relative(process.cwd(), file));

/** The lines of `after` that differ from `before`, when both have the same number of lines; else undefined. */
function changedLines(before: string, after: string): number[] | undefined {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length !== b.length) return undefined;
  return a.flatMap((line, index) => (line === b[index] ? [] : [index + 1]));
}

/** The same data with every map's keys in reverse order, as an editor that orders fields its own way sends it. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reordered(item)]),
    );
  return value;
}

function setAt(data: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** Every text value of a file with its path and the lines its value is written on. */
function textLeaves(text: string) {
  const doc = parseDocument(text);
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const leaves: Array<{ path: (string | number)[]; value: string; lines: number[] }> = [];
  visit(doc, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range) return;
      const path = ancestors.flatMap<string | number>((ancestor, index) => {
        const child = ancestors[index + 1] ?? node;
        if ('items' in ancestor && !('key' in ancestor)) {
          const position = (ancestor.items as unknown[]).indexOf(child);
          return position >= 0 && !isPairList(ancestor.items) ? [position] : [];
        }
        if ('key' in ancestor && isScalar(ancestor.key)) return [String(ancestor.key.value)];
        return [];
      });
      const first = lineOf(node.range[0]);
      const last = lineOf(node.range[1] - (node.type?.startsWith('BLOCK') ? 1 : 0));
      leaves.push({
        path,
        value: node.value,
        lines: Array.from({ length: last - first + 1 }, (_, i) => first + i),
      });
    },
  });
  return leaves;
}
const isPairList = (items: unknown[]) =>
  items.some((item) => typeof item === 'object' && item !== null && 'key' in item);

describe('editYaml on every content file', () => {
  it.each(contentFiles)('%s: saved unchanged (fields in any order) it is byte for byte the same', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(editYaml(text, reordered(parse(text)))).toBe(text);
    // Through the editor's writer too, which leaves out the fields an editor emptied (site.yaml keeps its '' values).
    expect(entryText(file, text, reordered(parse(text)))).toBe(text);
  });

  it('the editor leaves out an optional field emptied, and writes a needed field emptied as empty text', () => {
    const home = readFileSync('data/pages/home.yaml', 'utf8');
    const page = parse(home) as { sections: Array<{ navLabel?: string }> };
    page.sections[0]!.navLabel = '';
    expect(entryText('data/pages/home.yaml', home, page)).toBe(home.replace(/\n +navLabel: Home\n/, '\n'));

    const site = readFileSync('data/site.yaml', 'utf8').replace("measurementId: ''", 'measurementId: G-ABC12345');
    const settings = parse(site) as { analytics: { measurementId: string } };
    settings.analytics.measurementId = '';
    expect(entryText('data/site.yaml', site, settings)).toBe(readFileSync('data/site.yaml', 'utf8'));
  });

  it.each(contentFiles)('%s: a changed text changes exactly its own line(s)', (file) => {
    const text = readFileSync(file, 'utf8');
    const data = parse(text) as unknown;
    const all = textLeaves(text);
    expect(all.length).toBeGreaterThan(0);
    // Every block of several lines and an even spread of the rest (each save parses the file twice).
    const step = Math.ceil(all.length / 25);
    const leaves = all.filter((leaf, index) => leaf.lines.length > 1 || index % step === 0);
    for (const leaf of leaves) {
      const next = setAt(data, leaf.path, `${leaf.value.split('\n')[0]} (edited)`);
      const result = editYaml(text, next);
      expect(parse(result)).toEqual(next);
      const changed = changedLines(text, result);
      // A block scalar of several lines may get shorter; then only its own lines may go.
      if (changed === undefined) {
        expect(leaf.lines.length).toBeGreaterThan(1);
      } else {
        expect(changed.length, `${file} ${leaf.path.join('.')}`).toBeGreaterThan(0);
        for (const line of changed) expect(leaf.lines, `${file} ${leaf.path.join('.')}`).toContain(line);
      }
    }
  });
});

describe('editYaml on a price and a heading', () => {
  it('changes a number on its line only, keeping the comment after it', () => {
    const text = 'offerings:\n  - id: chatbots # the cheapest\n    name: Chatbots\n    startingPrice: 699 # USD\n';
    const next = { offerings: [{ id: 'chatbots', name: 'Chatbots', startingPrice: 799 }] };
    expect(editYaml(text, next)).toBe(text.replace('699', '799'));
  });

  it('keeps the quoting style of the value it changes, and quotes where plain would read differently', () => {
    const text = 'a: \'single\'\nb: "double"\nc: plain\n';
    expect(editYaml(text, { a: "it's", b: 'x "y"', c: 'plain' })).toBe('a: \'it\'\'s\'\nb: "x \\"y\\""\nc: plain\n');
    expect(editYaml(text, { a: 'single', b: 'double', c: 'key: value' })).toBe(
      "a: 'single'\nb: \"double\"\nc: 'key: value'\n",
    );
    expect(editYaml(text, { a: 'single', b: 'double', c: '42' })).toBe("a: 'single'\nb: \"double\"\nc: '42'\n");
  });

  it('re-folds a changed folded text at its own width, keeping its header and the lines before the change', () => {
    const text = 'intro: >-\n  One two three four five\n  six seven eight nine\n  ten eleven.\nnext: 1\n';
    expect(editYaml(text, { intro: 'One two three four five six seven eight nine ten eleven twelve.', next: 1 })).toBe(
      'intro: >-\n  One two three four five\n  six seven eight nine\n  ten eleven twelve.\nnext: 1\n',
    );
    // A word too long for the width stands on its own line.
    const long = 'x'.repeat(40);
    expect(editYaml(text, { intro: `One ${long} two`, next: 1 })).toBe(`intro: >-\n  One\n  ${long}\n  two\nnext: 1\n`);
  });

  it('keeps the paragraphs of a folded text that did not change, and their blank lines', () => {
    const text =
      'body: >-\n  First paragraph, first line\n  and its second.\n\n  Second paragraph stays\n  exactly as it was.\nend: 1\n';
    const next = {
      body: 'First paragraph, first line and its second, longer now.\nSecond paragraph stays exactly as it was.',
      end: 1,
    };
    const result = editYaml(text, next);
    expect(parse(result)).toEqual(next);
    expect(result).toBe(
      'body: >-\n  First paragraph, first line\n  and its second, longer now.\n\n  Second paragraph stays\n  exactly as it was.\nend: 1\n',
    );
  });

  it('folds a new long text as the file folds its others, and leaves a short one on its line', () => {
    const text = 'intro: >-\n  Forty characters a line, or about that\n  many.\nitems:\n  - short\n';
    const sentence = 'A new item long enough to need two or three lines at this width, or more.';
    const result = editYaml(text, {
      intro: 'Forty characters a line, or about that many.',
      items: ['short', sentence, 'tiny'],
      more: sentence,
    });
    expect(result).toBe(
      [
        'intro: >-',
        '  Forty characters a line, or about that',
        '  many.',
        'items:',
        '  - short',
        '  - >-',
        '    A new item long enough to need two',
        '    or three lines at this width, or',
        '    more.',
        '  - tiny',
        'more: >-',
        '  A new item long enough to need two or',
        '  three lines at this width, or more.',
        '',
      ].join('\n'),
    );
    // A file that folds nothing writes new texts on their line, or folds them as the file it is told to follow.
    expect(editYaml('a: 1\n', { a: 1, b: sentence })).toBe(`a: 1\nb: ${sentence}\n`);
    expect(editYaml('', { b: sentence }, text)).toBe(
      'b: >-\n  A new item long enough to need two or\n  three lines at this width, or more.\n',
    );
  });
});

const page = `# A page.
title: Home
sections:
  - type: hero
    heading: One

  # The second block.
  - type: text
    heading: Two

  - type: text
    heading: Three
footer: end
`;

describe('editYaml on lists and maps', () => {
  const data = parse(page) as { title: string; sections: Array<Record<string, string>>; footer: string };
  const withSections = (sections: unknown[]) => ({ ...data, sections });
  const [one, two, three] = data.sections;

  it('removes a middle item with its comment and one separating blank line', () => {
    expect(editYaml(page, withSections([one, three]))).toBe(
      '# A page.\ntitle: Home\nsections:\n  - type: hero\n    heading: One\n\n  - type: text\n    heading: Three\nfooter: end\n',
    );
  });

  it('removes the last item and the blank line before it', () => {
    expect(editYaml(page, withSections([one, two]))).toBe(
      '# A page.\ntitle: Home\nsections:\n  - type: hero\n    heading: One\n\n  # The second block.\n  - type: text\n    heading: Two\nfooter: end\n',
    );
  });

  it('adds an item in the list style of the file, separated as the others are', () => {
    const added = { type: 'text', heading: 'Four: more' };
    expect(editYaml(page, withSections([one, two, three, added]))).toBe(
      page.replace('footer', "\n  - type: text\n    heading: 'Four: more'\nfooter"),
    );
    expect(editYaml(page, withSections([added, one, two, three]))).toBe(
      page.replace('  - type: hero', "  - type: text\n    heading: 'Four: more'\n\n  - type: hero"),
    );
  });

  it('moves items with their own text and comments', () => {
    const result = editYaml(page, withSections([three, one, two]));
    expect(result).toBe(
      '# A page.\ntitle: Home\nsections:\n  - type: text\n    heading: Three\n\n  - type: hero\n    heading: One\n\n  # The second block.\n  - type: text\n    heading: Two\nfooter: end\n',
    );
  });

  it('edits a moved item in place', () => {
    const result = editYaml(page, withSections([{ ...three, heading: 'Third' }, one, two]));
    expect(result).toContain('  - type: text\n    heading: Third\n\n  - type: hero');
    expect(parse(result)).toEqual(withSections([{ ...three, heading: 'Third' }, one, two]));
  });

  it('adds a key after the key it follows in the new data, in the indentation of its map', () => {
    const next = { ...data, sections: [{ ...one, id: 'start', heading: 'One' }, two, three] };
    // `id` follows `type` in the new data, so it is written right after `type`.
    const reordered = { ...next, sections: [{ type: 'hero', id: 'start', heading: 'One' }, two, three] };
    expect(editYaml(page, reordered)).toBe(page.replace('  - type: hero\n', '  - type: hero\n    id: start\n'));
  });

  it('adds a key at the start of an item that shares its line with the dash', () => {
    const next = withSections([{ id: 'start', ...one }, two, three]);
    expect(editYaml(page, next)).toBe(page.replace('  - type: hero\n', '  - id: start\n    type: hero\n'));
  });

  it('removes the first key of an item that shares its line with the dash', () => {
    const { type: _type, ...rest } = one!;
    expect(editYaml(page, withSections([rest, two, three]))).toBe(page.replace('  - type: hero\n    ', '  - '));
  });

  it('keeps a file with a list under its key unindented in that style', () => {
    const text = 'items:\n- name: a\n- name: b\n';
    expect(editYaml(text, { items: [{ name: 'a' }, { name: 'b' }, { name: 'c', tags: ['x'] }] })).toBe(
      'items:\n- name: a\n- name: b\n- name: c\n  tags:\n  - x\n',
    );
  });

  it('keeps a file indented by four spaces in that style', () => {
    const text = 'site:\n    name: A\n    links:\n        - /a\n';
    expect(editYaml(text, { site: { name: 'A', links: ['/a'], menu: { style: 'dots' } } })).toBe(
      'site:\n    name: A\n    links:\n        - /a\n    menu:\n        style: dots\n',
    );
  });

  it('writes a value that changes kind (text to list) in block style under its key', () => {
    expect(editYaml('a: x # note\nb: 1\n', { a: ['x', 'y'], b: 1 })).toBe('a:\n  - x\n  - y # note\nb: 1\n');
  });

  it('removes a key with the comment above it', () => {
    expect(editYaml('a: 1\n# about b\nb: 2\nc: 3\n', { a: 1, c: 3 })).toBe('a: 1\nc: 3\n');
  });

  it('writes a file whose YAML is broken afresh, as the data asks', () => {
    const result = editYaml('a: [1\nb: 2\n', { a: [1], b: 2 });
    expect(parse(result)).toEqual({ a: [1], b: 2 });
  });

  it('leaves out fields that are undefined, as a serialiser would', () => {
    expect(editYaml('a: 1\nb: 2\n', { a: 1, b: 2, c: undefined })).toBe('a: 1\nb: 2\n');
  });
});

/** Plain YAML data: maps with word keys, lists, and texts that need care (colons, quotes, numbers, booleans). */
const tricky = fc.oneof(
  fc.string(),
  fc.constantFrom('a: b', '# no', "it's", '"q"', '123', 'true', 'null', ' lead', 'trail ', 'multi\nline', '- x', ''),
);
const scalar = fc.oneof(tricky, fc.integer(), fc.boolean(), fc.constant(null));
const key = fc.constantFrom('a', 'b', 'c', 'title', 'items', 'x-y', 'Key Name');
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
}));
const document = fc.dictionary(key, value, { minKeys: 1, maxKeys: 5 });

/** A mutation of `data`: each map or list may gain, lose or reorder entries, and scalars may change. */
const mutated = (data: unknown) =>
  fc.tuple(document, fc.integer({ min: 0, max: 3 })).map(([other, mode]) => {
    const mix = (a: unknown, b: unknown, depth: number): unknown => {
      if (Array.isArray(a)) {
        const items = a.map((item, i) => mix(item, Array.isArray(b) ? b[i] : b, depth + 1));
        if (mode === 1) items.reverse();
        if (mode === 2) items.splice(1, 1);
        if (mode === 3) items.push(b ?? 'new');
        return items;
      }
      if (typeof a === 'object' && a !== null) {
        const entries = Object.entries(a).map(([k, v]) => [k, mix(v, (b as Record<string, unknown>)?.[k], depth + 1)]);
        if (mode === 2) entries.shift();
        if (mode === 3 && typeof b === 'object' && b !== null && !Array.isArray(b)) entries.push(...Object.entries(b));
        return Object.fromEntries(entries);
      }
      return mode === 0 && b !== undefined && (typeof b !== 'object' || b === null) ? b : a;
    };
    return mix(data, other, 0);
  });

/** The data written as a person might: comments and blank lines between some entries, a comment after some values. */
function written(data: unknown): string {
  const doc = parseDocument(stringify(data, { lineWidth: 0 }));
  let count = 0;
  visit(doc, {
    Pair(_, pair) {
      count += 1;
      if (count % 3 === 2 && isScalar(pair.key))
        Object.assign(pair.key, { commentBefore: ` note ${count}`, spaceBefore: true });
      if (count % 4 === 3 && isScalar(pair.value) && !String(pair.value.value).includes('\n'))
        pair.value.comment = ` after ${count}`;
    },
  });
  return doc.toString({ lineWidth: 0 });
}

describe('editYaml properties', () => {
  it('the result always reads back as the new data', () => {
    fc.assert(
      fc.property(
        document.chain((data) => fc.tuple(fc.constant(data), mutated(data))),
        ([data, next]) => {
          const original = written(data);
          expect(parse(original)).toEqual(data);
          expect(parse(editYaml(original, next))).toEqual(next);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('changing one text value changes one line and keeps every other line', () => {
    fc.assert(
      fc.property(
        document,
        fc.string({ minLength: 1 }).filter((text) => !text.includes('\n')),
        (data, replacement) => {
          const original = written(data);
          const leaves = textLeaves(original).filter((leaf) => leaf.lines.length === 1);
          fc.pre(leaves.length > 0);
          const leaf = leaves[replacement.length % leaves.length]!;
          const next = setAt(data, leaf.path, replacement);
          const result = editYaml(original, next);
          expect(parse(result)).toEqual(next);
          const changed = changedLines(original, result);
          expect(changed?.every((line) => line === leaf.lines[0])).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Every folded text of several lines in a file, with its lines and the width it is folded at. */
function foldedTexts(text: string) {
  const doc = parseDocument(text);
  const fileWidth = foldWidthOf(doc, text) ?? 0;
  const lines = text.split('\n');
  return textLeaves(text)
    .filter((leaf) => leaf.lines.length > 2 && /[:-] >[-+]?$/.test(lines[leaf.lines[0]! - 1]!))
    .map((leaf) => {
      // The first of its lines is the header (`description: >-`).
      const body = leaf.lines.slice(1);
      const width = Math.max(fileWidth, ...body.map((line) => lines[line - 1]!.length));
      return { ...leaf, lines: body, width };
    });
}

const foldedFiles = contentFiles.filter((file) => foldedTexts(readFileSync(file, 'utf8')).length > 0);
const word = fc.stringMatching(/^[a-z]{1,12}$/);

describe('editYaml keeps long texts folded', () => {
  it.each(foldedFiles)(
    '%s: a word appended to or changed in a folded text re-folds only its paragraph, at its width, from the change',
    (file) => {
      const text = readFileSync(file, 'utf8');
      const data = parse(text) as unknown;
      const texts = foldedTexts(text);
      const before = text.split('\n');
      fc.assert(
        fc.property(fc.nat(), fc.nat(), word, fc.boolean(), (pick, at, added, append) => {
          const leaf = texts[pick % texts.length]!;
          const words = leaf.value.split(' ');
          const index = at % words.length;
          const value = append
            ? `${leaf.value} ${added}`
            : words.map((item, i) => (i === index ? added : item)).join(' ');
          fc.pre(!/\n/.test(words[index]!) || append);
          const next = setAt(data, leaf.path, value);
          const result = editYaml(text, next);
          expect(parse(result), 'the text reads back exactly').toEqual(next);
          const after = result.split('\n');
          const first = leaf.lines[0]! - 1;
          const fromEnd = before.length - leaf.lines.at(-1)!;
          expect(after.slice(0, first), 'every line before the text').toEqual(before.slice(0, first));
          expect(after.slice(after.length - fromEnd), 'every line after the text').toEqual(
            before.slice(before.length - fromEnd),
          );
          const written = after.slice(first, after.length - fromEnd);
          for (const line of written)
            expect(line.length <= leaf.width || !/\S \S/.test(line), `“${line}” within ${leaf.width}`).toBe(true);
          // The lines before the one the change is on stay as they were.
          const changedAt = written.findIndex((line, i) => line !== before[first + i]);
          const unchanged = before.slice(first, first + leaf.lines.length);
          const offsetOfChange = append ? leaf.value.length : words.slice(0, index).join(' ').length;
          let offset = 0;
          let lineOfChange = 0;
          for (const [i, line] of unchanged.entries()) {
            const content = line.trim();
            if (content === '') continue;
            if (offset + content.length >= offsetOfChange) {
              lineOfChange = i;
              break;
            }
            offset += content.length + 1;
            lineOfChange = i + 1;
          }
          if (changedAt >= 0) expect(changedAt).toBeGreaterThanOrEqual(Math.min(lineOfChange, unchanged.length - 1));
        }),
        { numRuns: 40 },
      );
    },
  );
});
