/**
 * VS Code agrees with validate: the same mistakes, checked by yaml-language-server (what VS Code's YAML
 * extension runs) with the generated JSON Schemas, are underlined at the same line with a short plain message;
 * hovers show a description and an example; completion items have readable labels.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnosticMessage } from '../../schema/errors/vscode.ts';
import { contentKinds } from '../../schema/content.ts';
import { ICONS } from '../../schema/fields.ts';
import { jsonSchemaWithReferences, referenceTargets } from '../../pipeline/codegen/json-schema.ts';
import { vscodeFor } from '../helpers/vscode.ts';
import { SITE_FIXTURE, validateSiteFixture } from '../helpers/fixture-content.ts';
import { mistakes, validTexts } from '../helpers/mistakes.ts';

/** The JSON Schemas codegen would write for tests/fixtures/site, so completions list the fixture's pages and ids. */
function fixtureSchemas(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'vscode-schemas-')), 'schema');
  mkdirSync(dir);
  const targets = referenceTargets(validateSiteFixture({}));
  for (const { name, schema } of contentKinds)
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(jsonSchemaWithReferences(schema, targets)));
  return dir;
}

const vscode = vscodeFor(fixtureSchemas());
const textOf = (file: string) => readFileSync(join(SITE_FIXTURE, 'data', file), 'utf8');
const edited = (file: string, edit: (typeof mistakes)[number]['edit']) => {
  if (edit && 'text' in edit) return edit.text;
  let text = textOf(file);
  if (edit && 'replace' in edit)
    for (const [search, replacement] of edit.replace) text = text.replace(search, replacement);
  return text;
};
/** Raw patterns and value lists are what people editing the files must never read. */
const UNREADABLE = /\(\?:|\^\\|\$"|Valid values|does not match the pattern/;

describe('the YAML extension underlines each mistake at the line validate reports', () => {
  it.each(mistakes.filter((mistake) => mistake.inEditor !== false))('$name', async ({ file, edit, line }) => {
    const problems = await vscode.problems(`data/${file}`, edited(file, edit));
    expect(problems.some((problem) => problem.line <= line && line <= problem.lastLine)).toBe(true);
    for (const problem of problems) {
      expect(problem.message.length).toBeLessThanOrEqual(200);
      expect(problem.message).not.toMatch(UNREADABLE);
    }
  });

  it.each(validTexts)('underlines nothing in $name', async ({ file, edit }) => {
    expect(await vscode.problems(`data/${file}`, edited(file, edit))).toEqual([]);
  });

  it('finds nothing to underline in the content', async () => {
    for (const file of [
      'site.yaml',
      'pages/home.yaml',
      'pages/pricing.yaml',
      'solutions/dinamiq.yaml',
      'offerings.yaml',
    ])
      expect(await vscode.problems(`data/${file}`, textOf(file))).toEqual([]);
  });
});

describe('VS Code words a mistake as validate does, from the catalogue', () => {
  const byName = new Map(mistakes.map((mistake) => [mistake.name, mistake]));
  it.each([
    ['a misspelt offering in the pricing list', diagnosticMessage('unknownReference', { kind: 'offering' })],
    ['a mistyped link', diagnosticMessage('noSuchPage', {})],
    ['a new picture that is not in public/ yet', diagnosticMessage('missingImage', {})],
    ['a misspelt icon in a feature group', diagnosticMessage('notAllowed', { allowed: ICONS, label: 'icon' })],
    ['a number of columns that is not offered', diagnosticMessage('notAllowed', { allowed: [2, 3] })],
    ['a price placeholder opened and never closed', diagnosticMessage('unknownFact', {})],
    ['a closing brace left in a paragraph', diagnosticMessage('unknownFact', {})],
    ['a line break typed as <br> in a heading', diagnosticMessage('markupInText', {})],
    ['Markdown **bold** in a list of features', diagnosticMessage('markupInText', {})],
  ])('%s', async (name, words) => {
    const { file, edit, line } = byName.get(name)!;
    const problems = await vscode.problems(`data/${file}`, edited(file, edit));
    const atLine = problems.filter((problem) => problem.line <= line && line <= problem.lastLine);
    expect(atLine.map((problem) => problem.message)).toContainEqual(expect.stringContaining(words));
  });
});

describe('hover and completion', () => {
  it('shows a link field as its description, not a list of every page', async () => {
    const text = textOf('pages/services.yaml');
    const line = text.split('\n').findIndex((row) => row.includes('href: /contact')) + 1;
    const hover = await vscode.hover('data/pages/services.yaml', text, line, 12);
    expect(hover).toMatch(/a page of this site/);
    expect(hover).not.toContain('/about#team');
    expect(hover.split('\n').length).toBeLessThan(10);
  });

  it('shows a field with an example', async () => {
    const text =
      'route: /x\ntitle: X\ndescription: Y\nsections:\n  - type: hero\n    stats:\n      - value: 95%\n        label: Time Saved\n';
    const hover = await vscode.hover('data/pages/x.yaml', text, 6, 6);
    expect(hover).toMatch(/headline figures/);
    expect(hover).toMatch(/Example:[\s\S]*value: 95%/);
  });

  it('labels section snippets and groups of fields in words', async () => {
    const labels = await vscode.complete(
      'data/pages/x.yaml',
      'route: /x\ntitle: X\ndescription: Y\nsections:\n  - \n',
      5,
      5,
    );
    expect(labels).toContain('hero section (example)');
    expect(labels).toContain('card-grid section');
    expect(labels.filter((label) => label === 'object' || /^[A-Z]\w+Section$/.test(label))).toEqual([]);
  });

  it('still completes page addresses, icons and prices', async () => {
    const link =
      'route: /x\ntitle: X\ndescription: Y\nsections:\n  - type: call-to-action\n    heading: H\n    actions:\n      - label: Go\n        href: \n';
    expect(await vscode.complete('data/pages/x.yaml', link, 9, 15)).toContain('/contact');
    const icon =
      'route: /x\ntitle: X\ndescription: Y\nsections:\n  - type: card-grid\n    cards:\n      - title: A\n        description: B\n        icon: \n';
    expect(await vscode.complete('data/pages/x.yaml', icon, 9, 15)).toContain('lightbulb');
    const price =
      'route: /x\ntitle: X\ndescription: Y\nsections:\n  - type: price-list\n    pricePrefix: From\n    items:\n      - icon: phone\n        title: T\n        description: D\n        offering: \n';
    expect(await vscode.complete('data/pages/x.yaml', price, 11, 19)).toContain('chatbots');
  });
});
