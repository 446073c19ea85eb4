/**
 * What the editor calls each entry and field in words: a page by the name the site's menus give it ("Pricing"), else
 * its title without the brand; a redirect by where it forwards; a solution by its title; a one-file collection by its
 * label. Messages about another entry name it this way, never by its file.
 */
import { parse } from 'yaml';
import {
  itemFields,
  typeOf,
  type Field,
  type FieldOf,
  type FieldShape,
  type KindModel,
} from '../../pipeline/codegen/field-model.ts';
import type { EditorMistakeParams } from '../../schema/errors/catalogue.ts';
import type { FormNames } from '../../schema/errors/editor.ts';
import { isRecord } from '../../pipeline/validate/walk.ts';
import type { FieldRef } from './text-index.ts';
import { entryOfFile } from './entries.ts';
import { contentFacts, factWords, type Fact } from './facts.ts';
import { itemNoun, itemText } from './item-label.ts';

/** The labels the site's menus give each address (`/pricing` -> `Pricing`), from data/site.yaml. */
function menuLabels(site: unknown): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (items: unknown) => {
    for (const item of Array.isArray(items) ? items : []) {
      if (!isRecord(item) || typeof item.href !== 'string' || typeof item.label !== 'string') continue;
      if (!labels.has(item.href)) labels.set(item.href, item.label);
      visit(item.children);
    }
  };
  if (isRecord(site)) visit(site.navigation);
  return labels;
}

export interface Namer {
  /** The entry of a file under data/, in words: `Pricing`, `Redirect /expertise → /pricing`. */
  entry(path: string): string;
  /** The content kind of a file. */
  collectionOf(path: string): KindModel | undefined;
  /** A file's data as YAML reads it (undefined when it cannot be read). */
  data(path: string): unknown;
  /** The facts a text may state by name (`price:chatbots`), in the content as saved. */
  facts(): ReadonlyMap<string, Fact>;
  /** Any placeholder in words, one that names no fact too (`{price:chatbot}`: `chatbot starting price`). */
  factWords(name: string): string;
  /** A choice's option in words, by its value in any field (`top-bar`: `Bar under the navigation`). */
  option(value: string): string | undefined;
  /** A field's label by its key, where some field of the content has that key (`navLabel`: `Menu label`). */
  key(key: string): string | undefined;
}

/** `parsed`: files as YAML read them already (a snapshot's), each for the text `files` holds. */
export function namer(
  files: Readonly<Record<string, string>>,
  collections: readonly KindModel[],
  parsed: Readonly<Record<string, unknown>> = {},
): Namer {
  const data = new Map<string, unknown>(Object.entries(parsed));
  const read = (path: string) => {
    if (!data.has(path)) {
      try {
        data.set(path, parse(files[path] ?? ''));
      } catch {
        data.set(path, undefined);
      }
    }
    return data.get(path);
  };
  const labels = menuLabels(read('data/site.yaml'));
  const brand = (() => {
    const site = read('data/site.yaml');
    return isRecord(site) && isRecord(site.brand) && typeof site.brand.name === 'string' ? site.brand.name : '';
  })();
  const withoutBrand = (title: string) =>
    brand ? title.replace(new RegExp(`\\s*[|·–-]\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '') : title;
  const collectionOf = (path: string) => {
    const entry = entryOfFile(path);
    return collections.find((collection) => collection.name === entry?.collection);
  };
  let facts: Map<string, Fact> | undefined;
  let words: ReturnType<typeof modelWords> | undefined;
  return {
    collectionOf,
    data: read,
    facts: () =>
      (facts ??= contentFacts(
        Object.fromEntries(
          Object.keys(files)
            .filter((path) => path === 'data/offerings.yaml' || path.startsWith('data/solutions/'))
            .map((path) => [path, read(path)]),
        ),
      )),
    factWords: (name) => factWords(name, { 'data/offerings.yaml': read('data/offerings.yaml') }),
    option: (value) => (words ??= modelWords(collections)).options.get(value),
    key: (key) => (words ??= modelWords(collections)).keys.get(key),
    entry(path) {
      const collection = collectionOf(path);
      const value = read(path);
      const record = isRecord(value) ? value : {};
      if (collection?.name === 'page') {
        const route = typeof record.route === 'string' ? record.route : '';
        if (typeof record.redirect === 'string') return `Redirect ${route} → ${record.redirect}`;
        if (route === '/') return 'Home';
        const title = typeof record.title === 'string' ? withoutBrand(record.title) : '';
        return labels.get(route) ?? (title || route || 'New page');
      }
      if (collection?.name === 'solution') return typeof record.title === 'string' ? record.title : 'New solution';
      return collection?.label ?? path;
    },
  };
}

/**
 * Every key of the content's fields with its label, and every option of their choices by value with its words: the
 * first field's, where several have the same key or value.
 */
function modelWords(collections: readonly KindModel[]) {
  const keys = new Map<string, string>();
  const options = new Map<string, string>();
  const visit = (shape: FieldShape) => {
    if (shape.kind === 'choice')
      shape.options.forEach((option, at) => {
        if (!options.has(String(option))) options.set(String(option), shape.labels[at]!);
      });
    if (shape.kind === 'group') shape.fields.forEach(visitField);
    if (shape.kind === 'list') visit(shape.item);
    if (shape.kind === 'typed-list') shape.types.forEach((type) => type.fields.forEach(visitField));
  };
  const visitField = (field: Field) => {
    if (!keys.has(field.name)) keys.set(field.name, field.label);
    visit(field);
  };
  for (const collection of collections) collection.fields.forEach(visitField);
  return { keys, options };
}

/** A field's dotted name in the form (`sections.2.heading`) as a path: `['sections', 2, 'heading']`. */
export const pathOfField = (name: string): (string | number)[] =>
  name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** One step of a path through the entry's fields: its words, and the field when the step names one (not an item). */
interface Step {
  words: string;
  field?: Field;
}

/** The steps of `path` through the entry's fields and data; list items are named by their own text. */
function stepsOf(fields: readonly Field[], data: unknown, path: readonly (string | number)[]): Step[] {
  const steps: Step[] = [];
  let within: readonly Field[] = fields;
  let value: unknown = data;
  let list: FieldOf<'list'> | FieldOf<'typed-list'> | undefined;
  for (const segment of path) {
    const typeKey = list?.kind === 'typed-list' ? list.typeKey : undefined;
    if (typeof segment === 'number') {
      const item = Array.isArray(value) ? value[segment] : undefined;
      const type = list?.kind === 'typed-list' ? typeOf(list, item) : undefined;
      const text = itemText(item, typeKey);
      steps.push({
        words: type ? `${type.label}${text ? ` “${text}”` : ''}` : text ? `“${text}”` : `item ${segment + 1}`,
      });
      within = list ? itemFields(list, item) : [];
      value = item;
      continue;
    }
    const field = within.find((candidate) => candidate.name === segment);
    if (!field) {
      // A typed item's type (`sections[2].type`) is no field of its own: the form shows it as the item's kind.
      steps.push({ words: segment === typeKey ? 'Type' : segment });
      break;
    }
    steps.push({ words: field.label, field });
    value = isRecord(value) ? value[segment] : undefined;
    list = field.kind === 'list' || field.kind === 'typed-list' ? field : undefined;
    within = field.kind === 'group' ? field.fields : [];
  }
  return steps;
}

/**
 * A field's place in words, from the entry's fields and data: `Sections › Hero “Supercharge…” › Heading`. List items
 * are named by their own text, as the form names them.
 */
export const fieldPlace = (fields: readonly Field[], data: unknown, path: readonly (string | number)[]) =>
  stepsOf(fields, data, path)
    .map((step) => step.words)
    .join(' › ');

/** The field at `path` (`['sections', 2, 'heading']`); undefined for a list item or a path the fields do not have. */
export const fieldAt = (fields: readonly Field[], data: unknown, path: readonly (string | number)[]) => {
  const steps = stepsOf(fields, data, path);
  return steps.length === path.length ? steps.at(-1)?.field : undefined;
};

/** A required field left empty, as the form asks for it: by what its control takes (text, a choice, items). */
export function requiredField(field: Field | undefined): EditorMistakeParams<'requiredField'> {
  switch (field?.kind) {
    case 'list':
    case 'typed-list':
      return { control: 'list', item: itemNoun(field) };
    case 'choice':
    case 'reference':
      return { control: field.multiple ? 'choices' : 'choice' };
    case 'group':
      return { control: 'group' };
    case 'key-value':
      return { control: 'list', item: 'line' };
    default:
      return { control: 'text' };
  }
}

/** The form's names for the content, for its voice: entries by their names, fields by their labels. */
export const formNames = (names: Namer, field: (ref: FieldRef) => string): FormNames => ({
  entry: names.entry,
  collection: (folder) => names.collectionOf(`${folder}entry.yaml`)?.label,
  field: (place) => field({ file: place.file, path: place.path.join('.') }),
  key: names.key,
  option: names.option,
  placeholder: (name) => names.facts().get(name)?.words ?? names.factWords(name),
});
