/**
 * Finds where a value or key sits in YAML source, so every content error can name its line and column.
 */
import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { PathSegment, Position } from '../../schema/errors/place.ts';

export interface Located {
  node: Node | undefined;
  /** How many path segments were found; less than the path length when the path does not exist. */
  depth: number;
}

/**
 * The node at `path`; with `target: 'key'`, the key of the last segment instead of its value.
 * Stops at the deepest node that exists.
 */
export function locate(doc: Document, path: readonly PathSegment[], target: 'value' | 'key' = 'value'): Located {
  let node = doc.contents as Node | null;
  let depth = 0;
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) break;
      const value = pair.value as Node | null;
      const empty = value === null || (isScalar(value) && value.value === null && value.source === '');
      if ((last && target === 'key') || empty) return { node: pair.key as Node, depth: index + 1 };
      node = value;
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      node = node.items[segment] as Node | null;
    } else {
      break;
    }
    depth = index + 1;
  }
  return { node: node ?? undefined, depth };
}

/** 1-based line and column of a source offset. */
export function positionOf(lineCounter: LineCounter, offset: number): Position {
  const { line, col } = lineCounter.linePos(offset);
  return { line: Math.max(line, 1), column: col };
}

/** Where the node at `path` starts (its deepest existing ancestor when missing; 1:1 for an empty file). */
export function positionAt(
  doc: Document,
  lineCounter: LineCounter,
  path: readonly PathSegment[],
  target: 'value' | 'key' = 'value',
): Position {
  const { node } = locate(doc, path, target);
  return node?.range ? positionOf(lineCounter, node.range[0]) : { line: 1, column: 1 };
}
