/** JSON Schema for editors: the input shape, with reference fields listing their valid values. */
import type * as z from 'zod';
import { referenceSources } from '../../schema/content-files.ts';
import { LONG_LIST } from '../../schema/errors/catalogue.ts';
import { diagnosticMessage } from '../../schema/errors/vscode.ts';
import { REF_KEY, type ReferenceKind } from '../../schema/fields.ts';
import { EMPTY_ALLOWED, FORMAT_WORDS, inputSchema, PATTERN_WORDS, type JsonNode } from './field-walk.ts';
import { solutionIdOf } from '../validate/manifest.ts';
import { MARKUP_SOURCE } from '../validate/markup.ts';
import type { ValidationResult } from '../validate/validate-content.ts';

/** The values each kind of reference may take, from the loaded content and its list of files under public/. */
export function referenceTargets({
  sources,
  manifest,
  publicFiles,
  facts,
}: Pick<ValidationResult, 'sources' | 'manifest' | 'publicFiles' | 'facts'>): ReferenceTargets {
  const ids = (to: keyof typeof referenceSources) => {
    const source: { kind: string; list?: string } = referenceSources[to];
    const files = sources.filter((file) => file.kind.name === source.kind);
    if (source.list === undefined) return files.map(solutionIdOf).sort();
    const items = (files[0]?.data as Record<string, unknown> | undefined)?.[source.list];
    return (Array.isArray(items) ? (items as Array<{ id?: unknown } | null>) : [])
      .map((item) => item?.id)
      .filter((id): id is string => typeof id === 'string')
      .sort();
  };
  return {
    facts: Object.keys(facts.text).sort(),
    link: [
      ...manifest.routes.flatMap((entry) => [
        entry.route,
        ...entry.anchors.map((anchor) => `${entry.route}#${anchor}`),
      ]),
      ...manifest.redirects.map((entry) => entry.from),
    ].sort(),
    image: [...publicFiles].filter((file) => /\.(?:svg|webp|avif|png|jpe?g)$/.test(file)).sort(),
    solution: ids('solution'),
    testimonial: ids('testimonial'),
    offering: ids('offering'),
  };
}

/** The valid values of each kind of reference, and the facts text may state (`price:chatbots`, ...). */
export type ReferenceTargets = Record<ReferenceKind, string[]> & { facts: string[] };

const PICK = 'Press Ctrl+Space to pick one.';

/** What the editor says when a reference names nothing that exists: validate's words, with the way to the list. */
const REFERENCE_MESSAGES: Record<ReferenceKind, string> = {
  link: diagnosticMessage('noSuchPage', {}, 'Press Ctrl+Space to pick one, or write a full https:// address.'),
  image: diagnosticMessage('missingImage', {}, PICK),
  solution: diagnosticMessage('unknownReference', { kind: 'solution' }, PICK),
  testimonial: diagnosticMessage('unknownReference', { kind: 'testimonial' }, PICK),
  offering: diagnosticMessage('unknownReference', { kind: 'offering' }, PICK),
};

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A pattern accepting exactly `values`: validation without a list in the message or the hover. */
const exactly = (values: readonly string[]) => `^(?:${values.map(escapeRegExp).join('|')})$`;
/** Completion items that insert a value, labelled with it. */
const snippets = (values: readonly unknown[]) => values.map((value) => ({ label: String(value), body: value }));

/**
 * Where the long lists live: each kind of reference's check and completions, and the fact check for text, are
 * written once under `definitions` and every field points there, so the schemas grow with the content once, not once
 * per field (the build and the editor both read them).
 */
const referenceDefinition = (kind: ReferenceKind) => `reference-${kind}`;
const FACT_TEXT = 'text-with-facts';
const PLAIN_TEXT = 'text-without-markup';
const use = (...definitions: string[]) => ({
  allOf: definitions.map((definition) => ({ $ref: `#/definitions/${definition}` })),
});

/**
 * A reference field's values are offered as completions (snippets, so they stay out of the hover), and checked
 * with one pattern whose message is a sentence, never the pattern or the list.
 */
function referenceCheck(kind: ReferenceKind, values: readonly string[]): JsonNode {
  const message = REFERENCE_MESSAGES[kind];
  const internal = { pattern: exactly(values.length > 0 ? values : ['']), patternErrorMessage: message };
  return {
    ...(kind === 'link'
      ? {
          anyOf: [
            internal,
            { pattern: '^(?:https://\\S+|mailto:\\S+|tel:\\+?[0-9 ()-]+)$', patternErrorMessage: message },
          ],
        }
      : internal),
    defaultSnippets: snippets(values),
  };
}

/** Rewrites every node tagged with `x-ref` into a string field that uses its kind's check. */
function listTargets(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(listTargets);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node as JsonNode).map(([key, value]) => [key, listTargets(value)] as const);
  const rewritten: JsonNode = Object.fromEntries(entries);
  const kind = rewritten[REF_KEY] as ReferenceKind | undefined;
  if (!kind) return rewritten;
  const { [REF_KEY]: _tag, pattern: _pattern, ...rest } = rewritten;
  return { ...rest, type: 'string', ...use(referenceDefinition(kind)) };
}

/** The first example snippet of a schema node, if it is a group of fields. */
const snippetBody = (node: unknown): unknown => {
  const body = ((node as JsonNode | undefined)?.defaultSnippets as Array<{ body: unknown }> | undefined)?.[0]?.body;
  return typeof body === 'object' && body !== null ? body : undefined;
};

/** `closeOnSuccessOn item` from a field name: words as an editor reads them. */
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const yamlOf = (value: unknown, indent = ''): string => {
  if (Array.isArray(value))
    return value.map((item) => `${indent}- ${yamlOf(item, `${indent}  `).trimStart()}`).join('\n');
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .map(([key, item]) =>
        typeof item === 'object' && item !== null
          ? `${indent}${key}:\n${yamlOf(item, `${indent}  `)}`
          : `${indent}${key}: ${yamlOf(item)}`,
      )
      .join('\n');
  return typeof value === 'string' && /^[\w$({/][^:#]*$/.test(value) ? value : JSON.stringify(value);
};

/**
 * Makes every node speak to editors: patterns and value lists get a one-sentence message, hovers show the
 * description and an example, and object examples become completion snippets with a readable label.
 */
function forEditors(node: unknown, label?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => forEditors(item));
  if (typeof node !== 'object' || node === null) return node;
  const result: JsonNode = {};
  for (const [key, value] of Object.entries(node as JsonNode)) {
    const childLabel = key === 'items' && label ? `${label} item` : label;
    result[key] =
      key === 'properties' || key === 'definitions'
        ? Object.fromEntries(Object.entries(value as JsonNode).map(([name, child]) => [name, forEditors(child, name)]))
        : key === 'examples' || key === 'defaultSnippets' || key === 'enum'
          ? value
          : forEditors(value, childLabel);
  }
  // A union of single values (`2` or `3`) is one list of allowed values.
  const options = result.anyOf as JsonNode[] | undefined;
  if (
    options?.every((option) => 'const' in option && Object.keys(option).every((k) => ['const', 'type'].includes(k)))
  ) {
    result.enum = options.map((option) => option.const);
    result.type = options[0]?.type;
    delete result.anyOf;
  }
  // zod's words for a pattern (`an id: lower-case words…`) are its message; the walk's other marks are not for VS Code.
  const patternWords = result[PATTERN_WORDS];
  if (typeof result.pattern === 'string' && patternWords && !result.patternErrorMessage)
    result.patternErrorMessage = diagnosticMessage('wrongFormat', { expected: patternWords.at(-1)! });
  delete result[PATTERN_WORDS];
  delete result[EMPTY_ALLOWED];
  delete result[FORMAT_WORDS];
  const values = result.enum as unknown[] | undefined;
  if (values && values.length > LONG_LIST && values.every((value) => typeof value === 'string')) {
    delete result.enum;
    result.pattern = exactly(values as string[]);
    result.patternErrorMessage = diagnosticMessage(
      'notAllowed',
      { allowed: values, label },
      'Press Ctrl+Space to see them all.',
    );
    result.defaultSnippets = snippets(values);
  } else if (values && values.length > 0) {
    result.errorMessage = diagnosticMessage('notAllowed', { allowed: values });
  }
  // Text may state a fact written elsewhere ({price:id}, {stat:id:label}, {summary:id}); it must exist. It has no
  // markup, which the page would print as written.
  if (result.type === 'string' && !result.pattern && !result.enum && !result.const && !result.anyOf && !result.allOf)
    Object.assign(result, use(FACT_TEXT, PLAIN_TEXT));
  const examples = result.examples as unknown[] | undefined;
  if (Array.isArray(examples) && examples.some((example) => typeof example === 'object' && example !== null)) {
    const type = (examples[0] as JsonNode).type;
    const name = `${typeof type === 'string' ? `${type} section` : words(label ?? 'item')} (example)`;
    result.defaultSnippets = examples.map((body, index) => ({
      label: index === 0 ? name : `${name} ${index + 1}`,
      description: typeof result.description === 'string' ? result.description : undefined,
      body,
    }));
    delete result.examples;
  }
  // Completion lists name a group of fields by its title (else "object" or the definition name).
  if (result.type === 'object' && result.title === undefined) {
    const type = (result.properties as Record<string, JsonNode> | undefined)?.type?.const;
    if (typeof type === 'string') result.title = `${type} section`;
    else if (label && !/^[A-Z]/.test(label)) result.title = words(label);
  }
  if (typeof result.description === 'string') {
    const own = snippetBody(result);
    const item = snippetBody(result.items);
    const example = own !== undefined && !values ? own : item !== undefined ? [item] : undefined;
    result.markdownDescription =
      example !== undefined && typeof example === 'object'
        ? `${result.description}\n\nExample:\n\n\`\`\`yaml\n${yamlOf(example)}\n\`\`\``
        : result.description;
  }
  return result;
}

export function jsonSchemaWithReferences(schema: z.ZodType, targets: ReferenceTargets): unknown {
  const { facts } = targets;
  const json = forEditors(listTargets(inputSchema(schema))) as JsonNode;
  const kinds = Object.keys(REFERENCE_MESSAGES) as ReferenceKind[];
  json.definitions = {
    ...json.definitions,
    ...Object.fromEntries(kinds.map((kind) => [referenceDefinition(kind), referenceCheck(kind, targets[kind])])),
    [FACT_TEXT]: {
      // Every brace belongs to a closed placeholder: a named value such as {year}, or a fact that exists.
      pattern: `^(?:[^{}]|\\{\\w+\\}|\\{(?:${facts.map(escapeRegExp).join('|')})\\})*$`,
      patternErrorMessage: diagnosticMessage('unknownFact', {}),
    },
    [PLAIN_TEXT]: {
      pattern: `^(?![\\s\\S]*(?:${MARKUP_SOURCE}))`,
      patternErrorMessage: diagnosticMessage('markupInText', {}),
    },
  };
  return json;
}
