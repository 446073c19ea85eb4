/**
 * The field model in the editor's words. The schemas' `.describe()` texts are written for whoever edits the YAML
 * files, and VS Code and the authoring guide show them as they are; the browser editor's form shows them in plain
 * words (schema/errors/plain-words.ts): a file or folder is the entry that holds it, a key the label of its field, a
 * value the words its option is offered in, a placeholder the fact it names. Made once here, from the same texts,
 * for the editor's copy of the model (generated/field-model.json).
 */
import { contentKinds } from '../../schema/content.ts';
import { inPlainWords, placeholderWords, type PlainNames } from '../../schema/errors/plain-words.ts';
import type { Field, FieldModel, FieldShape, KindModel } from './field-model.ts';
import { fieldLabel, kindLabels, plainWords } from './field-words.ts';

/** Each content file and folder by its path (`data/testimonials.yaml`, `data/solutions/`) to its kind's name. */
const places = new Map(
  contentKinds.map((kind) => {
    const folder = /^([\w-]+)\/\*\.yaml$/.exec(kind.glob)?.[1];
    const label = kindLabels[kind.name]?.label ?? plainWords(kind.name);
    return [folder ? `data/${folder}/` : `data/${kind.glob}`, label] as const;
  }),
);

/** A placeholder in a hint, named from its ids: `{price:voice-agents}` is `Voice agents starting price`. */
const hintPlaceholder = (name: string) =>
  placeholderWords(name, {
    offering: plainWords,
    solution: plainWords,
    figure: (_, key) => plainWords(key),
    other: (other) => plainWords(other).toLowerCase(),
  });

/** Every field key of the model with its label: what a hint names outside its own group. */
function allLabels(kinds: readonly KindModel[]): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (shape: FieldShape) => {
    if (shape.kind === 'group') shape.fields.forEach(visitField);
    if (shape.kind === 'list') visit(shape.item);
    if (shape.kind === 'typed-list') shape.types.forEach((type) => type.fields.forEach(visitField));
  };
  const visitField = (field: Field) => {
    if (!labels.has(field.name)) labels.set(field.name, fieldLabel(field.name));
    visit(field);
  };
  kinds.forEach((kind) => kind.fields.forEach(visitField));
  return labels;
}

/** A hint as a sentence: plain words, its first letter a capital. */
const sentence = (text: string, names: PlainNames) => {
  const words = inPlainWords(text, names);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The editor's model: the same fields, each hint (a kind's, a type's, a field's) in the form's words. */
export function inFormWords(model: FieldModel): FieldModel {
  const everyLabel = allLabels(model.kinds);
  /** What a hint among `group` names: its fields, their options, any key, the content's files. */
  const namesAmong = (group: readonly Field[], yesNo = false): PlainNames => {
    const labels = new Map(group.map((field) => [field.name, field.label]));
    const options = new Map(
      group.flatMap((field) =>
        field.kind === 'choice' ? field.options.map((option, at) => [String(option), field.labels[at]!] as const) : [],
      ),
    );
    return {
      field: (key) => labels.get(key),
      key: (key) => labels.get(key) ?? everyLabel.get(key),
      option: (value) => options.get(value),
      place: (path) => places.get(path),
      placeholder: hintPlaceholder,
      yesNo,
    };
  };
  const shape = (value: FieldShape): FieldShape => {
    switch (value.kind) {
      case 'group':
        return { ...value, fields: fields(value.fields) };
      case 'list':
        return { ...value, item: shape(value.item) };
      case 'key-value':
        return { ...value, value: shape(value.value) };
      case 'typed-list':
        return {
          ...value,
          types: value.types.map((type) => ({
            ...type,
            ...(type.hint && { hint: sentence(type.hint, namesAmong(type.fields)) }),
            fields: fields(type.fields),
          })),
        };
      default:
        return value;
    }
  };
  /** A group's or a list's hint names its own fields first (`give label and either href or opens`). */
  const inner = (field: Field): readonly Field[] =>
    field.kind === 'group'
      ? field.fields
      : field.kind === 'list' && field.item.kind === 'group'
        ? field.item.fields
        : [];
  const fields = (group: readonly Field[]): Field[] =>
    group.map(
      (field) =>
        ({
          ...shape(field),
          ...(field.hint && {
            hint: sentence(field.hint, namesAmong([...group, ...inner(field)], field.kind === 'yes-no')),
          }),
        }) as Field,
    );
  return {
    ...model,
    kinds: model.kinds.map((kind) => ({
      ...kind,
      ...(kind.description && { description: sentence(kind.description, namesAmong(kind.fields)) }),
      fields: fields(kind.fields),
    })),
  };
}
