/** docs/authoring.md: current with the schemas, complete, and every YAML example in it valid content. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { contentKinds } from '../schema/content.ts';
import { section } from '../schema/sections/index.ts';
import { anchorOf, authoringGuide } from '../tools/lib/authoring-guide.ts';
import { referenceTargets } from '../pipeline/lib/json-schema.ts';
import { checkLink } from '../pipeline/lib/manifest.ts';
import { collectReferences, schemaAt, valueAt, type Reference } from '../pipeline/lib/schema-walk.ts';
import { validateContent } from '../pipeline/lib/validate-content.ts';

const root = join(import.meta.dirname, '..');
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
const targets = referenceTargets(content.sources, content.manifest, join(root, 'public'));

/** Why a link, image or id in an example would not work on this site, or undefined when it does. */
function brokenReference({ kind, value }: Reference): string | undefined {
  if (kind === 'link') {
    const result = checkLink(content.manifest, value);
    return result.ok ? undefined : `broken link ${value}: ${result.message}`;
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
      const data = load(yaml, { schema: CORE_SCHEMA });
      const schema = schemaAt(example!.schema, data, example!.path)!;
      const value = valueAt(data, example!.path);
      expect(schema.safeParse(value).error?.issues ?? []).toEqual([]);
      expect(collectReferences(schema, value).map(brokenReference).filter(Boolean)).toEqual([]);
    },
  );
});
