/**
 * The editor's generated config covers the schemas: every field, every allowed value and every section type of
 * every content kind is in generated/cms-config.json, with the widget, bounds, hint and required flag the schema
 * says. The schema side is read here on its own (zod's JSON Schema), not through the generator's code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contentKinds } from '../../schema/content.ts';
import type { CmsConfig, CmsField } from '../../pipeline/lib/cms-config-shape.ts';
import { cmsConfig } from '../../pipeline/lib/cms-config.ts';
import { keptEmptyByFile } from '../../admin/yaml-format.ts';
import { loadContent } from '../../pipeline/content.ts';
import { writeGenerated } from '../../pipeline/lib/generate.ts';

type Node = Record<string, any>;

interface Expected {
  /** `page:sections[hero].actions[].label` -> required */
  fields: Map<string, boolean>;
  /** path -> allowed values */
  choices: Map<string, string[]>;
  /** path -> [min, max] of numbers */
  numbers: Map<string, [number | undefined, number | undefined]>;
  /** path -> its description (each shape's, where several shapes share the field) */
  hints: Map<string, string[]>;
}

/** What the schemas ask for, walked straight from their JSON Schema. */
function expectedFromSchemas(): Expected {
  const expected: Expected = { fields: new Map(), choices: new Map(), numbers: new Map(), hints: new Map() };
  for (const kind of contentKinds) {
    const root = z.toJSONSchema(kind.schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Node;
    const deref = (node: Node): Node => {
      const target = node.$ref ? deref(root.definitions[node.$ref.split('/').pop()]) : node;
      return node.description && target !== node ? { ...target, description: node.description } : target;
    };
    const visit = (node: Node, path: string) => {
      const schema = deref(node);
      if (schema['x-ref']) return;
      const options: Node[] | undefined = schema.anyOf ?? schema.oneOf;
      const values = schema.enum ?? (options?.every((o) => 'const' in o) ? options.map((o) => o.const) : undefined);
      if (values) expected.choices.set(path, values.map(String));
      if (schema.type === 'number' || schema.type === 'integer') {
        const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
        expected.numbers.set(path, [low, schema.maximum]);
      }
      if (schema.type === 'array') {
        const item = deref(schema.items);
        const members: Node[] | undefined = (item.oneOf ?? item.anyOf)?.map(deref);
        if (members?.every((member) => member.properties?.type?.const)) {
          for (const member of members) visitObject(member, `${path}[${member.properties.type.const}]`, ['type']);
        } else visit(item, `${path}[]`);
      } else if (schema.properties) visitObject(schema, path, []);
      else if (options && !values) {
        const shapes = options.map(deref);
        for (const shape of shapes) visitObject(shape, path, []);
        // One form for several shapes (a page or a redirect): a field is required when every shape requires it.
        for (const name of new Set(shapes.flatMap((shape) => Object.keys(shape.properties)))) {
          expected.fields.set(
            `${path}.${name}`,
            shapes.every((shape) => (shape.required ?? []).includes(name)),
          );
        }
      }
    };
    const visitObject = (schema: Node, path: string, skip: string[]) => {
      for (const [name, child] of Object.entries<Node>(schema.properties ?? {})) {
        if (skip.includes(name)) continue;
        const at = `${path}.${name}`;
        expected.fields.set(at, (schema.required ?? []).includes(name));
        const description = deref(child).description;
        if (description) expected.hints.set(at, [...(expected.hints.get(at) ?? []), description]);
        visit(child, at);
      }
    };
    visit(root, kind.name);
  }
  return expected;
}

interface Found {
  fields: Map<string, CmsField>;
  choices: Map<string, string[]>;
}

/** What the generated config offers, by the same paths. */
function foundInConfig(config: CmsConfig): Found {
  const found: Found = { fields: new Map(), choices: new Map() };
  const visit = (field: CmsField, path: string) => {
    if (Array.isArray(field.options)) found.choices.set(path, field.options.map(String));
    const list = field.widget === 'list' || field.multiple === true;
    const inner = list ? `${path}[]` : path;
    if (Array.isArray(field.options) && field.multiple) found.choices.set(inner, field.options.map(String));
    for (const child of (field.fields as CmsField[] | undefined) ?? []) visitField(child, inner);
    if (field.field) visit(field.field as CmsField, inner);
    for (const type of (field.types as CmsField[] | undefined) ?? [])
      for (const child of (type.fields as CmsField[]) ?? []) visitField(child, `${path}[${type.name}]`);
  };
  const visitField = (field: CmsField, path: string) => {
    found.fields.set(`${path}.${field.name}`, field);
    visit(field, `${path}.${field.name}`);
  };
  for (const collection of config.collections) {
    const fields = 'files' in collection ? collection.files[0]!.fields : collection.fields;
    for (const field of fields) visitField(field, collection.name);
  }
  return found;
}

/** Every way the config falls short of the schemas, in words. */
function shortfalls(config: CmsConfig, expected: Expected): string[] {
  const found = foundInConfig(config);
  const problems: string[] = [];
  for (const [path, required] of expected.fields) {
    const field = found.fields.get(path);
    if (!field) problems.push(`missing field ${path}`);
    else if (field.required !== required) problems.push(`${path} required ${field.required}, schema ${required}`);
  }
  for (const [path, values] of expected.choices) {
    const offered = found.choices.get(path) ?? [];
    for (const value of values) if (!offered.includes(value)) problems.push(`${path} lacks the choice ${value}`);
  }
  for (const [path, [min, max]] of expected.numbers) {
    const field = found.fields.get(path);
    if (field?.widget !== 'number' || field.min !== min || field.max !== max)
      problems.push(`${path} is not a number field from ${min} to ${max}`);
  }
  for (const [path, hints] of expected.hints) {
    const hint = found.fields.get(path)?.hint;
    if (hint !== undefined && !hints.includes(hint as string)) problems.push(`${path} lacks its hint`);
    if (found.fields.has(path) && hint === undefined) problems.push(`${path} has no hint`);
  }
  for (const path of found.fields.keys()) if (!expected.fields.has(path)) problems.push(`unknown field ${path}`);
  return problems;
}

const clone = (config: CmsConfig): CmsConfig => structuredClone(config);
const pageCollection = (config: CmsConfig) =>
  config.collections.find((c) => c.name === 'page')! as never as {
    fields: CmsField[];
  };
const sectionsOf = (config: CmsConfig) => pageCollection(config).fields.find((f) => f.name === 'sections')!;

describe('the generated editor config', () => {
  let generated: CmsConfig;
  const expected = expectedFromSchemas();

  beforeAll(() => {
    writeGenerated(loadContent());
    generated = JSON.parse(readFileSync(join(process.cwd(), 'generated', 'cms-config.json'), 'utf8')) as CmsConfig;
  });

  it('has one collection per content kind, named after it: pages and solutions as folders, the rest as files', () => {
    expect(generated.collections.map((c) => c.name)).toEqual(contentKinds.map((kind) => kind.name));
    for (const collection of generated.collections) {
      const kind = contentKinds.find((candidate) => candidate.name === collection.name)!;
      if (kind.glob.includes('*')) expect(collection).toMatchObject({ folder: `data/${kind.glob.split('/')[0]}` });
      else expect(collection).toMatchObject({ files: [{ file: `data/${kind.glob}` }] });
    }
  });

  it('covers every field, allowed value, section type, number bound and hint of every schema', () => {
    expect(expected.fields.size).toBeGreaterThan(300);
    expect(shortfalls(generated, expected)).toEqual([]);
  });

  it('marks the required texts a schema accepts empty, which Decap would refuse as missing, and only those', () => {
    const marked = [...keptEmptyByFile(generated)].flatMap(([file, paths]) =>
      [...paths].map((path) => `${file}:${path}`),
    );
    expect(marked.sort()).toEqual([
      'data/site.yaml:analytics.measurementId',
      'data/site.yaml:editor.repo',
      'data/site.yaml:turnstile.siteKey',
    ]);
  });

  it('writes hints in plain words with code spans only, which the editor shows without a Markdown parser', () => {
    const hints = [...JSON.stringify(generated).matchAll(/"hint":("(?:[^"\\]|\\.)*")/g)].map(
      (match) => JSON.parse(match[1]!) as string,
    );
    expect(hints.length).toBeGreaterThan(1000);
    const markdown = hints.filter((hint) => /\*|_\w|\[|\]\(|~~|<\w|^#|^>/.test(hint.replace(/`[^`]*`/g, '')));
    expect(markdown).toEqual([]);
    expect(hints.filter((hint) => hint.split('`').length % 2 === 0)).toEqual([]);
  });

  it('offers each section type once, labelled in plain words', () => {
    const types = (sectionsOf(generated).types as CmsField[]).map((type) => [type.name, type.label]);
    expect(types).toContainEqual(['call-to-action', 'Call to action']);
    expect(types).toContainEqual(['roi-calculator', 'ROI calculator']);
    expect(new Set(types.map(([name]) => name)).size).toBe(types.length);
  });

  it('gives references the pick-list or picker a person expects', () => {
    const found = foundInConfig(generated);
    expect(found.fields.get('solution.testimonial')).toMatchObject({ widget: 'relation', collection: 'testimonials' });
    expect(found.fields.get('page.sections[solution-cards].solutions')).toMatchObject({
      widget: 'relation',
      collection: 'solution',
      multiple: true,
      min: 1,
    });
    expect(found.fields.get('page.sections[price-list].items[].offering')).toMatchObject({
      widget: 'relation',
      collection: 'offerings',
    });
    expect(found.fields.get('page.sections[hero].image.src')).toMatchObject({ widget: 'image' });
    expect(found.fields.get('page.sections[hero].actions[].href')).toMatchObject({ widget: 'link' });
    expect(found.fields.get('offerings.offerings[].startingPrice')).toMatchObject({ value_type: 'int', min: 1 });
    expect(generated.link_targets).toContain('/pricing');
    expect(generated.link_targets.some((target) => target.includes('#'))).toBe(true);
  });

  describe('the coverage check fails when the config falls short', () => {
    it('a field is missing', () => {
      const config = clone(generated);
      const page = pageCollection(config);
      page.fields = page.fields.filter((field) => field.name !== 'description');
      expect(shortfalls(config, expected)).toContain('missing field page.description');
    });

    it('an allowed value is missing', () => {
      const config = clone(generated);
      const hero = (sectionsOf(config).types as CmsField[]).find((type) => type.name === 'hero')!;
      const actions = (hero.fields as CmsField[]).find((field) => field.name === 'actions')!;
      const opens = (actions.fields as CmsField[]).find((field) => field.name === 'opens')!;
      opens.options = (opens.options as string[]).filter((value) => value !== 'chat');
      expect(shortfalls(config, expected)).toContain('page.sections[hero].actions[].opens lacks the choice chat');
    });

    it('a section type is missing', () => {
      const config = clone(generated);
      const sections = sectionsOf(config);
      sections.types = (sections.types as CmsField[]).filter((type) => type.name !== 'timeline');
      expect(shortfalls(config, expected)).toContain('missing field page.sections[timeline].milestones');
    });

    it('a required field is offered as optional', () => {
      const config = clone(generated);
      pageCollection(config).fields.find((field) => field.name === 'route')!.required = false;
      expect(shortfalls(config, expected)).toContain('page.route required false, schema true');
    });
  });

  it('is what the generator makes from the schemas', () => {
    expect(cmsConfig(generated.link_targets)).toEqual(generated);
  });

  it('names only widgets the editor has a control for (the cases of admin/form/Field.tsx)', () => {
    const named = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(collect);
      if (value === null || typeof value !== 'object') return;
      const widget = (value as { widget?: unknown }).widget;
      if (typeof widget === 'string') named.add(widget);
      Object.values(value).forEach(collect);
    };
    collect(generated.collections);
    const source = readFileSync(join(process.cwd(), 'admin/form/Field.tsx'), 'utf8');
    const registered = new Set([...source.matchAll(/^ +case '([a-z-]+)':$/gm)].map((match) => match[1]!));
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((widget) => !registered.has(widget))).toEqual([]);
  });
});
