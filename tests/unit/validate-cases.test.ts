/**
 * The broken-content corpus: each case breaks the valid fixture in one way and names the exact
 * place, path and fix the validator must report.
 */
import { describe, expect, it } from 'vitest';
import { errorRecord } from '../../schema/errors/json.ts';
import { validateFixture, type Edit } from '../helpers/fixture-content.ts';

interface Case {
  name: string;
  edits: Record<string, Edit>;
  /** The error as `npm run validate -- --format json` prints it, or part of it. */
  expected: Partial<ReturnType<typeof errorRecord>> & Pick<ReturnType<typeof errorRecord>, 'file' | 'line' | 'column'>;
}

const home = 'pages/home.yaml';
const edit = (file: string, search: string, replacement: string) =>
  ({ [file]: { replace: [[search, replacement]] } }) as Record<string, Edit>;

const cases: Case[] = [
  // YAML syntax
  {
    name: 'unclosed quote',
    edits: edit(home, 'tagline: Everything here is valid.', 'tagline: "Everything here is valid.'),
    expected: {
      kind: 'unclosedQuote',
      file: 'data/pages/home.yaml',
      line: 13,
      column: 14,
      path: '',
      message: 'the quote mark (") that starts this text is never closed',
      suggestion: 'end the text with the same quote mark (") on this line',
    },
  },
  {
    name: 'duplicate key',
    edits: edit(home, 'title: Home | Fixture\n', 'title: Home | Fixture\ntitle: Again\n'),
    expected: {
      kind: 'duplicateField',
      file: 'data/pages/home.yaml',
      line: 4,
      column: 1,
      message: 'the field "title" appears twice in the same group (first on line 3)',
    },
  },
  {
    name: 'bad indentation',
    edits: edit(home, '    tagline: Everything', '     tagline: Everything'),
    // Reported at the line indented wrongly, not at the heading above that YAML reads it into.
    expected: {
      kind: 'wrongIndent',
      file: 'data/pages/home.yaml',
      line: 13,
      column: 1,
      suggestion: 'start the line with 4 spaces, lined up with "heading:"',
    },
  },
  // Unknown keys
  {
    name: 'unknown key in a section',
    edits: edit(home, 'heading: Our Services', 'heding: Our Services'),
    expected: {
      kind: 'unknownField',
      file: 'data/pages/home.yaml',
      line: 23,
      column: 5,
      path: 'sections[1].heding',
      message: 'unknown field "heding"',
      suggestion: 'did you mean "heading"?',
    },
  },
  {
    name: 'unknown key deep in a card',
    edits: edit(home, 'description: We help you plan.', 'descripton: We help you plan.'),
    expected: {
      kind: 'unknownField',
      file: 'data/pages/home.yaml',
      line: 26,
      column: 9,
      path: 'sections[1].cards[0].descripton',
      suggestion: 'did you mean "description"?',
    },
  },
  {
    name: 'renamed top-level key',
    edits: edit('testimonials.yaml', 'testimonials:', 'testimonial:'),
    expected: {
      kind: 'unknownField',
      file: 'data/testimonials.yaml',
      line: 2,
      column: 1,
      path: 'testimonial',
      suggestion: 'did you mean "testimonials"?',
    },
  },
  // Missing keys point at the object that lacks them
  {
    name: 'missing key in a section',
    edits: edit(home, '    heading: Welcome to the fixture\n', ''),
    expected: {
      kind: 'missingField',
      file: 'data/pages/home.yaml',
      line: 9,
      column: 5,
      path: 'sections[0]',
      message: 'missing required field "heading"',
    },
  },
  {
    name: 'missing key in a nested object',
    edits: edit(home, '        description: We help you plan.\n', ''),
    expected: {
      kind: 'missingField',
      file: 'data/pages/home.yaml',
      line: 25,
      column: 9,
      path: 'sections[1].cards[0]',
      message: 'missing required field "description"',
    },
  },
  {
    name: 'missing discriminator',
    edits: edit('pages/services.yaml', '  - type: benefits\n    id: offers', '  - id: offers'),
    expected: {
      kind: 'missingField',
      file: 'data/pages/services.yaml',
      line: 8,
      column: 5,
      path: 'sections[1]',
      message: 'missing required field "type"',
    },
  },
  // Wrong types
  {
    name: 'number where text belongs',
    edits: edit(home, 'heading: Welcome to the fixture', 'heading: 42'),
    expected: {
      kind: 'wrongType',
      file: 'data/pages/home.yaml',
      line: 12,
      column: 14,
      path: 'sections[0].heading',
      message: 'expected text, found the number 42',
    },
  },
  {
    name: 'text where a list belongs',
    edits: {
      'pages/services.yaml': { text: 'route: /services\ntitle: Services\ndescription: Services.\nsections: hello\n' },
    },
    expected: {
      kind: 'wrongType',
      file: 'data/pages/services.yaml',
      line: 4,
      column: 11,
      path: 'sections',
      message: 'expected a list (lines starting with "- "), found text "hello"',
    },
  },
  {
    name: 'text where a number belongs',
    edits: edit('solutions/alpha.yaml', 'problemScore: 8', 'problemScore: high'),
    expected: {
      kind: 'wrongType',
      file: 'data/solutions/alpha.yaml',
      line: 19,
      column: 15,
      path: 'problemScore',
      message: 'expected a number, found text "high"',
    },
  },
  // Enums and discriminators
  {
    name: 'unknown section type',
    edits: edit(home, 'type: card-grid', 'type: card-grd'),
    expected: {
      kind: 'unknownType',
      file: 'data/pages/home.yaml',
      line: 20,
      column: 11,
      path: 'sections[1].type',
      suggestion: 'did you mean "card-grid"?',
    },
  },
  {
    name: 'unknown icon',
    edits: edit(home, 'icon: lightbulb', 'icon: lightbulp'),
    expected: {
      kind: 'notAllowed',
      file: 'data/pages/home.yaml',
      line: 27,
      column: 15,
      path: 'sections[1].cards[0].icon',
      suggestion: 'did you mean "lightbulb"?',
    },
  },
  {
    name: 'unknown button action',
    edits: edit(home, 'opens: contact-form', 'opens: contact-from'),
    expected: {
      kind: 'notAllowed',
      file: 'data/pages/home.yaml',
      line: 16,
      column: 16,
      path: 'sections[0].actions[0].opens',
      suggestion: 'did you mean "contact-form"?',
    },
  },
  {
    name: 'unknown value in a list of choices',
    edits: edit('solutions/alpha.yaml', 'businessSize: [Medium]', 'businessSize: [Meduim]'),
    expected: {
      kind: 'notAllowed',
      file: 'data/solutions/alpha.yaml',
      line: 13,
      column: 16,
      path: 'businessSize[0]',
      suggestion: 'did you mean "Medium"?',
    },
  },
  {
    name: 'unknown solution type',
    edits: edit('solutions/alpha.yaml', 'type: case-study', 'type: case-studdy'),
    expected: {
      kind: 'notAllowed',
      file: 'data/solutions/alpha.yaml',
      line: 5,
      column: 7,
      path: 'type',
      suggestion: 'did you mean "case-study"?',
    },
  },
  // Values out of shape
  {
    name: 'empty alt text',
    edits: edit(home, 'alt: Ada at a whiteboard', 'alt: ""'),
    expected: {
      kind: 'emptyText',
      file: 'data/pages/home.yaml',
      line: 30,
      column: 16,
      path: 'sections[1].cards[0].image.alt',
      message: 'expected text, found empty text',
    },
  },
  {
    name: 'number above its bound',
    edits: edit('solutions/alpha.yaml', 'problemScore: 8', 'problemScore: 11'),
    expected: {
      kind: 'outOfRange',
      file: 'data/solutions/alpha.yaml',
      line: 19,
      column: 15,
      path: 'problemScore',
      message: 'expected at most 10, found the number 11',
    },
  },
  {
    name: 'empty list',
    edits: {
      'pages/services.yaml': { text: 'route: /services\ntitle: Services\ndescription: Services.\nsections: []\n' },
    },
    expected: {
      kind: 'tooFewItems',
      file: 'data/pages/services.yaml',
      line: 4,
      column: 11,
      path: 'sections',
      message: 'expected at least 1 item, found 0 items',
    },
  },
  {
    name: 'route without its slash',
    edits: edit('pages/services.yaml', 'route: /services', 'route: services'),
    expected: {
      kind: 'wrongFormat',
      file: 'data/pages/services.yaml',
      line: 2,
      column: 8,
      path: 'route',
      message: 'expected a page address: lower-case words after a /, e.g. /pricing, found text "services"',
      suggestion: 'write "/services"',
    },
  },
  {
    name: 'link that is neither internal nor https',
    edits: edit(home, '          href: /services\n', '          href: www.example.com\n'),
    expected: {
      kind: 'linkFormat',
      file: 'data/pages/home.yaml',
      line: 33,
      column: 17,
      path: 'sections[1].cards[0].link.href',
      message:
        'expected a link starting with / (a page of this site) or https://, mailto:, tel:, found text "www.example.com"',
    },
  },
  {
    name: 'button with both href and opens',
    edits: edit(home, '        opens: contact-form\n', '        opens: contact-form\n        href: /services\n'),
    expected: {
      kind: 'buttonHrefOrOpens',
      file: 'data/pages/home.yaml',
      line: 15,
      column: 9,
      path: 'sections[0].actions[0]',
      message: 'a button needs exactly one of `href` (go to a page) or `opens` (open a window)',
    },
  },
  {
    name: 'case study without its required sections',
    edits: edit('solutions/alpha.yaml', 'id: key-takeaways', 'id: takeaways'),
    expected: {
      kind: 'caseStudySectionRenamed',
      file: 'data/solutions/alpha.yaml',
      line: 50,
      column: 11,
      path: 'caseStudy.sections[4].id',
      suggestion: 'write "id: key-takeaways" if this is that section',
    },
  },
  {
    name: 'menu label on a section without an id',
    edits: edit(
      'pages/services.yaml',
      '  - type: hero\n    heading: Services',
      '  - type: hero\n    navLabel: Top\n    heading: Services',
    ),
    expected: {
      kind: 'navLabelWithoutId',
      file: 'data/pages/services.yaml',
      line: 7,
      column: 15,
      path: 'sections[0].navLabel',
      message: 'a section with `navLabel` needs an `id` for the menu to link to',
    },
  },
  {
    name: 'menu without entries',
    edits: {
      [home]: {
        replace: [
          ['    navLabel: Home\n', ''],
          ['    navLabel: Services\n', ''],
        ],
      },
    },
    expected: {
      kind: 'emptyMenu',
      file: 'data/pages/home.yaml',
      line: 6,
      column: 3,
      path: 'menu',
      message: 'the menu has no entries: give the sections it should list a `navLabel` and an `id`',
    },
  },
  // Cross-file: links and anchors
  {
    name: 'link to a missing page',
    edits: edit(home, '          href: /services\n', '          href: /sevices\n'),
    expected: {
      kind: 'noSuchPage',
      file: 'data/pages/home.yaml',
      line: 33,
      column: 17,
      path: 'sections[1].cards[0].link.href',
      message: 'broken link: no page has the address "/sevices"',
      suggestion: 'did you mean "/services"?',
    },
  },
  {
    name: 'link to a missing anchor',
    edits: edit(home, 'href: /services#offers', 'href: /services#offer'),
    expected: {
      kind: 'noSuchSection',
      file: 'data/pages/home.yaml',
      line: 18,
      column: 15,
      path: 'sections[0].actions[1].href',
      suggestion: 'did you mean "/services#offers"?',
    },
  },
  {
    name: 'link through a redirect to a missing anchor',
    edits: edit(home, 'href: /services#offers', 'href: /expertise#pricing'),
    expected: {
      kind: 'noSuchSection',
      file: 'data/pages/home.yaml',
      line: 18,
      column: 15,
      message: 'broken link: the page "/services" has no section with the id "pricing"',
      suggestion: 'section ids on that page: offers',
    },
  },
  {
    name: 'redirect to a missing page',
    edits: edit('pages/expertise.yaml', 'redirect: /services#offers', 'redirect: /servics#offers'),
    expected: {
      kind: 'noSuchPage',
      file: 'data/pages/expertise.yaml',
      line: 3,
      column: 11,
      path: 'redirect',
      suggestion: 'did you mean "/services#offers"?',
    },
  },
  // Cross-file: ids
  {
    name: 'unknown solution id',
    edits: edit(home, '      - alpha', '      - alpah'),
    expected: {
      kind: 'unknownReference',
      file: 'data/pages/home.yaml',
      line: 38,
      column: 9,
      path: 'sections[2].solutions[0]',
      message: 'no solution has the id "alpah"',
      suggestion: 'did you mean "alpha"?',
    },
  },
  {
    name: 'unknown testimonial id',
    edits: edit(home, '      - happy-client', '      - happy-clint'),
    expected: {
      kind: 'unknownReference',
      file: 'data/pages/home.yaml',
      line: 44,
      column: 9,
      path: 'sections[3].testimonials[0]',
      suggestion: 'did you mean "happy-client"?',
    },
  },
  {
    // The card to its case study depends on the broken solution: counted at the cause, not reported again.
    name: 'case study renamed out of its solution',
    edits: { 'solutions/alpha.yaml': { replace: [['caseStudy:', 'unused:']] } },
    expected: {
      kind: 'unknownField',
      file: 'data/solutions/alpha.yaml',
      line: 34,
      column: 1,
      path: 'unused',
      note: '1 other place uses the solution "alpha"; it is checked again once this is fixed',
    },
  },
  {
    name: 'solution id that differs from its file name',
    edits: edit('solutions/alpha.yaml', 'id: alpha', 'id: alfa'),
    expected: {
      kind: 'solutionIdNotFileName',
      file: 'data/solutions/alpha.yaml',
      line: 2,
      column: 5,
      path: 'id',
      suggestion: 'write "id: alpha" or rename the file to alfa.yaml',
    },
  },
  {
    name: 'duplicate section id on a page',
    edits: edit(home, 'id: services', 'id: hero'),
    expected: {
      kind: 'duplicateItem',
      file: 'data/pages/home.yaml',
      line: 21,
      column: 9,
      path: 'sections[1].id',
      message: 'the id "hero" is already used by sections[0]',
    },
  },
  {
    name: 'duplicate testimonial id',
    edits: edit('testimonials.yaml', 'id: second-client', 'id: happy-client'),
    expected: {
      kind: 'duplicateItem',
      file: 'data/testimonials.yaml',
      line: 8,
      column: 9,
      path: 'testimonials[1].id',
    },
  },
  {
    name: 'duplicate route',
    edits: edit('pages/services.yaml', 'route: /services', 'route: /'),
    expected: {
      kind: 'duplicateRoute',
      file: 'data/pages/services.yaml',
      line: 2,
      column: 8,
      path: 'route',
      message: 'the address "/" is also used by data/pages/home.yaml',
    },
  },
  // Cross-file: images
  {
    name: 'missing image file',
    edits: edit(home, 'src: /images/team/ada.svg', 'src: /images/team/adda.svg'),
    expected: {
      kind: 'missingImage',
      file: 'data/pages/home.yaml',
      line: 29,
      column: 16,
      path: 'sections[1].cards[0].image.src',
      message: 'the image "/images/team/adda.svg" does not exist under public/',
      suggestion: 'did you mean "/images/team/ada.svg"?',
    },
  },
  // Text shown otherwise than meant, and fixes that name the value meant
  {
    name: 'note inside a folded text',
    edits: edit(
      home,
      'tagline: Everything here is valid.',
      'tagline: >-\n      Everything here is valid.\n      # TODO: shorter',
    ),
    expected: {
      kind: 'noteInText',
      file: 'data/pages/home.yaml',
      line: 15,
      column: 7,
      path: 'sections[0].tagline',
      suggestion: 'move the note above "tagline: >-", lined up with it, where YAML reads it as a note for editors only',
    },
  },
  {
    name: 'markup in a card title',
    edits: edit(home, 'title: Consulting', 'title: Consulting &amp; Strategy'),
    expected: {
      kind: 'markupInText',
      file: 'data/pages/home.yaml',
      line: 25,
      column: 27,
      path: 'sections[1].cards[0].title',
      suggestion: 'write it as plain text: - title: Consulting & Strategy',
    },
  },
  {
    name: 'field of another section type',
    edits: edit(home, '    heading: Case studies\n', '    heading: Case studies\n    columns: 2\n'),
    expected: {
      kind: 'fieldOfAnotherType',
      file: 'data/pages/home.yaml',
      line: 37,
      column: 5,
      path: 'sections[2].columns',
      message: 'a solution-cards section has no field "columns"',
    },
  },
  {
    name: 'email address as a link',
    edits: edit(home, '          href: /services\n', '          href: mailto hello@example.com\n'),
    expected: {
      kind: 'linkFormat',
      file: 'data/pages/home.yaml',
      line: 33,
      column: 17,
      suggestion: 'write "mailto:hello@example.com"',
    },
  },
  {
    name: 'figure that differs from the solution figure',
    edits: edit('solutions/alpha.yaml', '  Time Saved: 95%', '  Time Saved: 90%'),
    expected: {
      kind: 'figureDiffersFromFact',
      file: 'data/solutions/alpha.yaml',
      line: 16,
      column: 15,
      path: 'keyMetrics."Time Saved"',
      message: 'this text states "Time Saved" as 90%, but the figure written once in stats (line 26) is 95%',
    },
  },
  {
    name: 'featured solution without its page',
    edits: edit('solutions/alpha.yaml', 'type: case-study\n', 'type: case-study\nfeatured: true\n'),
    expected: {
      kind: 'featuredNeedsDetailPage',
      file: 'data/solutions/alpha.yaml',
      line: 6,
      column: 11,
      path: 'featured',
    },
  },
  // Files
  {
    name: 'file in an unknown folder',
    edits: { 'page/about.yaml': { text: 'route: /about\n' } },
    expected: {
      kind: 'unknownFile',
      file: 'data/page/about.yaml',
      line: 1,
      column: 1,
      message: 'this file is not a known content file, so nothing reads it',
    },
  },
  {
    name: 'file with the .yml extension',
    edits: { 'pages/about.yml': { text: 'route: /about\n' } },
    expected: {
      kind: 'unknownFile',
      file: 'data/pages/about.yml',
      line: 1,
      column: 1,
      suggestion: 'content files end in .yaml, not .yml',
    },
  },
];

describe('broken content is reported at the offending node', () => {
  it('has a case for every kind of error', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)('$name', ({ edits, expected }) => {
    const { errors } = validateFixture(edits);
    expect(errors.map(errorRecord)).toContainEqual(expect.objectContaining(expected));
  });

  it('reports every error of every file in one run', () => {
    const { errors } = validateFixture({
      ...edit(home, 'heading: Our Services', 'heding: Our Services'),
      ...edit('solutions/alpha.yaml', 'problemScore: 8', 'problemScore: 11'),
      ...edit('testimonials.yaml', 'id: second-client', 'id: happy-client'),
    });
    expect(new Set(errors.map((error) => error.file))).toEqual(
      new Set(['data/pages/home.yaml', 'data/solutions/alpha.yaml', 'data/testimonials.yaml']),
    );
  });

  it('reports two mistakes in one group as two errors, though both are at the group', () => {
    const { errors } = validateFixture(
      edit(home, '      - title: Consulting\n        description: We help you plan.\n        icon:', '      - icon:'),
    );
    expect(errors.map((error) => errorRecord(error).message).sort()).toEqual([
      'missing required field "description"',
      'missing required field "title"',
    ]);
  });

  it('reports nothing for the untouched fixture', () => {
    expect(validateFixture({}).errors).toEqual([]);
  });
});
