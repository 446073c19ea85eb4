/**
 * Mistakes as the browser editor's form shows them, at their field: another entry named as the entry it is, a field
 * by its label, a folder by its collection, never a file's path or line, a key, a YAML line or a placeholder's
 * syntax (plain-words.ts). The editor knows the names (its entries, fields and facts); this printer knows how a
 * mistake is worded with them.
 */
import type { EditorMistakeName, EditorMistakeParams, Voice } from './catalogue.ts';
import type { Place } from './place.ts';
import { inPlainWords, inQuotes, type PlainNames } from './plain-words.ts';
import { wordsOf, type MistakeName, type MistakeParams, type Words } from './words.ts';

/** One of the form's own mistakes (a field left empty, a number that is not one), as data until it is shown. */
export type EditorMistake = {
  [N in EditorMistakeName]: { kind: N; params: EditorMistakeParams<N> };
}[EditorMistakeName];

/** The editor's names for the content's parts. */
export interface FormNames {
  /** An entry by its file: `Pricing`, `Redirect /expertise → /pricing`. */
  entry(file: string): string;
  /** The collection a folder holds (`data/solutions/`: `Solutions`). */
  collection(folder: string): string | undefined;
  /** A field of an entry in words: `Sections › Hero “Supercharge…” › Heading`. */
  field(place: Place): string;
  /** A field by its key, wherever it is: `navLabel` is `Menu label`. */
  key(key: string): string | undefined;
  /** A choice's option by its value: `case-study` is `The case study`. */
  option(value: string): string | undefined;
  /** A fact or other placeholder by its name (`price:chatbots`), in words. */
  placeholder(name: string): string;
}

/** The form's voice: how it names places, and the names its words are made plain with. */
export interface FormVoice extends Voice {
  plain: PlainNames;
}

/** The voice of the form: `“Pricing”` for data/pages/pricing.yaml, `“Solutions”` for data/solutions/. */
export function formVoice(names: FormNames): FormVoice {
  // A field's place quotes its items' own texts already: `Sections › Hero “Supercharge…” › Heading`.
  const field = (place: Place) => names.field(place);
  const folder = (path: string) => names.collection(path) ?? path.replace(/^data\/|\/$/g, '');
  return {
    // A place named by its line alone (a syntax mistake's) has no field to name; the form never makes those.
    line: (at) => ('path' in at ? field(at) : 'another line of this entry'),
    path: field,
    place: (place) => `“${names.entry(place.file)}”`,
    file: (path) => `“${names.entry(path)}”`,
    folder: (path) => (path === 'data/' ? 'the content' : `“${folder(path)}”`),
    plain: {
      field: names.key,
      key: names.key,
      option: names.option,
      place: (path) => (path.startsWith('data/') ? (path.endsWith('/') ? folder(path) : names.entry(path)) : undefined),
      placeholder: (name) => inQuotes(names.placeholder(name)),
    },
  };
}

/** The value of a YAML line the file's words offer to paste (`heading: Practical AI`, `- "{stat:…} more"`). */
const valueOf = (line: string) =>
  line
    .replace(/^\s*(?:- )?(?:[\w-]+: )?/, '')
    .replace(/^"(.*)"$/, '$1')
    .replace(/^'(.*)'$/, '$1');

/**
 * The mistakes whose file words are about typing a placeholder's braces or pasting a YAML line: where a text box shows
 * a fact as what it is and offers the facts to insert, they are said otherwise. Each keeps its file words' sense.
 */
const FORM_WORDS: { [N in MistakeName]?: (params: MistakeParams<N>, say: FormVoice) => Words } = {
  unknownFact: ({ placeholder, didYouMean }, say) => ({
    message: `${placeholder === undefined ? 'a fact in this text' : say.plain.placeholder(placeholder.slice(1, -1))} names no fact the site has`,
    suggestion: didYouMean
      ? `insert ${say.plain.placeholder(didYouMean)} instead, from “Insert a fact”`
      : 'insert the fact from “Insert a fact”, or add it first where it is written',
  }),
  unclosedPlaceholder: ({ write }, say) => ({
    message: 'this text has a placeholder whose closing brace is missing, so visitors would see it as written',
    suggestion: `take it out and insert ${say.plain.placeholder(write.replace(/^\{|\}$/g, ''))} from “Insert a fact”`,
  }),
  malformedPlaceholder: ({ write }, say) => ({
    message: 'this text has a placeholder written the wrong way, so visitors would see it as written',
    suggestion: `take it out and insert ${write ? say.plain.placeholder(write.replace(/^\{|\}$/g, '')) : 'the fact'} from “Insert a fact”`,
  }),
  strayBrace: ({ brace }) => ({
    message: `this text has a “${brace === '}' ? 'closing' : 'opening'} brace” that belongs to no fact; visitors would see it as written`,
    suggestion: 'take the brace out; to state a fact, insert it from “Insert a fact”',
  }),
  figureInPlaceholder: ({ meant }, say) => ({
    message: 'this text has a figure typed where a fact belongs, so visitors would see it as written',
    suggestion: meant
      ? `the figure is written once, in ${say.place(meant.at)}: change it there to ${meant.typed}, and here insert ${meant.kind === 'price' ? say.plain.placeholder(`price:${meant.id}`) : `“${meant.label}”`} from “Insert a fact”`
      : 'a figure is written once, where its fact is: change it there, and here insert the fact from “Insert a fact”',
  }),
  figureDiffersFromFact: ({ label, written, figure, at }, say) => ({
    message: `this text states “${label}” as ${written}, but that figure is ${figure}, written once in ${say.line(at)}`,
    suggestion: `state it as the fact, which always shows the figure (if ${written} is the new figure, change it there first): put “${label}” from “Insert a fact” in place of ${written}`,
  }),
  factStatedAsFigure: ({ fact, words, written, agrees, at }, say) => ({
    message: `this text states the ${words} as ${written}, but that is a fact, written once in ${say.place(at)}`,
    suggestion: `put ${say.plain.placeholder(fact)} from “Insert a fact” in place of ${written}, which always shows the figure written there${agrees ? '' : ` (if ${written} is the new figure, change it there first)`}`,
  }),
  markupInText: ({ markup, line }) => ({
    message: `this text has ${markup === undefined ? 'HTML or Markdown markup' : `the markup “${markup}”`}, which the page shows as written: texts are plain words`,
    suggestion:
      line === undefined
        ? 'write the words and characters themselves (a space, &, ©), without markup'
        : `write it as plain text: ${valueOf(line)}`,
  }),
  noteInText: ({ note }) => ({
    message: `this text has a line that starts with “#”, which visitors would read: “${note}”`,
    suggestion: 'take the note out of the text; a note for editors has no place in the form',
  }),
};

/** A mistake as its field shows it: the message, and the fix after it; in plain words in the form's voice. */
export function formMessage<N extends MistakeName>(kind: N, params: MistakeParams<N>, say: Voice | FormVoice): string {
  const own = 'plain' in say ? FORM_WORDS[kind] : undefined;
  const { message, suggestion } = own ? own(params, say as FormVoice) : wordsOf(kind, params, say);
  const text = `${message}${suggestion ? `. Fix: ${suggestion}` : ''}`;
  return 'plain' in say ? inPlainWords(text, say.plain) : text;
}
