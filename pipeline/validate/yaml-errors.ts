/**
 * Explains YAML syntax mistakes to people who are not developers: one mistake, one error, at the line where
 * the mistake is, naming its likely cause (a tab, a quote, a colon, a missing space, indentation) and the fix
 * for that cause.
 *
 * The parser alone reports symptoms, often several per mistake and often on another line. So each mistake is
 * diagnosed from the text, repaired in memory, and the file parsed again: what the repair does not cure is the
 * next mistake. Nothing here ever changes the file on disk.
 */
import { LineCounter, parseDocument, type YAMLError } from 'yaml';
import { itemOf } from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import { findMarkup, withoutMarkup } from './markup.ts';

/** A syntax mistake: where it is in the text, and which it is. */
export type SyntaxMistake = Pick<ContentError, 'line' | 'column' | 'kind' | 'params'>;

interface Diagnosis extends SyntaxMistake {
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

/**
 * Unquoted text with " #" inside (`heading: We are #1 in town`): YAML keeps only what comes before it. A number or a
 * yes-or-no word before the "#" is left alone: the schema checks those, and a note after one is likely meant.
 */
const PLAIN_TEXT_WITH_COMMENT =
  /^(\s*(?:-\s+)?(?:(?:[^\s"'#:{}[\],&*!|>%@`-][^:#]*?|"[^"]*"|'[^']*'):\s+)?)((?!-\s)[^\s"'#|>[\]{}&*!%@`](?:(?!:\s)[^#"])*?)\s+#(.*)$/;
const NOT_TEXT = /^(?:[-+]?[\d.,_]+|true|false|yes|no|on|off|null|~)$/i;

function commentCut(line: string): { prefix: string; shown: string; whole: string } | undefined {
  const match = PLAIN_TEXT_WITH_COMMENT.exec(line);
  if (!match || NOT_TEXT.test(match[2]!)) return undefined;
  return { prefix: match[1]!, shown: match[2]!, whole: `${match[2]} #${match[3]}`.trim() };
}

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

const SPACES = ' \t\u00a0\u2000-\u200a\u202f\u205f\u3000';
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad]/;
const UNUSUAL_SPACE = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/;
const CURLY_QUOTE = /[\u2018\u2019\u201c\u201d]/;
/** A line's indentation, dash and field name up to the spaces after its colon: where only plain spaces belong. */
const STRUCTURE = new RegExp(`^[${SPACES}]*(?:-[${SPACES}]+)?(?:[^:'"#]*:(?![^${SPACES}])[${SPACES}]*)?`);
const CHARACTER_NAMES: Record<string, string> = {
  '\u00a0': 'non-breaking space',
  '\u202f': 'narrow non-breaking space',
  '\u200b': 'zero-width space',
  '\u200c': 'zero-width non-joiner',
  '\u200d': 'zero-width joiner',
  '\u2060': 'word joiner',
  '\ufeff': 'zero-width no-break space',
  '\u00ad': 'soft hyphen',
  '\u2018': 'curly quote mark',
  '\u2019': 'curly quote mark',
  '\u201c': 'curly quote mark',
  '\u201d': 'curly quote mark',
};

/**
 * A character pasted from a word processor or a web page that looks like a space, a quote mark or nothing but is
 * another letter to YAML: any invisible one, and unusual spaces or curly quotes in the indentation or field name.
 */
function invisibleCharacter(lines: readonly string[], index: number): Diagnosis | undefined {
  const line = lines[index]!;
  const structure = STRUCTURE.exec(line)![0];
  const colon = structure.lastIndexOf(':');
  let at = line.search(ZERO_WIDTH);
  if (at === 0 && index === 0 && line[0] === '\ufeff') at = line.slice(1).search(ZERO_WIDTH) + 1 || -1;
  if (at < 0) {
    at = structure.search(UNUSUAL_SPACE);
    // After a colon or dash and a plain space, it is the first letter of the value, as YAML reads it too.
    const marker = Math.max(structure.lastIndexOf(':', at), structure.lastIndexOf('-', at));
    if (at > 0 && marker >= 0 && /[ \t]/.test(structure.slice(marker + 1, at))) at = -1;
  }
  if (at < 0 && colon > 0) at = structure.slice(0, colon).search(CURLY_QUOTE);
  if (at < 0) return undefined;
  const character = line[at]!;
  const indent = new RegExp(`^[${SPACES}]*`).exec(line)![0].length;
  const where =
    at < indent
      ? 'in the indentation'
      : at < colon
        ? 'in the field name'
        : at < structure.length
          ? 'after the colon'
          : 'in the text';
  const plain = (text: string) =>
    text.replace(new RegExp(ZERO_WIDTH.source, 'g'), '').replace(new RegExp(UNUSUAL_SPACE.source, 'g'), ' ');
  const fixed = `${plain(structure)
    .replace(new RegExp(CURLY_QUOTE.source, 'g'), '')
    .replace(/ +:/, ':')}${plain(line.slice(structure.length))}`;
  return {
    line: index + 1,
    column: at + 1,
    ...mistake('invisibleCharacter', {
      character,
      codePoint: `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      name: CHARACTER_NAMES[character] ?? 'typographic space',
      where,
      line: fixed.trim(),
    }),
    repairs: [replaceLine(lines, index, fixed)],
  };
}

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

const DASH_LINE = /^(\s*)-(?:\s|$)/;

/** The keys written directly inside the list item whose "-" is on line `dash` (at that item's own indentation). */
function itemKeys(lines: readonly string[], dash: number): Set<string> {
  const indent = indentOf(lines[dash]!);
  const keys = new Set([keyOf(lines[dash]!)].filter((key): key is string => key !== undefined));
  for (let other = dash + 1; other < lines.length; other += 1) {
    const line = lines[other]!;
    if (isBlank(line)) continue;
    if (indentOf(line) <= indent) break;
    if (indentOf(line) === indent + 2) keys.add(keyOf(line) ?? '');
  }
  return keys;
}

/**
 * A list item (`- type: text` and the lines under it) indented further than the items of its own list, so it
 * lands inside the item above: one mistake at its "-", whatever the parser says about the lines after it. Its list
 * is the one above whose items share most fields with it and that parses once the block is moved back.
 */
function blockIndentedIntoNeighbour(lines: readonly string[], errorIndex: number): Diagnosis | undefined {
  let dash = errorIndex;
  while (dash < lines.length && isBlank(lines[dash]!)) dash += 1;
  if (!DASH_LINE.test(lines[dash] ?? '')) return undefined;
  const own = indentOf(lines[dash]!);
  let end = dash + 1;
  while (end < lines.length && (isBlank(lines[end]!) || indentOf(lines[end]!) > own)) end += 1;
  while (end > dash + 1 && isBlank(lines[end - 1]!)) end -= 1;
  const keys = itemKeys(lines, dash);
  // An item of plain text has no fields to tell which list it belongs to.
  if (keys.size === 0) return undefined;
  const lists = new Map<number, number>();
  for (let other = dash - 1; other >= 0; other -= 1) {
    const line = lines[other]!;
    if (!DASH_LINE.test(line) || indentOf(line) >= own) continue;
    const shared = [...itemKeys(lines, other)].filter((key) => keys.has(key)).length;
    lists.set(indentOf(line), Math.max(shared, lists.get(indentOf(line)) ?? 0));
  }
  const candidates = [...lists.entries()].filter(([, shared]) => shared > 0).sort(([a, x], [b, y]) => y - x || b - a);
  for (const [target] of candidates) {
    const shift = own - target;
    const moved = [
      ...lines.slice(0, dash),
      ...lines.slice(dash, end).map((line) => (isBlank(line) ? line : line.slice(shift))),
      ...lines.slice(end),
    ].join('\n');
    if (parseErrors(moved).some((error) => error.line <= end)) continue;
    return {
      line: dash + 1,
      column: own + 1,
      ...mistake('blockIndentedIntoNeighbour', {
        item: listItemAbove(lines, dash, target),
        shift,
        lines: lines.slice(dash, end).filter((line) => !isBlank(line)).length,
      }),
      repairs: [moved],
    };
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
    ...mistake('wrongIndent', { compared, sibling, own, target, field: key }),
    repairs: [replaceLine(lines, index, reindent(line, target))],
  };
}

function dedentedText(lines: readonly string[], index: number): Diagnosis | undefined {
  for (let header = index - 1; header >= 0; header -= 1) {
    const line = lines[header]!;
    if (isBlank(line)) continue;
    if (BLOCK_HEADER.test(line)) {
      const body = lines.slice(header + 1, index).filter((other) => !isBlank(other));
      // The text's first line itself may be the one out of place: the lines after it then show the indent.
      const after = lines.slice(index + 1).find((other) => !isBlank(other));
      if (body.length === 0 && (!after || indentOf(after) <= indentOf(line) || KEY_LINE.test(after))) return undefined;
      const textIndent = Math.min(...(body.length > 0 ? body : [after!]).map(indentOf));
      const own = indentOf(lines[index]!);
      if (own >= textIndent || KEY_LINE.test(lines[index]!)) return undefined;
      const key = keyOf(line);
      return {
        line: index + 1,
        column: 1,
        ...mistake('dedentedText', { field: key, indent: textIndent }),
        repairs: [replaceLine(lines, index, reindent(lines[index]!, textIndent))],
      };
    }
    // Only the text lines directly above count; a field line means the block ended already.
    if (KEY_LINE.test(line) && !blockTextLines(lines).has(header)) return undefined;
  }
  return undefined;
}

/** One item of the list whose items start at `indent` before line `index`, in words ("section"), from its field. */
function listItemAbove(lines: readonly string[], index: number, indent: number): string {
  const field = lines
    .slice(0, index)
    .findLast((line) => !isBlank(line) && indentOf(line) < indent && !DASH_LINE.test(line));
  return itemOf((field && keyOf(field)) ?? '');
}

/**
 * A list item indented under a text item above it (`- Free call` then `  - A walkthrough`): YAML reads it as more
 * words of that item, so the page shows one item "Free call - A walkthrough".
 */
function itemFoldedIntoAbove(lines: readonly string[], index: number): Diagnosis | undefined {
  const item = /^(\s*)-\s+\S/.exec(lines[index]!);
  const above = lines.slice(0, index).findLastIndex((other) => !isBlank(other));
  const textItem = above < 0 ? null : /^(\s*)-\s+[^\s"'#|>[{&*!]/.exec(lines[above]!);
  if (!item || !textItem || KEY_LINE.test(lines[above]!)) return undefined;
  const shift = item[1]!.length - textItem[1]!.length;
  if (shift <= 0) return undefined;
  return {
    line: index + 1,
    column: item[1]!.length + 1,
    ...mistake('blockIndentedIntoNeighbour', {
      item: listItemAbove(lines, above, textItem[1]!.length),
      shift,
      lines: 1,
    }),
    repairs: [replaceLine(lines, index, reindent(lines[index]!, textItem[1]!.length))],
  };
}

/**
 * A second line of unquoted text that starts where its field does (`welcome: Hello!` then `How can I help?` under
 * `welcome`): YAML reads it as a field without its colon. Joined to the line above.
 */
function unindentedContinuation(
  lines: readonly string[],
  index: number,
  fieldNames: ReadonlySet<string>,
): Diagnosis | undefined {
  const line = lines[index]!;
  const above = lines.slice(0, index).findLastIndex((other) => !isBlank(other));
  if (above < 0 || KEY_LINE.test(line) || /^\s*-(\s|$)/.test(line)) return undefined;
  const field = KEY_LINE.exec(lines[above]!);
  const value = field ? lines[above]!.slice(field[0].length) : '';
  if (!field || !fieldNames.has(keyOf(lines[above]!)!) || !/^[^\s"'|>[{&*!#]/.test(value)) return undefined;
  if (BLOCK_HEADER.test(lines[above]!)) return undefined;
  const own = field[1]!.length;
  if (indentOf(line) > own) return undefined;
  return {
    line: index + 1,
    column: indentOf(line) + 1,
    ...mistake('textLineNotIndented', { field: keyOf(lines[above]!)!, indent: own + 2 }),
    repairs: [
      [...lines.slice(0, above), `${lines[above]!.trimEnd()} ${line.trim()}`, ...lines.slice(index + 1)].join('\n'),
    ],
  };
}

/**
 * A line of text among the items of a list, lined up with their "-" but without one of its own (a new item typed
 * without "- "): YAML cannot read it. Repaired by giving it its dash.
 */
function itemWithoutDashAmongItems(lines: readonly string[], index: number): Diagnosis | undefined {
  const line = lines[index]!;
  const above = lines.slice(0, index).findLastIndex((other) => !isBlank(other));
  const item = above < 0 ? null : /^(\s*)-\s+[^\s"'#|>[{&*!]/.exec(lines[above]!);
  if (!item || KEY_LINE.test(lines[above]!) || KEY_LINE.test(line) || DASH_LINE.test(line)) return undefined;
  if (indentOf(line) !== item[1]!.length) return undefined;
  return {
    line: index + 1,
    column: indentOf(line) + 1,
    ...mistake('itemWithoutDash', { item: line.trim() }),
    repairs: [replaceLine(lines, index, `${item[1]}- ${line.trim()}`)],
  };
}

/**
 * A value that starts with markup (`copyright: &copy; 2025`, `- **New** …`), which YAML reads as an anchor, an
 * alias or a list: the markup, where it starts, and the line with it written as plain text.
 */
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
