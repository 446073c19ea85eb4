/** Reads every YAML file under data/ into a parsed document that remembers source positions. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { contentKinds, kindOf, type ContentKind } from '../../schema/content.ts';
import type { ContentError } from './content-error.ts';
import { closest } from './suggest.ts';
import { positionOf } from './yaml-positions.ts';

export interface SourceFile {
  /** Path from the project root, e.g. `data/pages/home.yaml`. */
  file: string;
  /** Path inside data/, e.g. `pages/home.yaml`. */
  relativePath: string;
  doc: Document;
  lineCounter: LineCounter;
  /** The plain data, or undefined when the YAML itself is broken. */
  data: unknown;
  kind: ContentKind;
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Parses one file's text. YAML errors come back with their positions. */
export function parseSource(file: string, relativePath: string, text: string, kind: ContentKind): { source: SourceFile; errors: ContentError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors = doc.errors.map((error) => ({
    file,
    ...positionOf(lineCounter, error.pos[0]),
    path: '',
    message: `YAML syntax: ${error.message.split('\n')[0]}`,
    suggestion: yamlHint(error.code),
  }));
  const data = errors.length === 0 ? doc.toJS({ maxAliasCount: 100 }) : undefined;
  return { source: { file, relativePath, doc, lineCounter, data, kind }, errors };
}

function yamlHint(code: string): string | undefined {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'each field may appear once in the same block; remove or rename one of them';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return 'check the indentation: nested fields use two more spaces than their parent';
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'a line ends without a value or a quote is not closed; put text containing ": " in quotes';
    default:
      return 'put text that contains ":", "#" or starts with a special character in double quotes';
  }
}

/** Loads all content under `dataDir`; files that fit no content kind are reported. */
export function loadContent(root: string, dataDir: string): { sources: SourceFile[]; errors: ContentError[] } {
  const sources: SourceFile[] = [];
  const errors: ContentError[] = [];
  for (const absolute of listFiles(dataDir)) {
    const file = relative(root, absolute);
    const relativePath = relative(dataDir, absolute).split('\\').join('/');
    const kind = kindOf(relativePath);
    if (!kind) {
      const known = contentKinds.map((candidate) => candidate.glob);
      const suggestion = closest(relativePath.replace(/\.ya?ml$/, '.yaml'), known);
      errors.push({
        file,
        line: 1,
        column: 1,
        path: '',
        message: 'this file is not a known content file, so nothing reads it',
        suggestion: relativePath.endsWith('.yml')
          ? 'content files end in .yaml, not .yml'
          : `content files are: ${known.join(', ')}${suggestion ? `; did you mean ${suggestion}?` : ''}`,
      });
      continue;
    }
    const parsed = parseSource(file, relativePath, readFileSync(absolute, 'utf8'), kind);
    sources.push(parsed.source);
    errors.push(...parsed.errors);
  }
  return { sources, errors };
}
