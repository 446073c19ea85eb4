/**
 * Long texts as the content files write them: folded (`>-`), a paragraph over several lines of about the same width,
 * as a person wraps it. The byte-stable writer (yaml-edit.ts) keeps that: a change inside a folded text re-folds only
 * the lines around the change, at the width of the file's folded texts, and a new long text is folded at that width.
 */
import { isScalar, parseDocument, stringify, visit, type Document, type ToStringOptions } from 'yaml';
import { applyEdits, lineEnd, lineStart, type Edit } from './yaml-text.ts';

/** Below this many characters a line holds too few words to fold into. */
const NARROWEST = 20;

/** A folded line may end before `at`: a single space between two other characters, which the fold reads back as. */
const breaksAt = (text: string, at: number) =>
  text[at] === ' ' && at > 0 && text[at - 1] !== ' ' && at + 1 < text.length && text[at + 1] !== ' ';

function nextBreak(text: string, after: number): number {
  for (let at = after + 1; at < text.length; at += 1) if (breaksAt(text, at)) return at;
  return -1;
}

/**
 * The lines of a paragraph (`text`) folded at `width` characters, from the lines it was folded into before (`before`,
 * empty for a new one): the lines before the change are kept, the lines after it too once a break of the new text
 * falls where an old one did, and the lines between are filled up to `width` (a word longer than that on its own).
 */
export function refoldParagraph(before: readonly string[], text: string, width: number): string[] {
  const old = before.join(' ');
  if (old === text) return [...before];
  let prefix = 0;
  while (prefix < old.length && prefix < text.length && old[prefix] === text[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < old.length - prefix &&
    suffix < text.length - prefix &&
    old[old.length - 1 - suffix] === text[text.length - 1 - suffix]
  )
    suffix += 1;
  const starts: number[] = [];
  let offset = 0;
  for (const line of before) {
    starts.push(offset);
    offset += line.length + 1;
  }
  // The lines whose text and the break after them lie before the change.
  let kept = 0;
  while (kept < before.length && starts[kept]! + before[kept]!.length < prefix) kept += 1;
  const lines = before.slice(0, kept);
  let start = kept === 0 ? 0 : starts[kept]!;
  // Old lines that can follow as they were: their break lies after the change, at the same distance from the end.
  const resync = new Map<number, number>();
  for (let line = kept + 1; line < before.length; line += 1) {
    const fromEnd = old.length - starts[line]!;
    const at = text.length - fromEnd;
    if (fromEnd + 1 <= suffix && at - 1 > start && breaksAt(text, at - 1)) resync.set(at - 1, line);
  }
  for (;;) {
    let fits = -1;
    let rejoin: number | undefined;
    for (let at = nextBreak(text, start); at >= 0 && at - start <= width; at = nextBreak(text, at)) {
      fits = at;
      rejoin = resync.get(at);
      if (rejoin !== undefined) break;
    }
    if (rejoin !== undefined) return [...lines, text.slice(start, fits), ...before.slice(rejoin)];
    if (text.length - start <= width) return [...lines, text.slice(start)];
    const end = fits >= 0 ? fits : nextBreak(text, start);
    if (end < 0) return [...lines, text.slice(start)];
    lines.push(text.slice(start, end));
    start = end + 1;
  }
}

/** A folded text's paragraphs (its lines joined) and the blank lines before each (none before the first). */
function paragraphsOf(body: readonly string[]) {
  const paragraphs: { lines: string[]; blanks: number }[] = [];
  let blanks = 0;
  for (const line of body) {
    if (line === '') blanks += 1;
    else if (blanks > 0 || paragraphs.length === 0) {
      paragraphs.push({ lines: [line], blanks: paragraphs.length === 0 ? 0 : blanks });
      blanks = 0;
    } else paragraphs.at(-1)!.lines.push(line);
  }
  return paragraphs.map(({ lines, blanks }) => ({ text: lines.join(' '), lines, blanks }));
}

/** A value's paragraphs as a folded text writes them: each line break of the value is a blank line between two. */
function paragraphsOfValue(value: string) {
  const paragraphs: { text: string; blanks: number }[] = [];
  let breaks = 0;
  for (const part of value.split('\n')) {
    if (part === '') breaks += 1;
    else {
      paragraphs.push({ text: part, blanks: paragraphs.length === 0 ? 0 : breaks + 1 });
      breaks = 0;
    }
  }
  return paragraphs;
}

/**
 * The lines of a folded text (without their indentation, '' for a blank line) holding `value`, from its lines
 * `body` (empty for a new text): unchanged paragraphs keep their lines, a changed one is re-folded around its change
 * at `width`. Undefined when a paragraph cannot be folded (it starts with a space, or holds a tab or a line break of
 * its own).
 */
export function refoldBlock(body: readonly string[], value: string, width: number): string[] | undefined {
  const next = paragraphsOfValue(value);
  if (next.some(({ text }) => /^\s|\s$|\t/.test(text))) return undefined;
  const old = paragraphsOf(body);
  let head = 0;
  while (head < old.length && head < next.length && old[head]!.text === next[head]!.text) head += 1;
  let tail = 0;
  while (
    tail < old.length - head &&
    tail < next.length - head &&
    old[old.length - 1 - tail]!.text === next[next.length - 1 - tail]!.text
  )
    tail += 1;
  const changedOld = old.slice(head, old.length - tail);
  const changedNew = next.slice(head, next.length - tail);
  const folded = next.map((paragraph, index) => {
    if (index < head) return old[index]!.lines;
    if (index >= next.length - tail) return old[old.length - (next.length - index)]!.lines;
    const within = index - head;
    // A paragraph edited in place is re-folded from its own lines; a new one is folded afresh.
    const before = changedOld.length === changedNew.length ? changedOld[within]!.lines : [];
    return refoldParagraph(before, paragraph.text, Math.max(width, NARROWEST));
  });
  return folded.flatMap((lines, index) => [...Array<string>(next[index]!.blanks).fill(''), ...lines]);
}

/**
 * The width the file folds its long texts at: its longest line (indentation included) inside a folded text of
 * several lines. Undefined when it has none.
 */
export function foldWidthOf(doc: Document, text: string): number | undefined {
  let width: number | undefined;
  visit(doc, {
    Scalar(_, node) {
      if (node.type !== 'BLOCK_FOLDED' || !node.range) return;
      const lines = text.slice(node.range[0], node.range[1]).split('\n').slice(1).filter(Boolean);
      if (lines.length < 2) return;
      for (const line of lines) width = Math.max(width ?? 0, line.length);
    },
  });
  return width;
}

/** The body lines of the folded text starting at `header` in `source` (its text from its header on). */
export function blockBody(source: string): { indent: string; lines: string[] } | undefined {
  const lines = source.slice(source.indexOf('\n') + 1).split('\n');
  if (lines.at(-1) === '') lines.pop();
  const indent = /^( +)\S/.exec(lines.find((line) => line.trim() !== '') ?? '')?.[1];
  if (indent === undefined) return undefined;
  // A line indented more than the first keeps its line break: such a text is not re-folded around a change.
  if (lines.some((line) => line.trim() !== '' && (!line.startsWith(indent) || line[indent.length] === ' ')))
    return undefined;
  return { indent, lines: lines.map((line) => (line.trim() === '' ? '' : line.slice(indent.length))) };
}

/**
 * `value` written as YAML the way `stringify` writes it with `options`, its long texts folded (`>-`) at `width` as
 * the file's other texts are: each text that would not fit on its line once the whole is written `column` characters
 * in. Without a width, as `stringify` writes it.
 */
export function stringifyFolded(
  value: unknown,
  options: ToStringOptions,
  width: number | undefined,
  column = 0,
): string {
  const written = stringify(value, options);
  if (width === undefined) return written;
  const doc = parseDocument(written);
  let marked = false;
  visit(doc, {
    Scalar(key, node) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range || node.type?.startsWith('BLOCK')) return;
      if (!/ /.test(node.value) || node.value.includes('\n')) return;
      const line = lineEnd(written, node.range[1]) - lineStart(written, node.range[0]);
      if (column + line - 1 > width) {
        node.type = 'BLOCK_FOLDED';
        marked = true;
      }
    },
  });
  if (!marked) return written;
  const text = doc.toString(options);
  const edits: Edit[] = [];
  visit(parseDocument(text), {
    Scalar(_, node) {
      if (node.type !== 'BLOCK_FOLDED' || !node.range || !isScalar(node)) return;
      const source = text.slice(node.range[0], node.range[1]);
      const body = blockBody(source);
      const lines = body && refoldBlock([], String(node.value), width - column - body.indent.length);
      if (!body || !lines) return;
      const header = source.slice(0, source.indexOf('\n'));
      const folded = lines.map((line) => (line === '' ? '' : body.indent + line)).join('\n');
      edits.push({ from: node.range[0], to: node.range[1], text: `${header}\n${folded}\n` });
    },
  });
  return applyEdits(text, edits);
}
