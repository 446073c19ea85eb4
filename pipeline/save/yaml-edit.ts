/**
 * Saves a content file by editing its text rather than rewriting it: `editYaml(original, next)` returns the
 * original text with only what differs between its data and `next` rewritten. Comments, key order, quoting,
 * blank lines and every untouched value stay byte for byte, so a one-field change is a one-line diff.
 *
 * It works on the source ranges of the `yaml` package's document (public API): a changed scalar is rewritten in
 * its own quoting style; a map or list whose entries were added, removed or reordered is reassembled from the
 * text of its entries, new ones written in the file's indentation and quoting. The result is parsed back and
 * compared with `next`; if it ever differed, the file is written afresh instead, so a save is never wrong.
 * Browser-safe: the editor uses it to build the text it commits.
 */
import {
  isAlias,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  stringify,
  Document,
  type Node,
  type Pair,
  type ToStringOptions,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import {
  applyEdits,
  dashBefore,
  deepEqual,
  isEmptyCollection,
  isScalarValue,
  lineEnd,
  lineStart,
  mostCommon,
  parsed,
  plain,
  styleOf,
  type Edit,
  type Plain,
} from './yaml-text.ts';
import { blockBody, foldWidthOf, refoldBlock, stringifyFolded } from './yaml-fold.ts';
import { isRecord } from '../validate/walk.ts';

/** One entry of a block collection: a key with its value, or a list item, as a stretch of text. */
interface Entry {
  /** Start of its text: its first comment line or its own line; right after `- ` when it shares that line. */
  start: number;
  /** End of its last line (after the newline). */
  end: number;
  inline: boolean;
  node: Node | null;
  pair?: Pair;
}

class Editor {
  constructor(
    private readonly text: string,
    private readonly style: ToStringOptions,
    /** The width the file folds its long texts at (yaml-fold.ts), if it has any. */
    private readonly foldWidth: number | undefined,
  ) {}

  /** The offset after the last character of the node's own value (not its trailing comment or newline). */
  private contentEnd(node: Node | null | undefined, fallback: number): number {
    if (!node?.range) return fallback;
    if (isCollection(node) && !node.flow && node.items.length > 0) {
      const last = node.items.at(-1)!;
      if (isMap(node)) {
        const pair = last as Pair;
        const key = pair.key as Node;
        return this.contentEnd(pair.value as Node | null, key.range![1]);
      }
      return this.contentEnd(last as Node, node.range[1]);
    }
    // A block scalar's value ends with its newline; everything else ends at its last character.
    return isScalar(node) && (node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL')
      ? node.range[1] - 1
      : node.range[1];
  }

  private endOfLines(node: Node | null | undefined, fallback: number) {
    return lineEnd(this.text, this.contentEnd(node, fallback));
  }

  /** Moves a line start up over the comment lines just above it (they describe this entry), not above `floor`. */
  private withComments(start: number, floor: number): number {
    let at = start;
    while (at > floor) {
      const previous = lineStart(this.text, at - 1);
      if (previous < floor || !this.text.slice(previous, at).trimStart().startsWith('#')) break;
      at = previous;
    }
    return at;
  }

  private entries(collection: YAMLMap | YAMLSeq): Entry[] {
    const entries: Entry[] = [];
    let floor = lineStart(this.text, collection.range![0]);
    for (const item of collection.items) {
      const pair = isMap(collection) ? (item as Pair) : undefined;
      const node = (pair ? pair.key : item) as Node | null;
      const valueStart = node?.range?.[0] ?? floor;
      const first = isSeq(collection) ? dashBefore(this.text, valueStart) : valueStart;
      const ownLine = lineStart(this.text, first);
      const inline = this.text.slice(ownLine, first).trim() !== '';
      const start = inline ? first : this.withComments(ownLine, entries.length === 0 ? ownLine : floor);
      const end = pair
        ? this.endOfLines(pair.value as Node | null, (pair.key as Node).range![1])
        : this.endOfLines(item as Node | null, valueStart);
      entries.push({ start, end, inline, node: pair ? (pair.value as Node | null) : (item as Node | null), pair });
      floor = end;
    }
    return entries;
  }

  /** The column new entries of this collection start at. */
  private columnOf(collection: YAMLMap | YAMLSeq): number {
    const first = isSeq(collection) ? dashBefore(this.text, collection.range![0]) : collection.range![0];
    return first - lineStart(this.text, first);
  }

  /** `value` written as YAML lines at `column` (ending with a newline), its long texts folded as the file's are. */
  private block(value: Plain, column: number): string {
    const pad = ' '.repeat(column);
    return stringifyFolded(value, this.style, this.foldWidth, column)
      .split('\n')
      .map((line) => (line === '' ? line : pad + line))
      .join('\n');
  }

  private inline(value: Plain): string {
    const doc = new Document(value);
    return doc.toString(this.style).replace(/\n$/, '');
  }

  /** A scalar in the style it was written in when it can hold the new value, else the next best. */
  private scalar(node: Node, value: Plain): string | undefined {
    const type = isScalar(node) ? node.type : undefined;
    const quoted = {
      plain: typeof value === 'string' ? value : JSON.stringify(value),
      single: typeof value === 'string' && !value.includes('\n') ? `'${value.replace(/'/g, "''")}'` : undefined,
      double: typeof value === 'string' ? JSON.stringify(value) : undefined,
    };
    const block =
      (type === 'BLOCK_FOLDED' || type === 'BLOCK_LITERAL') && typeof value === 'string'
        ? this.blockScalar(node, value)
        : undefined;
    const order =
      type === 'QUOTE_DOUBLE'
        ? [quoted.double, quoted.single, quoted.plain]
        : type === 'QUOTE_SINGLE'
          ? [quoted.single, quoted.double, quoted.plain]
          : [block, quoted.plain, this.style.singleQuote ? quoted.single : quoted.double, quoted.double];
    return order.find((candidate) => candidate !== undefined && deepEqual(parsed(`k: ${candidate}`), { k: value }));
  }

  /**
   * A block scalar (`>-`, `|`) keeps its header and indentation when the new text fits it; a folded one re-folds only
   * the paragraph that changed, around the change, at the file's width (or its own, when wider).
   */
  private blockScalar(node: Node, value: string): string | undefined {
    const [start, end] = node.range!;
    const source = this.text.slice(start, end);
    const header = source.slice(0, source.indexOf('\n'));
    const indent = /\n( +)\S/.exec(source)?.[1] ?? '  ';
    if (/^\s|\s$/.test(value)) return undefined;
    const lines = value.split('\n');
    if (header.startsWith('>')) {
      // A text with lines indented further than its first is folded afresh.
      const body = blockBody(source) ?? { indent, lines: [] };
      const own =
        body.lines.length > 1
          ? Math.max(
              ...source
                .split('\n')
                .slice(1)
                .map((line) => line.length),
            )
          : 0;
      const width = Math.max(this.foldWidth ?? 0, own);
      const folded = width > 0 ? refoldBlock(body.lines, value, width - body.indent.length) : undefined;
      if (folded) return `${header}\n${folded.map((line) => (line === '' ? '' : body.indent + line)).join('\n')}\n`;
      if (lines.length > 1) return undefined;
    }
    return `${header}\n${lines.map((line) => (line === '' ? '' : indent + line)).join('\n')}\n`;
  }

  /** Edits turning `node` (holding `old`) into `next`; `replace` rewrites the whole value in its place. */
  value(node: Node | null, old: Plain, next: Plain, replace: (value: Plain) => Edit[]): Edit[] {
    if (deepEqual(old, next)) return [];
    if (isAlias(node) || !node?.range) return replace(next);
    if (isScalarValue(old) && isScalarValue(next) && isScalar(node)) {
      const text = this.scalar(node, next);
      if (text !== undefined) return [{ from: node.range[0], to: node.range[1], text }];
      return replace(next);
    }
    if (isCollection(node) && !node.flow && node.items.length > 0 && !isEmptyCollection(next)) {
      if (isMap(node) && isRecord(old) && isRecord(next))
        return this.collection(node, this.mapArrangement(node, old, next));
      if (isSeq(node) && Array.isArray(old) && Array.isArray(next))
        return this.collection(node, this.seqArrangement(old, next));
    }
    return replace(next);
  }

  /** How a map's entries become the new ones: kept keys edited in place, new keys after their neighbours. */
  private mapArrangement(map: YAMLMap, old: Record<string, Plain>, next: Record<string, Plain>): Arrangement {
    const keys = map.items.map((pair) => String((pair.key as { value?: unknown } | null)?.value));
    const kept = keys.flatMap((key, index) => (key in next ? [index] : []));
    const pieces: Piece[] = kept.map((index) => ({
      old: index,
      key: keys[index]!,
      value: next[keys[index]!]!,
      before: old[keys[index]!]!,
    }));
    // Each new key goes right after the key it follows in `next` (or first, when it leads).
    const order = Object.keys(next);
    for (const key of order) {
      if (keys.includes(key)) continue;
      const placed = new Set(pieces.map((piece) => piece.key));
      const previous = order
        .slice(0, order.indexOf(key))
        .reverse()
        .find((candidate) => placed.has(candidate));
      const at = previous === undefined ? 0 : pieces.findIndex((piece) => piece.key === previous) + 1;
      pieces.splice(at, 0, { key, value: next[key]! });
    }
    return pieces;
  }

  /** How a list's items become the new ones: equal items reused (also when moved), changed ones edited, the rest new. */
  private seqArrangement(old: Plain[], next: Plain[]): Arrangement {
    const source: Array<number | undefined> = next.map(() => undefined);
    const used = new Set<number>();
    next.forEach((value, index) => {
      const candidates = old.flatMap((item, oldIndex) =>
        !used.has(oldIndex) && deepEqual(item, value) ? [oldIndex] : [],
      );
      const chosen = candidates.includes(index) ? index : candidates[0];
      if (chosen !== undefined) {
        source[index] = chosen;
        used.add(chosen);
      }
    });
    // Changed items take the place of the unused old items, in order: an edited item keeps its text.
    const spare = old.flatMap((_, oldIndex) => (used.has(oldIndex) ? [] : [oldIndex]));
    next.forEach((_, index) => {
      if (source[index] === undefined && spare.length > 0) source[index] = spare.shift();
    });
    return next.map((value, index) =>
      source[index] === undefined ? { value } : { old: source[index], value, before: old[source[index]!]! },
    );
  }

  /** Edits making a block collection hold the arranged entries. */
  private collection(node: YAMLMap | YAMLSeq, pieces: Arrangement): Edit[] {
    const entries = this.entries(node);
    const column = this.columnOf(node);
    const inner = pieces.map((piece) =>
      piece.old === undefined ? [] : this.entryEdits(entries[piece.old]!, piece.before!, piece.value, column),
    );
    const inPlace = pieces.length === entries.length && pieces.every((piece, index) => piece.old === index);
    if (inPlace) return inner.flat();

    const separators = entries.slice(1).map((entry, index) => this.text.slice(entries[index]!.end, entry.start));
    const common = mostCommon(separators) ?? '';
    const pad = ' '.repeat(column);
    const firstInline = entries[0]!.inline;
    const texts = pieces.map((piece, index) => {
      let text =
        piece.old === undefined
          ? this.block(isSeq(node) ? [piece.value] : { [piece.key!]: piece.value }, column)
          : applyEdits(
              this.text.slice(entries[piece.old]!.start, entries[piece.old]!.end),
              inner[index]!,
              entries[piece.old]!.start,
            );
      const wasInline = piece.old !== undefined && entries[piece.old]!.inline;
      if (index === 0 && firstInline && !wasInline) text = text.replace(/^ +/, '');
      if (index > 0 && wasInline) text = pad + text;
      return text;
    });
    let result = texts[0]!;
    for (let index = 1; index < texts.length; index += 1) {
      const previous = pieces[index - 1]!.old;
      const current = pieces[index]!.old;
      const separator =
        previous !== undefined && current === previous + 1
          ? this.text.slice(entries[previous]!.end, entries[current]!.start)
          : common;
      result += separator + texts[index];
    }
    return [{ from: entries[0]!.start, to: entries.at(-1)!.end, text: result }];
  }

  /** Edits inside one entry: its value changed from `before` to `value`. */
  private entryEdits(entry: Entry, before: Plain, value: Plain, column: number): Edit[] {
    if (entry.pair) {
      const key = entry.pair.key as Node;
      const valueNode = entry.pair.value as Node | null;
      const from = key.range![1];
      const to = Math.max(from, this.contentEnd(valueNode, from));
      return this.value(valueNode, before, value, (next) => [{ from, to, text: this.afterKey(next, column) }]);
    }
    const item = entry.node;
    const from = item?.range?.[0] ?? entry.start;
    const to = Math.max(from, this.contentEnd(item, from));
    const itemColumn = from - lineStart(this.text, from);
    return this.value(item, before, value, (next) => [{ from, to, text: this.inPlaceOf(next, itemColumn) }]);
  }

  /** The text after a key (from its colon) for a whole new value. */
  private afterKey(value: Plain, keyColumn: number): string {
    if (isScalarValue(value) || isEmptyCollection(value)) return `: ${this.inline(value)}`;
    const column = keyColumn + (Array.isArray(value) && !this.style.indentSeq ? 0 : (this.style.indent ?? 2));
    return `:\n${this.block(value, column).replace(/\n$/, '')}`;
  }

  /** A whole new value written where one started at `column` (first line already indented). */
  private inPlaceOf(value: Plain, column: number): string {
    if (isScalarValue(value) || isEmptyCollection(value)) return this.inline(value);
    return this.block(value, column).replace(/^ +/, '').replace(/\n$/, '');
  }
}

interface Piece {
  /** The index of the entry it keeps, when it is an entry of the file. */
  old?: number;
  /** A map entry's key. */
  key?: string;
  value: Plain;
  /** The kept entry's value in the file. */
  before?: Plain;
}
type Arrangement = Piece[];

/** The last original text read: the editor writes the same file's text on every keystroke, from the same original. */
let lastRead:
  | {
      original: string;
      doc: Document;
      style: ToStringOptions;
      foldWidth: number | undefined;
      current: Plain | undefined;
    }
  | undefined;

function read(original: string) {
  if (lastRead?.original !== original) {
    const doc = parseDocument(original, { uniqueKeys: true });
    const data = parsed(original, doc);
    lastRead = {
      original,
      doc,
      style: styleOf(doc, original),
      foldWidth: foldWidthOf(doc, original),
      current: data === undefined ? undefined : plain(data),
    };
  }
  return lastRead;
}

/** The last text whose folding a new file followed, and its width. */
let lastFoldLike: { text: string; width: number | undefined } | undefined;

function foldWidthLike(text: string) {
  if (lastFoldLike?.text !== text) lastFoldLike = { text, width: foldWidthOf(parseDocument(text), text) };
  return lastFoldLike.width;
}

/**
 * The file's text with what changed between its data and `next` rewritten, and nothing else. A file that has no long
 * text folded yet (a new one) folds new long texts as `foldLike` does, the text of a file of its kind.
 */
export function editYaml(original: string, next: unknown, foldLike?: string): string {
  const target = plain(next);
  const { doc, style, foldWidth: ownWidth, current } = read(original);
  const foldWidth = ownWidth ?? (foldLike === undefined ? undefined : foldWidthLike(foldLike));
  const fresh = () => {
    const text = stringifyFolded(target, style, foldWidth);
    // yaml's block scalars lose a text's leading space before a line break (` \n` reads back as `\n`): quoted, it
    // cannot.
    return deepEqual(plain(parsed(text)), target) ? text : stringify(target, { ...style, blockQuote: false });
  };
  // A file YAML cannot read (the editor may be fixing it) is written afresh.
  if (current === undefined || !doc.contents) return fresh();
  if (deepEqual(current, target)) return original;
  const root = doc.contents as Node;
  const edits = new Editor(original, style, foldWidth).value(root, current, target, () => [
    { from: root.range![0], to: original.length, text: fresh() },
  ]);
  const result = applyEdits(original, edits);
  return deepEqual(plain(parsed(result)), target) ? result : fresh();
}
