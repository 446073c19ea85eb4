/**
 * The catalogue of content errors (schema/content-errors.ts): each kind words its example, the authoring guide
 * lists every kind, and the validator's modules word nothing themselves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentErrors,
  editorMessage,
  errorWords,
  type ContentErrorName,
  type ErrorKind,
} from '../../schema/content-errors.ts';

const root = join(import.meta.dirname, '..', '..');
const names = Object.keys(contentErrors) as ContentErrorName[];

describe('the catalogue of content errors', () => {
  it.each(names)('%s words its example in plain text', (name) => {
    const entry = contentErrors[name] as unknown as ErrorKind<object>;
    const words = errorWords(name, entry.example as never);
    expect(words.kind).toBe(name);
    expect(words.message).toMatch(/^\S/);
    expect(`${words.message} ${words.suggestion ?? ''}`).not.toMatch(/undefined|\[object|NaN/);
    expect(entry.title).toMatch(/^\S.*\S$/);
  });

  it('writes an editor underline as sentences', () => {
    expect(editorMessage('unknownReference', { kind: 'solution' })).toBe(
      'No solution has this id. Solution ids are the file names in data/solutions/.',
    );
  });

  it('is listed in the authoring guide, every kind by name', () => {
    const guide = readFileSync(join(root, 'docs', 'authoring.md'), 'utf8');
    const part = guide.slice(
      guide.indexOf('## Every error, by name'),
      guide.indexOf('\n## ', guide.indexOf('## Every error')),
    );
    const listed = [...part.matchAll(/^\| `(\w+)` \|/gm)].map(([, name]) => name);
    expect(listed).toEqual(names);
  });

  it('is where every message of the validator comes from', () => {
    const modules = ['explain-issue', 'cross-checks', 'yaml-errors', 'validate-content', 'manifest', 'json-schema'];
    for (const module of modules) {
      const source = readFileSync(join(root, 'pipeline', 'lib', `${module}.ts`), 'utf8');
      expect(source, module).not.toMatch(/\b(?:message|suggestion|patternErrorMessage|errorMessage):\s*(['"`])(?!\1)/);
    }
  });
});
