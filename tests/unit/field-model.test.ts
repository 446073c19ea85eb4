/**
 * The editor's generated field model covers the schemas: every field, every allowed value and every section type of
 * every content kind is in generated/field-model.json, with the kind, bounds, hint and required flag the schema
 * says. The schema side is read here on its own (zod's JSON Schema), not through the generator's code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contentKinds } from '../../schema/content.ts';
import type { Field, FieldModel, FieldShape } from '../../pipeline/codegen/field-model.ts';
import { fieldModel, fieldModelJson } from '../../pipeline/codegen/field-walk.ts';
import { keptEmptyByFile } from '../../admin/lib/yaml-format.ts';
import { loadContent } from '../../pipeline/content.ts';
import { writeGenerated } from '../../pipeline/codegen/generate.ts';

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
  fields: Map<string, Field>;
  choices: Map<string, string[]>;
}

/** What the generated model offers, by the same paths. */
function foundInModel(model: FieldModel): Found {
  const found: Found = { fields: new Map(), choices: new Map() };
  const visit = (field: FieldShape, path: string) => {
    if (field.kind === 'choice') found.choices.set(path, field.options.map(String));
    const list =
      field.kind === 'list' ||
      field.kind === 'typed-list' ||
      ((field.kind === 'choice' || field.kind === 'reference') && field.multiple === true);
    const inner = list ? `${path}[]` : path;
    if (field.kind === 'choice' && field.multiple) found.choices.set(inner, field.options.map(String));
    if (field.kind === 'group') for (const child of field.fields) visitField(child, inner);
    if (field.kind === 'list') visit(field.item, inner);
    if (field.kind === 'typed-list')
      for (const type of field.types) for (const child of type.fields) visitField(child, `${path}[${type.name}]`);
  };
  const visitField = (field: Field, path: string) => {
    found.fields.set(`${path}.${field.name}`, field);
    visit(field, `${path}.${field.name}`);
  };
  for (const kind of model.kinds) for (const field of kind.fields) visitField(field, kind.name);
  return found;
}

/** Every way the model falls short of the schemas, in words. */
function shortfalls(model: FieldModel, expected: Expected): string[] {
  const found = foundInModel(model);
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
    if (field?.kind !== 'number' || field.min !== min || field.max !== max)
      problems.push(`${path} is not a number field from ${min} to ${max}`);
  }
  for (const [path, hints] of expected.hints) {
    const hint = found.fields.get(path)?.hint;
    if (hint !== undefined && !hints.includes(hint)) problems.push(`${path} lacks its hint`);
    if (found.fields.has(path) && hint === undefined) problems.push(`${path} has no hint`);
  }
  for (const path of found.fields.keys()) if (!expected.fields.has(path)) problems.push(`unknown field ${path}`);
  return problems;
}

const clone = (model: FieldModel): FieldModel => structuredClone(model);
const pageKind = (model: FieldModel) => model.kinds.find((kind) => kind.name === 'page')!;
const sectionsOf = (model: FieldModel) => {
  const sections = pageKind(model).fields.find((field) => field.name === 'sections')!;
  if (sections.kind !== 'typed-list') throw new Error('sections are not a typed list');
  return sections;
};
describe('the generated field model', () => {
  let generated: FieldModel;
  const expected = expectedFromSchemas();

  beforeAll(() => {
    writeGenerated(loadContent());
    generated = JSON.parse(readFileSync(join(process.cwd(), 'generated', 'field-model.json'), 'utf8')) as FieldModel;
  });

  it('has one kind per content kind, named after it: pages and solutions as folders, the rest as files', () => {
    expect(generated.kinds.map((c) => c.name)).toEqual(contentKinds.map((kind) => kind.name));
    for (const model of generated.kinds) {
      const kind = contentKinds.find((candidate) => candidate.name === model.name)!;
      if (kind.glob.includes('*')) expect(model).toMatchObject({ folder: `data/${kind.glob.split('/')[0]}` });
      else expect(model).toMatchObject({ file: `data/${kind.glob}` });
    }
  });

  it('covers every field, allowed value, section type, number bound and hint of every schema', () => {
    expect(expected.fields.size).toBeGreaterThan(300);
    // The walk's model, with the schemas' own descriptions as VS Code and the guide show them; the editor's copy has
    // the same fields with its hints in the form's words (admin-plain-words.test.ts).
    expect(shortfalls(fieldModel(generated.linkTargets), expected)).toEqual([]);
  });

  it('marks the required texts a schema accepts empty, and only those', () => {
    const marked = [...keptEmptyByFile(generated)].flatMap(([file, paths]) =>
      [...paths].map((path) => `${file}:${path}`),
    );
    expect(marked.sort()).toEqual([
      'data/site.yaml:analytics.measurementId',
      'data/site.yaml:editor.repo',
      'data/site.yaml:turnstile.siteKey',
    ]);
  });

  it('writes hints in plain words with code spans only, which the guide shows without a Markdown parser', () => {
    const hints = [...JSON.stringify(fieldModel(generated.linkTargets)).matchAll(/"hint":("(?:[^"\\]|\\.)*")/g)].map(
      (match) => JSON.parse(match[1]!) as string,
    );
    expect(hints.length).toBeGreaterThan(1000);
    const markdown = hints.filter((hint) => /\*|_\w|\[|\]\(|~~|<\w|^#|^>/.test(hint.replace(/`[^`]*`/g, '')));
    expect(markdown).toEqual([]);
    expect(hints.filter((hint) => hint.split('`').length % 2 === 0)).toEqual([]);
  });

  it('has no yes-or-no field that must be ticked: a box left unticked is its default, never a missing field', () => {
    const switches = [...foundInModel(generated).fields].filter(([, field]) => field.kind === 'yes-no');
    expect(switches.map(([path]) => path)).toContain('solution.demoAvailable');
    expect(switches.filter(([, field]) => field.required).map(([path]) => path)).toEqual([]);
  });

  it('offers each section type once, labelled in plain words', () => {
    const types = sectionsOf(generated).types.map((type) => [type.name, type.label]);
    expect(types).toContainEqual(['call-to-action', 'Call to action']);
    expect(types).toContainEqual(['roi-calculator', 'ROI calculator']);
    expect(new Set(types.map(([name]) => name)).size).toBe(types.length);
  });

  it('gives references the pick-list or picker a person expects', () => {
    const found = foundInModel(generated);
    expect(found.fields.get('solution.testimonial')).toMatchObject({ kind: 'reference', to: 'testimonial' });
    expect(found.fields.get('page.sections[solution-cards].solutions')).toMatchObject({
      kind: 'reference',
      to: 'solution',
      multiple: true,
      min: 1,
    });
    expect(found.fields.get('page.sections[price-list].items[].offering')).toMatchObject({
      kind: 'reference',
      to: 'offering',
    });
    expect(found.fields.get('page.sections[hero].image.src')).toMatchObject({ kind: 'image' });
    expect(found.fields.get('page.sections[hero].actions[].href')).toMatchObject({ kind: 'link' });
    expect(found.fields.get('offerings.offerings[].startingPrice')).toMatchObject({ integer: true, min: 1 });
    expect(generated.linkTargets).toContain('/pricing');
    expect(generated.linkTargets.some((target) => target.includes('#'))).toBe(true);
  });

  describe('the coverage check fails when the model falls short', () => {
    it('a field is missing', () => {
      const model = clone(generated);
      const page = pageKind(model);
      page.fields = page.fields.filter((field) => field.name !== 'description');
      expect(shortfalls(model, expected)).toContain('missing field page.description');
    });

    it('an allowed value is missing', () => {
      const model = clone(generated);
      const hero = sectionsOf(model).types.find((type) => type.name === 'hero')!;
      const actions = hero.fields.find((field) => field.name === 'actions')!;
      if (actions.kind !== 'list' || actions.item.kind !== 'group') throw new Error('actions are not a list of groups');
      const opens = actions.item.fields.find((field) => field.name === 'opens')!;
      if (opens.kind !== 'choice') throw new Error('opens is not a choice');
      opens.options = opens.options.filter((value) => value !== 'chat');
      expect(shortfalls(model, expected)).toContain('page.sections[hero].actions[].opens lacks the choice chat');
    });

    it('a section type is missing', () => {
      const model = clone(generated);
      const sections = sectionsOf(model);
      sections.types = sections.types.filter((type) => type.name !== 'timeline');
      expect(shortfalls(model, expected)).toContain('missing field page.sections[timeline].milestones');
    });

    it('a required field is offered as optional', () => {
      const model = clone(generated);
      pageKind(model).fields.find((field) => field.name === 'route')!.required = false;
      expect(shortfalls(model, expected)).toContain('page.route required false, schema true');
    });
  });

  it('is what the generator makes from the schemas', () => {
    expect(JSON.parse(fieldModelJson(generated.linkTargets))).toEqual(generated);
  });

  it('names only kinds the editor has an input for (the cases of admin/form/Field.tsx)', () => {
    const named = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(collect);
      if (value === null || typeof value !== 'object') return;
      const kind = (value as { kind?: unknown }).kind;
      if (typeof kind === 'string') named.add(kind);
      Object.values(value).forEach(collect);
    };
    collect(generated.kinds);
    const source = readFileSync(join(process.cwd(), 'admin/form/Field.tsx'), 'utf8');
    const registered = new Set([...source.matchAll(/^ +case '([a-z-]+)':$/gm)].map((match) => match[1]!));
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((kind) => !registered.has(kind))).toEqual([]);
  });
});
