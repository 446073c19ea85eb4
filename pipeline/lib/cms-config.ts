/**
 * The browser editor's collections and fields (admin/), made from the zod schemas so the two never drift: one
 * collection per content kind of schema/content.ts, one field per schema field, with the widget, hint and required
 * flag the schema implies. Codegen writes it to generated/cms-config.json.
 *
 * It reads each schema's JSON Schema (zod's public `toJSONSchema`, the input shape editors write), so what the
 * editor offers is exactly what the validator accepts.
 */
import * as z from 'zod';
import { contentKinds, type ContentKind } from '../../schema/content.ts';
import { REF_KEY, type ReferenceKind } from '../../schema/fields.ts';
import { KEEP_EMPTY, type CmsCollection, type CmsConfig, type CmsField, type NestedField } from './cms-config-shape.ts';

/** A field's widget and its options, without its name and label. */
interface Widget {
  widget: string;
  [option: string]: unknown;
}

/** Marks a text the schema accepts empty (`measurementId: ''`), which JSON Schema cannot always say. */
const EMPTY_ALLOWED = 'x-empty-allowed';

type JsonNode = {
  type?: string;
  [EMPTY_ALLOWED]?: boolean;
  description?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  additionalProperties?: boolean | JsonNode;
  items?: JsonNode;
  minItems?: number;
  maxItems?: number;
  enum?: Array<string | number>;
  const?: string | number;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  [REF_KEY]?: ReferenceKind;
};

/** Collection titles as the editor's side bar shows them. */
const COLLECTION_LABELS: Record<string, { label: string; singular?: string }> = {
  site: { label: 'Site settings' },
  page: { label: 'Pages', singular: 'Page' },
  solution: { label: 'Solutions', singular: 'Solution' },
  testimonials: { label: 'Testimonials' },
  offerings: { label: 'Offerings and prices' },
  chat: { label: 'Chat assistant' },
  'roi-calculator': { label: 'ROI calculator' },
  'voice-agent-plans': { label: 'Voice agent plans' },
};

/**
 * Fields whose text runs to sentences or paragraphs get a multi-line box. By name, so the form does not change
 * with what happens to be written today.
 */
const MULTI_LINE = new Set([
  'description',
  'intro',
  'tagline',
  'quote',
  'answer',
  'paragraphs',
  'text',
  'bio',
  'alt',
  'before',
  'after',
  'solution',
  'summary',
  'persona',
  'rules',
  'assumptions',
  'fallback',
  'contactRedirect',
  'privacyNote',
  'technicalDifficulties',
]);

const ACRONYMS: Record<string, string> = { id: 'ID', roi: 'ROI', url: 'URL', cta: 'CTA', faq: 'FAQ', seo: 'SEO' };

/**
 * Field names whose words are a developer's: the form says what they are for. A section's `id` is the anchor its
 * links scroll to; any other `id` names the entry in addresses and in other entries' lists.
 */
const FIELD_WORDS: Record<string, string> = {
  href: 'Link',
  src: 'Picture',
  alt: 'Picture description',
  route: 'Address',
  redirect: 'Forward to',
  id: 'Short name',
  url: 'Address',
  siteUrl: 'Site address',
  navLabel: 'Menu label',
  mobileOnly: 'Only in the phone menu',
  repo: 'GitHub repository',
  measurementId: 'Measurement ID',
  siteKey: 'Site key',
  honeypotLabel: 'Hidden spam-trap label',
  x: 'Horizontal position',
  y: 'Vertical position',
  api: 'Function messages',
  ui: 'Screen-reader labels',
  techStack: 'Technologies',
  faq: 'Questions and answers',
  annualROI: 'Annual return',
  roiCategory: 'Return categories',
};

/** A field's label: plain words for its name, `Link` for `href`. */
const fieldLabel = (name: string) => FIELD_WORDS[name] ?? plainWords(name);

/** `navLabel` -> `Nav label`, `roi-calculator` -> `ROI calculator`. */
export function plainWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Resolves `$ref`s into the schema's `definitions`, keeping the outer description (zod puts `.describe()` there). */
function resolver(root: JsonNode & { definitions?: Record<string, JsonNode> }) {
  const resolve = (node: JsonNode): JsonNode => {
    let current = node;
    const description = node.description;
    while (current.$ref) {
      const name = decodeURIComponent(current.$ref.replace(/^#\/definitions\//, ''));
      const target = root.definitions?.[name];
      if (!target) throw new Error(`cms-config: cannot resolve ${current.$ref}`);
      current = target;
    }
    // A schema whose only content is one `allOf` reference (a described reused schema) is that schema.
    if (!current.type && current.allOf?.length === 1) current = resolve(current.allOf[0]!);
    return description && current.description !== description ? { ...current, description } : current;
  };
  return resolve;
}

const choicesOf = (node: JsonNode): Array<string | number> | undefined => {
  if (node.enum) return node.enum;
  const options = node.anyOf ?? node.oneOf;
  if (options?.every((option) => option.const !== undefined)) return options.map((option) => option.const!);
  return undefined;
};

/** The options of a union whose members are all objects, with the property that tells them apart if any. */
function objectUnion(node: JsonNode, resolve: (node: JsonNode) => JsonNode) {
  const options = (node.anyOf ?? node.oneOf)?.map(resolve);
  if (!options?.every((option) => option.type === 'object' && option.properties)) return undefined;
  const first = options[0]!.properties!;
  const tag = Object.keys(first).find((key) => options.every((option) => option.properties![key]?.const !== undefined));
  return { options, tag };
}

/** Relation widgets for fields naming an entry of another collection. */
const RELATIONS: Partial<Record<ReferenceKind, Widget>> = {
  solution: {
    widget: 'relation',
    collection: 'solution',
    value_field: 'id',
    search_fields: ['id', 'title'],
    display_fields: ['title'],
  },
  testimonial: {
    widget: 'relation',
    collection: 'testimonials',
    file: 'testimonials',
    value_field: 'testimonials.*.id',
    search_fields: ['testimonials.*.id', 'testimonials.*.name'],
    display_fields: ['testimonials.*.name'],
  },
  offering: {
    widget: 'relation',
    collection: 'offerings',
    file: 'offerings',
    value_field: 'offerings.*.id',
    search_fields: ['offerings.*.id', 'offerings.*.name'],
    display_fields: ['offerings.*.name'],
  },
};

/** The smallest and largest whole number a number field takes. */
function bounds(node: JsonNode, integer: boolean) {
  const min =
    node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + (integer ? 1 : 0));
  const max =
    node.maximum ?? (node.exclusiveMaximum === undefined ? undefined : node.exclusiveMaximum - (integer ? 1 : 0));
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

class FieldBuilder {
  constructor(private readonly resolve: (node: JsonNode) => JsonNode) {}

  /** The widget and its options for a value of this schema (without name, label and required). */
  private widget(name: string, node: JsonNode): Widget {
    const schema = this.resolve(node);
    const reference = schema[REF_KEY];
    if (reference === 'image') return { widget: 'image' };
    if (reference === 'link') return { widget: 'link' };
    if (reference) return { ...RELATIONS[reference]! };
    const choices = choicesOf(schema);
    if (choices) return { widget: 'select', options: choices };
    switch (schema.type) {
      case 'string':
        return { widget: MULTI_LINE.has(name) ? 'text' : 'string' };
      case 'integer':
      case 'number': {
        const integer = schema.type === 'integer';
        return { widget: 'number', value_type: integer ? 'int' : 'float', ...bounds(schema, integer) };
      }
      case 'boolean':
        return { widget: 'boolean' };
      case 'array':
        return this.list(name, schema);
      case 'object':
        if (schema.properties) return { widget: 'object', fields: this.fields(schema) };
        return { widget: 'key-value' };
      default: {
        const union = objectUnion(schema, this.resolve);
        if (union) return { widget: 'object', fields: this.unionFields(union.options) };
        throw new Error(`cms-config: no widget for the field "${name}" (${JSON.stringify(schema).slice(0, 120)})`);
      }
    }
  }

  private list(name: string, schema: JsonNode): Widget {
    const size = {
      ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
      ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
    };
    const item = this.resolve(schema.items ?? {});
    const union = objectUnion(item, this.resolve);
    if (union?.tag) {
      // One choice per member, e.g. one per section type; the member's `type` is the choice itself.
      const tag = union.tag;
      return {
        widget: 'list',
        typeKey: tag,
        ...size,
        types: union.options.map((option) => {
          const value = String(option.properties![tag]!.const);
          const { [tag]: _tag, ...properties } = option.properties!;
          return {
            name: value,
            label: plainWords(value),
            widget: 'object',
            ...(option.description ? { hint: option.description } : {}),
            // A section's id is the anchor links scroll to (`/page#this-id`).
            fields: this.fields({ ...option, properties }).map((field) =>
              field.name === 'id' ? { ...field, label: 'Anchor' } : field,
            ),
          };
        }),
      };
    }
    const inner = this.widget(name, item);
    // A list of ids of another collection, or of fixed choices, is one multiple pick-list.
    if (inner.widget === 'relation' || inner.widget === 'select') return { ...inner, multiple: true, ...size };
    if (inner.widget === 'object') return { widget: 'list', ...size, fields: inner.fields };
    return {
      widget: 'list',
      ...size,
      field: {
        name: 'item',
        label: fieldLabel(name),
        ...inner,
        ...(item.description ? { hint: item.description } : {}),
      },
    };
  }

  field(name: string, node: JsonNode, required: boolean): CmsField {
    const { description, [EMPTY_ALLOWED]: emptyAllowed, [REF_KEY]: reference } = this.resolve(node);
    return {
      name,
      label: fieldLabel(name),
      ...this.widget(name, node),
      required,
      // An empty reference names nothing: the validator refuses it.
      ...(required && emptyAllowed && !reference ? { [KEEP_EMPTY]: true } : {}),
      ...(description ? { hint: description } : {}),
    };
  }

  fields(schema: JsonNode): CmsField[] {
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties ?? {}).map(([name, node]) => this.field(name, node, required.has(name)));
  }

  /** One form for an object that takes one of several shapes (a page or a redirect): every field, required where all need it. */
  unionFields(options: JsonNode[]): CmsField[] {
    const names = [...new Set(options.flatMap((option) => Object.keys(option.properties ?? {})))];
    return names.map((name) => {
      const required = options.every((option) => option.required?.includes(name));
      // A shared field is described as the shape with the most fields (the content page, not the redirect) has it.
      const owner = options
        .filter((option) => option.properties?.[name])
        .reduce((best, option) =>
          Object.keys(option.properties!).length > Object.keys(best.properties!).length ? option : best,
        );
      return this.field(name, owner.properties![name]!, required);
    });
  }
}

function kindFields(kind: ContentKind): CmsField[] {
  const root = z.toJSONSchema(kind.schema, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (jsonSchema.type === 'string' && z.safeParse(zodSchema, '').success) jsonSchema[EMPTY_ALLOWED] = true;
    },
  }) as JsonNode;
  const resolve = resolver(root);
  const builder = new FieldBuilder(resolve);
  const top = resolve(root);
  if (top.properties) return builder.fields(top);
  const union = objectUnion(top, resolve);
  if (!union) throw new Error(`cms-config: the ${kind.name} schema is not an object`);
  return builder.unionFields(union.options);
}

const FOLDER_GLOB = /^([\w-]+)\/\*\.yaml$/;

function collection(kind: ContentKind): CmsCollection {
  const { label, singular } = COLLECTION_LABELS[kind.name] ?? { label: plainWords(kind.name) };
  const base = {
    name: kind.name,
    label,
    ...(singular ? { label_singular: singular } : {}),
    ...(kind.schema.description ? { description: kind.schema.description } : {}),
  };
  const fields = kindFields(kind);
  const folder = FOLDER_GLOB.exec(kind.glob)?.[1];
  if (folder) return { ...base, folder: `data/${folder}`, fields };
  return { ...base, files: [{ name: kind.name, label, file: `data/${kind.glob}`, fields }] };
}

/** Made once per process: they change only with schema/, and the dev server writes generated/ on every save. */
let collections: CmsCollection[] | undefined;

/** The editor's collections and fields for every content kind, and the addresses `link` fields offer. */
export function cmsConfig(linkTargets: readonly string[]): CmsConfig {
  collections ??= contentKinds.map(collection);
  return { collections, link_targets: [...linkTargets] };
}
