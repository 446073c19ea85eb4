/**
 * Explains YAML syntax mistakes to people who are not developers: one mistake, one error, at the line where
 * the mistake is, naming its likely cause (a tab, a quote, a colon, a missing space, indentation) and the fix
 * for that cause.
 *
 * The parser alone reports symptoms, often several per mistake and often on another line. So each mistake is
 * diagnosed from the text, repaired in memory, and the file parsed again: what the repair does not cure is the
 * next mistake. Nothing here ever changes the file on disk.
 */
import type { YAMLError } from 'yaml';
import { yamlParser } from './yaml-parser.ts';

export interface SyntaxMistake {
  line: number;
  column: number;
  message: string;
  suggestion: string;
}

interface Diagnosis extends SyntaxMistake {
  /** Candidate repaired texts, best guess first; the first one that lets the parser get further is kept. */
  repairs: string[];
}

/** The `yaml` parser's errors for a text, with 1-based lines; silent (no Node warnings). */
export function parseErrors(text: string): Array<{ error: YAMLError; line: number; column: number }> {
  const { LineCounter, parseDocument } = yamlParser();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'silent' });
  return doc.errors.map((error) => {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    return { error, line: Math.max(line, 1), column: col };
  });
}

const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;
const isBlank = (line: string) => /^\s*(?:#.*)?$/.test(line);
const KEY_LINE = /^(\s*(?:-\s+)?)([^\s"'#:{}[\],&*!|>%@`-][^:#]*?|"[^"]*"|'[^']*'):(\s+|$)/;
const BLOCK_HEADER = /:\s+[|>][-+0-9]*\s*(?:#.*)?$|^\s*-\s+[|>][-+0-9]*\s*$/;
const CURLY = /[“”‘’]/;
const keyOf = (line: string) => KEY_LINE.exec(line)?.[2]?.replace(/^["']|["']$/g, '');

/** Indexes of lines that are the text of a `>-` or `|` block, which YAML does not read as fields. */
function blockTextLines(lines: readonly string[]): Set<number> {
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

const replaceLine = (lines: readonly string[], index: number, line: string) =>
  [...lines.slice(0, index), line, ...lines.slice(index + 1)].join('\n');
const reindent = (line: string, indent: number) => ' '.repeat(indent) + line.replace(/^[ \t]*/, '');

/** The start of a quoted value on a line that does not close it there, with the quote mark used. */
function openQuote(line: string): { column: number; quote: string; rest: string; inner: boolean } | undefined {
  const match = /^(\s*(?:-\s+)?(?:[^\s"'#][^"'#]*?:\s+)?)(["'])(.*)$/.exec(line);
  if (!match) return undefined;
  const [, before = '', quote = '"', rest = ''] = match;
  // Closed means the quote mark ends the value: nothing but spaces or a comment after it.
  const closed = quote === '"' ? /^(?:[^"\\]|\\.)*"\s*(?:#.*)?$/.test(rest) : /^(?:[^']|'')*'\s*(?:#.*)?$/.test(rest);
  const inner = quote === '"' ? /(?<!\\)"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ''));
  return closed ? undefined : { column: before.length + 1, quote, rest, inner };
}

/** Mistakes visible in the text alone, whether or not the parser stumbles on them. */
function scan(lines: readonly string[], fieldNames: ReadonlySet<string>): Diagnosis | undefined {
  const text = blockTextLines(lines);
  for (const [index, line] of lines.entries()) {
    if (text.has(index) || isBlank(line)) continue;
    const lineNumber = index + 1;
    const leading = /^[ \t]*/.exec(line)![0];
    if (leading.includes('\t')) {
      const neighbours = [lines[index - 1], lines[index + 1]]
        .filter((other): other is string => other !== undefined && !isBlank(other))
        .map(indentOf);
      const widths = [...new Set([...neighbours, leading.replace(/\t/g, '  ').length, leading.length * 2])];
      return {
        line: lineNumber,
        column: leading.indexOf('\t') + 1,
        message: 'this line is indented with a tab; YAML files only accept spaces for indentation',
        suggestion: 'indent this line with spaces instead of the tab, lined up with the field it belongs with',
        repairs: widths.map((width) => replaceLine(lines, index, reindent(line, width))),
      };
    }
    const quote = openQuote(line);
    if (quote) {
      const curly = quote.quote === '"' ? /[”“]/.test(quote.rest) : /[’‘]/.test(quote.rest);
      const body = quote.rest.replace(/\s+$/, '');
      const apostrophe = quote.quote === "'" && body.includes("'");
      const innerDouble = quote.quote === '"' && quote.inner && !curly;
      const prefix = line.slice(0, quote.column - 1);
      return {
        line: lineNumber,
        column: quote.column,
        message: curly
          ? `this text starts with a straight quote mark (${quote.quote}) but ends with a curly one, which YAML does not count as its end`
          : innerDouble
            ? 'this text is in double quotes and has another double quote inside it, which ends the text too early'
            : apostrophe
              ? "this text starts with a single quote ('), so the apostrophe inside it ends the text too early"
              : `the quote mark (${quote.quote}) that starts this text is never closed`,
        suggestion: curly
          ? `type a straight ${quote.quote} at the end too (editors like Word turn quotes curly)`
          : innerDouble
            ? `put the text in single quotes instead: ${prefix.trim()} '${body.slice(0, -1).replace(/'/g, "''")}'`
            : apostrophe
              ? `start and end the text with double quotes (") instead, or write the apostrophe twice ('')`
              : `end the text with the same quote mark (${quote.quote}) on this line`,
        repairs: [`${prefix}"${body.replace(/["\\]/g, '\\$&').replace(/[”“’‘]$/, '')}"`].map((fixed) =>
          replaceLine(lines, index, fixed),
        ),
      };
    }
    const dash = /^(\s*)-([^\s-].*)$/.exec(line);
    if (dash && (KEY_LINE.test(`- ${dash[2]}`) || siblingIsItem(lines, index))) {
      return {
        line: lineNumber,
        column: dash[1]!.length + 1,
        message: 'a list item needs a space after its dash "-"',
        suggestion: `write "- ${dash[2]!.trim()}" with a space after the dash`,
        repairs: [replaceLine(lines, index, `${dash[1]}- ${dash[2]}`)],
      };
    }
    const glued = /^(\s*(?:-\s+)?)([A-Za-z][\w-]*):([^\s:/].*)$/.exec(line);
    if (glued && fieldNames.has(glued[2]!)) {
      return {
        line: lineNumber,
        column: glued[1]!.length + glued[2]!.length + 2,
        message: `the field name "${glued[2]}" needs a space after its colon`,
        suggestion: `write "${glued[2]}: ${glued[3]}" with a space after the colon`,
        repairs: [replaceLine(lines, index, `${glued[1]}${glued[2]}: ${glued[3]}`)],
      };
    }
  }
  return undefined;
}

function siblingIsItem(lines: readonly string[], index: number): boolean {
  const indent = indentOf(lines[index]!);
  for (const step of [-1, 1]) {
    for (let other = index + step; other >= 0 && other < lines.length; other += step) {
      const line = lines[other]!;
      if (isBlank(line) || indentOf(line) > indent) continue;
      if (indentOf(line) === indent && /^\s*-(\s|$)/.test(line)) return true;
      break;
    }
  }
  return false;
}

/** Explains the first error the parser reports, from the lines around it. */
function diagnoseParseError(
  lines: readonly string[],
  first: { error: YAMLError; line: number; column: number },
  all: ReadonlyArray<{ error: YAMLError; line: number }>,
  fieldNames: ReadonlySet<string>,
): Diagnosis | undefined {
  const text = blockTextLines(lines);
  const index = first.line - 1;
  const line = lines[index] ?? '';
  const code = first.error.code;

  if (code === 'DUPLICATE_KEY') {
    const key = keyOf(line) ?? '';
    const firstUse = lines.findIndex(
      (other, at) => at < index && keyOf(other) === key && indentOf(other) === indentOf(line),
    );
    return {
      line: first.line,
      column: first.column,
      message: `the field "${key}" appears twice in the same group${firstUse >= 0 ? ` (first on line ${firstUse + 1})` : ''}`,
      suggestion: `a field may appear once per group: move what you need from this "${key}:" into the first one and keep a single "${key}:" line`,
      repairs: [replaceLine(lines, index, line.replace(key, `${key}-second-copy`))],
    };
  }

  // A line of `>-` / `|` text indented less than the lines before it ends the text and reads as a field.
  const dedented = dedentedText(lines, index);
  if (dedented) return dedented;

  // A colon followed by a space inside an unquoted value starts another field.
  const value = /^(\s*(?:-\s+)?[^\s"'#][^:#]*?:\s+)([^\s"'|>&*!#][^#]*?:\s.*)$/.exec(line);
  if (value && (code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY')) {
    const [, before = '', rest = ''] = value;
    const curly = CURLY.test(rest[0] ?? '');
    const quoted = `"${rest.replace(/^[“‘]|[”’]$/g, '').replace(/["\\]/g, '\\$&')}"`;
    return {
      line: first.line,
      column: before.length + 1,
      message: curly
        ? 'this text is wrapped in curly quotes, which YAML reads as ordinary letters, so the ": " inside it starts a new field'
        : 'this text contains a colon followed by a space (": "), which YAML reads as the start of another field',
      suggestion: `put the whole text in straight double quotes: ${before.trim()} ${quoted}`,
      repairs: [replaceLine(lines, index, `${before}${quoted}`)],
    };
  }

  // A line indented further than the field above it, whose value is already given, reads as part of that value.
  const next = lines.findIndex((other, at) => at > index && !isBlank(other));
  if (
    (code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY') &&
    next > 0 &&
    KEY_LINE.test(lines[next]!) &&
    /:\s+\S/.test(line) &&
    indentOf(lines[next]!) > indentOf(line)
  ) {
    return indentation(lines, next, indentOf(line), 'more');
  }

  // A field name without its colon: `title AI Education`.
  for (const at of [index - 1, index, index + 1]) {
    const bare = /^(\s*(?:-\s+)?)([A-Za-z]\w*) +([^:#]+)$/.exec(lines[at] ?? '');
    if (bare && fieldNames.has(bare[2]!) && !text.has(at)) {
      return {
        line: at + 1,
        column: bare[1]!.length + bare[2]!.length + 1,
        message: `the field name "${bare[2]}" needs a colon after it`,
        suggestion: `write "${bare[2]}: ${bare[3]!.trim()}"`,
        repairs: [replaceLine(lines, at, `${bare[1]}${bare[2]}: ${bare[3]}`)],
      };
    }
  }

  // A value that starts with { or [ is read as a group or a list, not as text.
  const bracket = /^(\s*(?:-\s+)?[^\s"'#][^:#]*?:\s+)([{[].*)$/.exec(line);
  if (bracket) {
    const quoted = `"${bracket[2]!.replace(/["\\]/g, '\\$&')}"`;
    return {
      line: first.line,
      column: bracket[1]!.length + 1,
      message: `a value that starts with "${bracket[2]![0]}" is read as a group of fields, not as text`,
      suggestion: `put the value in quotes: ${bracket[1]!.trim()} ${quoted}`,
      repairs: [replaceLine(lines, index, `${bracket[1]}${quoted}`)],
    };
  }

  if (
    code === 'BAD_INDENT' ||
    code === 'MISSING_CHAR' ||
    code === 'UNEXPECTED_TOKEN' ||
    code === 'BLOCK_AS_IMPLICIT_KEY' ||
    code === 'MULTILINE_IMPLICIT_KEY'
  ) {
    const culprit = all.find((error) => error.line >= first.line)?.line ?? first.line;
    const at = culprit - 1;
    const own = indentOf(lines[at] ?? '');
    const candidates = new Set<number>();
    for (let other = at - 1; other >= 0 && candidates.size < 6; other -= 1)
      if (!isBlank(lines[other]!) && !text.has(other)) candidates.add(indentOf(lines[other]!));
    const target = [...candidates].find((indent) => {
      const repaired = replaceLine(lines, at, reindent(lines[at]!, indent));
      return !parseErrors(repaired).some((error) => error.line <= culprit + 1);
    });
    if (target !== undefined && target !== own) return indentation(lines, at, target, target < own ? 'more' : 'less');
  }
  return undefined;
}

function indentation(lines: readonly string[], index: number, target: number, compared: 'more' | 'less'): Diagnosis {
  const line = lines[index]!;
  const text = blockTextLines(lines);
  let sibling: string | undefined;
  for (let other = index - 1; other >= 0; other -= 1) {
    if (isBlank(lines[other]!) || text.has(other)) continue;
    if (indentOf(lines[other]!) === target) {
      sibling = keyOf(lines[other]!);
      break;
    }
    if (indentOf(lines[other]!) < target) break;
  }
  const own = indentOf(line);
  const key = keyOf(line);
  return {
    line: index + 1,
    column: 1,
    message: `this line is indented ${compared} than the ${sibling ? `field "${sibling}"` : 'lines'} above it (${own} spaces instead of ${target}), so YAML cannot tell which group ${key ? `"${key}"` : 'it'} belongs to`,
    suggestion: `start the line with ${target} spaces${sibling ? `, lined up with "${sibling}:"` : ''}`,
    repairs: [replaceLine(lines, index, reindent(line, target))],
  };
}

function dedentedText(lines: readonly string[], index: number): Diagnosis | undefined {
  for (let header = index - 1; header >= 0; header -= 1) {
    const line = lines[header]!;
    if (isBlank(line)) continue;
    if (BLOCK_HEADER.test(line)) {
      const body = lines.slice(header + 1, index).filter((other) => !isBlank(other));
      if (body.length === 0) return undefined;
      const textIndent = Math.min(...body.map(indentOf));
      const own = indentOf(lines[index]!);
      if (own >= textIndent || KEY_LINE.test(lines[index]!)) return undefined;
      const key = keyOf(line);
      return {
        line: index + 1,
        column: 1,
        message: `this line is part of the text ${key ? `of "${key}" ` : 'above '}but is indented less than the lines above it, so the text ends too early`,
        suggestion: `indent this line by ${textIndent} spaces, like the other lines of the text`,
        repairs: [replaceLine(lines, index, reindent(lines[index]!, textIndent))],
      };
    }
    // Only the text lines directly above count; a field line means the block ended already.
    if (KEY_LINE.test(line) && !blockTextLines(lines).has(header)) return undefined;
  }
  return undefined;
}

const GENERIC: Record<string, string> = {
  TAB_AS_INDENT: 'indent with spaces, not tabs',
  BAD_INDENT: 'line this line up with the fields around it, using spaces (two more than the field it belongs to)',
  MISSING_CHAR: 'check this line for a missing quote mark, or a field name without its colon',
};

/** The first mistake visible in the text alone (see `scan`), if any. */
export const firstTextMistake = (text: string, fieldNames: ReadonlySet<string>) => scan(text.split('\n'), fieldNames);

// What a line must hold for `scan` to report it, each a superset of one of its checks, matched over the whole text
// at once: almost every file passes, and scanning it line by line would cost ten times as much.
const TAB_INDENT = /^[ \t]*\t/m;
const GLUED_DASH = /^[^\S\n]*-[^\s-]/m;
const GLUED_FIELD = /^[^\S\n]*(?:-[^\S\n]+)?([A-Za-z][\w-]*):[^\s:/]/gm;
const QUOTE_START = /^[^\S\n]*(?:-[^\S\n]+)?(?:[^\s"'#][^"'#\n]*?:[^\S\n]+)?["']/gm;

const lineAt = (text: string, index: number) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? undefined : end);
};

/** Whether some line could be one that `scan` reports; when false, `scan` finds nothing. */
function mayHoldTextMistake(text: string, fieldNames: ReadonlySet<string>): boolean {
  if (TAB_INDENT.test(text) || GLUED_DASH.test(text)) return true;
  for (const match of text.matchAll(GLUED_FIELD)) if (fieldNames.has(match[1]!)) return true;
  for (const match of text.matchAll(QUOTE_START)) if (openQuote(lineAt(text, match.index!))) return true;
  return false;
}

/** Whether a text that parsed still holds a likely mistake, e.g. a quote closed lines later or `-label:`. */
export const hasSuspectLine = (text: string, fieldNames: ReadonlySet<string>) =>
  mayHoldTextMistake(text, fieldNames) && firstTextMistake(text, fieldNames) !== undefined;

/** Every syntax mistake in `text`, in order, each once. `fieldNames` are the names the file's schema knows. */
export function explainSyntax(text: string, fieldNames: ReadonlySet<string> = new Set()): SyntaxMistake[] {
  const mistakes: SyntaxMistake[] = [];
  let current = text;
  for (let round = 0; round < 50; round += 1) {
    const lines = current.split('\n');
    const errors = parseErrors(current);
    const scanned = scan(lines, fieldNames);
    const first = errors[0];
    let diagnosis = scanned;
    if (first && (!scanned || first.line < scanned.line))
      diagnosis = diagnoseParseError(lines, first, errors, fieldNames);
    if (!diagnosis) {
      if (first)
        mistakes.push({
          line: first.line,
          column: first.column,
          message: 'YAML cannot read this line',
          suggestion:
            GENERIC[first.error.code] ??
            'check this line and the one above it: a quote mark that is not closed, a field name without ": " after it, or indentation that differs from the lines around it',
        });
      return mistakes;
    }
    const { repairs, ...mistake } = diagnosis;
    mistakes.push(mistake);
    const before = errors.filter((error) => error.line >= mistake.line).length;
    current =
      repairs.find((repaired) => !parseErrors(repaired).some((error) => error.line <= mistake.line)) ??
      repairs.find((repaired) => parseErrors(repaired).length < before) ??
      repairs[0]!;
    if (current === lines.join('\n')) return mistakes;
  }
  return mistakes;
}
