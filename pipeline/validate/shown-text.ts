/**
 * Text that YAML reads without a complaint but the page shows otherwise than the editor meant, found from the file
 * as written: a note (`# TODO: …`) or list lines typed inside a `>-` or `|` text, a new list item typed without its
 * "- " (YAML joins it to the item above), HTML or Markdown in a text, which the page prints as written, letters
 * garbled by another encoding, and placeholders or filler (filler-text.ts). Only fields of free text are read, not
 * ids, links or picture paths, but for a placeholder that makes a whole value the schema takes (initials `XX`). No
 * Node APIs: the browser editor runs it too.
 */
import { isMap, isScalar, isSeq, type Scalar } from 'yaml';
import type { ContentErrorName, ErrorParams } from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import type { SourceFile } from './load.ts';
import { misencodedIn } from './encoding.ts';
import { fillerIn } from './filler-text.ts';
import { descriptionOf, isFreeText, isReferenceOrChoice, schemaAt } from './schema-walk.ts';
import { findMarkup, withoutMarkup } from './markup.ts';
import { positionOf } from './yaml-positions.ts';

/** A line shaped like a YAML comment (`# TODO`) or a labelled note (`#TODO: …`); `#1` and `#hashtags` are words. */
const NOTE_LINE = /^#+(?:\s|$)|^#+\p{L}+:/u;
const LIST_LINE = /^[-*•]\s+\S/;
/** Words a line of a sentence may end on when the sentence goes on below (`…who quote from photos and`). */
const CONNECTING_WORDS = new Set(
  'a an and as at by for from in into of on or per than that the to via which who with'.split(' '),
);

function goesOn(line: string): boolean {
  const end = line.trimEnd();
  return /[,;:&/(–—-]$/.test(end) || CONNECTING_WORDS.has(end.split(/\s+/).at(-1)!.toLowerCase());
}

interface Found<N extends ContentErrorName> {
  name: N;
  params: ErrorParams<N>;
  line: number;
  column: number;
}
type Finding = { [N in ContentErrorName]: Found<N> }[ContentErrorName];

/** One value of free text as the file writes it: lines `first` to `last` of the file (1-based). */
interface Written {
  node: Scalar;
  lines: readonly string[];
  first: number;
  last: number;
  /** Where the value starts. */
  start: { line: number; column: number };
  /** The item of a list, rather than the value of a field. */
  listItem: boolean;
}

interface TextLine {
  text: string;
  line: number;
  column: number;
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;

/**
 * The lines of a text after its first, as the editor wrote them: the file's lines for a `>-` or `|` text or one
 * wrapped over lines, else the lines of its value (line breaks written as `\n`), all placed at the value's start.
 */
function laterLines({ node, lines, first, last, start }: Written): TextLine[] {
  if (last > first)
    return lines
      .slice(first, last)
      .map((text, index) => ({ text: text.trim(), line: first + 1 + index, column: indentOf(text) + 1 }));
  return String(node.value)
    .split('\n')
    .slice(1)
    .map((text) => ({ text: text.trim(), ...start }));
}

/** A line starting with "#" inside a text: a note for colleagues, which YAML keeps as words of the text. */
function noteInside(written: Written): Finding | undefined {
  const note = laterLines(written).find(({ text }) => NOTE_LINE.test(text));
  if (!note) return undefined;
  const { node, lines, first, start } = written;
  const header = lines[first - 1]!;
  const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
  const field = block ? header.trim() : header.slice(0, start.column - 1).trim();
  return { name: 'noteInText', params: { note: note.text, field }, line: note.line, column: note.column };
}

/** Two or more lines starting with "- " inside a text: a list the page would run into one paragraph. */
function listInside(written: Written): Finding | undefined {
  const later = laterLines(written);
  const items = later.flatMap((line, index) => (LIST_LINE.test(line.text) ? [index] : []));
  if (items.length < 2) return undefined;
  const joined = later
    .slice(Math.max(0, items[0]! - 1), items.at(-1)! + 1)
    .map(({ text }) => text)
    .join(' ');
  const { line, column } = later[items[0]!]!;
  return { name: 'listInText', params: { joined, listItem: written.listItem }, line, column };
}

/**
 * A list item of plain text written over several lines, where a line reads as an item of its own: it starts as the
 * item does (a capital, or a small letter in a list of small words) and the line above ends a phrase. YAML joins the
 * lines into one item.
 */
function itemJoined({ node, lines, first, last, listItem }: Written): Finding | undefined {
  if (!listItem || node.type !== 'PLAIN') return undefined;
  const capital = /^\p{Lu}/u.test(String(node.value));
  for (let line = first + 1; line <= last; line += 1) {
    const own = lines[line - 1]!.trim();
    const startsAnItem = capital ? /^[\p{Lu}\d]/u.test(own) : /^[\p{Ll}\d]/u.test(own);
    if (!startsAnItem || goesOn(lines[line - 2]!)) continue;
    const item = lines
      .slice(line - 1, last)
      .map((text) => text.trim())
      .join(' ');
    return {
      name: 'itemWithoutDash',
      params: { joined: String(node.value), item },
      line,
      column: indentOf(lines[line - 1]!) + 1,
    };
  }
  return undefined;
}

/** Where `part` of a text is written in the file: its first occurrence inside the value, else the value's start. */
function positionOfPart(source: SourceFile, node: Scalar, part: string) {
  const at = source.text!.indexOf(part, node.range![0]);
  return positionOf(source.document().lineCounter, at >= 0 && at < node.range![1] ? at : node.range![0]);
}

/** HTML or Markdown in the text, at its first piece of markup, with the line as plain text. */
function markupIn(source: SourceFile, { node, lines }: Written): Finding | undefined {
  const markup = findMarkup(String(node.value));
  if (markup === undefined) return undefined;
  const position = positionOfPart(source, node, markup);
  const own = lines[position.line - 1]!;
  return {
    name: 'markupInText',
    params: { markup, line: withoutMarkup(own).trim() },
    ...position,
  };
}

/** Letters garbled by another encoding, with the line as meant when it can be told. */
function garbledIn(source: SourceFile, { node, lines }: Written): Finding | undefined {
  const garbled = misencodedIn(String(node.value));
  if (!garbled) return undefined;
  const position = positionOfPart(source, node, garbled.written);
  const own = lines[position.line - 1]!;
  const line = garbled.meant === undefined ? undefined : misencodedIn(own)?.repaired?.trim();
  return { name: 'misencodedText', params: { written: garbled.written, meant: garbled.meant, line }, ...position };
}

/**
 * Filler in a field visitors read: in free text any kind, elsewhere (initials, ids) a whole value that is a
 * placeholder; only where the field's schema takes the value, so a value is refused once.
 */
function fillerFinding(source: SourceFile, { node }: Written, path: PathSegment[]): Finding | undefined {
  const value = String(node.value);
  const hints = /placeholder/i.test(String(path.at(-1)));
  const found = fillerIn(value, { hints });
  if (!found) return undefined;
  const field = schemaAt(source.kind.schema, source.data, path);
  if (!field || !field.safeParse(value).success) return undefined;
  if (!isFreeText(field) && (isReferenceOrChoice(field) || !fillerIn(value, { hints, wordsOnly: true })))
    return undefined;
  return {
    name: 'fillerText',
    params: { filler: found.filler, sort: found.sort, optional: field.safeParse(undefined).success },
    ...positionOfPart(source, node, found.filler),
  };
}

/** Every text of `source` that the page would show otherwise than meant, one error per text. */
export function shownTextMistakes(source: SourceFile): ContentError[] {
  if (!source.readable || source.text === undefined) return [];
  const { doc, lineCounter } = source.document();
  const lines = source.text.split('\n');
  const schema = source.kind.schema;
  const errors: ContentError[] = [];
  const check = (node: Scalar, path: PathSegment[], listItem: boolean) => {
    const [start, end] = node.range!;
    const written: Written = {
      node,
      lines,
      first: positionOf(lineCounter, start).line,
      last: positionOf(lineCounter, Math.max(start, end - 1)).line,
      start: positionOf(lineCounter, start),
      listItem,
    };
    // Most texts are one line without a line break: only markup can be wrong with them.
    const oneLine = written.first === written.last && !String(node.value).includes('\n');
    const shown =
      (oneLine ? undefined : (noteInside(written) ?? listInside(written) ?? itemJoined(written))) ??
      markupIn(source, written) ??
      garbledIn(source, written);
    const found = shown ?? fillerFinding(source, written, path);
    if (!found) return;
    const field = schemaAt(schema, source.data, path);
    if (!field || (shown && !isFreeText(field))) return;
    errors.push({
      file: source.file,
      line: found.line,
      column: found.column,
      path,
      ...mistake(found.name, found.params as never),
      hint: descriptionOf(field),
    });
  };
  const visit = (node: unknown, path: PathSegment[], listItem: boolean) => {
    if (isMap(node)) {
      for (const pair of node.items)
        if (isScalar(pair.key)) visit(pair.value, [...path, String(pair.key.value)], false);
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => visit(item, [...path, index], true));
    } else if (isScalar(node) && typeof node.value === 'string' && node.range) {
      check(node, path, listItem);
    }
  };
  visit(doc.contents, [], false);
  return errors;
}
