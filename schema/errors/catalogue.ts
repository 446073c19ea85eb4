/**
 * Every mistake the content checks can report, by name: its title, and its message and fix as functions of what was
 * found, like Astro's error catalogue. `npm run validate`, VS Code (the JSON Schemas) and the browser editor all word
 * a mistake from here, through the printers beside this file, so an editor reads the same words wherever it is
 * caught; docs/authoring.md lists them from here. A message never holds a position: another place is a `Place` among
 * its values, which each printer's voice names its own way (`line 35` in a terminal, the field's name in the form).
 * Plain TypeScript without Node APIs: the browser editor imports it too.
 */
import type { Place, Position } from './place.ts';

/** How a printer names places and files, so that one message suits the terminal and the editor's form alike. */
export interface Voice {
  /** A place in the same file as the error: `line 35`. */
  line(place: Position | Place): string;
  /** A place in any file: `data/offerings.yaml line 6`. */
  place(place: Place): string;
  /** A place by its path in its file: `sections[2].solutions[0]`. */
  path(place: Place): string;
  /** A file of the content, by its path from the project root: `data/offerings.yaml`. */
  file(path: string): string;
  /** A folder of the content by its path from the project root, `data/solutions/`; `data/` for all of it. */
  folder(path: string): string;
}

export interface ErrorKind<P extends object> {
  /** The kind of mistake in a few words, as the authoring guide lists it. */
  title: string;
  message: (params: P, say: Voice) => string;
  /** What to write instead, when it can be said; undefined when there is nothing better to offer. */
  fix?: (params: P, say: Voice) => string | undefined;
  /** Parameters of a typical case, shown in the authoring guide. */
  example: P;
}

const kind = <P extends object>(entry: ErrorKind<P>) => entry;
type None = Record<string, never>;

/** `did you mean "x"?`, the fix whenever a close existing value is known. */
export const didYouMean = (value: string) => `did you mean "${value}"?`;
const quoted = (value: string) => `"${value}"`;
/** `1 item`, `3 items`. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** One item of a list field, in plain words: `sections` gives "section", `resultsBullets` "results bullet". */
export function itemOf(list: string): string {
  const words = list.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.length > 1 ? words.replace(/s$/, '') : 'item';
}

/** Values as an editor types them: `2 or 3`, `dots, side or top-bar`. */
export function choices(values: readonly unknown[]): string {
  const typed = values.map((value) =>
    typeof value === 'string' && /^[\w/#.-]+$/.test(value) ? value : JSON.stringify(value),
  );
  return typed.length <= 1 ? (typed[0] ?? '') : `${typed.slice(0, -1).join(', ')} or ${typed.at(-1)}`;
}

/** The first few items of a long list and how many more: `a, b, c and 4 more`. */
export function someOf(items: readonly string[], shown = 8): string {
  const listed = items.slice(0, shown).join(', ');
  return items.length > shown ? `${listed} and ${items.length - shown} more` : listed;
}

const braced = (name: string) => `{${name}}`;

/** Lists longer than this are not spelt out in a message: the editor completes them, the guide lists them. */
export const LONG_LIST = 8;

/** What a field expects, in words, by the zod type name. */
export const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (indented "name: value" lines)',
  record: 'a group of "label: value" lines',
};

/** Where each kind of fact takes its names from. */
const FACT_KINDS: Record<string, (say: Voice) => string> = {
  price: (say) => `prices are the offering ids in ${say.file('data/offerings.yaml')}`,
  stat: () => "figures are a solution's id and the label of one of its stats, e.g. {stat:dinamiq:data-accuracy}",
  summary: () => "summaries are a solution's id, e.g. {summary:dinamiq}",
};

/** Where each kind of reference takes its ids from. */
const REFERENCE_SOURCES: Record<string, (say: Voice) => string> = {
  solution: (say) => `solution ids are the file names in ${say.folder('data/solutions/')}`,
  testimonial: (say) => `testimonial ids are listed in ${say.file('data/testimonials.yaml')}`,
  offering: (say) => `offering ids are listed in ${say.file('data/offerings.yaml')}`,
};

/** An example place for the guide: line 49 of the solutions page. */
const examplePlace = (file: string, line: number, path: Place['path'] = []): Place => ({ file, line, column: 1, path });

export const contentErrors = {
  // The file itself
  notUtf8: kind<{ encoding: 'latin1' | 'utf16' | 'utf8Bom'; written?: string; shown?: string }>({
    title: 'A file not saved as UTF-8',
    message: ({ encoding, written, shown }) =>
      encoding === 'latin1'
        ? `this file is saved as Latin-1 (an older Windows encoding), not UTF-8${written && shown ? `: visitors would read "${written}" as "${shown}"` : ''}`
        : encoding === 'utf16'
          ? 'this file is saved as UTF-16, not UTF-8, so its text cannot be read as written'
          : 'this file starts with a byte order mark, an invisible mark some Windows programs put before UTF-8 text',
    fix: ({ encoding }) =>
      encoding === 'utf8Bom'
        ? 'save it as UTF-8 without a byte order mark (choose "UTF-8", not "UTF-8 with BOM")'
        : 'save it as UTF-8 (in most editors: Save with Encoding, or Save As and choose the encoding UTF-8); its letters stay as they are',
    example: { encoding: 'latin1', written: 'Lucía', shown: 'Luc\ufffda' },
  }),

  // YAML syntax
  tabIndent: kind<None>({
    title: 'A tab used for indentation',
    message: () => 'this line is indented with a tab; YAML files only accept spaces for indentation',
    fix: () => 'indent this line with spaces instead of the tab, lined up with the field it belongs with',
    example: {},
  }),
  invisibleCharacter: kind<{ character: string; codePoint: string; name: string; where: string; line: string }>({
    title: 'An invisible or unusual character pasted in',
    message: ({ codePoint, name, where }) =>
      `this line has a ${name} (${codePoint}) ${where}, pasted from another program: it looks like ${name.includes('quote') ? 'a quote mark' : name.includes('space') && !name.startsWith('zero') ? 'a space' : 'nothing'} but YAML reads it as a letter`,
    fix: ({ line }) => `retype it as plain text: ${line}`,
    example: {
      character: '\u00a0',
      codePoint: 'U+00A0',
      name: 'non-breaking space',
      where: 'in the field name',
      line: 'title: AI Education',
    },
  }),
  unclosedQuote: kind<{ quote: string }>({
    title: 'A quote mark that is never closed',
    message: ({ quote }) => `the quote mark (${quote}) that starts this text is never closed`,
    fix: ({ quote }) => `end the text with the same quote mark (${quote}) on this line`,
    example: { quote: '"' },
  }),
  curlyClosingQuote: kind<{ quote: string }>({
    title: 'A straight quote closed with a curly one',
    message: ({ quote }) =>
      `this text starts with a straight quote mark (${quote}) but ends with a curly one, which YAML does not count as its end`,
    fix: ({ quote }) => `type a straight ${quote} at the end too (editors like Word turn quotes curly)`,
    example: { quote: '"' },
  }),
  doubleQuoteInside: kind<{ line: string }>({
    title: 'A double quote inside double-quoted text',
    message: () =>
      'this text is in double quotes and has another double quote inside it, which ends the text too early',
    fix: ({ line }) => `put the text in single quotes instead: ${line}`,
    example: { line: `label: 'Talk to a "real" consultant'` },
  }),
  apostropheInSingleQuotes: kind<None>({
    title: 'An apostrophe inside single quotes',
    message: () => "this text starts with a single quote ('), so the apostrophe inside it ends the text too early",
    fix: () => `start and end the text with double quotes (") instead, or write the apostrophe twice ('')`,
    example: {},
  }),
  dashWithoutSpace: kind<{ item: string }>({
    title: 'A list item without a space after its dash',
    message: () => 'a list item needs a space after its dash "-"',
    fix: ({ item }) => `write "- ${item}" with a space after the dash`,
    example: { item: 'title: AI Education' },
  }),
  colonWithoutSpace: kind<{ field: string; value: string }>({
    title: 'A field name without a space after its colon',
    message: ({ field }) => `the field name "${field}" needs a space after its colon`,
    fix: ({ field, value }) => `write "${field}: ${value}" with a space after the colon`,
    example: { field: 'label', value: 'Talk to us' },
  }),
  fieldWithoutColon: kind<{ field: string; value: string }>({
    title: 'A field name without its colon',
    message: ({ field }) => `the field name "${field}" needs a colon after it`,
    fix: ({ field, value }) => `write "${field}: ${value}"`,
    example: { field: 'title', value: 'AI Education' },
  }),
  duplicateField: kind<{ field: string; first?: Position }>({
    title: 'A field written twice in one group',
    message: ({ field, first }, say) =>
      `the field "${field}" appears twice in the same group${first ? ` (first on ${say.line(first)})` : ''}`,
    fix: ({ field }) =>
      `a field may appear once per group: move what you need from this "${field}:" into the first one and keep a single "${field}:" line`,
    example: { field: 'style', first: { line: 35, column: 5 } },
  }),
  colonInText: kind<{ line: string; curly: boolean }>({
    title: 'A colon and a space inside unquoted text',
    message: ({ curly }) =>
      curly
        ? 'this text is wrapped in curly quotes, which YAML reads as ordinary letters, so the ": " inside it starts a new field'
        : 'this text contains a colon followed by a space (": "), which YAML reads as the start of another field',
    fix: ({ line }) => `put the whole text in straight double quotes: ${line}`,
    example: { line: 'heading: "The Problem: Nearly One in Five"', curly: false },
  }),
  colonReadAsField: kind<{ field: string; line: string; placeholder?: string }>({
    title: 'Text read as a field name because of its ": "',
    message: ({ field, placeholder }) =>
      placeholder
        ? `the placeholder "${placeholder}" has a space after its ":", so YAML read "${field}" as a field name instead of as part of the text`
        : `this text contains ": ", so YAML read "${field}" as a field name instead of as part of the text`,
    fix: ({ line, placeholder }) =>
      placeholder ? `write the placeholder without the space: ${line}` : `put the whole text in double quotes: ${line}`,
    example: { field: 'Local hashtags', line: '- "Local hashtags: Adds area hashtags."' },
  }),
  bracketStartsValue: kind<{ bracket: string; line: string }>({
    title: 'Text that starts with { or [',
    message: ({ bracket }) => `a value that starts with "${bracket}" is read as a group of fields, not as text`,
    fix: ({ line }) => `put the value in quotes: ${line}`,
    example: { bracket: '{', line: 'price: "{price:chatbots}"' },
  }),
  hashStartsComment: kind<{ line: string }>({
    title: 'A value that starts with #',
    message: () => 'this value starts with "#", which YAML reads as the start of a comment, so the field is empty',
    fix: ({ line }) => `put the value in quotes: ${line}`,
    example: { line: 'colour: "#0EA5E9"' },
  }),
  commentCutsText: kind<{ shown: string; line: string }>({
    title: 'A " #" inside unquoted text',
    message: ({ shown }) =>
      `YAML reads everything from " #" to the end of the line as a note for people, so the page would show only "${shown}"`,
    fix: ({ line }) => `put the whole text in double quotes: ${line}`,
    example: { shown: 'We are', line: 'heading: "We are #1 for small businesses"' },
  }),
  wrongIndent: kind<{ compared: 'more' | 'less'; sibling?: string; own: number; target: number; field?: string }>({
    title: 'A line indented differently from its neighbours',
    message: ({ compared, sibling, own, target, field }) =>
      `this line is indented ${compared} than the ${sibling ? `field "${sibling}"` : 'lines'} above it (${own} spaces instead of ${target}), so YAML cannot tell which group ${field ? `"${field}"` : 'it'} belongs to`,
    fix: ({ target, sibling }) =>
      `start the line with ${target} spaces${sibling ? `, lined up with "${sibling}:"` : ''}`,
    example: { compared: 'more', sibling: 'href', own: 12, target: 10, field: 'style' },
  }),
  blockIndentedIntoNeighbour: kind<{ item: string; shift: number; lines: number }>({
    title: 'A block indented into the one above it',
    message: ({ item, shift }) =>
      `this ${item} is indented ${shift} spaces more than the ${item} above it, so it is read as part of that ${item}`,
    fix: ({ item, shift, lines }) =>
      `move ${lines > 1 ? `its ${lines} lines` : 'the line'} ${shift} spaces to the left, so its "-" lines up with the "-" of the ${item} above`,
    example: { item: 'section', shift: 2, lines: 14 },
  }),
  dedentedText: kind<{ field?: string; indent: number }>({
    title: 'A line of long text indented less than the rest',
    message: ({ field }) =>
      `this line is part of the text ${field ? `of "${field}" ` : 'above '}but is indented less than the other lines of the text, so the text ends too early`,
    fix: ({ indent }) => `indent this line by ${indent} spaces, like the other lines of the text`,
    example: { field: 'paragraph', indent: 10 },
  }),
  textLineNotIndented: kind<{ field: string; indent: number }>({
    title: 'A second line of text that starts where its field does',
    message: ({ field }) =>
      `this line continues the text of "${field}" but starts where "${field}:" does, so YAML cannot read it as part of the text`,
    fix: ({ indent }) => `move it to the end of the line above, or indent it by ${indent} spaces`,
    example: { field: 'welcome', indent: 2 },
  }),
  unreadableLine: kind<{ cause?: 'tab' | 'indent' | 'missing' }>({
    title: 'A line YAML cannot read',
    message: () => 'YAML cannot read this line',
    fix: ({ cause }) =>
      cause === 'tab'
        ? 'indent with spaces, not tabs'
        : cause === 'indent'
          ? 'line this line up with the fields around it, using spaces (two more than the field it belongs to)'
          : cause === 'missing'
            ? 'check this line for a missing quote mark, or a field name without its colon'
            : 'check this line and the one above it: a quote mark that is not closed, a field name without ": " after it, or indentation that differs from the lines around it',
    example: {},
  }),

  // Text that YAML reads without complaint but the page shows otherwise than meant
  noteInText: kind<{ note: string; field: string }>({
    title: 'A note to editors (# …) inside a text',
    message: ({ note }) =>
      `this line is inside a text, where "#" starts no note: YAML keeps it as words and visitors would read "${note}"`,
    fix: ({ field }) =>
      `move the note above "${field}", lined up with it, where YAML reads it as a note for editors only`,
    example: { note: '# TODO: ask Sam', field: 'answer: >-' },
  }),
  listInText: kind<{ joined: string; listItem: boolean }>({
    title: 'List lines typed inside a text',
    message: ({ joined }) =>
      `these lines start with "- " like list items but are part of a text, so the page runs them together: "${joined}"`,
    fix: ({ listItem }) =>
      listItem
        ? 'end the text above them, and line up their "-" with the "-" of this item, so each becomes an item of this list'
        : 'a text shows as one paragraph: write them as a sentence, or as the items of a list field, if this group has one',
    example: { joined: 'What you get: - one team - support after launch', listItem: false },
  }),
  itemWithoutDash: kind<{ joined?: string; item: string }>({
    title: 'A new list item typed without its "- "',
    message: ({ joined }) =>
      joined === undefined
        ? 'this line stands among the items of a list but has no "- ", so YAML cannot read it'
        : `YAML reads this line as more words of the list item above, so the page would show one item: "${joined}"`,
    fix: ({ item }) => `write "- ${item}", its "-" lined up with the "-" above, to make it an item of its own`,
    example: {
      joined: 'Custom auto businesses Landscaping and lawn care companies',
      item: 'Landscaping and lawn care companies',
    },
  }),
  markupInText: kind<{ markup?: string; line?: string }>({
    title: 'HTML or Markdown typed into text',
    // Without a markup, the editor's one check of a text's markup.
    message: ({ markup }) =>
      `${markup === undefined ? 'this text has HTML or Markdown markup' : `this text has the markup "${markup}"`}, which the page shows as written: texts are plain words`,
    fix: ({ line }) =>
      line === undefined
        ? 'write the words and characters themselves (a space, &, ©), without <…>, &…;, ** or [label](address)'
        : `write it as plain text: ${line}`,
    example: { markup: '<br>', line: 'heading: Practical AI, Built by People Who Run Businesses Too' },
  }),
  fillerText: kind<{
    filler: string;
    sort: 'placeholder' | 'template' | 'lorem' | 'mash' | 'test';
    /** The field may be left out until its words are written. */
    optional?: boolean;
  }>({
    title: 'A placeholder or filler text left in',
    message: ({ filler, sort }) =>
      `${sort === 'mash' || sort === 'test' ? `"${filler}" looks like keys typed to try the field` : sort === 'lorem' ? `"${filler}" is filler text` : sort === 'template' ? `"${filler}" is a blank of a template, which nothing here fills in` : `"${filler}" is a placeholder`}, not words for visitors: the page would show it as written`,
    fix: ({ sort, optional }) =>
      `write the words visitors should read here${sort === 'template' ? ' (a price, figure or summary written once in data/ is stated as {price:id}, {stat:id:label} or {summary:id})' : ''}${optional ? ', or leave the field out until you have them' : ''}`,
    example: { filler: 'Coming soon…', sort: 'placeholder', optional: false },
  }),
  misencodedText: kind<{ written: string; meant?: string; line?: string }>({
    title: 'Letters garbled by another encoding',
    message: ({ written, meant }) =>
      meant === undefined
        ? `this text has "${written}": a letter was lost when the file was once saved in another encoding, and visitors would read the "\ufffd"`
        : `"${written}" is how "${meant}" looks after a UTF-8 file was opened as Latin-1 and saved again: visitors would read it as written`,
    fix: ({ line }) =>
      line === undefined ? 'type the lost letter again; the file itself must stay UTF-8' : `write ${line}`,
    example: { written: 'MartÃ­n', meant: 'Martín', line: 'name: Álvaro Martín' },
  }),
  outOfOrder: kind<{
    /** What one item of the list is, and what orders the list: `milestone`, `year`. */
    item: string;
    by: 'year' | 'date' | 'number' | 'price' | 'tier';
    /** This item's key as written (`2023`, `$499`, `Step 3`, a tier's name). */
    key: string;
    descending: boolean;
    /** The item it belongs after, or (when it belongs first) before: its key and place. */
    after?: { key: string; at: Place };
    before?: { key: string; at: Place };
  }>({
    title: 'A list item out of the order the list reads in',
    message: ({ item, by, key, descending }) => {
      if (by === 'tier')
        return `this ${item} ("${key}") is out of order: each ${item} builds on the one before it ("Everything in …")`;
      const ends: Record<typeof by, [string, string]> = {
        year: ['earliest year', 'latest'],
        date: ['earliest date', 'latest'],
        number: ['first number', 'last'],
        price: ['lowest price', 'highest'],
      };
      const [from, to] = ends[by];
      return `this ${item} (${key}) is out of order: the list goes from the ${descending ? `${to} ${from.split(' ')[1]}` : from} to the ${descending ? from.split(' ')[0] : to}`;
    },
    fix: ({ item, by, after, before }, say) => {
      const named = (key: string) => (by === 'tier' ? `"${key}"` : by === 'price' ? `at ${key}` : `of ${key}`);
      return after
        ? `move it to just after the ${item} ${named(after.key)} (${say.line(after.at)})`
        : before
          ? `move it up, before the ${item} ${named(before.key)} (${say.line(before.at)})`
          : undefined;
    },
    example: {
      item: 'milestone',
      by: 'year',
      key: '2023',
      descending: false,
      after: { key: '2024', at: examplePlace('data/pages/about.yaml', 53, ['sections', 2, 'milestones', 2]) },
    },
  }),

  // Fields and values, against the schema
  wrongFileShape: kind<{ expected: string; found: string; fields: string[] }>({
    title: 'A file of the wrong shape',
    message: ({ expected, found }) => `this file must be ${expected}, but it is ${found}`,
    fix: ({ fields }) =>
      `start the file with ${fields.length === 1 ? `"${fields[0]}:"` : `its fields (${fields.length > 6 ? `${fields.slice(0, 5).join(', ')} and ${fields.length - 5} more` : fields.join(', ')})`} and indent what belongs under ${fields.length === 1 ? 'it' : 'them'}`,
    example: {
      expected: 'a group of fields',
      found: 'a list of 9 items',
      fields: ['testimonials'],
    },
  }),
  unknownField: kind<{ field: string; didYouMean?: string; allowed: string[] }>({
    title: 'A field the schema does not know',
    message: ({ field }) => `unknown field "${field}"`,
    fix: ({ didYouMean: close, allowed }) =>
      close
        ? didYouMean(close)
        : `fields allowed here: ${allowed.join(', ')}; rename it to one of them, or move it to the group it belongs to`,
    example: { field: 'titel', didYouMean: 'title', allowed: ['title', 'description'] },
  }),
  fieldOfAnotherType: kind<{ field: string; item: string; type: string; types: string[] }>({
    title: 'A field that belongs to another type of section',
    message: ({ field, item, type }) => `a ${type} ${item} has no field "${field}"`,
    fix: ({ field, item, types }) =>
      `\`${field}\` belongs to ${choices(types)} ${item}s: move it to one of those, or change this ${item}'s type`,
    example: { field: 'columns', item: 'section', type: 'team', types: ['card-grid'] },
  }),
  fieldOutsideItsGroup: kind<{ field: string; group: string }>({
    title: 'A field dedented out of its group',
    message: ({ field }) => `unknown field "${field}"`,
    fix: ({ group }) => `indent it under \`${group}\` (two more spaces than "${group}:"), where it belongs`,
    example: { field: 'style', group: 'link' },
  }),
  missingField: kind<{ field: string; write: string }>({
    title: 'A required field left out',
    message: ({ field }) => `missing required field "${field}"`,
    fix: ({ field, write }) => `add "${field}: " with ${write}`,
    example: { field: 'heading', write: 'text' },
  }),
  wrongType: kind<{ expected: string; found: string; write?: string }>({
    title: 'A value of the wrong type',
    message: ({ expected, found }) => `expected ${expected}, found ${found}`,
    fix: ({ write }) => write && `write ${write}`,
    example: { expected: 'a number', found: 'text "$2,499"', write: '2499' },
  }),
  unknownType: kind<{ found: string; field: string; allowed: readonly unknown[]; didYouMean?: string }>({
    title: 'A section type or kind that does not exist',
    message: ({ found, field, allowed }) => `${found} is not a known ${field}; write one of: ${choices(allowed)}`,
    fix: ({ didYouMean: close }) => close && didYouMean(close),
    example: { found: 'text "cards-grid"', field: 'type', allowed: ['hero', 'card-grid'], didYouMean: 'card-grid' },
  }),
  notAllowed: kind<{ found?: string; allowed: readonly unknown[]; label?: string; didYouMean?: string }>({
    title: 'A value that is not on the list',
    message: ({ found, allowed, label }) =>
      allowed.length > LONG_LIST
        ? `${found ?? 'this'} is not one of the ${label ?? 'allowed'} names`
        : `${found ?? 'this value'} is not allowed here; write ${allowed.length > 2 ? 'one of: ' : ''}${choices(allowed)}`,
    fix: ({ didYouMean: close, allowed, label }) =>
      close
        ? didYouMean(close)
        : allowed.length > LONG_LIST
          ? `the ${label ?? 'allowed'} names are listed in docs/authoring.md`
          : undefined,
    example: { found: 'the number 4', allowed: [2, 3] },
  }),
  emptyText: kind<{ found: string }>({
    title: 'Empty text',
    message: ({ found }) => `expected text, found ${found}`,
    example: { found: 'empty text' },
  }),
  tooFewItems: kind<{ minimum: number; count: number }>({
    title: 'A list with too few items',
    message: ({ minimum, count }) => `expected at least ${plural(minimum, 'item')}, found ${plural(count, 'item')}`,
    example: { minimum: 1, count: 0 },
  }),
  tooManyItems: kind<{ list: string; maximum: number }>({
    title: 'A list with too many items',
    message: ({ list, maximum }) => `${list} shows at most ${plural(maximum, 'item')}; this is item ${maximum + 1}`,
    fix: ({ maximum }) =>
      `keep ${maximum} here: choose which ${maximum} to show, and move the others to another section if you want them on the page`,
    example: { list: 'stats', maximum: 4 },
  }),
  textTooLong: kind<{ maximum: number; length: number }>({
    title: 'Text that is too long',
    message: ({ maximum, length }) => `text is too long: at most ${plural(maximum, 'character')}, found ${length}`,
    example: { maximum: 160, length: 171 },
  }),
  outOfRange: kind<{ bound: string; found: string; write?: string }>({
    title: 'A number outside its range',
    message: ({ bound, found }) => `expected ${bound}, found ${found}`,
    fix: ({ write }) => write && `write ${write}`,
    example: { bound: 'at most 10', found: 'the number 11' },
  }),
  separatorReadAsDecimalPoint: kind<{ written: string; read: number; meant: string; separator?: ',' }>({
    title: 'A number written with a thousands separator',
    message: ({ written, read, separator }) =>
      separator === ','
        ? `"${written}" is read as the number ${read}: between { and } a comma ends the value, and YAML takes the digits after it for another field`
        : `"${written}" is read as the number ${read}: YAML takes the "." for a decimal point, not a thousands separator`,
    fix: ({ meant }) => `write ${meant}, the digits alone`,
    example: { written: '10.000', read: 10, meant: '10000' },
  }),
  wrongFormat: kind<{ expected: string; found?: string; write?: string }>({
    title: 'A value not written in the form the field needs',
    message: ({ expected, found }) => `expected ${expected}${found === undefined ? '' : `, found ${found}`}`,
    fix: ({ write }) => write && `write "${write}"`,
    example: {
      expected: 'an 11-character YouTube video id',
      found: 'text "https://www.youtube.com/watch?v=dQw4w9WgXcQ"',
      write: 'dQw4w9WgXcQ',
    },
  }),
  labelNotAllowed: kind<{ label: string }>({
    title: 'A label that is not allowed',
    message: ({ label }) => `the label "${label}" is not allowed here`,
    example: { label: 'x' },
  }),
  duplicateItem: kind<{ what: string; value: string; first: Place }>({
    title: 'The same item twice in one list',
    message: ({ what, value, first }, say) => `the ${what} "${value}" is already used by ${say.path(first)}`,
    fix: ({ what }) =>
      what === 'id'
        ? 'ids in the same list must be unique; rename one of them'
        : `each ${what} is shown once per list; keep one of the two`,
    example: {
      what: 'solution',
      value: 'dinamiq',
      first: examplePlace('data/pages/solutions.yaml', 49, ['sections', 2, 'solutions', 0]),
    },
  }),

  // Rules of particular fields
  videoSource: kind<None>({
    title: 'A video with both or neither of tour and youtube',
    message: () => 'a video needs exactly one of `tour` (an illustrated product tour) or `youtube` (a published video)',
    example: {},
  }),
  youtubePosterMissing: kind<None>({
    title: 'A YouTube video without its poster',
    message: () => 'a YouTube video needs a `poster` picture, shown until the visitor presses play',
    fix: () => 'add "poster:" with the path of a picture under public/images',
    example: {},
  }),
  tourPosterNotUsed: kind<None>({
    title: 'A poster on a product tour',
    message: () => 'a tour makes its own poster from its first screen',
    fix: () => 'remove `poster`',
    example: {},
  }),
  tourLength: kind<{ seconds: number; min: number; max: number }>({
    title: 'A product tour too short or too long',
    message: ({ seconds, min, max }) => `the steps add up to ${seconds} seconds; a tour runs ${min} to ${max} seconds`,
    example: { seconds: 20, min: 30, max: 90 },
  }),
  buttonHrefOrOpens: kind<None>({
    title: 'A button with both or neither of href and opens',
    message: () => 'a button needs exactly one of `href` (go to a page) or `opens` (open a window)',
    example: {},
  }),
  bookingFallbackOnly: kind<None>({
    title: 'whenBookingUnavailable on a button that does not open booking',
    message: () => '`whenBookingUnavailable` only applies to buttons with `opens: booking`',
    example: {},
  }),
  emptyMenu: kind<None>({
    title: 'A menu without entries',
    message: () => 'the menu has no entries: give the sections it should list a `navLabel` and an `id`',
    example: {},
  }),
  navLabelWithoutId: kind<None>({
    title: 'A menu label on a section without an id',
    message: () => 'a section with `navLabel` needs an `id` for the menu to link to',
    example: {},
  }),
  mustContain: kind<{ placeholder: string }>({
    title: 'Text that must contain a placeholder',
    message: ({ placeholder }) => `must contain ${placeholder}`,
    fix: ({ placeholder }) => `write ${placeholder} where the value goes`,
    example: { placeholder: '{name}' },
  }),
  emptyGroup: kind<None>({
    title: 'A group of labels without any entry',
    message: () => 'at least one entry',
    example: {},
  }),
  reservedSolutionId: kind<None>({
    title: 'The solution id not-found',
    message: () => 'the id "not-found" is taken by the "Solution not found" page; choose another',
    example: {},
  }),
  caseStudyNeedsCompany: kind<None>({
    title: 'A case study without company',
    message: () => 'a case study needs `company`',
    fix: () => 'add "company: " with the client, described without naming them if they asked',
    example: {},
  }),
  onlyForCaseStudies: kind<{ field: string }>({
    title: 'A case-study field on another kind of solution',
    message: ({ field }) =>
      field === 'company'
        ? '`company` is only for case studies'
        : `\`${field}\` is only for solutions of \`type: case-study\``,
    example: { field: 'caseStudy' },
  }),
  featuredNeedsDetailPage: kind<None>({
    title: 'A featured solution without detailPage',
    message: () => 'a featured solution needs `detailPage`',
    fix: () =>
      'add its rich page under "detailPage:" (a title, a description and sections), or write "featured: false"',
    example: {},
  }),
  detailPageOnlyFeatured: kind<None>({
    title: 'detailPage on a solution that is not featured',
    message: () => '`detailPage` is only used when `featured: true`',
    example: {},
  }),
  caseStudySectionRenamed: kind<{ required: string; found?: string }>({
    title: 'A required case-study section renamed',
    message: ({ required, found }) =>
      `a case study needs a section with the id \`${required}\`${found === undefined ? '' : `; this section has "${found}" instead`}`,
    fix: ({ required, found }) =>
      found !== undefined ? `write "id: ${required.split('`')[0]}" if this is that section` : undefined,
    example: { required: 'key-takeaways', found: 'takeaways' },
  }),
  caseStudySectionsMissing: kind<{ missing: string[] }>({
    title: 'Required case-study sections missing',
    message: ({ missing }) => `a case study needs sections with the ids \`${missing.join('`, `')}\``,
    example: { missing: ['problem', 'results'] },
  }),
  minAboveMax: kind<None>({
    title: 'A calculator input whose min is above its max',
    message: () => '`min` must not be larger than `max`',
    example: {},
  }),
  defaultOutOfRange: kind<{ min: number; max: number }>({
    title: 'A calculator default outside its range',
    message: ({ min, max }) => `the default must lie between ${min} and ${max}`,
    example: { min: 1, max: 20 },
  }),
  assumptionNotStated: kind<{ value: number; key: string; stated?: number; line?: string }>({
    title: 'A calculator assumption not stated',
    message: ({ value, key, stated }) =>
      stated === undefined
        ? `the assumptions must state \`${value}%\`, the value of model.${key}`
        : `this assumption states ${stated}%, but the calculator computes with ${key}: ${value}, so visitors would read a figure the results do not use`,
    fix: ({ key, stated, line }) =>
      line === undefined
        ? undefined
        : `write ${line} (or, if ${stated}% is right, write ${key}: ${stated} under model)`,
    example: {
      value: 65,
      key: 'callsHandledPercent',
      stated: 60,
      line: '- The AI voice agent handles 65% of the calls your front desk answers today.',
    },
  }),

  // Across files
  unknownFile: kind<{ yml: boolean; known: string[]; didYouMean?: string }>({
    title: 'A file nothing reads',
    message: () => 'this file is not a known content file, so nothing reads it',
    fix: ({ yml, known, didYouMean: close }) =>
      yml
        ? 'content files end in .yaml, not .yml'
        : `content files are: ${known.join(', ')}${close ? `; did you mean ${close}?` : ''}`,
    example: { yml: false, known: ['site.yaml', 'pages/*.yaml'], didYouMean: 'pages/*.yaml' },
  }),
  duplicateRoute: kind<{ route: string; others: string[]; page: boolean }>({
    title: 'Two pages with one address',
    message: ({ route, others }, say) => `the address "${route}" is also used by ${others.map(say.file).join(', ')}`,
    fix: ({ page }) =>
      page
        ? 'every page needs its own address: give the page you copied a new `route:`'
        : 'every page needs its own address: rename the solution file and its `id:`',
    example: { route: '/pricing', others: ['data/pages/pricing.yaml'], page: true },
  }),
  solutionIdNotFileName: kind<{ id: string; expected: string; renameTo: string }>({
    title: "A solution id that differs from its file's name",
    message: ({ id, expected }) => `the id "${id}" differs from the file name "${expected}.yaml"`,
    fix: ({ id, expected, renameTo }) =>
      `write "id: ${expected}" or rename the file to ${renameTo}.yaml${renameTo === id ? '' : ` and write "id: ${renameTo}"`}`,
    example: { id: 'alfa', expected: 'alpha', renameTo: 'alfa' },
  }),
  caseStudyCardWithoutPage: kind<{ id: string; caseStudies: string[] }>({
    title: 'A case-study card for a solution without a case study',
    message: ({ id }) => `the solution "${id}" has no case-study page, so its card would lead nowhere`,
    fix: ({ caseStudies }) => `use linkTo: detail, or pick one of: ${someOf(caseStudies)}`,
    example: { id: 'alpha', caseStudies: ['beta', 'gamma'] },
  }),
  unlistedCaseStudy: kind<{ id: string; list: Place }>({
    title: 'A case study no page lists',
    message: () => 'this case study is not listed on any page, so visitors cannot find it',
    fix: ({ id, list }, say) => `add "- ${id}" to the \`solutions:\` list at ${say.place(list)}`,
    example: { id: 'dinamiq', list: examplePlace('data/pages/solutions.yaml', 49, ['sections', 2, 'solutions']) },
  }),
  unknownFact: kind<{
    placeholder?: string;
    kind?: string;
    /** The fact of that name most likely meant. */
    didYouMean?: string;
    /** Else the facts it may name: of its kind, or the figures of the solution it names (`owner`). */
    known?: string[];
    owner?: string;
  }>({
    title: 'A {price:…}, {stat:…} or {summary:…} that names nothing',
    // Without a placeholder, the editor's one check of a text's braces: unknown facts, and braces that would show.
    message: ({ placeholder, kind: factKind }, say) =>
      placeholder === undefined
        ? `a {…} in this text names no fact written in ${say.folder('data/')}, or a brace opens or closes nothing: write {price:id}, {stat:id:label} or {summary:id}`
        : `${placeholder} names no fact written in ${say.folder('data/')}: ${FACT_KINDS[factKind ?? '']?.(say) ?? 'use {price:id}, {stat:id:label} or {summary:id}'}`,
    fix: ({ didYouMean: close, known, owner }, say) =>
      close
        ? `did you mean ${braced(close)}?`
        : known === undefined
          ? undefined
          : owner === undefined
            ? `facts of this kind: ${someOf(known.map(braced))}`
            : known.length > 0
              ? `the figures of ${owner}: ${someOf(known.map(braced))}`
              : `no solution "${owner}" has figures (stats); a solution's id is its file name in ${say.folder('data/solutions/')}`,
    example: { placeholder: '{price:chatbot}', kind: 'price', didYouMean: 'price:chatbots' },
  }),
  unclosedPlaceholder: kind<{ placeholder: string; write: string }>({
    title: 'A {…} placeholder that is not closed',
    message: ({ placeholder }) =>
      `"${placeholder}" opens a placeholder with "{" but never closes it with "}", so visitors would see it as written`,
    fix: ({ write }) => `write ${write}`,
    example: { placeholder: '{price:voice-agents', write: '{price:voice-agents}' },
  }),
  malformedPlaceholder: kind<{ placeholder: string; write?: string }>({
    title: 'A {…} placeholder written the wrong way',
    message: ({ placeholder }) =>
      `"${placeholder}" looks like a placeholder but is not written as {price:id}, {stat:id:label} or {summary:id}, so visitors would see it as written`,
    fix: ({ write }) => write && `write ${write}`,
    example: { placeholder: '{price: chatbots}', write: '{price:chatbots}' },
  }),
  strayBrace: kind<{ brace: string }>({
    title: 'A { or } on its own in text',
    message: ({ brace }) =>
      `this text has a "${brace}" that belongs to no placeholder; visitors would see it as written`,
    fix: ({ brace }) =>
      brace === '}'
        ? 'open its placeholder with "{" (e.g. {price:chatbots}), or take the "}" out'
        : 'close the placeholder with "}", e.g. {price:chatbots}, or take the "{" out',
    example: { brace: '}' },
  }),
  figureInPlaceholder: kind<{
    placeholder: string;
    /** The fact it most likely stood for, where that is written, and the figure typed. */
    meant?:
      | { kind: 'price'; id: string; price: number; typed: number; at: Place }
      | { kind: 'stat'; owner: string; label: string; value: string; typed: string; at: Place };
    /** The text with the placeholder instead. */
    line?: string;
  }>({
    title: 'A figure typed into a {…} placeholder',
    message: ({ placeholder }) =>
      `"${placeholder}" has a figure where a placeholder names its fact, so visitors would see it as written`,
    fix: ({ meant, line }, say) =>
      meant && line
        ? `${meant.kind === 'price' ? `the price of "${meant.id}"` : `"${meant.label}" of ${meant.owner}`} is written once: change ${
            meant.kind === 'price'
              ? `startingPrice: ${meant.price} to startingPrice: ${meant.typed}`
              : `its value: ${meant.value} to value: ${meant.typed}`
          } in ${say.place(meant.at)}, and every page follows; here write ${line}`
        : `a placeholder names a fact and shows its figure: write the figure where the fact is written (prices in ${say.file('data/offerings.yaml')}, figures in the stats of ${say.folder('data/solutions/')})`,
    example: {
      placeholder: '{price:799}',
      meant: {
        kind: 'price',
        id: 'chatbots',
        price: 699,
        typed: 799,
        at: examplePlace('data/offerings.yaml', 6, ['offerings', 0, 'startingPrice']),
      },
      line: 'price: Starting at {price:chatbots}',
    },
  }),
  figureDiffersFromFact: kind<{ label: string; written: string; figure: string; at: Place; line: string }>({
    title: "A text that states one of a solution's figures differently",
    message: ({ label, written, figure, at }, say) =>
      `this text states "${label}" as ${written}, but the figure written once in stats (${say.line(at)}) is ${figure}`,
    fix: ({ written, line }) =>
      `state it through its placeholder, which always shows the figure from stats (if ${written} is the new figure, change it there first): ${line}`,
    example: {
      label: 'More Inquiries',
      written: '45%',
      figure: '42%',
      at: examplePlace('data/solutions/postbud.yaml', 69, ['stats', 1, 'value']),
      line: '- "{stat:postbud:more-inquiries} more inquiries from social media."',
    },
  }),
  factStatedAsFigure: kind<{
    /** The fact's placeholder name (`price:chatbots`), its words and its value where it is written. */
    fact: string;
    words: string;
    value: string;
    /** The figure the text states instead, whether it agrees with the fact's, and where the fact is written. */
    written: string;
    agrees: boolean;
    at: Place;
    /** The text with the placeholder instead. */
    line: string;
  }>({
    title: 'A fact typed as a figure where its placeholder belongs',
    message: ({ fact, words, written, at }, say) =>
      `this text states the ${words} as ${written}, but it is a fact written once, in ${say.place(at)}, and stated as {${fact}}`,
    fix: ({ written, agrees, line }) =>
      `write ${line}, which always shows the figure written there${agrees ? '' : ` (if ${written} is the new figure, change it there first)`}`,
    example: {
      fact: 'price:chatbots',
      words: 'Chatbots starting price',
      value: '$699',
      written: '$749',
      agrees: false,
      at: examplePlace('data/offerings.yaml', 6, ['offerings', 0, 'startingPrice']),
      line: 'price: Starting at {price:chatbots}',
    },
  }),
  linkFormat: kind<{ found?: string; page?: string; write?: string }>({
    title: 'A link that is neither a page of this site nor a full address',
    message: ({ found }) =>
      `expected a link starting with / (a page of this site) or https://, mailto:, tel:, found ${found ?? 'something else'}`,
    fix: ({ page, write }) =>
      write
        ? `write "${write}"`
        : page
          ? `did you mean "${page}"? Pages of this site start with /`
          : 'start a page of this site with / (e.g. /contact) and other sites with https://',
    example: { found: 'text "hello@ai101.agency"', write: 'mailto:hello@ai101.agency' },
  }),
  ownPageAddress: kind<{ address: string; route?: string; didYouMean?: string }>({
    title: "A full web address of one of the site's own pages",
    message: ({ address, route }) =>
      route === undefined
        ? `"${address}" is an address on this site, but no page has it`
        : `"${address}" is the full web address of this site's page ${route}: written that way the link leaves previews for the live site and is never checked`,
    fix: ({ route, didYouMean: close }) =>
      route !== undefined
        ? `write "${route}"`
        : close
          ? `did you mean "${close}"? Pages of this site are written from their /`
          : undefined,
    example: { address: 'https://ai101.agency/pricing', route: '/pricing' },
  }),
  noSuchPage: kind<{ path?: string; didYouMean?: string }>({
    title: 'A link to a page that does not exist',
    message: ({ path }) => `broken link: no page has ${path === undefined ? 'this address' : `the address "${path}"`}`,
    fix: ({ didYouMean: close }) => close && didYouMean(close),
    example: { path: '/contcat', didYouMean: '/contact' },
  }),
  noSuchSection: kind<{ route: string; anchor: string; didYouMean?: string; elsewhere?: string; anchors: string[] }>({
    title: 'A link to a section that is not on the page',
    message: ({ route, anchor }) => `broken link: the page "${route}" has no section with the id "${anchor}"`,
    fix: ({ didYouMean: close, elsewhere, anchors }) =>
      close
        ? didYouMean(close)
        : elsewhere
          ? `that section is on another page: write "${elsewhere}"`
          : anchors.length > 0
            ? `section ids on that page: ${anchors.join(', ')}`
            : 'that page has no section ids; link to the page without #',
    example: { route: '/services', anchor: 'digital-tools', elsewhere: '/about#digital-tools', anchors: ['offers'] },
  }),
  missingImage: kind<{ path?: string; didYouMean?: string }>({
    title: 'An image that is not under public/',
    message: ({ path }) =>
      path === undefined
        ? 'there is no picture at this path under public/'
        : `the image "${path}" does not exist under public/`,
    fix: ({ path, didYouMean: close }) =>
      close
        ? didYouMean(close)
        : `add the picture as public${path ?? '/images/…'}, or correct the path if the file has another name`,
    example: { path: '/images/team/adda.svg', didYouMean: '/images/team/ada.svg' },
  }),
  unknownReference: kind<{ kind: string; id?: string; didYouMean?: string; ids?: string[] }>({
    title: 'An id of a solution, testimonial or offering that does not exist',
    message: ({ kind: target, id }) => `no ${target} has ${id === undefined ? 'this id' : `the id ${quoted(id)}`}`,
    fix: ({ kind: target, didYouMean: close, ids }, say) =>
      close
        ? didYouMean(close)
        : `${REFERENCE_SOURCES[target]?.(say) ?? 'ids are listed where they are defined'}${ids ? `: ${ids.join(', ')}` : ''}`,
    example: { kind: 'solution', id: 'alpah', didYouMean: 'alpha' },
  }),
  schemaRule: kind<{ message: string }>({
    title: 'Any other rule of the schema',
    message: ({ message }) => message,
    example: { message: 'Invalid input' },
  }),
} as const;

export type ContentErrorName = keyof typeof contentErrors;
export type ErrorParams<N extends ContentErrorName> = (typeof contentErrors)[N] extends ErrorKind<infer P> ? P : never;

/**
 * Mistakes only the browser editor's form can make, in its own words: a field left empty, a new entry's name taken,
 * a number that is not one. The validator reports none of them (a file has no empty field to point at, only a missing
 * one), so the authoring guide does not list them.
 */
export const editorMistakes = {
  requiredField: kind<{ control: 'text' | 'choice' | 'choices' | 'list' | 'group'; item?: string }>({
    title: 'A required field left empty',
    message: ({ control, item = 'item' }) =>
      control === 'list'
        ? `Required: add at least one ${item} with “Add ${item}”.`
        : control === 'choice'
          ? 'Required: choose one.'
          : control === 'choices'
            ? 'Required: choose at least one.'
            : control === 'group'
              ? 'Required: fill in its fields.'
              : 'Required: fill this in.',
    example: { control: 'text' },
  }),
  nameFirst: kind<None>({
    title: "A new entry's name left empty",
    message: () => 'Fill this in first: it names the new entry’s file.',
    example: {},
  }),
  nameTaken: kind<{ name: string; owner: string; what: string; example?: string }>({
    title: "A new entry's name taken by another",
    message: ({ name, owner, what, example }, say) =>
      `“${name}” is taken by ${say.file(owner)}: give this ${what} its own${example ? `, e.g. ${example}` : ''}.`,
    example: { name: 'dinamiq', owner: 'data/solutions/dinamiq.yaml', what: 'solution', example: 'dinamiq-2' },
  }),
  changedElsewhere: kind<{ theirs: string; ours: string }>({
    title: 'A value changed both here and elsewhere since the entry was opened',
    message: ({ theirs, ours }) => `Changed elsewhere since you opened this: ${theirs}. Yours: ${ours}.`,
    example: { theirs: '“Smart AI for Small Business”', ours: '“AI That Works for You”' },
  }),
  notANumber: kind<{ typed: string; example: number }>({
    title: 'Text typed into a number field',
    message: ({ typed, example }) => `“${typed}” is not a number: write digits only, e.g. ${example}.`,
    example: { typed: 'about 700', example: 750 },
  }),
  notWholeNumber: kind<{ typed: string; noun: string; choices: [number, number] }>({
    title: 'A fraction typed into a whole-number field',
    message: ({ typed, noun, choices: [first, second] }) => `${typed} is not a ${noun}: write ${first} or ${second}.`,
    example: { typed: '749.50', noun: 'whole-dollar price', choices: [750, 749] },
  }),
  numberTooSmall: kind<{ typed: string; noun: string; min: number }>({
    title: "A number below its field's smallest",
    message: ({ typed, noun, min }) => `${typed} is too small: the smallest ${noun} here is ${min}.`,
    example: { typed: '0', noun: 'whole number', min: 1 },
  }),
  numberTooLarge: kind<{ typed: string; noun: string; max: number }>({
    title: "A number above its field's largest",
    message: ({ typed, noun, max }) => `${typed} is too large: the largest ${noun} here is ${max}.`,
    example: { typed: '30', noun: 'whole number', max: 20 },
  }),
} as const;

export type EditorMistakeName = keyof typeof editorMistakes;
export type EditorMistakeParams<N extends EditorMistakeName> =
  (typeof editorMistakes)[N] extends ErrorKind<infer P> ? P : never;
