/** docs/authoring.md: current with the schemas, complete, and every YAML example in it valid content. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { errorRecord } from '../../schema/errors/json.ts';
import { fileVoice, wordsOf } from '../../schema/errors/words.ts';
import { contentKinds } from '../../schema/content.ts';
import { section } from '../../schema/sections/index.ts';
import { anchorOf, authoringGuide } from '../../tools/lib/authoring-guide.ts';
import { COMMON_ERRORS, commonErrors, recipes, validateWithEdits } from '../../tools/lib/recipes.ts';
import { factsFrom, resolveFacts } from '../../pipeline/validate/resolve-facts.ts';
import { referenceTargets } from '../../pipeline/codegen/json-schema.ts';
import { checkLink } from '../../pipeline/validate/manifest.ts';
import { collectReferences, schemaAt, type Reference } from '../../pipeline/validate/schema-walk.ts';
import { valueAt } from '../../pipeline/validate/walk.ts';
import { validateContent } from '../../pipeline/validate/validate-content.ts';

const root = join(import.meta.dirname, '..', '..');
const committed = readFileSync(join(root, 'docs', 'authoring.md'), 'utf8');
const guide = authoringGuide(root);

/** The guide's parts under each `### ` heading, by heading text. */
const parts = new Map(
  committed
    .split(/^### /m)
    .slice(1)
    .map((part) => [part.slice(0, part.indexOf('\n')), part]),
);
const yamlBlocks = [...committed.matchAll(/^```yaml\n([\s\S]*?)\n```$/gm)].map(([, yaml]) => yaml!);

const content = validateContent({ root, dataDir: join(root, 'data'), publicDir: join(root, 'public') });
const targets = referenceTargets(content);

/** Why a link, image or id in an example would not work on this site, or undefined when it does. */
function brokenReference({ kind, value }: Reference): string | undefined {
  if (kind === 'link') {
    const result = checkLink(content.manifest, value);
    return result.ok
      ? undefined
      : `broken link ${value}: ${wordsOf(result.error, result.params as never, fileVoice).message}`;
  }
  return targets[kind].includes(value) ? undefined : `no ${kind} ${value} in the content`;
}

describe('authoring guide', () => {
  it('is the guide the schemas produce now', () => {
    expect(committed, 'docs/authoring.md is out of date: run npm run docs').toBe(guide.markdown);
  });

  it('has a part with a YAML example for every content file and section type', () => {
    const headings = [
      ...contentKinds.map((kind) => `\`data/${kind.glob}\``),
      ...section.options.map((option) => `\`${option.shape.type.value}\``),
    ];
    for (const heading of headings) {
      expect(parts.has(heading), `no heading ${heading}`).toBe(true);
      expect(parts.get(heading), `no YAML example under ${heading}`).toContain('```yaml');
    }
  });

  it('links only to headings that exist', () => {
    const anchors = new Set([...committed.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => anchorOf(heading!)));
    const links = [...committed.matchAll(/\]\(#([^)]+)\)/g)].map(([, anchor]) => anchor!);
    expect(links.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it.each(yamlBlocks.map((yaml, index) => ({ number: index + 1, yaml, start: yaml.split('\n')[0] })))(
    'example $number ($start) is valid content',
    ({ yaml }) => {
      const example = guide.examples.find((candidate) => candidate.yaml === yaml);
      expect(example, 'every YAML block in the guide comes from an example in the schemas').toBeDefined();
      const data: unknown = parse(yaml);
      const schema = schemaAt(example!.schema, data, example!.path)!;
      const value = valueAt(data, example!.path);
      expect(schema.safeParse(value).error?.issues ?? []).toEqual([]);
      expect(collectReferences(schema, value).map(brokenReference).filter(Boolean)).toEqual([]);
    },
  );
});

describe('recipes at the top of the guide', () => {
  it('come first, each under its own heading', () => {
    expect(committed.indexOf('## Recipes')).toBeLessThan(committed.indexOf('## Contents'));
    for (const recipe of recipes) expect(parts.has(recipe.title), recipe.title).toBe(true);
    expect(recipes.map((recipe) => recipe.title)).toEqual([
      'Change a price',
      'Add a testimonial',
      'Add a case study',
      'Add a page',
      'Preview your change',
      'Fix the most common errors',
      'Publish',
    ]);
  });

  it.each(recipes.filter((recipe) => recipe.edits))('"$title" gives valid content', ({ edits }) => {
    expect(validateWithEdits(root, edits!).errors).toEqual([]);
  });

  it('"Change a price" changes the price everywhere it is stated', () => {
    const recipe = recipes.find((candidate) => candidate.title === 'Change a price')!;
    const { sources } = validateWithEdits(root, recipe.edits!);
    const facts = factsFrom(sources);
    const text = (file: string) =>
      JSON.stringify(resolveFacts(sources.find((s) => s.relativePath === file)?.data, facts));
    expect(text('pages/home.yaml')).toContain('Starting at $749');
    expect(text('pages/solutions.yaml')).toContain('$749+');
    expect(text('pages/pricing.yaml')).toContain('"startingPrice":749');
    expect(sources.map((source) => text(source.relativePath)).join('')).not.toMatch(/\$699\b|"startingPrice":699\b/);
  });

  it('"Add a case study" is needed in full: without the list entry validate names the list', () => {
    const recipe = recipes.find((candidate) => candidate.title === 'Add a case study')!;
    const { 'pages/solutions.yaml': _list, ...fileOnly } = recipe.edits!;
    const { errors } = validateWithEdits(root, fileOnly);
    expect(errors.map(errorRecord)).toEqual([
      expect.objectContaining({
        file: 'data/solutions/corner-bakery.yaml',
        message: expect.stringMatching(/not listed/),
      }),
    ]);
  });

  it('"Fix the most common errors" shows one real error per mistake', () => {
    const { errors } = commonErrors(root);
    expect(errors.map((list) => list.length)).toEqual(COMMON_ERRORS.map(() => 1));
  });

  it('"Preview" and "Publish" name commands that exist', () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    for (const script of ['start', 'dev', 'validate', 'build']) expect(scripts[script]).toBeDefined();
    expect(readFileSync(join(root, 'netlify.toml'), 'utf8')).toContain('command = "npm run build"');
  });
});
