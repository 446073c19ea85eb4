/**
 * Mistakes as the browser editor's form shows them, at their field: another entry named as the entry it is, a field
 * by its label, a folder by its collection, never a file's path or line. The editor knows the names (its entries and
 * fields); this printer knows how a mistake is worded with them.
 */
import type { EditorMistakeName, EditorMistakeParams, Voice } from './catalogue.ts';
import type { Place } from './place.ts';
import { wordsOf, type MistakeName, type MistakeParams } from './words.ts';

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
}

/** The voice of the form: `“Pricing”` for data/pages/pricing.yaml, `“Solutions”` for data/solutions/. */
export function formVoice(names: FormNames): Voice {
  // A field's place quotes its items' own texts already: `Sections › Hero “Supercharge…” › Heading`.
  const field = (place: Place) => names.field(place);
  return {
    // A place named by its line alone (a syntax mistake's) has no field to name; the form never makes those.
    line: (at) => ('path' in at ? field(at) : `line ${at.line}`),
    path: field,
    place: (place) => `“${names.entry(place.file)}”`,
    file: (path) => `“${names.entry(path)}”`,
    folder: (path) => {
      if (path === 'data/') return 'the content';
      const label = names.collection(path);
      return `“${label ?? path.replace(/^data\/|\/$/g, '')}”`;
    },
  };
}

/** A mistake as its field shows it: the message, and the fix after it. */
export function formMessage<N extends MistakeName>(kind: N, params: MistakeParams<N>, say: Voice): string {
  const { message, suggestion } = wordsOf(kind, params, say);
  return `${message}${suggestion ? `. Fix: ${suggestion}` : ''}`;
}
