/** Reading a YAML text line by line, as the syntax diagnoses do: indentation, field names, quotes, text blocks. */
import { LineCounter, parseDocument, type YAMLError } from 'yaml';
import type { ContentError } from '../../schema/errors/content-error.ts';

/** A syntax mistake: where it is in the text, and which it is. */
export type SyntaxMistake = Pick<ContentError, 'line' | 'column' | 'kind' | 'params'>;

/** A syntax mistake diagnosed, with the repairs to try. */
export interface Diagnosis extends SyntaxMistake {
  /** Candidate repaired texts, best guess first; the first one that lets the parser get further is kept. */
  repairs: string[];
}

/** The `yaml` parser's errors for a text, with 1-based lines; silent (no Node warnings). */
export function parseErrors(text: string): Array<{ error: YAMLError; line: number; column: number }> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'silent' });
  return doc.errors.map((error) => {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    return { error, line: Math.max(line, 1), column: col };
  });
}

export const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;
export const isBlank = (line: string) => /^\s*(?:#.*)?$/.test(line);
export const KEY_LINE = /^(\s*(?:-\s+)?)([^\s"'#:{}[\],&*!|>%@`-][^:#]*?|"[^"]*"|'[^']*'):(\s+|$)/;
export const BLOCK_HEADER = /:\s+[|>][-+0-9]*\s*(?:#.*)?$|^\s*-\s+[|>][-+0-9]*\s*$/;
export const CURLY = /[“”‘’]/;
export const keyOf = (line: string) => KEY_LINE.exec(line)?.[2]?.replace(/^["']|["']$/g, '');

/** Indexes of lines that are the text of a `>-` or `|` block, which YAML does not read as fields. */
export function blockTextLines(lines: readonly string[]): Set<number> {
  const inside = new Set<number>();
  for (let index = 0; index < lines.length; index += 1) {
    if (!BLOCK_HEADER.test(lines[index]!)) continue;
    const header = indentOf(lines[index]!);
    let next = index + 1;
    while (next < lines.length && (isBlank(lines[next]!) || indentOf(lines[next]!) > header)) {
      inside.add(next);
      next += 1;
    }
    index = next - 1;
  }
  return inside;
}

export const replaceLine = (lines: readonly string[], index: number, line: string) =>
  [...lines.slice(0, index), line, ...lines.slice(index + 1)].join('\n');
export const reindent = (line: string, indent: number) => ' '.repeat(indent) + line.replace(/^[ \t]*/, '');

/**
 * Unquoted text with " #" inside (`heading: We are #1 in town`): YAML keeps only what comes before it. A number or a
 * yes-or-no word before the "#" is left alone: the schema checks those, and a note after one is likely meant.
 */
export const PLAIN_TEXT_WITH_COMMENT =
  /^(\s*(?:-\s+)?(?:(?:[^\s"'#:{}[\],&*!|>%@`-][^:#]*?|"[^"]*"|'[^']*'):\s+)?)((?!-\s)[^\s"'#|>[\]{}&*!%@`](?:(?!:\s)[^#"])*?)\s+#(.*)$/;
export const NOT_TEXT = /^(?:[-+]?[\d.,_]+|true|false|yes|no|on|off|null|~)$/i;

export function commentCut(line: string): { prefix: string; shown: string; whole: string } | undefined {
  const match = PLAIN_TEXT_WITH_COMMENT.exec(line);
  if (!match || NOT_TEXT.test(match[2]!)) return undefined;
  return { prefix: match[1]!, shown: match[2]!, whole: `${match[2]} #${match[3]}`.trim() };
}

/** The start of a quoted value on a line that does not close it there, with the quote mark used. */
export function openQuote(line: string): { column: number; quote: string; rest: string; inner: boolean } | undefined {
  const match = /^(\s*(?:-\s+)?(?:[^\s"'#][^"'#]*?:\s+)?)(["'])(.*)$/.exec(line);
  if (!match) return undefined;
  const [, before = '', quote = '"', rest = ''] = match;
  // Closed means the quote mark ends the value: nothing but spaces or a comment after it, or inside { } and [ ] the
  // next value or the bracket's end.
  const after = /[[{]/.test(before) ? String.raw`\s*(?:[,\]}].*|#.*)?$` : String.raw`\s*(?:#.*)?$`;
  const closed = new RegExp(
    String.raw`^(?:${quote === '"' ? String.raw`[^"\\]|\\.` : "[^']|''"})*${quote}${after}`,
  ).test(rest);
  const inner = quote === '"' ? /(?<!\\)"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ''));
  return closed ? undefined : { column: before.length + 1, quote, rest, inner };
}
