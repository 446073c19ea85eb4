/**
 * Realistic editing mistakes on the site's own content, each with the single error validate must report:
 * the line of the mistake and words from the message and the fix. Shared by the validate corpus test and
 * the editor test (yaml-language-server with the generated JSON Schemas).
 */
import type { Edit } from './fixture-content.ts';

export interface Mistake {
  name: string;
  /** File under data/. */
  file: string;
  edit: Edit;
  /** The file the error is reported in, when not the edited one. */
  reportedIn?: string;
  /** The one error expected: its line, and text its message and fix must contain. */
  line: number;
  message: RegExp;
  suggestion?: RegExp;
  /** False when the YAML extension cannot see it: it checks one file at a time against its JSON Schema. */
  inEditor?: boolean;
}

const replace = (search: string, replacement: string): Edit => ({ replace: [[search, replacement]] });

const add = (text: string): Edit => ({ text });
const pricingCopy = `route: /pricing
title: Bakery Pricing | AI101
description: Prices for bakeries.
sections:
  - type: text
    paragraphs:
      - Fresh prices.
`;

export const mistakes: Mistake[] = [
  // YAML syntax: each names its cause and the fix for that cause, at the line of the mistake.
  {
    name: 'a tab used for indentation',
    file: 'pages/services.yaml',
    edit: replace('          href: /contact\n          style: ghost', '          href: /contact\n\t  style: ghost'),
    line: 35,
    message: /indented with a tab/,
    suggestion: /spaces/,
  },
  {
    name: 'no space after the dash of a list item',
    file: 'pages/services.yaml',
    edit: replace('      - title: AI Education', '      -title: AI Education'),
    line: 36,
    message: /needs a space after its dash/,
    suggestion: /- title: AI Education/,
  },
  {
    name: 'no space after the colon of a field',
    file: 'pages/services.yaml',
    edit: replace('label: Talk to a consultant →', 'label:Talk to a consultant →'),
    line: 33,
    message: /needs a space after its colon/,
    suggestion: /label: Talk to a consultant/,
  },
  {
    name: 'a colour written after # (a comment)',
    file: 'site.yaml',
    edit: replace("colour: '#0EA5E9'", 'colour: #0EA5E9'),
    line: 63,
    message: /"#".*comment/,
    suggestion: /colour: "#0EA5E9"/,
  },
  {
    name: 'a colon inside an unquoted list item',
    file: 'solutions/postbud.yaml',
    edit: replace(
      "  - 'Local hashtags: Adds area and service hashtags that bring in nearby customers.'",
      '  - Local hashtags: Adds area and service hashtags that bring in nearby customers.',
    ),
    line: 90,
    message: /contains ": ".*"Local hashtags"/,
    suggestion: /- "Local hashtags: Adds area/,
  },
  {
    name: 'a colon inside an unquoted heading',
    file: 'solutions/chiropractic-voice-agent.yaml',
    edit: replace(
      "heading: 'The Problem: Nearly One in Five Patients Did Not Show'",
      'heading: The Problem: Nearly One in Five Patients Did Not Show',
    ),
    line: 129,
    message: /colon followed by a space/,
    suggestion: /heading: "The Problem: Nearly/,
  },
  {
    name: 'an unclosed single quote',
    file: 'solutions/chiropractic-voice-agent.yaml',
    edit: replace(
      "heading: 'The Problem: Nearly One in Five Patients Did Not Show'",
      "heading: 'The Problem: Nearly One in Five Patients Did Not Show",
    ),
    line: 129,
    message: /quote mark \(\x27\) that starts this text is never closed/,
    suggestion: /end the text with the same quote mark/,
  },
  {
    name: 'a straight quote closed with a curly one',
    file: 'solutions/chiropractic-voice-agent.yaml',
    edit: replace(
      "heading: 'The Problem: Nearly One in Five Patients Did Not Show'",
      'heading: "The Problem: Nearly One in Five Patients Did Not Show”',
    ),
    line: 129,
    message: /curly/,
    suggestion: /straight "/,
  },
  {
    name: 'curly quotes around text with a colon',
    file: 'solutions/chiropractic-voice-agent.yaml',
    edit: replace(
      "heading: 'The Problem: Nearly One in Five Patients Did Not Show'",
      'heading: “The Problem: Nearly One in Five Patients Did Not Show”',
    ),
    line: 129,
    message: /curly quotes/,
    suggestion: /straight double quotes: heading: "The Problem/,
  },
  {
    name: 'an apostrophe inside single quotes',
    file: 'pages/services.yaml',
    edit: replace('label: Talk to a consultant →', "label: 'Talk to our team's consultant"),
    line: 33,
    message: /apostrophe/,
    suggestion: /double quotes/,
  },
  {
    name: 'a dedented line of folded text',
    file: 'solutions/chiropractic-voice-agent.yaml',
    edit: replace('          started, its no-show rate', '        started, its no-show rate'),
    line: 133,
    message: /part of the text above but is indented less/,
    suggestion: /10 spaces/,
  },
  {
    name: 'a field indented further than the one above',
    file: 'pages/services.yaml',
    edit: replace('          style: ghost', '            style: ghost'),
    line: 35,
    message: /indented more than the field "href"/,
    suggestion: /10 spaces/,
  },
  {
    name: 'a field written twice',
    file: 'pages/services.yaml',
    edit: replace('          style: ghost', '          style: ghost\n          style: primary'),
    line: 36,
    message: /"style" appears twice.*line 35/,
    suggestion: /single "style:" line/,
  },
  // Fields
  {
    name: 'a misspelt field in a card',
    file: 'pages/services.yaml',
    edit: replace('      - title: AI Education', '      - titel: AI Education'),
    line: 36,
    message: /unknown field "titel"/,
    suggestion: /did you mean "title"/,
  },
  {
    name: 'a misspelt page description',
    file: 'pages/services.yaml',
    edit: replace('\ndescription:', '\ndescripton:'),
    line: 4,
    message: /unknown field "descripton"/,
    suggestion: /did you mean "description"/,
  },
  {
    name: 'misspelt page sections',
    file: 'pages/services.yaml',
    edit: replace('\nsections:', '\nsectons:'),
    line: 7,
    message: /unknown field "sectons"/,
    suggestion: /did you mean "sections"/,
  },
  {
    name: 'a field dedented out of its group',
    file: 'pages/services.yaml',
    edit: replace('          href: /contact\n          style: ghost', '          href: /contact\n        style: ghost'),
    line: 35,
    message: /unknown field "style"/,
    suggestion: /indent it under `link`/,
  },
  // Values
  {
    name: 'a number of columns that is not offered',
    file: 'pages/services.yaml',
    edit: replace('    columns: 3', '    columns: 4'),
    line: 20,
    message: /write 2 or 3$/,
  },
  {
    name: 'a fifth stat in a hero',
    file: 'solutions/dinamiq.yaml',
    edit: replace(
      "        - value: '{stat:dinamiq:languages}'\n          label: Languages\n",
      "        - value: '{stat:dinamiq:languages}'\n          label: Languages\n        - value: '3'\n          label: Dashboards\n",
    ),
    line: 124,
    message: /at most 4 items; this is item 5/,
    suggestion: /move the others to another section/,
  },
  {
    name: 'a renamed required case-study section',
    file: 'solutions/chiropractic-voice-agent.yaml',
    edit: replace('      id: key-takeaways', '      id: takeaways'),
    line: 185,
    message: /needs a section with the id `key-takeaways`/,
    suggestion: /id: key-takeaways/,
  },
  {
    name: 'a testimonial id written as words',
    file: 'testimonials.yaml',
    edit: replace(
      'testimonials:\n',
      'testimonials:\n  - id: Bakery Owner\n    quote: Fresh bread, fresh leads.\n    name: Ann Baker\n    role: Owner, bakery\n    initials: AB\n',
    ),
    line: 3,
    message: /"Bakery Owner"/,
    suggestion: /write "bakery-owner"/,
  },
  {
    name: 'a page address in capitals',
    file: 'pages/pricing.yaml',
    edit: replace('route: /pricing', 'route: /Pricing'),
    line: 2,
    message: /expected a page address.*found text "\/Pricing"/,
    suggestion: /write "\/pricing"/,
  },
  // Across files
  {
    name: 'a link without its slash',
    file: 'pages/services.yaml',
    edit: replace('          href: /contact\n', '          href: contact\n'),
    line: 34,
    message: /found text "contact"/,
    suggestion: /did you mean "\/contact"/,
  },
  {
    name: 'a mistyped link',
    file: 'pages/services.yaml',
    edit: replace('          href: /contact\n', '          href: /contcat\n'),
    line: 34,
    message: /no page has the address "\/contcat"/,
    suggestion: /did you mean "\/contact"/,
  },
  {
    name: 'a new picture that is not in public/ yet',
    file: 'solutions/dinamiq.yaml',
    edit: replace('  src: /images/solutions/dinamiq.svg', '  src: /images/solutions/bakery-owner.svg'),
    line: 8,
    message: /does not exist/,
    suggestion: /^add the picture as public\/images\/solutions\/bakery-owner\.svg/,
  },
  {
    name: 'a field name without its colon',
    file: 'pages/services.yaml',
    edit: replace('      - title: AI Education', '      - title AI Education'),
    line: 36,
    message: /"title" needs a colon/,
    suggestion: /title: AI Education/,
  },
  {
    name: 'a double quote inside double-quoted text',
    file: 'pages/services.yaml',
    edit: replace('label: Talk to a consultant →', 'label: "Talk to a "real" consultant"'),
    line: 33,
    message: /another double quote inside it/,
    suggestion: /single quotes/,
  },
  {
    name: 'a list item dedented',
    file: 'pages/services.yaml',
    edit: replace('          - Vendor and tool selection advice', '        - Vendor and tool selection advice'),
    line: 31,
    message: /indented less than the lines above it \(8 spaces instead of 10\)/,
    suggestion: /10 spaces/,
  },
  {
    name: 'a price placeholder without quotes',
    file: 'pages/home.yaml',
    edit: replace('price: Starting at {price:chatbots}', 'price: {price:chatbots}'),
    line: 235,
    message: /starts with "\{"/,
    suggestion: /price: "\{price:chatbots\}"/,
  },
  {
    name: 'a misspelt section type field',
    file: 'pages/services.yaml',
    edit: replace('  - type: card-grid', '  - typ: card-grid'),
    line: 16,
    message: /unknown field "typ"/,
    suggestion: /did you mean "type"/,
  },
  {
    name: 'an unknown section type',
    file: 'pages/services.yaml',
    edit: replace('  - type: card-grid', '  - type: cards-grid'),
    line: 16,
    message: /not a known type; write one of: hero, .* or comparison$/,
    suggestion: /did you mean "card-grid"/,
  },
  {
    name: 'yes instead of true',
    file: 'solutions/dinamiq.yaml',
    edit: replace('demoAvailable: true', 'demoAvailable: yes'),
    line: 42,
    message: /expected true or false/,
    suggestion: /write true or false/,
  },
  {
    name: 'a link to a section that is not on the page',
    file: 'pages/services.yaml',
    edit: replace('          href: /contact\n', '          href: /contact#form\n'),
    line: 34,
    message: /no section with the id "form"/,
    suggestion: /hero, contact-options/,
    inEditor: false,
  },
  {
    name: 'a misspelt offering in the pricing list',
    file: 'pages/pricing.yaml',
    edit: replace('offering: web-scraping', 'offering: webscraping'),
    line: 99,
    message: /no offering has the id "webscraping"/,
    suggestion: /did you mean "web-scraping"/,
  },
  {
    name: 'a misspelt figure placeholder',
    file: 'pages/home.yaml',
    edit: replace("'{stat:dinamiq:data-accuracy}'", "'{stat:dinamiq:accuracy}'"),
    line: 141,
    message: /\{stat:dinamiq:accuracy\} names no fact/,
    suggestion: /did you mean \{stat:dinamiq:data-accuracy\}/,
  },
  {
    name: 'a figure placeholder with a label the solution does not have',
    file: 'pages/home.yaml',
    edit: replace("'{stat:dinamiq:data-accuracy}'", "'{stat:dinamiq:cost-savings-per-month}'"),
    line: 141,
    message: /\{stat:dinamiq:cost-savings-per-month\} names no fact/,
    suggestion: /the figures of dinamiq: \{stat:dinamiq:data-accuracy\}, \{stat:dinamiq:procurement-maturity\}/,
  },
  // Facts written once
  {
    name: 'a price placeholder with a misspelt offering',
    file: 'pages/home.yaml',
    edit: replace('price: Starting at {price:chatbots}', 'price: Starting at {price:chatbot}'),
    line: 235,
    message: /\{price:chatbot\} names no fact.*offering ids/,
    suggestion: /did you mean \{price:chatbots\}/,
  },
  {
    name: 'a case study left out of the case-study list',
    file: 'pages/solutions.yaml',
    edit: replace('      - dinamiq\n', ''),
    reportedIn: 'solutions/dinamiq.yaml',
    inEditor: false,
    line: 100,
    message: /not listed on any page/,
    suggestion: /add "- dinamiq" to the `solutions:` list at data\/pages\/solutions.yaml line 49/,
  },
];

/** A page copied from another, route and all: reported in both files. */
export const copiedPage = { file: 'pages/bakery-pricing.yaml', edit: add(pricingCopy) };
