/**
 * Reads every YAML file under data/. Files parse with js-yaml (fast); the position-aware `yaml`
 * document is built only for a file that has an error to place.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { ContentKind } from '../../schema/content.ts';
import type { ContentError } from './content-error.ts';
import type { PathSegment } from './schema-walk.ts';
import { positionAt, positionOf, type Position } from './yaml-positions.ts';

export interface SourceFile {
  /** Path from the project root, e.g. `data/pages/home.yaml`. */
  file: string;
  /** Path inside data/, e.g. `pages/home.yaml`. */
  relativePath: string;
  /** The document with source positions, parsed on first use. */
  document: () => PositionedDocument;
  /** The plain data; when the YAML is broken, whatever the parser recovered. */
  data: unknown;
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
  const lineCounter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
};

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

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
    document,
    data,
    readable,
    kind,
  });
  try {
    return { source: source(load(text, { schema: CORE_SCHEMA, filename: file }), true), errors: [] };
  } catch {
    // js-yaml stops at the first problem; the full parser reports them all, with positions.
  }
  const { doc, lineCounter } = document();
  const errors = doc.errors.map((error) => {
    const quoteStart = error.code === 'MISSING_CHAR' && /quote/.test(error.message) ? unclosedQuote(text) : undefined;
    return {
      file,
      ...(quoteStart ?? positionOf(lineCounter, error.pos[0])),
      path: '',
      message: `YAML syntax: ${error.message.split('\n')[0]}`,
      suggestion: quoteStart
        ? 'this quote is never closed; end the text with the same quote mark'
        : yamlHint(error.code),
    };
  });
  return { source: source(recover(doc), errors.length === 0), errors };
}

function recover(doc: Document): unknown {
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch {
    return undefined;
  }
}

function yamlHint(code: string): string | undefined {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'each field may appear once in the same block; remove or rename one of them';
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'the next line is indented further than this field, so it reads as part of this value; line fields up under their parent, and quote text that contains ": "';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return 'check the indentation: nested fields use two more spaces than their parent';
    default:
      return 'put text that contains ":", "#" or starts with a special character in double quotes';
  }
}

/**
 * The parser reports an unclosed quote where the file ends; the author needs the line where it opens:
 * the first value that starts with a quote mark and does not close it on the same line.
 */
function unclosedQuote(text: string): { line: number; column: number } | undefined {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    const match = /^(\s*(?:-\s+)?(?:[^\s"'#][^"'#]*?:\s+)?)(["'])(.*)$/.exec(line);
    if (!match) continue;
    const [, before = '', quote, rest = ''] = match;
    const closed = quote === '"' ? /(?<!\\)"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ''));
    if (!closed) return { line: index + 1, column: before.length + 1 };
  }
  return undefined;
}
