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
import { mistake } from '../../schema/errors/content-error.ts';
import { findMarkup, withoutMarkup } from './markup.ts';
import { CURLY_QUOTE, invisibleCharacter, UNUSUAL_SPACE, ZERO_WIDTH } from './yaml-characters.ts';
import {
  blockIndentedIntoNeighbour,
  dedentedText,
  indentation,
  itemFoldedIntoAbove,
  itemWithoutDashAmongItems,
  unindentedContinuation,
} from './yaml-indentation.ts';
import {
  CURLY,
  KEY_LINE,
  blockTextLines,
  commentCut,
  indentOf,
  isBlank,
  keyOf,
  openQuote,
  parseErrors,
  reindent,
  replaceLine,
  type Diagnosis,
  type SyntaxMistake,
} from './yaml-lines.ts';

/** Mistakes visible in the text alone, whether or not the parser stumbles on them. */
function scan(lines: readonly string[], fieldNames: ReadonlySet<string>): Diagnosis | undefined {
  const text = blockTextLines(lines);
  for (const [index, line] of lines.entries()) {
    if (isBlank(line)) continue;
    const pasted = invisibleCharacter(lines, index);
    if (pasted && (!text.has(index) || ZERO_WIDTH.test(line))) return pasted;
    if (text.has(index)) continue;
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
        ...mistake('tabIndent', {}),
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
        ...(curly
          ? mistake('curlyClosingQuote', { quote: quote.quote })
          : innerDouble
            ? mistake('doubleQuoteInside', {
                line: `${prefix.trim()} '${body.slice(0, -1).replace(/'/g, "''")}'`,
              })
            : apostrophe
              ? mistake('apostropheInSingleQuotes', {})
              : mistake('unclosedQuote', { quote: quote.quote })),
        repairs: [`${prefix}"${body.replace(/["\\]/g, '\\$&').replace(/[”“’‘]$/, '')}"`].map((fixed) =>
          replaceLine(lines, index, fixed),
        ),
      };
    }
    const cut = commentCut(line);
    if (cut) {
      const fixed = `${cut.prefix}"${cut.whole.replace(/["\\]/g, '\\$&')}"`;
      return {
        line: lineNumber,
        column: line.indexOf(' #', cut.prefix.length) + 2,
        ...mistake('commentCutsText', { shown: cut.shown, line: fixed.trim() }),
        repairs: [replaceLine(lines, index, fixed)],
      };
    }
    const folded = itemFoldedIntoAbove(lines, index);
    if (folded) return folded;
    const dash = /^(\s*)-([^\s-].*)$/.exec(line);
    if (dash && (KEY_LINE.test(`- ${dash[2]}`) || siblingIsItem(lines, index))) {
      return {
        line: lineNumber,
        column: dash[1]!.length + 1,
        ...mistake('dashWithoutSpace', { item: dash[2]!.trim() }),
        repairs: [replaceLine(lines, index, `${dash[1]}- ${dash[2]}`)],
      };
    }
    const glued = /^(\s*(?:-\s+)?)([A-Za-z][\w-]*):([^\s:/].*)$/.exec(line);
    if (glued && fieldNames.has(glued[2]!)) {
      return {
        line: lineNumber,
        column: glued[1]!.length + glued[2]!.length + 2,
        ...mistake('colonWithoutSpace', { field: glued[2]!, value: glued[3]! }),
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

/** The column a line's field name starts at, after its indentation and any "- ". */
const keyColumn = (line: string) => KEY_LINE.exec(line)?.[1]?.length ?? indentOf(line);

/**
 * The line of the first `key` in the group the line at `index` is in: looked for upwards until the group's start (a
 * line less indented than its fields, or its list item's "- " line), so a `heading` of another section is not it.
 */
function firstInGroup(lines: readonly string[], index: number, key: string, text: ReadonlySet<number>): number {
  const column = keyColumn(lines[index]!);
  for (let at = index - 1; at >= 0; at -= 1) {
    const other = lines[at]!;
    if (isBlank(other) || text.has(at)) continue;
    if (keyColumn(other) === column && keyOf(other) === key) return at;
    if (indentOf(other) < column) return -1;
  }
  return -1;
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
    const firstUse = firstInGroup(lines, index, key, text);
    return {
      line: first.line,
      column: first.column,
      ...mistake('duplicateField', {
        field: key,
        first: firstUse >= 0 ? { line: firstUse + 1, column: 1 } : undefined,
      }),
      repairs: [replaceLine(lines, index, line.replace(key, `${key}-second-copy`))],
    };
  }

  // A value that starts with markup (`&copy;`, `**bold**`, `[label](address)`) reads as YAML's own signs.
  const marked = markupAtStart(line);
  if (marked) {
    return {
      line: first.line,
      column: marked.column,
      ...mistake('markupInText', { markup: marked.markup, line: marked.plain.trim() }),
      repairs: [replaceLine(lines, index, marked.plain)],
    };
  }

  const intruder = blockIndentedIntoNeighbour(lines, index);
  if (intruder) return intruder;

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
      ...mistake('colonInText', { curly, line: `${before.trim()} ${quoted}` }),
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
        ...mistake('fieldWithoutColon', { field: bare[2]!, value: bare[3]!.trim() }),
        repairs: [replaceLine(lines, at, `${bare[1]}${bare[2]}: ${bare[3]}`)],
      };
    }
  }

  const continued = unindentedContinuation(lines, index, fieldNames);
  if (continued) return continued;

  const withoutDash = itemWithoutDashAmongItems(lines, index);
  if (withoutDash) return withoutDash;

  // A value that starts with { or [ is read as a group or a list, not as text.
  const bracket = /^(\s*(?:-\s+)?[^\s"'#][^:#]*?:\s+)([{[].*)$/.exec(line);
  if (bracket) {
    const quoted = `"${bracket[2]!.replace(/["\\]/g, '\\$&')}"`;
    return {
      line: first.line,
      column: bracket[1]!.length + 1,
      ...mistake('bracketStartsValue', { bracket: bracket[2]![0]!, line: `${bracket[1]!.trim()} ${quoted}` }),
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

function markupAtStart(line: string): { markup: string; column: number; plain: string } | undefined {
  const value = /^(\s*(?:-\s+)?(?:[^\s"'#&*[][^:#]*?:\s+)?)([&*_[].*)$/.exec(line);
  if (!value) return undefined;
  const markup = findMarkup(value[2]!);
  if (markup === undefined || !value[2]!.startsWith(markup)) return undefined;
  return { markup, column: value[1]!.length + 1, plain: `${value[1]}${withoutMarkup(value[2]!)}` };
}

const CAUSES: Record<string, 'tab' | 'indent' | 'missing'> = {
  TAB_AS_INDENT: 'tab',
  BAD_INDENT: 'indent',
  MISSING_CHAR: 'missing',
};

/** The first mistake visible in the text alone (see `scan`), if any. */
export const firstTextMistake = (text: string, fieldNames: ReadonlySet<string>) => scan(text.split('\n'), fieldNames);

// What a line must hold for `scan` to report it, each a superset of one of its checks, matched over the whole text
// at once: almost every file passes, and one pass over the text is far cheaper than scanning it line by line.
const TAB_INDENT = /^[ \t]*\t/m;
const GLUED_DASH = /^[^\S\n]*-[^\s-]/m;
const GLUED_FIELD = /^[^\S\n]*(?:-[^\S\n]+)?([A-Za-z][\w-]*):[^\s:/]/gm;
// Two list items in a row, blank and comment-only lines between them, as `scan` skips those; the second is suspect
// when indented more (counted in characters, as `scan` counts them).
const ITEM_THEN_ITEM = /^([^\S\n]*)-[^\S\n]+[^\n]*\n(?=(?:[^\S\n]*(?:#[^\n]*)?\n)*([^\S\n]*)-[^\S\n])/gm;
const TEXT_THEN_COMMENT =
  /^[^\S\n]*(?:-[^\S\n]+)?(?:(?:[^\s"'#][^"'#\n]*?|"[^"\n]*"|'[^'\n]*'):[^\S\n]+)?[^\s"'#|>[\]{}&*!%@`][^#\n]*?[^\S\n]#/m;
const QUOTE_START = /^[^\S\n]*(?:-[^\S\n]+)?(?:[^\s"'#][^"'#\n]*?:[^\S\n]+)?["']/gm;

const lineAt = (text: string, index: number) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? undefined : end);
};

/** Whether some line could be one that `scan` reports; when false, `scan` finds nothing. */
function mayHoldTextMistake(text: string, fieldNames: ReadonlySet<string>): boolean {
  if (TAB_INDENT.test(text) || GLUED_DASH.test(text) || ZERO_WIDTH.test(text.replace(/^\ufeff/, ''))) return true;
  if (UNUSUAL_SPACE.test(text) || CURLY_QUOTE.test(text) || TEXT_THEN_COMMENT.test(text)) return true;
  for (const match of text.matchAll(ITEM_THEN_ITEM)) if (match[2]!.length > match[1]!.length) return true;
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
          ...mistake('unreadableLine', { cause: CAUSES[first.error.code] }),
        });
      return mistakes;
    }
    const { repairs, ...found } = diagnosis;
    mistakes.push(found);
    const before = errors.filter((error) => error.line >= found.line).length;
    const readsOn = (repaired: string) => !parseErrors(repaired).some((error) => error.line <= found.line);
    // Of repairs YAML reads, one that leaves the next line as it was meant (a tab replaced by as many spaces as the
    // list item below, not fewer, which would fold that item into this one).
    const nextLineFine = (repaired: string) =>
      (scan(repaired.split('\n'), fieldNames)?.line ?? Infinity) > found.line + 1;
    current =
      repairs.find((repaired) => readsOn(repaired) && nextLineFine(repaired)) ??
      repairs.find(readsOn) ??
      repairs.find((repaired) => parseErrors(repaired).length < before) ??
      repairs[0]!;
    if (current === lines.join('\n')) return mistakes;
  }
  return mistakes;
}
