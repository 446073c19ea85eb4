/**
 * The task recipes at the top of the authoring guide. Each recipe that changes content carries the exact edit
 * it describes, so tests/unit/authoring-guide.test.ts can apply it to a copy of data/ and check that it works; the
 * common errors are real validate output, produced when the guide is written.
 */
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ContentError } from '../../schema/errors/content-error.ts';
import { fileWords } from '../../schema/errors/terminal.ts';
import { validateContent, type ValidationResult } from '../../pipeline/validate/validate-content.ts';

/** A change to one file under data/: find-and-replace pairs, or the whole text of a new file. */
export type RecipeEdit = { replace: Array<[string, string]>; copyOf?: string } | { text: string };

export interface Recipe {
  title: string;
  /** The steps, in Markdown. */
  steps: string;
  /** The edit the steps describe, applied by the recipe's test to a copy of data/. */
  edits?: Record<string, RecipeEdit>;
}

/** Applies `edits` to a scratch copy of `root`'s data/ and validates it. */
export function validateWithEdits(root: string, edits: Record<string, RecipeEdit>): ValidationResult {
  const scratch = mkdtempSync(join(tmpdir(), 'recipe-'));
  try {
    cpSync(join(root, 'data'), join(scratch, 'data'), { recursive: true });
    for (const [file, edit] of Object.entries(edits)) {
      const path = join(scratch, 'data', file);
      mkdirSync(dirname(path), { recursive: true });
      if ('text' in edit) {
        writeFileSync(path, edit.text);
        continue;
      }
      let text = readFileSync(edit.copyOf ? join(scratch, 'data', edit.copyOf) : path, 'utf8');
      for (const [search, replacement] of edit.replace) {
        if (!text.includes(search)) throw new Error(`data/${file} no longer contains ${JSON.stringify(search)}`);
        text = text.replace(search, replacement);
      }
      writeFileSync(path, text);
    }
    return validateContent({ root: scratch, dataDir: join(scratch, 'data'), publicDir: join(root, 'public') });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const NEW_TESTIMONIAL = `  - id: bakery-owner
    quote: >-
      The chatbot answers our catering questions at night, and the orders are waiting for us in the
      morning.
    name: Ann Baker
    role: Owner, Corner Bakery
    initials: AB
`;

const NEW_PAGE = `route: /bakeries
title: AI for Bakeries | AI101
description: Chatbots and voice agents that take orders and answer questions for bakeries.
sections:
  - type: hero
    id: hero
    heading: AI for Bakeries
    tagline: Orders and questions answered day and night, from {price:chatbots}.
    actions:
      - label: Get in Touch
        opens: contact-form
  - type: text
    paragraphs:
      - We set up a chatbot that knows your menu, your opening hours and your catering options.
`;

export const recipes: Recipe[] = [
  {
    title: 'Change a price',
    steps: `Every starting price is written once, in \`data/offerings.yaml\`. Change the number there and every
page that states it follows: the pricing list, the price cards on the home and solutions pages, and any
text that says \`{price:chatbots}\`.

1. Open \`data/offerings.yaml\` and find the offering, e.g. \`id: chatbots\`.
2. Change its \`startingPrice\`, e.g. \`startingPrice: 699\` to \`startingPrice: 749\` (a plain number, no \`$\`).
3. To state a price in any text, write \`{price:id}\`: \`price: Starting at {price:chatbots}\` shows
   "Starting at $749". Never type the number itself into a page.`,
    edits: { 'offerings.yaml': { replace: [['startingPrice: 699', 'startingPrice: 749']] } },
  },
  {
    title: 'Add a testimonial',
    steps: `1. Open \`data/testimonials.yaml\` and add a block at the end of the list, indented like the others:

   \`\`\`
${NEW_TESTIMONIAL.replace(/^/gm, '   ').trimEnd()}
   \`\`\`

   The \`id\` is lower-case words joined by hyphens; \`initials\` are one to three capital letters.
2. Show it on a page: add \`- bakery-owner\` to the \`testimonials:\` list of a \`testimonials\` section, e.g. in
   \`data/pages/home.yaml\`.`,
    edits: {
      'testimonials.yaml': { replace: [['testimonials:\n', `testimonials:\n${NEW_TESTIMONIAL}`]] },
      'pages/home.yaml': {
        replace: [
          [
            '    testimonials:\n      - engineering-ops-director\n',
            '    testimonials:\n      - bakery-owner\n      - engineering-ops-director\n',
          ],
        ],
      },
    },
  },
  {
    title: 'Add a case study',
    steps: `1. Copy a case study in \`data/solutions/\`, e.g. \`dinamiq.yaml\`, to a new file named after the client,
   e.g. \`data/solutions/corner-bakery.yaml\`. The file name is the id and the address:
   \`/solutions/corner-bakery\`, and \`/solutions/corner-bakery/case-study\` for its \`caseStudy\` page.
2. Change \`id:\` to the file name, then replace every text, figure and picture with the new client's.
3. Add \`- corner-bakery\` to the \`solutions:\` list of the Case Studies section in \`data/pages/solutions.yaml\`.
   \`npm run validate\` reminds you if you forget, with the line to add it at.`,
    edits: {
      'solutions/corner-bakery.yaml': {
        copyOf: 'solutions/dinamiq.yaml',
        replace: [['id: dinamiq', 'id: corner-bakery']],
      },
      'pages/solutions.yaml': {
        replace: [['      - lead-capture\n', '      - lead-capture\n      - corner-bakery\n']],
      },
    },
  },
  {
    title: 'Add a page',
    steps: `1. Create a file in \`data/pages/\`, e.g. \`data/pages/bakeries.yaml\`:

   \`\`\`
${NEW_PAGE.replace(/^/gm, '   ').trimEnd()}
   \`\`\`

   \`route\` is the page's address and must be new; the [section types](#section-types) list every block a
   page can show.
2. To put it in the menu, add \`- label: Bakeries\` and \`href: /bakeries\` to \`navigation\` in \`data/site.yaml\`.`,
    edits: {
      'pages/bakeries.yaml': { text: NEW_PAGE },
      'site.yaml': {
        replace: [
          [
            '  - label: Home\n    href: /\n',
            '  - label: Home\n    href: /\n  - label: Bakeries\n    href: /bakeries\n',
          ],
        ],
      },
    },
  },
  {
    title: 'Preview your change',
    steps: `Run \`npm start\` and open http://localhost:3000: the site as it will be published, rebuilt whenever
the content changed since the last build (stop it with Ctrl+C and start it again after an edit). For
quicker edits, \`npm run dev\` shows each change as you save. See [Preview your changes](#preview-your-changes).`,
  },
  {
    title: 'Fix the most common errors',
    steps: '', // written from real validate output by commonErrors()
  },
  {
    title: 'Publish',
    steps: `1. Run \`npm run validate\`; it must print \`Content OK\`.
2. Commit your change and push it (or open a pull request). Netlify runs \`npm run build\`, which checks the
   content again and publishes the site; a content error stops the deploy and the live site stays as it was.`,
  },
];

/** Mistakes editors make most, with the edit that makes them, shown with what validate prints for them. */
export const COMMON_ERRORS: Array<{ mistake: string; file: string; search: string; replacement: string }> = [
  {
    mistake: 'A misspelt field',
    file: 'pages/services.yaml',
    search: '      - title: AI Education',
    replacement: '      - titel: AI Education',
  },
  {
    mistake: 'A colon inside text',
    file: 'solutions/postbud.yaml',
    search: "  - 'Local hashtags: Adds area and service hashtags that bring in nearby customers.'",
    replacement: '  - Local hashtags: Adds area and service hashtags that bring in nearby customers.',
  },
  { mistake: 'A colour after #', file: 'site.yaml', search: "colour: '#0EA5E9'", replacement: 'colour: #0EA5E9' },
  {
    mistake: 'A tab instead of spaces',
    file: 'pages/services.yaml',
    search: '          style: ghost',
    replacement: '\t  style: ghost',
  },
  {
    mistake: 'A quote that is not closed',
    file: 'pages/services.yaml',
    search: 'label: Talk to a consultant →',
    replacement: "label: 'Talk to a consultant →",
  },
  {
    mistake: 'A link without its slash',
    file: 'pages/services.yaml',
    search: '          href: /contact\n',
    replacement: '          href: contact\n',
  },
];

/** The common-errors recipe, from what validate really prints for each mistake. */
export function commonErrors(root: string): { markdown: string; errors: ContentError[][] } {
  const errors = COMMON_ERRORS.map(
    ({ file, search, replacement }) => validateWithEdits(root, { [file]: { replace: [[search, replacement]] } }).errors,
  );
  const rows = COMMON_ERRORS.map(({ mistake, search, replacement }, index) => {
    const [error] = errors[index]!;
    const words = error ? fileWords(error) : { message: '', suggestion: '' };
    const shown = (text: string) => `\`${text.replace(/\t/g, '⇥ ').trim().replace(/\n/g, ' ')}\``;
    const fix = (words.suggestion ?? '').replace(/([^.?!])$/, '$1.');
    return `- **${mistake}**: ${shown(replacement)} instead of ${shown(search)}. validate says: _${words.message}_; fix: ${fix}`;
  });
  return {
    markdown: `Each mistake gives one error at its line, with the fix. The ones met most often:

${rows.join('\n')}

More in [Reading a validation error](#reading-a-validation-error).`,
    errors,
  };
}
