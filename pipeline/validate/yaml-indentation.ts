/**
 * Indentation mistakes, diagnosed from the lines around the parser's complaint: a block indented into its neighbour,
 * a line indented differently from its siblings, a text line dedented out of its text, a list item without its dash.
 * Each comes with the repairs to try (see yaml-errors.ts).
 */
import { itemOf } from '../../schema/errors/catalogue.ts';
import { mistake } from '../../schema/errors/content-error.ts';
import {
  BLOCK_HEADER,
  KEY_LINE,
  blockTextLines,
  indentOf,
  isBlank,
  keyOf,
  parseErrors,
  reindent,
  replaceLine,
  type Diagnosis,
} from './yaml-lines.ts';

export const DASH_LINE = /^(\s*)-(?:\s|$)/;

/** The keys written directly inside the list item whose "-" is on line `dash` (at that item's own indentation). */
export function itemKeys(lines: readonly string[], dash: number): Set<string> {
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
export function blockIndentedIntoNeighbour(lines: readonly string[], errorIndex: number): Diagnosis | undefined {
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

export function indentation(
  lines: readonly string[],
  index: number,
  target: number,
  compared: 'more' | 'less',
): Diagnosis {
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

export function dedentedText(lines: readonly string[], index: number): Diagnosis | undefined {
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
export function listItemAbove(lines: readonly string[], index: number, indent: number): string {
  const field = lines
    .slice(0, index)
    .findLast((line) => !isBlank(line) && indentOf(line) < indent && !DASH_LINE.test(line));
  return itemOf((field && keyOf(field)) ?? '');
}

/**
 * A list item indented under a text item above it (`- Free call` then `  - A walkthrough`): YAML reads it as more
 * words of that item, so the page shows one item "Free call - A walkthrough".
 */
export function itemFoldedIntoAbove(lines: readonly string[], index: number): Diagnosis | undefined {
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
export function unindentedContinuation(
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
export function itemWithoutDashAmongItems(lines: readonly string[], index: number): Diagnosis | undefined {
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
