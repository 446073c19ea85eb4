/** The pieces the byte-stable writer (yaml-edit.ts) works with: plain data, text edits, a file's own YAML style. */
import { isCollection, isMap, isSeq, parseDocument, visit, Document, type Node, type ToStringOptions } from 'yaml';
import { isRecord } from '../validate/walk.ts';

export interface Edit {
  from: number;
  to: number;
  text: string;
}

export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

/** The data as YAML can hold it: `undefined` fields left out, as a serialiser would. */
export function plain(value: unknown): Plain {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : plain(item)));
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, plain(item)]),
    );
  return (value ?? null) as Plain;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]));
  }
  return false;
}

export const isScalarValue = (value: Plain) => value === null || typeof value !== 'object';
export const isEmptyCollection = (value: Plain) =>
  Array.isArray(value) ? value.length === 0 : isRecord(value) && Object.keys(value).length === 0;

export function applyEdits(text: string, edits: readonly Edit[], offset = 0): string {
  let result = '';
  let at = offset;
  for (const edit of [...edits].sort((a, b) => a.from - b.from || a.to - b.to)) {
    result += text.slice(at - offset, edit.from - offset) + edit.text;
    at = edit.to;
  }
  return result + text.slice(at - offset);
}

/** The way the file writes YAML, so new text looks like the old. */
export function styleOf(doc: Document, text: string): ToStringOptions {
  let single = 0;
  let double = 0;
  let indent: number | undefined;
  let indentSeq: boolean | undefined;
  visit(doc, {
    Scalar(_, node) {
      if (node.type === 'QUOTE_SINGLE') single += 1;
      if (node.type === 'QUOTE_DOUBLE') double += 1;
    },
    Pair(_, pair) {
      const key = pair.key as Node | null;
      const value = pair.value as Node | null;
      if (!key?.range || !isCollection(value) || value.flow || !value.range) return;
      const keyColumn = key.range[0] - lineStart(text, key.range[0]);
      const valueColumn =
        (isSeq(value) ? dashBefore(text, value.range[0]) : value.range[0]) - lineStart(text, value.range[0]);
      if (isMap(value) && indent === undefined && valueColumn > keyColumn) indent = valueColumn - keyColumn;
      if (isSeq(value) && indentSeq === undefined) indentSeq = valueColumn > keyColumn;
    },
  });
  return {
    indent: indent ?? 2,
    indentSeq: indentSeq ?? true,
    singleQuote: single > 0 || double === 0,
    lineWidth: 0,
    minContentWidth: 0,
  };
}

export const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
export const lineEnd = (text: string, offset: number) => {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end + 1;
};
/** Where the `-` of the list item whose value starts at `offset` is. */
export function dashBefore(text: string, offset: number): number {
  let at = offset;
  while (at > 0 && text[at] !== '-') at -= 1;
  return at;
}

export function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The data of a YAML text, or undefined when it has errors (a candidate that does not read back). */
export function parsed(text: string, doc = parseDocument(text, { uniqueKeys: true })): unknown {
  if (doc.errors.length > 0) return undefined;
  try {
    return doc.toJS();
  } catch {
    return undefined;
  }
}
