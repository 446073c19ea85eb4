/**
 * Reads every YAML file under data/. Files parse with js-yaml (fast); the position-aware `yaml`
 * document is built only for a file that has an error to place.
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import type { Document, LineCounter } from 'yaml';
import type { ContentKind } from '../../schema/content.ts';
import type { ContentError } from './content-error.ts';
import { fieldNames, type PathSegment } from './schema-walk.ts';
import { explainSyntax, hasSuspectLine } from './yaml-errors.ts';
import { yamlParser } from './yaml-parser.ts';
import { positionAt, type Position } from './yaml-positions.ts';

export interface SourceFile {
  /** Path from the project root, e.g. `data/pages/home.yaml`. */
  file: string;
  /** Path inside data/, e.g. `pages/home.yaml`. */
  relativePath: string;
  /** The document with source positions, parsed on first use. */
  document: () => PositionedDocument;
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

const positioned = (text: string): PositionedDocument => {
  const { LineCounter, parseDocument } = yamlParser();
  const lineCounter = new LineCounter();
  return {
    doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'silent' }),
    lineCounter,
  };
};

/** Parses one file's text. YAML errors come back with their positions. */
export function parseSource(
  file: string,
  relativePath: string,
  text: string,
  kind: ContentKind,
): { source: SourceFile; errors: ContentError[] } {
  let cached: PositionedDocument | undefined;
  const document = () => (cached ??= positioned(text));
  const source = (data: unknown, readable: boolean): SourceFile => ({
    file,
    relativePath,
    text,
    document,
    data,
    readable,
    kind,
  });
  const names = fieldNames(kind.schema);
  try {
    const data = load(text, { schema: CORE_SCHEMA, filename: file });
    if (!hasSuspectLine(text, names)) return { source: source(data, true), errors: [] };
  } catch {
    // js-yaml stops at the first problem without saying why; explainSyntax finds each mistake and its cause.
  }
  const errors = explainSyntax(text, names).map((mistake) => ({ file, path: '', ...mistake }));
  return { source: source(recover(document().doc), errors.length === 0), errors };
}

function recover(doc: Document): unknown {
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch {
    return undefined;
  }
}
