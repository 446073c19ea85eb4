/**
 * A content error as data: which mistake (its name in the catalogue and the values it is worded from), where it is
 * (file, path, span) and the other places it speaks of. Nothing here is words: the printers in this folder word an
 * error for whoever reads it, the file's editor in a terminal or the form in the browser.
 */
import type { ContentErrorName, ErrorParams } from './catalogue.ts';
import type { Place, Position } from './place.ts';

/** What a broken definition leaves waiting: its uses elsewhere, counted at its own error instead of reported. */
export interface Dependents {
  count: number;
  /** What they use, in the catalogue's terms: the offering "chatbots", the page /about. */
  what: { kind: 'offering' | 'testimonial' | 'solution' | 'page' | 'list'; name: string };
}

/** One problem in the content. */
export interface ContentError extends Place {
  kind: ContentErrorName;
  /** The values the catalogue words this mistake from; other places it names (the first of two) are `Place`s. */
  params: ErrorParams<ContentErrorName>;
  /** Where the mistaken text ends, when the error is about a span of it. */
  end?: Position;
  /**
   * A required field missing from the group at `path`: its name. The file has no line of it to point at; the
   * browser editor's form has the field itself, and shows the mistake there.
   */
  leftOut?: string;
  /** What the field is for, from the schema's description. */
  hint?: string;
  /** Uses of the value this error is about, not reported on their own. */
  dependents?: Dependents[];
}

/** The catalogue's name and values of a mistake, to spread into an error: `{ ...mistake('tabIndent', {}), … }`. */
export const mistake = <N extends ContentErrorName>(kind: N, params: ErrorParams<N>) => ({
  kind: kind as ContentErrorName,
  params: params as ErrorParams<ContentErrorName>,
});
