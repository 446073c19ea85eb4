/**
 * The authoring guide (docs/authoring.md), written from the schemas: their descriptions, types, limits and
 * examples, plus a real validation error. `npm run docs` writes it; tests/unit/authoring-guide.test.ts checks that
 * the committed file is current and that every example in it validates.
 */
import { posix } from 'node:path';
import { Document, isCollection, isPair, visit } from 'yaml';
import * as z from 'zod';
import { button } from '../../schema/button.ts';
import { contentKinds, type ContentKind } from '../../schema/content.ts';
import { ICONS, stat } from '../../schema/fields.ts';
import { image } from '../../schema/image.ts';
import { commonFields } from '../../schema/sections/define.ts';
import { section } from '../../schema/sections/index.ts';
import { contentErrors, type ContentErrorName, type ErrorKind } from '../../schema/errors/catalogue.ts';
import type { ContentError } from '../../schema/errors/content-error.ts';
import { formatPath } from '../../schema/errors/place.ts';
import { fileWords } from '../../schema/errors/terminal.ts';
import { fileVoice, wordsOf } from '../../schema/errors/words.ts';
import { schemaField, schemaForms } from '../../pipeline/codegen/field-walk.ts';
import type { ItemType } from '../../pipeline/codegen/field-model.ts';
import {
  fieldTable,
  markdownTable,
  nowhere,
  shapeKey,
  type DocumentedElsewhere,
  type FieldTable,
} from './field-table.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import { commonErrors, recipes } from './recipes.ts';
import { SAMPLE_FILE, SAMPLE_YAML, validationSample } from './validation-sample.ts';

/** A YAML example as the guide prints it, with the schema it must satisfy. */
export interface GuideExample {
  /** The fenced YAML, exactly as in the guide. */
  yaml: string;
  /** The schema of the whole YAML block. */
  schema: z.ZodType;
  /** Where the example's own value sits inside the YAML block. */
  path: PathSegment[];
}

export interface AuthoringGuide {
  markdown: string;
  examples: GuideExample[];
}

/** The heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

const kindHeading = (kind: ContentKind) => `\`data/${kind.glob}\``;
const sectionHeading = (type: string) => `\`${type}\``;

/** Shapes used in many places, documented once. */
const buildingBlocks = [
  { title: 'Button', one: 'button', many: 'buttons', schema: button },
  { title: 'Image', one: 'image', many: 'images', schema: image },
  { title: 'Figure', one: 'figure', many: 'figures', schema: stat },
].map((block) => ({ ...block, form: schemaForms(block.schema)[0]! }));

const blockShapes = new Map(buildingBlocks.map((block) => [shapeKey(block.form), block]));
const ICONS_HEADING = 'Icons';
const iconList = JSON.stringify(ICONS);

/** The section types, in the order of their names. */
const sectionTypeList = (() => {
  const list = schemaField(z.array(section));
  if (list.kind !== 'typed-list') throw new Error('a list of sections is not a list of types');
  return [...list.types].sort((a, b) => a.name.localeCompare(b.name));
})();
const sectionTypeNames = JSON.stringify(sectionTypeList.map((type) => type.name));

const documentedElsewhere: DocumentedElsewhere = {
  types: (types) =>
    JSON.stringify(types.map((type) => type.name).sort((a, b) => a.localeCompare(b))) === sectionTypeNames
      ? { one: '[section](#section-types)', many: '[sections](#section-types)' }
      : undefined,
  shape: (shape) => {
    if (shape.kind === 'choice' && !shape.multiple && JSON.stringify(shape.options) === iconList)
      return { one: `[icon name](#${anchorOf(ICONS_HEADING)})`, many: `[icon names](#${anchorOf(ICONS_HEADING)})` };
    const block = blockShapes.get(shapeKey(shape));
    return (
      block && { one: `[${block.one}](#${anchorOf(block.title)})`, many: `[${block.many}](#${anchorOf(block.title)})` }
    );
  },
};

/** Wraps an example in the fields and list items that lead to it, so it reads as part of a file. */
function wrap(path: readonly PathSegment[], value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inner, segment) => (typeof segment === 'number' ? [inner] : { [segment]: inner }),
    value,
  );
}

const LINE_WIDTH = 100;

/** YAML as the content files write it: single quotes where quotes are needed, long text folded after `>-`. */
function yamlOf(value: unknown): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  visit(doc, {
    Scalar(_, node, path) {
      if (typeof node.value !== 'string') return;
      const indent = 2 * (path.filter((ancestor) => isCollection(ancestor)).length - 1);
      const owner = path.at(-1);
      const lead = isPair(owner) ? String((owner.key as { value?: unknown } | null)?.value ?? '').length + 2 : 2;
      if (indent + lead + node.value.length > LINE_WIDTH) node.type = 'BLOCK_FOLDED';
    },
  });
  return doc.toString({ lineWidth: LINE_WIDTH, singleQuote: true }).trimEnd();
}

/** Renders each example of a table and records it for the test. */
function renderExamples(table: FieldTable, schema: z.ZodType, at: PathSegment[], examples: GuideExample[]): string[] {
  return table.examples.map(({ path, value }) => {
    const fullPath = [...at, ...path];
    const yaml = yamlOf(wrap(fullPath, value));
    examples.push({ yaml, schema, path: fullPath });
    const lead = path.length === 0 ? 'Example:' : `Example of \`${formatPath(path)}\`, as part of the file:`;
    return `${lead}\n\n\`\`\`yaml\n${yaml}\n\`\`\``;
  });
}

const numbered = (text: string) => {
  const lines = text.trimEnd().split('\n');
  const width = String(lines.length).length;
  return lines.map((line, index) => `${String(index + 1).padStart(width)}  ${line}`).join('\n');
};

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** `sections[1].actions[0].style` in words. */
function pathInWords(path: readonly PathSegment[]): string {
  const parts = path.flatMap((segment, at) => {
    if (typeof segment === 'number') return [];
    const index = path[at + 1];
    return typeof index === 'number'
      ? [`\`${segment}[${index}]\` is the ${ORDINALS[index] ?? `number ${index + 1}`} item of \`${segment}\``]
      : [`\`${segment}\` is the field`];
  });
  return `${parts.join(', ')}. Lists count from 0.`;
}

function readingErrors(errors: readonly ContentError[], output: string): string {
  const explained =
    errors.find((error) => fileWords(error).suggestion?.startsWith('did you mean') && error.hint) ?? errors[0];
  if (!explained) throw new Error(`the sample page ${SAMPLE_FILE} gave no validation error; give it a mistake again`);
  const { message, suggestion } = fileWords(explained);
  const lines = [
    `\`${explained.file}:${explained.line}:${explained.column}\` is the file, then line ${explained.line} and column ${explained.column}: where the problem starts. In VS Code, Ctrl+click it in the terminal, or press Ctrl+G in the file and type the line number.`,
    `\`${formatPath(explained.path)}\` is the path from the top of the file to the field: ${pathInWords(explained.path)}`,
    `\`${message}\` says what is wrong.`,
    suggestion &&
      `\`fix: ${suggestion}\` is a concrete fix. A "did you mean" compares what you wrote with the names, values and addresses that exist.`,
    explained.hint &&
      '`about this field:` repeats what the field is for, from the schema (the same text as in the tables below).',
  ].filter(Boolean);
  return `## Reading a validation error

Here is a small page with three mistakes, saved as \`${SAMPLE_FILE}\` (line numbers added on the left):

\`\`\`text
${numbered(SAMPLE_YAML)}
\`\`\`

\`npm run validate\` prints:

\`\`\`text
${output}
\`\`\`

Take the error on line ${explained.line}:

${lines.map((line) => `- ${line}`).join('\n')}

Errors come in the order of the file, one per mistake. When other places use something that is broken (an
offering whose price is not a number, a page that is empty), they are not listed one by one: a \`note:\` under
the error says how many there are. Fix the first error, run \`npm run validate\` again, and repeat until it
prints \`Content OK\`. Nothing is built while an error remains. [Every error, by name](#every-error-by-name)
lists what each one means.`;
}

/** `Two pages with one address` — its message and fix, worded from the catalogue's example of it. */
function errorCatalogue(): string {
  const rows = (Object.keys(contentErrors) as ContentErrorName[]).map((name) => {
    const entry = contentErrors[name] as unknown as ErrorKind<object>;
    // Worded for a reader of the file, as `npm run validate` prints it.
    const { message, suggestion } = wordsOf(name, entry.example as never, fileVoice);
    const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
    return `| \`${name}\` | ${cell(entry.title)} | ${cell(message)} | ${suggestion ? cell(suggestion) : ''} |`;
  });
  return `## Every error, by name

Each kind of mistake \`npm run validate\` reports has a name (in \`--format json\` output as \`kind\`), and the
same words in VS Code and in the content editor. The examples show one case of each; the real message names
what you wrote and where.

| name | mistake | message, for example | fix, for example |
| --- | --- | --- | --- |
${rows.join('\n')}`;
}

function autocomplete(): string {
  const rows = contentKinds.map((kind) => {
    const schemaPath = `generated/schema/${kind.name}.json`;
    const fromFile = posix.relative(posix.dirname(`data/${kind.glob}`), schemaPath);
    return `| \`data/${kind.glob}\` | \`${schemaPath}\` | \`# yaml-language-server: $schema=${fromFile}\` |`;
  });
  return `## Autocomplete in your editor

VS Code knows every field, its allowed values, the pages you can link to, the section anchors, the images
under \`public/\` and the solution and testimonial ids:

1. Open the repository folder in VS Code.
2. Install the **YAML** extension by Red Hat (\`redhat.vscode-yaml\`). VS Code offers it, because
   \`.vscode/extensions.json\` recommends it.
3. Run \`npm install\` once. It writes the JSON Schemas under \`generated/schema/\`, which
   \`.vscode/settings.json\` ties to the content files (table below).
4. In a content file, press Ctrl+Space for suggestions; hover over a field to read what it is for. Mistakes
   are underlined as you type.

The lists of valid links, images and ids are taken from the content when the schemas are written. After you
add a page, a section \`id\`, an image, a solution or a testimonial, run \`npm run codegen\` (\`npm run dev\`
and \`npm test\` run it too) so the editor offers the new values.

Other editors that use the YAML language server (Neovim, Zed, Sublime Text, ...) can read the same schemas:
put the line in the last column at the top of the file.

| files | schema | first line for other editors |
| --- | --- | --- |
${rows.join('\n')}`;
}

function contentFile(kind: ContentKind, examples: GuideExample[]): string {
  const folder = `data/${posix.dirname(kind.glob)}/`;
  const parts = [
    `### ${kindHeading(kind)}`,
    `${schemaField(kind.schema).hint ?? ''}${kind.glob.includes('*') ? ` One file each, in \`${folder}\`.` : ''}`,
  ];
  const forms = schemaForms(kind.schema);
  if (forms.length > 1) parts.push(`A file takes one of ${forms.length} forms.`);
  forms.forEach((form, index) => {
    const table = fieldTable(form, documentedElsewhere);
    if (forms.length > 1) parts.push(`**Form ${index + 1}.** ${form.hint ?? ''}`);
    parts.push(markdownTable(table.rows), ...renderExamples(table, kind.schema, [], examples));
  });
  const files = kind.glob.includes('*')
    ? `Every file in \`${folder}\` is a complete example.`
    : `\`data/${kind.glob}\` itself is the complete example.`;
  parts.push(files);
  return parts.join('\n\n');
}

function sectionTypes(sections: readonly ItemType[], examples: GuideExample[]): string {
  const common = fieldTable(schemaForms(z.strictObject(commonFields))[0]!, documentedElsewhere).rows;
  const commonRows = new Set(common.map((row) => JSON.stringify(row)));
  const list = z.array(section);
  const parts = [
    `## Section types

A page is a list of sections under \`sections:\`, drawn top to bottom. Each section starts with \`- type:\`,
which says what kind of block it is and which fields it takes. There are ${sections.length} types:

| type | what it shows |
| --- | --- |
${sections.map((doc) => `| [\`${doc.name}\`](#${anchorOf(sectionHeading(doc.name))}) | ${doc.hint ?? ''} |`).join('\n')}

Every section may also have these fields (a type's own table lists them again only where they differ):

${markdownTable(common)}

Give a section an \`id\` to link to it (\`/about#team\`); give it a \`navLabel\` as well to list it in the page's
menu.`,
  ];
  for (const doc of sections) {
    const table = fieldTable(doc, documentedElsewhere);
    const rows = table.rows.filter((row) => !commonRows.has(JSON.stringify(row)));
    parts.push(
      `### ${sectionHeading(doc.name)}`,
      `${doc.hint ?? ''} Write \`type: ${doc.name}\`.`,
      rows.length > 0 ? markdownTable(rows) : 'It has only the fields every section has.',
      ...renderExamples(table, list, [0], examples),
    );
  }
  return parts.join('\n\n');
}

function buildingBlockDocs(examples: GuideExample[]): string {
  const parts = [
    `## Building blocks

Buttons, images, figures and icons look the same wherever they appear. The tables link here instead of
repeating their fields.`,
  ];
  for (const block of buildingBlocks) {
    const table = fieldTable(block.form, nowhere);
    parts.push(
      `### ${block.title}`,
      block.form.hint ?? '',
      markdownTable(table.rows),
      ...renderExamples(table, block.schema, [], examples),
    );
  }
  parts.push(
    `### ${ICONS_HEADING}`,
    `A field of the type icon name takes one of these names; the site draws the picture:\n\n${ICONS.map((name) => `\`${name}\``).join(', ')}`,
  );
  return parts.join('\n\n');
}

const INTRO = `# Authoring guide

<!-- Generated by \`npm run docs\` from the schemas in schema/. Do not edit this file: change a field's
.describe() text or an example in schema/, then run \`npm run docs\`. -->

Everything a visitor reads on the site (words, prices, figures, links, pictures) lives in YAML files under
\`data/\`. This guide lists every file and every field they may contain. It is generated from the same
schemas that check the content, so it is always current.`;

const PREVIEW = `## Preview your changes

Once, after getting the repository: install Node.js 20.19 or later, then run \`npm install\`.

- \`npm start\` builds the site and serves it like the live site at http://localhost:3000 (set \`PORT\` for
  another port). It rebuilds first whenever the content has changed since the last build, so stop it
  (Ctrl+C) and start it again to see an edit. The contact form and the chat work too: without email settings,
  messages are kept in the local message store and \`npm run messages\` lists them, and without an OpenAI key
  the chat answers from \`data/chat.yaml\`.
- \`npm run dev\` shows edits as you save them (hot reload). It prints the address to open. The contact form
  and the chat need \`npm start\`.

## Check your changes

Run \`npm run validate\`. It checks every file against the fields below and across files: links lead to
existing pages and sections, images exist, ids are unique and refer to something real. It prints
\`Content OK\` with a count, or every problem at once. The build and the tests run it first, so a content
error stops a deploy.`;

const TABLES = `## How to read the field tables

- **field**: \`brand.name\` is \`name\` indented under \`brand\`. \`cards[].title\` is the \`title\` of each item
  of the \`cards\` list (items start with \`- \`). \`inputs.*.label\` is the \`label\` of each entry of \`inputs\`.
- **type**: \`text\` is any words; a \`list of texts\` is one \`- \` line per entry; a \`group\` is a block of
  indented fields listed under it; \`name: text\` lines are a block of \`any label: its text\` lines. Links,
  image paths and ids are explained in [Links, images and ids](#links-images-and-ids).
- **required**: \`yes\` must be written; \`no\` may be left out. A required field inside an optional group is
  needed only when the group is written.
- **allowed values / limits**: text may never be empty unless it says so. *an id* is lower-case letters and
  digits in words joined by hyphens, like \`case-studies\`; *a page address* is a slash followed by such words,
  like \`/services/business-process-automation\`.

Quote text (\`"..."\` or \`'...'\`) that contains \`: \` or \` #\`, or starts with a character such as \`'\`, \`"\`,
\`@\`, \`*\`, \`&\`, \`!\`, \`%\`, \`[\`, \`{\`, \`>\` or \`|\`. Long text can go on the next lines after \`>-\`,
indented, as in the content files.`;

const LINKS = `## Links, images and ids

Fields of the type **link** take one of:

- **A page of this site**: its address, starting with \`/\`: \`/pricing\`, \`/solutions/postbud\`,
  \`/solutions/postbud/case-study\`. Pages are the \`route\` of each file in \`data/pages/\`, plus
  \`/solutions/{id}\` for each solution and \`/solutions/{id}/case-study\` for each case study. An old
  address that redirects works too.
- **A section of a page**: the address, \`#\` and the section's \`id\`: \`/solutions#case-studies\`. On the home
  page write \`/#services\`.
- **Another site**: a full address starting with \`https://\` (not \`http://\`), or \`mailto:name@example.com\`,
  or \`tel:+1 555 123 4567\`.

\`npm run validate\` checks that every page and section a link names exists; addresses of other sites are not
visited.

An **image path** is a file under \`public/\`, written from the site root: the file
\`public/images/team/marcus-bennett.svg\` is \`/images/team/marcus-bennett.svg\`. Use .svg, .webp, .avif, .png
or .jpg files; an SVG needs \`width\` and \`height\` on its \`<svg>\` element. A **solution id** is a file name in
\`data/solutions/\` without \`.yaml\`; a **testimonial id** is an \`id\` in \`data/testimonials.yaml\`; an
**offering id** is an \`id\` in \`data/offerings.yaml\`. The validator checks that each one exists and suggests
the closest one when it does not.

**Prices** are written once, in \`data/offerings.yaml\`. Any text states one as \`{price:id}\`, e.g.
\`Starting at {price:chatbots}\` or \`{price:chatbots}+\`; the validator checks that the id exists.`;

export function authoringGuide(root: string): AuthoringGuide {
  const examples: GuideExample[] = [];
  const sample = validationSample(root);
  const sections = sectionTypeList;
  const contents = [
    ['Recipes', recipes.map((recipe) => recipe.title)],
    ['Where content lives', []],
    ['Preview your changes', []],
    ['Check your changes', []],
    ['Reading a validation error', []],
    ['Every error, by name', []],
    ['Autocomplete in your editor', []],
    ['How to read the field tables', []],
    ['Links, images and ids', []],
    ['Building blocks', [...buildingBlocks.map((block) => block.title), ICONS_HEADING]],
    ['Content files', contentKinds.map(kindHeading)],
    ['Section types', sections.map((doc) => sectionHeading(doc.name))],
  ] as const;
  const toc = contents
    .map(([heading, children]) =>
      [`- [${heading}](#${anchorOf(heading)})`, ...children.map((child) => `  - [${child}](#${anchorOf(child)})`)].join(
        '\n',
      ),
    )
    .join('\n');
  const whereContentLives = `## Where content lives

| file | what it holds |
| --- | --- |
${contentKinds.map((kind) => `| [${kindHeading(kind)}](#${anchorOf(kindHeading(kind))}) | ${schemaField(kind.schema).hint ?? ''} |`).join('\n')}

Pictures and other files the pages show live under \`public/\`.`;
  const common = commonErrors(root).markdown;
  const recipeDocs = [
    '## Recipes\n\nShort answers to the tasks that come up most. The rest of this guide is the full reference.',
    ...recipes.map((recipe) => `### ${recipe.title}\n\n${recipe.steps || common}`),
  ].join('\n\n');
  const markdown = [
    INTRO,
    recipeDocs,
    `## Contents\n\n${toc}`,
    whereContentLives,
    PREVIEW,
    readingErrors(sample.errors, sample.output),
    errorCatalogue(),
    autocomplete(),
    TABLES,
    LINKS,
    buildingBlockDocs(examples),
    contentFiles(examples),
    sectionTypes(sections, examples),
  ].join('\n\n');
  return { markdown: `${markdown}\n`, examples };
}

function contentFiles(examples: GuideExample[]): string {
  return [
    `## Content files

One part per kind of file under \`data/\`. Each lists every field, then a short example.`,
    ...contentKinds.map((kind) => contentFile(kind, examples)),
  ].join('\n\n');
}
