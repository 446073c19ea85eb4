/**
 * Walks a zod schema alongside the data it describes: finds the schema of any field
 * (for key suggestions and field descriptions) and every reference field in the data.
 * Relies on zod v4's public `_zod.def` shape.
 */
import * as z from 'zod';
import type { PathSegment } from '../../schema/errors/place.ts';
import { isRecord, valueAt } from './walk.ts';
import { REF_KEY, type ReferenceKind } from '../../schema/fields.ts';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  /** Allowed values of a literal. */
  values?: unknown[];
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Schemas from the outer wrapper to the core type; wrappers may carry their own description. */
function layers(schema: z.ZodType): z.ZodType[] {
  const found = [schema];
  for (;;) {
    const def = defOf(found.at(-1)!);
    const next =
      def.innerType ?? (def.type === 'pipe' ? def.in : undefined) ?? (def.type === 'lazy' ? def.getter?.() : undefined);
    if (!next) return found;
    found.push(next);
  }
}

const core = (schema: z.ZodType) => layers(schema).at(-1)!;

const optionsByTag = new WeakMap<Def, Map<unknown, z.ZodType>>();

/** A discriminated union's members by their tag value, built once per union. */
function taggedOptions(def: Def): Map<unknown, z.ZodType> {
  let byTag = optionsByTag.get(def);
  if (!byTag) {
    byTag = new Map();
    for (const option of def.options ?? []) {
      const tagSchema = defOf(core(option)).shape?.[def.discriminator!];
      for (const tag of tagSchema ? (defOf(core(tagSchema)).values ?? []) : []) byTag.set(tag, option);
    }
    optionsByTag.set(def, byTag);
  }
  return byTag;
}

/**
 * The union member that describes `value`: by discriminator; else the one object member with a field for each of its
 * keys (a page with `sections` is a content page, one with `redirect` a redirect), found without checking the whole
 * value against each member; else the first that accepts it, else the closest by keys.
 */
function unionOption(def: Def, value: unknown): z.ZodType | undefined {
  const options = def.options ?? [];
  if (def.discriminator !== undefined)
    return taggedOptions(def).get(isRecord(value) ? value[def.discriminator] : undefined);
  if (isRecord(value)) {
    const fitting = options.filter((option) => {
      const shape = defOf(core(option)).shape;
      return shape !== undefined && Object.keys(value).every((key) => key in shape);
    });
    if (fitting.length === 1) return fitting[0];
  }
  const accepting = options.find((option) => option.safeParse(value).success);
  if (accepting) return accepting;
  if (!isRecord(value)) return options[0];
  const keys = Object.keys(value);
  const overlap = (option: z.ZodType) => keys.filter((key) => key in (defOf(core(option)).shape ?? {})).length;
  return options.reduce((best, option) => (overlap(option) > overlap(best) ? option : best), options[0]!);
}

/** The schema that resolves unions for this value and strips wrappers. */
export function resolve(schema: z.ZodType, value: unknown): z.ZodType {
  let current = core(schema);
  while (defOf(current).type === 'union') {
    const option = unionOption(defOf(current), value);
    if (!option) return current;
    current = core(option);
  }
  return current;
}

function child(schema: z.ZodType, value: unknown, key: PathSegment): z.ZodType | undefined {
  const def = defOf(resolve(schema, value));
  switch (def.type) {
    case 'object':
      return def.shape?.[String(key)];
    case 'array':
      return def.element;
    case 'record':
      return def.valueType;
    default:
      return undefined;
  }
}

/** The schema of the field at `path` inside `data`, or undefined when the path leaves the schema. */
export function schemaAt(root: z.ZodType, data: unknown, path: readonly PathSegment[]): z.ZodType | undefined {
  let schema: z.ZodType | undefined = root;
  let value = data;
  for (const key of path) {
    if (!schema) return undefined;
    schema = child(schema, value, key);
    value = valueAt(value, [key]);
  }
  return schema;
}

/** The field names the object at `path` accepts (empty when it is not an object). */
export function knownKeys(root: z.ZodType, data: unknown, path: readonly PathSegment[]): string[] {
  const schema = schemaAt(root, data, path);
  return schema ? Object.keys(defOf(resolve(schema, valueAt(data, path))).shape ?? {}) : [];
}

/**
 * Where the object at `path` is one member of a union told apart by a field (a section by its `type`): the members
 * that have the field `key`, by that field's value (`columns` gives `card-grid`).
 */
export function membersWithField(
  root: z.ZodType,
  data: unknown,
  path: readonly PathSegment[],
  key: string,
): { discriminator: string; members: string[] } | undefined {
  const schema = schemaAt(root, data, path);
  const def = schema && defOf(core(schema));
  if (def?.type !== 'union' || def.discriminator === undefined) return undefined;
  const members = [...taggedOptions(def)]
    .filter(([, option]) => key in (defOf(core(option)).shape ?? {}))
    .map(([tag]) => String(tag));
  return { discriminator: def.discriminator, members };
}

/** A text's own format (`email`, `url`) and its checks, a regex check with the message it was given. */
interface TextDef {
  type: string;
  format?: string;
  checks?: Array<{ _zod: { def: { format?: string; error?: unknown } } }>;
}

const textDef = (schema: z.core.$ZodType) => schema._zod.def as unknown as TextDef;

/** Whether a text has a format of its own or a check of one (a pattern). */
const formatted = (def: TextDef) =>
  def.format !== undefined || (def.checks ?? []).some((check) => check._zod.def.format !== undefined);

/** The format zod gives a text of its own (`email`, `url`), not by a pattern. */
export const formatOf = (schema: z.core.$ZodType) => textDef(schema).format;

/** What each regex check says a text must be, in its own words (`.regex(SLUG, 'an id: …')` gives `an id: …`). */
export function patternWords(schema: z.core.$ZodType): string[] {
  return (textDef(schema).checks ?? []).flatMap((check) => {
    const { format, error } = check._zod.def;
    const words = format === 'regex' && typeof error === 'function' ? (error as (issue: unknown) => unknown)({}) : 0;
    return typeof words === 'string' ? [words] : [];
  });
}

/** Whether the field takes free text for visitors: a string without a pattern or a fixed list, and no reference. */
export function isFreeText(schema: z.ZodType): boolean {
  const def = textDef(core(schema));
  return def.type === 'string' && !formatted(def) && referenceKindOf(schema) === null;
}

/** Whether every field of `value` is one the schema knows (for a union, the member `value` names or resembles). */
export function knowsEveryField(schema: z.ZodType, value: unknown): boolean {
  if (!isRecord(value)) return false;
  const shape = defOf(resolve(schema, value)).shape;
  return shape !== undefined && Object.keys(value).every((key) => key in shape);
}

/**
 * The fields a file of this schema must have, for the fullest of its shapes (a page file is a content page or
 * a shorter redirect: the content page's).
 */
export function requiredFields(root: z.ZodType): string[] {
  const def = defOf(core(root));
  const shapes =
    def.type === 'union' ? (def.options ?? []).map((option) => defOf(core(option)).shape ?? {}) : [def.shape ?? {}];
  const required = shapes.map((shape) =>
    Object.entries(shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([name]) => name),
  );
  return required.reduce((most, fields) => (fields.length > most.length ? fields : most), [] as string[]);
}

/** Whether the field expects a whole number (`z.number().int()`), so a `.` in what was written was not a decimal point. */
export function isWholeNumber(schema: z.ZodType): boolean {
  const number = core(schema);
  return defOf(number).type === 'number' && (number as z.ZodNumber).isInt === true;
}

/** The editor-facing description of a field: the outermost one given. */
export function descriptionOf(schema: z.ZodType): string | undefined {
  for (const layer of layers(schema)) {
    const description = z.globalRegistry.get(layer)?.description;
    if (description) return description;
  }
  return undefined;
}

/**
 * Whether a string field holds a value for the site's workings rather than words: a reference (an address, a
 * picture, an id), a choice from a fixed list, or, when the value has no space, a code of a set format (an anchor,
 * a colour, an email address).
 */
export function isCodeValue(schema: z.ZodType, value: string): boolean {
  if (isReferenceOrChoice(schema)) return true;
  const def = textDef(core(schema));
  return def.type === 'string' && formatted(def) && !/\s/.test(value);
}

/** Whether a field names something else (an address, a picture, an id) or picks from a fixed list. */
export function isReferenceOrChoice(schema: z.ZodType): boolean {
  const type = textDef(core(schema)).type;
  return referenceKindOf(schema) !== null || type === 'literal' || type === 'enum';
}

const referenceKinds = new WeakMap<z.ZodType, ReferenceKind | null>();

function referenceKindOf(schema: z.ZodType): ReferenceKind | null {
  let kind = referenceKinds.get(schema);
  if (kind === undefined) {
    kind =
      layers(schema)
        .map((layer) => z.globalRegistry.get(layer)?.[REF_KEY] as ReferenceKind | undefined)
        .find(Boolean) ?? null;
    referenceKinds.set(schema, kind);
  }
  return kind;
}

export interface Reference {
  kind: ReferenceKind;
  value: string;
  path: PathSegment[];
}

/** Every reference (link, image, solution id, testimonial id) written in `data`, with its path. */
export function collectReferences(root: z.ZodType, data: unknown): Reference[] {
  const found: Reference[] = [];
  // One path array, updated in place and copied only for what is found: most values hold no reference.
  const path: PathSegment[] = [];
  const visit = (schema: z.ZodType, value: unknown, segment?: PathSegment) => {
    if (segment !== undefined) path.push(segment);
    const kind = referenceKindOf(schema);
    if (kind && typeof value === 'string') {
      found.push({ kind, value, path: [...path] });
    } else {
      const def = defOf(resolve(schema, value));
      if (def.type === 'object' && isRecord(value) && def.shape) {
        for (const key in def.shape) if (key in value) visit(def.shape[key]!, value[key], key);
      } else if (def.type === 'array' && Array.isArray(value) && def.element) {
        for (let index = 0; index < value.length; index += 1) visit(def.element, value[index], index);
      } else if (def.type === 'record' && isRecord(value) && def.valueType) {
        for (const key of Object.keys(value)) visit(def.valueType, value[key], key);
      }
    }
    if (segment !== undefined) path.pop();
  };
  visit(root, data);
  return found;
}

const namesCache = new WeakMap<z.ZodType, Set<string>>();

/** Every field name used anywhere in a schema, e.g. to recognise `label:Hello` as a field missing its space. */
export function fieldNames(root: z.ZodType): Set<string> {
  let names = namesCache.get(root);
  if (names) return names;
  const found = new Set<string>();
  const seen = new Set<z.ZodType>();
  const visit = (schema: z.ZodType | undefined) => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    for (const layer of layers(schema)) {
      const def = defOf(layer);
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        found.add(key);
        visit(field);
      }
      visit(def.element);
      visit(def.valueType);
      def.options?.forEach(visit);
    }
  };
  visit(root);
  names = found;
  namesCache.set(root, names);
  return names;
}
