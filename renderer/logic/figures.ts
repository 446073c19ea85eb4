/**
 * "Each figure once per page": which facts a page still has to state, given the text already shown. A fact's
 * figures are its numbers with their units (`87%`, `6 weeks`, `4.3/5`, `24/7`, `30+`); a fact without a number is
 * its whole wording. A fact is already stated when every one of its figures appears in the shown text.
 */
const FIGURE = /\d[\d.,]*(?:\/\d+)?(?:%|\+)?(?:\s?(?:weeks?|days?|months?|minutes?|min|hours?|hrs?|seconds?|sec))?/gi;

/** The figures a text states, lower-cased, e.g. `Under 1 minute` -> `['1 minute']`. */
export const figuresIn = (text: string) => [...text.matchAll(FIGURE)].map((match) => match[0].toLowerCase());

/** Whether `value` says nothing the `shown` texts have not said already. */
export function alreadyStated(value: string, shown: string[]): boolean {
  const said = shown.join(' \n ').toLowerCase();
  const figures = figuresIn(value);
  if (figures.length === 0) return said.includes(value.toLowerCase().trim());
  return figures.every((figure) => {
    const escaped = figure.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    // Whole figures only: `3%` is not stated by `13%`.
    return new RegExp(`(^|[^\\d.,/])${escaped}(?![\\d/])`).test(said);
  });
}

/** The leading figure of a sentence and the rest of it: `87% reduction in ...` -> [`87%`, `reduction in ...`]. */
export function leadingFigure(sentence: string): [figure: string, rest: string] | undefined {
  const match = /^(\d[\d.,]*(?:\/\d+)?(?:%|\+)?)\s+(\S.*)$/.exec(sentence);
  return match ? [match[1]!, match[2]!] : undefined;
}
