/**
 * The one walk over the content schemas. Each schema's JSON Schema is made here, once and with one set of options
 * (zod's public `toJSONSchema`, the input shape editors write, marked with what JSON Schema cannot say), and read into
 * the field model (field-model.ts): codegen writes the model for the browser editor (generated/field-model.json), the
 * authoring guide lists its fields (tools/lib/field-table.ts), and VS Code's JSON Schemas are made from the same
 * document (json-schema.ts). So what the editor offers, what VS Code completes and what the guide says are exactly
 * what the validator accepts.
 */
import * as z from 'zod';
import { contentKinds, type ContentKind } from '../../schema/content.ts';
import { OPTION_LABELS, REF_KEY, type ReferenceKind } from '../../schema/fields.ts';
import type { Field, FieldModel, FieldShape, GroupShape, ItemType, KindModel } from './field-model.ts';
import { fieldLabel, kindLabels, MULTI_LINE, plainWords } from './field-words.ts';
import { inFormWords } from './form-words.ts';
import { formatOf, patternWords } from '../validate/schema-walk.ts';

/** Marks a text the schema accepts empty (`measurementId: ''`), which JSON Schema cannot always say. */
export const EMPTY_ALLOWED = 'x-empty-allowed';
/** The words a text's patterns are explained by (`an id: lower-case words…`), from zod's message for each. */
export const PATTERN_WORDS = 'x-pattern-words';
/** The words for a text's format (`a web address`), which JSON Schema does not always name. */
export const FORMAT_WORDS = 'x-format-words';

/** A node of a JSON Schema: zod's keywords as read here, this walk's marks, and any keyword VS Code's dialect adds. */
export interface JsonNode {
  type?: string;
  description?: string;
  examples?: unknown[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  additionalProperties?: boolean | JsonNode;
  items?: JsonNode;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  $ref?: string;
  definitions?: Record<string, JsonNode>;
  format?: string;
  pattern?: string;
  [REF_KEY]?: ReferenceKind;
  [EMPTY_ALLOWED]?: true;
  [PATTERN_WORDS]?: string[];
  [FORMAT_WORDS]?: string;
  [OPTION_LABELS]?: Record<string, string>;
  [keyword: string]: unknown;
}

/** zod's formats in words. */
const FORMATS: Record<string, string> = { email: 'an email address', url: 'a web address' };

/**
 * Each schema's JSON Schema, made once per process: the dev server writes generated/ on every save. Never changed by
 * its readers.
 */
const documents = new WeakMap<z.ZodType, JsonNode>();

/** The JSON Schema of the input shape of `schema` (what a file may hold), with this walk's marks. */
export function inputSchema(schema: z.ZodType): JsonNode {
  let document = documents.get(schema);
  if (!document) {
    document = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'input',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        const node = jsonSchema as JsonNode;
        if (node.type === 'string' && z.safeParse(zodSchema, '').success) node[EMPTY_ALLOWED] = true;
        const words = patternWords(zodSchema);
        if (words.length > 0) node[PATTERN_WORDS] = words;
        const format = FORMATS[formatOf(zodSchema) ?? ''];
        if (format) node[FORMAT_WORDS] = format;
      },
    }) as JsonNode;
    documents.set(schema, document);
  }
  return document;
}

/** Resolves `$ref`s into the document's `definitions`, keeping the outer description (zod puts `.describe()` there). */
function resolver(root: JsonNode) {
  const resolve = (node: JsonNode): JsonNode => {
    let current = node;
    const description = node.description;
    while (current.$ref) {
      const name = decodeURIComponent(current.$ref.replace(/^#\/definitions\//, ''));
      const target = root.definitions?.[name];
      if (!target) throw new Error(`field walk: cannot resolve ${current.$ref}`);
      current = target;
    }
    // A schema whose only content is one `allOf` reference (a described reused schema) is that schema.
    if (!current.type && current.allOf?.length === 1) current = resolve(current.allOf[0]!);
    return description && current.description !== description ? { ...current, description } : current;
  };
  return resolve;
}

/** The values a node allows, when it is a fixed list of them (`enum`, a union of single values, one `const`). */
function optionsOf(node: JsonNode): Array<string | number> | undefined {
  if (node.enum) return node.enum as Array<string | number>;
  if (node.const !== undefined) return [node.const as string | number];
  const options = node.anyOf ?? node.oneOf;
  if (options?.every((option) => option.const !== undefined))
    return options.map((option) => option.const as string | number);
  return undefined;
}

/** An option in words: the schema's label for it, else its value in plain words unless already written as words. */
function optionLabel(option: string | number, node: JsonNode): string {
  const label = node[OPTION_LABELS]?.[String(option)];
  if (label) return label;
  return typeof option === 'string' && /^[a-z0-9-]+$/.test(option) ? plainWords(option) : String(option);
}

/** The members of a union whose members are all objects, and the property that tells them apart if any. */
function objectUnion(node: JsonNode, resolve: (node: JsonNode) => JsonNode) {
  const members = (node.anyOf ?? node.oneOf)?.map(resolve);
  if (!members?.every((member) => member.type === 'object' && member.properties)) return undefined;
  const first = members[0]!.properties!;
  const tag = Object.keys(first).find((key) => members.every((member) => member.properties![key]?.const !== undefined));
  return { members, tag };
}

/** The smallest and largest number a number field takes (for whole numbers, the bounds JSON Schema excludes moved in). */
function bounds(node: JsonNode, integer: boolean) {
  const step = integer ? 1 : 0;
  const min = node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + step);
  const max = node.maximum ?? (node.exclusiveMaximum === undefined ? undefined : node.exclusiveMaximum - step);
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

const count = (node: JsonNode) => ({
  ...(node.minItems === undefined ? {} : { min: node.minItems }),
  ...(node.maxItems === undefined ? {} : { max: node.maxItems }),
});

/** A text's rules in words and its length beyond not being empty, for the authoring guide. */
function textRules(node: JsonNode) {
  const words = [...(node[FORMAT_WORDS] ? [node[FORMAT_WORDS]] : []), ...(node[PATTERN_WORDS] ?? [])];
  return {
    ...(words.length > 0 ? { format: words.join('; ') } : {}),
    ...(node.minLength !== undefined && node.minLength > 1 ? { minLength: node.minLength } : {}),
    ...(node.maxLength === undefined ? {} : { maxLength: node.maxLength }),
  };
}

/** One form of several (a page or a redirect) as one: every field, required where every form requires it. */
function merged(forms: readonly Field[][]): Field[] {
  const names = [...new Set(forms.flatMap((fields) => fields.map((field) => field.name)))];
  return names.map((name) => {
    const having = forms.filter((fields) => fields.some((field) => field.name === name));
    // A shared field is described as the form with the most fields (the content page, not the redirect) has it.
    const owner = having.reduce((best, fields) => (fields.length > best.length ? fields : best));
    const required = forms.every((fields) => fields.some((field) => field.name === name && field.required));
    return { ...owner.find((field) => field.name === name)!, required };
  });
}

class Walk {
  constructor(private readonly resolve: (node: JsonNode) => JsonNode) {}

  field(name: string, node: JsonNode, required: boolean): Field {
    const schema = this.resolve(node);
    return {
      name,
      label: fieldLabel(name),
      required,
      ...(schema.description ? { hint: schema.description } : {}),
      ...this.shape(name, schema),
    };
  }

  /** What a value of this schema is; `name` is its field's (a list's, for its items). */
  shape(name: string, node: JsonNode): FieldShape {
    const schema = this.resolve(node);
    return { ...this.kindOf(name, schema), ...(schema.examples ? { examples: schema.examples } : {}) };
  }

  fields(node: JsonNode): Field[] {
    const required = new Set(node.required ?? []);
    return Object.entries(node.properties ?? {}).map(([name, child]) => this.field(name, child, required.has(name)));
  }

  /** The forms an object takes: one, or one per member of a union of objects (a page or a redirect). */
  forms(node: JsonNode): JsonNode[] | undefined {
    if (node.properties) return [node];
    return objectUnion(node, this.resolve)?.members;
  }

  private kindOf(name: string, schema: JsonNode): FieldShape {
    const reference = schema[REF_KEY];
    if (reference === 'image' || reference === 'link') return { kind: reference };
    if (reference) return { kind: 'reference', to: reference };
    const options = optionsOf(schema);
    if (options) return { kind: 'choice', options, labels: options.map((option) => optionLabel(option, schema)) };
    switch (schema.type) {
      case 'string':
        return {
          kind: 'text',
          ...(MULTI_LINE.has(name) ? { multiline: true } : {}),
          ...(schema[EMPTY_ALLOWED] ? { mayBeEmpty: true } : {}),
          ...textRules(schema),
        };
      case 'integer':
      case 'number': {
        const integer = schema.type === 'integer';
        return { kind: 'number', integer, ...bounds(schema, integer) };
      }
      case 'boolean':
        return { kind: 'yes-no' };
      case 'array':
        return this.list(name, schema);
      case 'object':
        if (schema.properties) return { kind: 'group', fields: this.fields(schema) };
        return {
          kind: 'key-value',
          value: this.shape(name, typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {}),
        };
      default: {
        const forms = this.forms(schema);
        if (forms) return { kind: 'group', fields: merged(forms.map((form) => this.fields(form))) };
        throw new Error(`field walk: no kind of field for "${name}" (${JSON.stringify(schema).slice(0, 120)})`);
      }
    }
  }

  private list(name: string, schema: JsonNode): FieldShape {
    const node = this.resolve(schema.items ?? {});
    const union = objectUnion(node, this.resolve);
    if (union?.tag) {
      const typeKey = union.tag;
      return {
        kind: 'typed-list',
        typeKey,
        ...count(schema),
        types: union.members.map((member) => this.type(member, typeKey)),
      };
    }
    const item = this.shape(name, node);
    // A list of ids of other entries, or of fixed choices, is one pick-list of several.
    if (item.kind === 'reference') return { kind: 'reference', to: item.to, multiple: true, ...count(schema) };
    if (item.kind === 'choice')
      return { kind: 'choice', options: item.options, labels: item.labels, multiple: true, ...count(schema) };
    return { kind: 'list', ...count(schema), item };
  }

  /** One type of a typed list: its `typeKey` is the type itself, and a section's id is the anchor links scroll to. */
  private type(member: JsonNode, typeKey: string): ItemType {
    const name = String(member.properties![typeKey]!.const);
    const { [typeKey]: _type, ...properties } = member.properties!;
    return {
      name,
      label: plainWords(name),
      ...(member.description ? { hint: member.description } : {}),
      ...(member.examples ? { examples: member.examples } : {}),
      fields: this.fields({ ...member, properties }).map((field) =>
        field.name === 'id' ? { ...field, label: 'Anchor' } : field,
      ),
    };
  }
}

/** The field a whole schema describes (a building block, a list of sections, a file's content). */
export function schemaField(schema: z.ZodType): Field {
  const root = inputSchema(schema);
  return new Walk(resolver(root)).field('', root, true);
}

/** The forms a file of this schema takes, each as a group: one per member of a union of objects (a page or a redirect). */
export function schemaForms(schema: z.ZodType): Array<GroupShape & Field> {
  const root = inputSchema(schema);
  const resolve = resolver(root);
  const walk = new Walk(resolve);
  const forms = walk.forms(resolve(root));
  if (!forms) throw new Error('field walk: the schema is not an object');
  return forms.map((form) => ({
    name: '',
    label: '',
    required: true,
    ...(form.description ? { hint: form.description } : {}),
    kind: 'group' as const,
    fields: walk.fields(form),
    ...(form.examples ? { examples: form.examples } : {}),
  }));
}

const FOLDER_GLOB = /^([\w-]+)\/\*\.yaml$/;

function kindModel(kind: ContentKind): KindModel {
  const { label, singular } = kindLabels[kind.name] ?? { label: plainWords(kind.name) };
  const root = schemaField(kind.schema);
  if (root.kind !== 'group') throw new Error(`field walk: the ${kind.name} schema is not an object`);
  const folder = FOLDER_GLOB.exec(kind.glob)?.[1];
  return {
    name: kind.name,
    label,
    ...(singular ? { singular } : {}),
    ...(root.hint ? { description: root.hint } : {}),
    ...(folder ? { folder: `data/${folder}` } : { file: `data/${kind.glob}` }),
    fields: root.fields,
  };
}

/** Made once per process: they change only with schema/, and the dev server writes generated/ on every save. */
let kinds: KindModel[] | undefined;

/** The field model of every content kind, and the addresses link fields offer. */
export function fieldModel(linkTargets: readonly string[]): FieldModel {
  kinds ??= contentKinds.map(kindModel);
  return { kinds, linkTargets: [...linkTargets] };
}

/** What the authoring guide states and the editor does not use (the model's "guide only" facts). */
const GUIDE_ONLY = new Set(['examples', 'format', 'minLength', 'maxLength']);

/**
 * generated/field-model.json: the editor's copy of the model, without what only the guide states. On one line: the
 * editor carries it as text (admin/state/config.ts), where indentation would only add weight.
 */
export const fieldModelJson = (linkTargets: readonly string[]) =>
  `${JSON.stringify(inFormWords(fieldModel(linkTargets)), (key, value: unknown) => (GUIDE_ONLY.has(key) ? undefined : value))}\n`;
