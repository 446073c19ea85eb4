/**
 * The catalogue of mistakes (schema/errors/catalogue.ts): each kind words its example in every voice, the authoring
 * guide lists every kind the validator reports, no message holds a position, and no product module words a mistake
 * itself or reads a position back out of a message's text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentErrors,
  editorMistakes,
  type ContentErrorName,
  type ErrorKind,
  type Voice,
} from '../../schema/errors/catalogue.ts';
import { formMessage, formVoice } from '../../schema/errors/editor.ts';
import { diagnosticMessage } from '../../schema/errors/vscode.ts';
import { fileVoice, wordsOf, type MistakeName } from '../../schema/errors/words.ts';

const root = join(import.meta.dirname, '..', '..');
const names = Object.keys(contentErrors) as ContentErrorName[];
const kinds = [...Object.entries(contentErrors), ...Object.entries(editorMistakes)] as Array<
  [MistakeName, ErrorKind<object>]
>;

/** A voice that marks every place and file it is asked to name, to find them in the words. */
const markingVoice: Voice = {
  line: () => '<PLACE>',
  place: () => '<PLACE>',
  path: () => '<PLACE>',
  file: () => '<FILE>',
  folder: () => '<FOLDER>',
};

describe('the catalogue of mistakes', () => {
  it.each(kinds)('%s words its example in plain text, in the file’s voice and the form’s', (name, entry) => {
    const form = formVoice({
      entry: () => 'Pricing',
      collection: () => 'Solutions',
      field: () => 'Heading',
      key: () => 'Heading',
      option: () => undefined,
      placeholder: () => 'Chatbots starting price',
    });
    for (const say of [fileVoice, form]) {
      const { message, suggestion } = wordsOf(name, entry.example as never, say);
      expect(message).toMatch(/^\S/);
      expect(`${message} ${suggestion ?? ''}`).not.toMatch(/undefined|\[object|NaN/);
    }
    expect(entry.title).toMatch(/^\S.*\S$/);
  });

  it.each(kinds)('%s holds no position of its own: every place it names comes from its voice', (name, entry) => {
    const { message, suggestion } = wordsOf(name, entry.example as never, markingVoice);
    expect(`${message} ${suggestion ?? ''}`).not.toMatch(/\bline \d|:\d+:\d+|\bdata\/\S*\.yaml|\[\d+\]/);
  });

  it('writes an editor underline as sentences', () => {
    expect(diagnosticMessage('unknownReference', { kind: 'solution' })).toBe(
      'No solution has this id. Solution ids are the file names in data/solutions/.',
    );
  });

  it('words the form’s own mistakes as the form shows them', () => {
    expect(formMessage('requiredField', { control: 'list', item: 'card' }, fileVoice)).toBe(
      'Required: add at least one card with “Add card”.',
    );
  });

  it('is listed in the authoring guide, every kind the validator reports by name', () => {
    const guide = readFileSync(join(root, 'docs', 'authoring.md'), 'utf8');
    const part = guide.slice(
      guide.indexOf('## Every error, by name'),
      guide.indexOf('\n## ', guide.indexOf('## Every error')),
    );
    const listed = [...part.matchAll(/^\| `(\w+)` \|/gm)].map(([, name]) => name);
    expect(listed).toEqual(names);
  });
});

/** Every TypeScript file of the product, except the catalogue's own folder. */
const productFiles = ['schema', 'pipeline', 'pages', 'renderer', 'functions', 'serve', 'admin'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name))
    .filter((file) => !file.startsWith(join('schema', 'errors'))),
);

describe('the catalogue is where every mistake is worded', () => {
  it('reads every product folder, the editor’s included', () => {
    expect(productFiles.some((file) => file.startsWith('admin'))).toBe(true);
    expect(productFiles.length).toBeGreaterThan(150);
  });

  it.each(productFiles)('%s words no mistake and reads no position out of a message', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    // A message or fix written in place.
    expect(source).not.toMatch(/\b(?:message|suggestion|fix|patternErrorMessage|errorMessage):\s*(['"`])(?!\1)/);
    // The catalogue's own phrases for a fix, a field left empty or a near miss, written in place.
    expect(source).not.toMatch(/(['"`])[^'"`\n]*(?:\b(?:Fix|Required):|did you mean|is taken by)[^'"`\n]*\1/);
    // A pattern that finds a line number or a file's position in text: positions are data.
    expect(source).not.toMatch(/\/[^/\n]*(?:line \\d|:\\d\+:\\d)[^/\n]*\/[gimsuy]*/);
  });
});
