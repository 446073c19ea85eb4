/**
 * Field tables for the authoring guide, read from a content schema's JSON Schema: one row per field
 * (dotted path, type, required, allowed values and limits, description), plus the examples found on the way.
 */
import * as z from 'zod';
import { REF_KEY } from '../../schema/fields.ts';
import type { PathSegment } from '../../schema/errors/place.ts';

const RULE_KEY = 'x-rule';

export interface JsonNode {
  type?: string;
  description?: string;
  examples?: unknown[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  additionalProperties?: JsonNode | boolean;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  definitions?: Record<string, JsonNode>;
  [REF_KEY]?: string;
  /** The schema's own words for its format, e.g. `a colour like #0EA5E9` (added by `guideJsonSchema`). */
  [RULE_KEY]?: string;
}

const FORMAT_WORDS: Record<string, string> = { email: 'an email address', url: 'a web address' };

/**
 * A text's format in words: `z.url()` is `a web address`, and a regex check gives the words of its error
 * message, e.g. `.regex(SLUG, 'a slug')` gives `a slug`.
 */
function formatWords(schema: z.core.$ZodType): string[] {
  const def = schema._zod.def as {
    format?: string;
    checks?: Array<{ _zod: { def: { format?: string; error?: () => unknown } } }>;
  };
  const patterns = (def.checks ?? []).flatMap((check) => {
    const { format, error } = check._zod.def;
    const words = format === 'regex' && typeof error === 'function' ? error() : undefined;
    return typeof words === 'string' ? [words] : [];
  });
  return [...(def.format && FORMAT_WORDS[def.format] ? [FORMAT_WORDS[def.format]!] : []), ...patterns];
}

/** The input-shape JSON Schema, as codegen writes it but without the lists of link targets, and with formats in words. */
export function guideJsonSchema(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const words = formatWords(zodSchema);
      if (words.length > 0) (jsonSchema as JsonNode)[RULE_KEY] = words.join('; ');
    },
  }) as JsonNode;
}

export interface FieldRow {
  /** `cards[].title`: `[]` is each item of a list, `*` each entry of a group of named entries. */
  path: string;
  type: string;
  required: boolean;
  /** Allowed values and limits, in Markdown. */
  rules: string;
  description: string;
}

export interface FoundExample {
  /** Where the example sits in the file, e.g. `['navigation', 0]`. */
  path: PathSegment[];
  value: unknown;
}

export interface FieldTable {
  rows: FieldRow[];
  examples: FoundExample[];
}

/** Names a node documented elsewhere in the guide (a building block, a section) as a Markdown link, or undefined. */
export type DocumentedElsewhere = (node: JsonNode) => { one: string; many: string } | undefined;

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const orList = (values: readonly unknown[]) =>
  values.length === 2 ? `${code(values[0])} or ${code(values[1])}` : `one of: ${values.map(code).join(', ')}`;

/** `1 to 3 items`, `at least 1 item`, `at most 60 characters`. */
function range(min: number | undefined, max: number | undefined, unit?: string): string | undefined {
  const counted = (text: string, count: number) => (unit ? `${text} ${unit}${count === 1 ? '' : 's'}` : text);
  if (min !== undefined && max !== undefined) return counted(min === max ? `exactly ${min}` : `${min} to ${max}`, max);
  if (min !== undefined) return counted(`at least ${min}`, min);
  if (max !== undefined) return counted(`at most ${max}`, max);
  return undefined;
}

const referenceNames: Record<string, { one: string; many: string }> = {
  link: { one: '[link](#links-images-and-ids)', many: '[links](#links-images-and-ids)' },
  image: { one: '[image path](#links-images-and-ids)', many: '[image paths](#links-images-and-ids)' },
  solution: { one: '[solution id](#links-images-and-ids)', many: '[solution ids](#links-images-and-ids)' },
  testimonial: { one: '[testimonial id](#links-images-and-ids)', many: '[testimonial ids](#links-images-and-ids)' },
};

/** Property names of an object whose fields are all the same kind of thing (the ROI calculator's seven inputs). */
function sameShapedEntries(node: JsonNode): string[] | undefined {
  const entries = Object.entries(node.properties ?? {});
  if (entries.length < 3) return undefined;
  const shape = JSON.stringify(entries[0]![1]);
  return entries.every(([, value]) => value.type === 'object' && JSON.stringify(value) === shape)
    ? entries.map(([key]) => key)
    : undefined;
}

interface Described {
  one: string;
  many: string;
  rules: string[];
}

/** What a node is, in an editor's words, and the limits on its value. */
function describe(node: JsonNode, elsewhere: DocumentedElsewhere): Described {
  const named = elsewhere(node);
  if (named) return { ...named, rules: [] };
  const rules: string[] = [];
  if (node.enum) rules.push(node.enum.length === 1 ? `always ${code(node.enum[0])}` : orList(node.enum));
  if (node.const !== undefined) rules.push(`always ${code(node.const)}`);
  if (node.anyOf?.every((option) => option.const !== undefined))
    rules.push(orList(node.anyOf.map((option) => option.const)));
  if (node.default !== undefined) rules.push(`default ${code(node.default)}`);

  const reference = node[REF_KEY];
  if (reference && referenceNames[reference]) return { ...referenceNames[reference], rules };

  const type = node.type ?? node.anyOf?.[0]?.type;
  switch (type) {
    case 'string': {
      if (node[RULE_KEY]) rules.push(node[RULE_KEY]);
      const length = range(node.minLength === 1 ? undefined : node.minLength, node.maxLength, 'character');
      if (length) rules.push(length);
      if (node.minLength === undefined && rules.length === 0) rules.push('may be empty (`""`)');
      return { one: 'text', many: 'texts', rules };
    }
    case 'number':
    case 'integer': {
      // Whole numbers carry the largest safe integer as their bounds: no limit an editor needs to know.
      const bound = (value: number | undefined) =>
        value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
      const limits = range(bound(node.minimum), bound(node.maximum));
      if (limits) rules.push(limits);
      if (node.exclusiveMinimum !== undefined) rules.push(`more than ${node.exclusiveMinimum}`);
      if (node.exclusiveMaximum !== undefined) rules.push(`less than ${node.exclusiveMaximum}`);
      return type === 'integer'
        ? { one: 'whole number', many: 'whole numbers', rules }
        : { one: 'number', many: 'numbers', rules };
    }
    case 'boolean':
      return { one: '`true` or `false`', many: '`true` or `false` values', rules };
    case 'array': {
      const item = describe(node.items ?? {}, elsewhere);
      const count = range(node.minItems, node.maxItems, 'item');
      if (count) rules.push(count);
      if (item.rules.length > 0) rules.push(`each ${item.rules.join('; ')}`);
      return { one: `list of ${item.many}`, many: 'lists', rules };
    }
    case 'object': {
      if (node.properties) {
        const entries = sameShapedEntries(node);
        if (entries) rules.push(`one entry for each of: ${entries.map(code).join(', ')}`);
        return { one: 'group', many: 'groups', rules };
      }
      const value =
        typeof node.additionalProperties === 'object' ? describe(node.additionalProperties, elsewhere) : undefined;
      return { one: `\`name: ${value?.one ?? 'value'}\` lines`, many: 'groups of named lines', rules };
    }
    default:
      return { one: 'value', many: 'values', rules };
  }
}

/** The rows and examples of every field of an object node, its nested groups and lists included. */
export function fieldTable(root: JsonNode, elsewhere: DocumentedElsewhere): FieldTable {
  const rows: FieldRow[] = [];
  const examples: FoundExample[] = [];
  const seen = new Set<string>();

  const collect = (node: JsonNode, path: PathSegment[]) => {
    for (const value of node.examples ?? []) {
      const key = JSON.stringify(value);
      if (seen.has(key)) continue;
      seen.add(key);
      examples.push({ path, value });
    }
  };

  const fieldsOf = (node: JsonNode, prefix: string, path: PathSegment[]) => {
    const entries = sameShapedEntries(node);
    if (entries) {
      // One set of rows stands for every entry; its examples are written under the first entry's name.
      const shared = node.properties![entries[0]!]!;
      rows.push(row(`${prefix}*`, shared, true));
      expand(shared, `${prefix}*`, [...path, entries[0]!]);
      return;
    }
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      rows.push(row(`${prefix}${key}`, property, node.required?.includes(key) ?? false));
      expand(property, `${prefix}${key}`, [...path, key]);
    }
  };

  const row = (path: string, node: JsonNode, required: boolean): FieldRow => {
    const { one, rules } = describe(node, elsewhere);
    return { path, type: one, required, rules: rules.join('; '), description: node.description ?? '' };
  };

  const expand = (node: JsonNode, prefix: string, path: PathSegment[]) => {
    if (elsewhere(node)) return;
    collect(node, path);
    if (node.properties) fieldsOf(node, `${prefix}.`, path);
    if (node.items) expand(node.items, `${prefix}[]`, [...path, 0]);
    if (typeof node.additionalProperties === 'object')
      expand(node.additionalProperties, `${prefix}.*`, [...path, 'name']);
  };

  collect(root, []);
  fieldsOf(root, '', []);
  return { rows, examples };
}

/** A Markdown table of the rows. */
export function markdownTable(rows: readonly FieldRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ') || '–';
  return [
    '| field | type | required | allowed values / limits | description |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (entry) =>
        `| \`${entry.path}\` | ${cell(entry.type)} | ${entry.required ? 'yes' : 'no'} | ${cell(entry.rules)} | ${cell(entry.description)} |`,
    ),
  ].join('\n');
}
