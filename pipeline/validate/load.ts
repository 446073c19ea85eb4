/**
 * Parses the YAML of a content file with the `yaml` parser, which keeps every value's position for the errors.
 * No Node APIs: the browser content editor parses with it too.
 */
import { isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { ContentKind } from '../../schema/content.ts';
import type { ContentError } from '../../schema/errors/content-error.ts';
import { fieldNames } from './schema-walk.ts';
import type { PathSegment, Place, Position } from '../../schema/errors/place.ts';
import { explainSyntax, hasSuspectLine } from './yaml-errors.ts';
import { locate, positionAt, positionOf } from './yaml-positions.ts';

export interface SourceFile {
  /** Path from the project root, e.g. `data/pages/home.yaml`. */
  file: string;
  /** Path inside data/, e.g. `pages/home.yaml`. */
  relativePath: string;
  /**
   * The document with source positions. The file's own checks hold the one they read; asked for after them (only
   * an error needs a position), it is parsed again: the documents are most of a loaded content's memory.
   */
  document: () => PositionedDocument;
  /** False when the parser reported errors: the data is then what it recovered. */
  wellFormed: boolean;
  /** The plain data; when the YAML is broken, whatever the parser recovered. */
  data: unknown;
  /** The file's text as written, to explain a value YAML read differently from what the editor meant. */
  text?: string;
  /** False when the YAML has syntax errors: its data then only feeds the route and id lists. */
  readable: boolean;
  /** The schema's output (defaults applied) when the file passed its schema; what pages and codegen read. */
  parsed?: unknown;
  kind: ContentKind;
}

export interface PositionedDocument {
  doc: Document;
  lineCounter: LineCounter;
}

/** Where the value (or key) at `path` starts in the file. */
export const positionIn = (
  source: SourceFile,
  path: readonly PathSegment[],
  target: 'value' | 'key' = 'value',
): Position => {
  const { doc, lineCounter } = source.document();
  return positionAt(doc, lineCounter, path, target);
};

/** The place of the value (or key) at `path` as an error points at it: where it starts, and where it ends. */
export function placeIn(
  source: SourceFile,
  path: readonly PathSegment[],
  target: 'value' | 'key' = 'value',
): Place & { end?: Position } {
  const { doc, lineCounter } = source.document();
  const range = locate(doc, path, target).node?.range;
  const start = range ? positionOf(lineCounter, range[0]) : { line: 1, column: 1 };
  const end = range && range[1] > range[0] ? { end: positionOf(lineCounter, range[1]) } : {};
  return { file: source.file, path: [...path], ...start, ...end };
}

/** A value exactly as the file writes it (`10.000` for the number 10), when it is a plain value. */
export const writtenAt = (source: SourceFile, path: readonly PathSegment[]): string | undefined => {
  const { node } = locate(source.document().doc, path);
  return isScalar(node) ? node.source : undefined;
};

const positioned = (text: string): PositionedDocument => {
  const lineCounter = new LineCounter();
  return {
    doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'silent' }),
    lineCounter,
  };
};

/**
 * Parses one file's text. YAML errors come back with their positions. The document stays in memory until `letGo`
 * is called (after the file's own checks), and is parsed again when asked for after that.
 */
export function parseSource(
  file: string,
  relativePath: string,
  text: string,
  kind: ContentKind,
): { source: SourceFile; errors: ContentError[]; letGo: () => void } {
  const parsed = positioned(text);
  // Only `held` and `text` are kept by the functions made here: anything else they named would keep the document.
  let held: PositionedDocument | undefined = parsed;
  const source: SourceFile = {
    file,
    relativePath,
    text,
    document: () => (held ??= positioned(text)),
    wellFormed: parsed.doc.errors.length === 0,
    data: recover(parsed.doc),
    readable: true,
    kind,
  };
  const letGo = () => {
    held = undefined;
  };
  const names = fieldNames(kind.schema);
  if (source.wellFormed && !hasSuspectLine(text, names)) return { source, errors: [], letGo };
  // The parser reports symptoms, often on another line; explainSyntax finds each mistake and its cause.
  const errors = explainSyntax(text, names).map((mistake) => ({ file, path: [], ...mistake }));
  source.readable = errors.length === 0;
  return { source, errors, letGo };
}

function recover(doc: Document): unknown {
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch {
    return undefined;
  }
}
