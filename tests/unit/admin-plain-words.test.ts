/**
 * Plain words, everywhere an editor looks in the browser editor: every label, hint and option of every field of the
 * editor's field model (generated/field-model.json), every content kind's and section type's description, and every
 * mistake the form can show (each kind of the catalogue, worded with its example in the form's voice, named from the
 * real content) hold no file path or folder, no `.yaml`, no code mark, no placeholder's braces, no field key, no list
 * index and no line number. The same words in the developers' voice do name them: the check finds them there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Field, FieldModel, FieldShape } from '../../pipeline/codegen/field-model.ts';
import { fieldModel } from '../../pipeline/codegen/field-walk.ts';
import { contentErrors, editorMistakes, type ErrorKind } from '../../schema/errors/catalogue.ts';
import { formMessage, formVoice, type FormVoice } from '../../schema/errors/editor.ts';
import { fileVoice, type MistakeName } from '../../schema/errors/words.ts';
import { fieldPlace, formNames, namer, pathOfField } from '../../admin/lib/entry-names.ts';
import { loadContent } from '../../pipeline/content.ts';
import { writeGenerated } from '../../pipeline/codegen/generate.ts';

/**
 * The mistakes only a YAML file can have: its syntax and layout, and how its file is named. The form writes each
 * value through the YAML library and names each file itself, so it never makes one; another entry's would be listed
 * in a developer's words, as they are about the file.
 */
const FILE_ONLY = new Set<MistakeName>([
  'tabIndent',
  'invisibleCharacter',
  'unclosedQuote',
  'curlyClosingQuote',
  'doubleQuoteInside',
  'apostropheInSingleQuotes',
  'dashWithoutSpace',
  'colonWithoutSpace',
  'fieldWithoutColon',
  'duplicateField',
  'colonInText',
  'colonReadAsField',
  'bracketStartsValue',
  'hashStartsComment',
  'commentCutsText',
  'wrongIndent',
  'blockIndentedIntoNeighbour',
  'dedentedText',
  'textLineNotIndented',
  'unreadableLine',
  'itemWithoutDash',
  'wrongFileShape',
  'unknownFile',
  'solutionIdNotFileName',
  'separatorReadAsDecimalPoint',
]);

let model: FieldModel;
/** The keys of the content's fields written as a developer writes them (`navLabel`): never a word of the form. */
let camelKeys: Set<string>;
let say: FormVoice;

beforeAll(() => {
  const content = loadContent();
  writeGenerated(content);
  model = JSON.parse(readFileSync(join(process.cwd(), 'generated', 'field-model.json'), 'utf8')) as FieldModel;
  camelKeys = new Set<string>();
  const visit = (shape: FieldShape) => {
    if (shape.kind === 'group') shape.fields.forEach(visitField);
    if (shape.kind === 'list') visit(shape.item);
    if (shape.kind === 'typed-list') shape.types.forEach((type) => type.fields.forEach(visitField));
  };
  const visitField = (field: Field) => {
    if (/[a-z][A-Z]/.test(field.name)) camelKeys.add(field.name);
    visit(field);
  };
  model.kinds.forEach((kind) => kind.fields.forEach(visitField));
  const root = join(process.cwd(), 'data');
  const files = Object.fromEntries(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => [`data/${name}`, readFileSync(join(root, name), 'utf8')]),
  );
  const names = namer(files, model.kinds);
  const fieldsOf = (file: string) => names.collectionOf(file)?.fields ?? [];
  say = formVoice(
    formNames(names, (ref) => fieldPlace(fieldsOf(ref.file), names.data(ref.file), pathOfField(ref.path))),
  );
});

/** What in `text` only a developer would write. */
function developerWords(text: string): string[] {
  const found = [
    ...text.matchAll(/\bdata\/|\bpublic\/|\.ya?ml\b|`|\{[^{}]*\}|\[\d+\]|\bline \d+|\bdocs\/|\w+\/\*\.yaml/g),
  ].map((match) => match[0]);
  const keys = [...text.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g)]
    .map((match) => match[0])
    .filter((word) => camelKeys.has(word));
  return [...found, ...keys];
}

/** Every text of the model a person reads in the editor, each with where it is. */
function modelTexts(): Array<{ at: string; text: string }> {
  const texts: Array<{ at: string; text: string }> = [];
  const visit = (shape: FieldShape, at: string) => {
    if (shape.kind === 'choice')
      shape.labels.forEach((label, index) => texts.push({ at: `${at} option ${index}`, text: label }));
    if (shape.kind === 'group') shape.fields.forEach((field) => visitField(field, at));
    if (shape.kind === 'list') visit(shape.item, `${at}[]`);
    if (shape.kind === 'key-value') visit(shape.value, `${at}{}`);
    if (shape.kind === 'typed-list')
      for (const type of shape.types) {
        texts.push({ at: `${at}[${type.name}]`, text: type.label });
        if (type.hint) texts.push({ at: `${at}[${type.name}] hint`, text: type.hint });
        type.fields.forEach((field) => visitField(field, `${at}[${type.name}]`));
      }
  };
  const visitField = (field: Field, within: string) => {
    const at = `${within}.${field.name}`;
    texts.push({ at, text: field.label });
    if (field.hint) texts.push({ at: `${at} hint`, text: field.hint });
    visit(field, at);
  };
  for (const kind of model.kinds) {
    texts.push({ at: kind.name, text: kind.label });
    if (kind.description) texts.push({ at: `${kind.name} description`, text: kind.description });
    kind.fields.forEach((field) => visitField(field, kind.name));
  }
  return texts;
}

describe('the editor’s words', () => {
  it('name no file, folder, key, code, placeholder, index or line in any label, hint or option of the field model', () => {
    const texts = modelTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter(({ text }) => developerWords(text).length > 0)).toEqual([]);
  });

  it('offer every option of a choice in words, each once, the values kept for the file', () => {
    const choices: Array<{ options: unknown[]; labels: string[] }> = [];
    const visit = (shape: FieldShape) => {
      if (shape.kind === 'choice') choices.push(shape);
      if (shape.kind === 'group') shape.fields.forEach(visit);
      if (shape.kind === 'list') visit(shape.item);
      if (shape.kind === 'typed-list') shape.types.forEach((type) => type.fields.forEach(visit));
    };
    model.kinds.forEach((kind) => kind.fields.forEach(visit));
    expect(choices.length).toBeGreaterThan(10);
    for (const { options, labels } of choices) {
      expect(labels).toHaveLength(options.length);
      expect(new Set(labels).size).toBe(labels.length);
    }
    const menuStyle = model.kinds.find((kind) => kind.name === 'page')!.fields.find((field) => field.name === 'menu');
    expect(menuStyle?.kind === 'group' && menuStyle.fields.find((field) => field.name === 'style')).toMatchObject({
      options: ['dots', 'side', 'top-bar'],
      labels: ['Dots at the right edge', 'List beside the content', 'Bar under the navigation'],
    });
  });

  it('name them in the developers’ guide and VS Code, where the files are what a person edits', () => {
    const walked = JSON.stringify(fieldModel(model.linkTargets));
    for (const words of ['`data/testimonials.yaml`', '`public/`', '`navLabel`', '`{price:voice-agents}+`'])
      expect(walked).toContain(words);
  });

  const kinds = [...Object.entries(contentErrors), ...Object.entries(editorMistakes)] as Array<
    [MistakeName, ErrorKind<object>]
  >;
  it.each(kinds.filter(([name]) => !FILE_ONLY.has(name)))(
    '%s, as the form shows it, names no file, key, code, placeholder, index or line',
    (name, entry) => {
      const text = formMessage(name, entry.example as never, say);
      expect({ name, text, developerWords: developerWords(text) }).toEqual({ name, text, developerWords: [] });
    },
  );

  it('finds what a developer would write, in the same mistakes in the files’ voice', () => {
    const filesWords = kinds
      .filter(([name]) => !FILE_ONLY.has(name))
      .map(([name, entry]) => formMessage(name, entry.example as never, fileVoice))
      .filter((text) => developerWords(text).length > 0);
    expect(filesWords.length).toBeGreaterThan(15);
  });
});
