/**
 * One fact, one place, on every page: a text that states a fact (an offering's starting price, a solution's figure)
 * as a figure where the fact's placeholder belongs is refused, with the text that states it through the placeholder as
 * its fix. Whether a figure is the fact is told by where it stands, never by the number alone (another price, a year,
 * a count are not facts):
 * - a price card's price (a `pricing-cards` section) states an offering's starting price: the offering the card is
 *   named after, else the one of that price, else the one whose name shares a word with the card's title, else the
 *   one of the nearest price;
 * - a card that leads to a solution (its link, to `/solutions/{id}` or its case study) states that solution's
 *   figures: a figure (`value` under a `label`) whose label is one of its figures', or a sentence that states one by
 *   its label (`62% fewer no-shows`);
 * - so does a figure in the solution's own file, outside its `stats`, under one of their labels (its case study's
 *   figures), where it agrees with the figure (one that differs is restated-facts.ts's).
 */
import type { ErrorParams } from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import { placeIn, type SourceFile } from './load.ts';
import { solutionIdOf } from './manifest.ts';
import { factKey, formatPrice, type Facts } from './resolve-facts.ts';
import { amountOf, FIGURE, figureOf, labelWords, restated } from './restated-facts.ts';
import { isRecord, walkValues } from './walk.ts';

interface Offering {
  id: string;
  name: string;
  price: number;
  index: number;
}

interface Figure {
  key: string;
  label: string;
  value: string;
  index: number;
}

/** What the facts are and where each is written: the offerings, and each solution's figures, with their files. */
interface Written {
  offerings: { source: SourceFile; list: Offering[] } | undefined;
  figures: Map<string, { source: SourceFile; title: string; list: Figure[] }>;
}

function writtenFacts(sources: readonly SourceFile[]): Written {
  const file = sources.find((source) => source.kind.name === 'offerings');
  const items = isRecord(file?.data) && Array.isArray(file.data.offerings) ? file.data.offerings : [];
  const offerings = items.flatMap((item, index) =>
    isRecord(item) && typeof item.id === 'string' && typeof item.startingPrice === 'number'
      ? [{ id: item.id, name: typeof item.name === 'string' ? item.name : item.id, price: item.startingPrice, index }]
      : [],
  );
  const figures = new Map<string, { source: SourceFile; title: string; list: Figure[] }>();
  for (const source of sources) {
    if (source.kind.name !== 'solution' || !isRecord(source.data)) continue;
    const stats = Array.isArray(source.data.stats) ? source.data.stats : [];
    const list = stats.flatMap((stat, index) =>
      isRecord(stat) &&
      typeof stat.label === 'string' &&
      typeof stat.value === 'string' &&
      !stat.value.includes('{') &&
      figureOf(stat.value) !== undefined
        ? [{ key: factKey(stat.label), label: stat.label, value: stat.value, index }]
        : [],
    );
    const title = typeof source.data.title === 'string' ? source.data.title : solutionIdOf(source);
    figures.set(solutionIdOf(source), { source, title, list });
  }
  return { offerings: file && offerings.length > 0 ? { source: file, list: offerings } : undefined, figures };
}

/** A text with its placeholders blanked out: the figures left are typed ones. */
const typed = (text: string) => text.replace(/\{[^{}]*\}/g, (placeholder) => ' '.repeat(placeholder.length));

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);

/** The offering a price card with this title and price figure states. */
function offeringMeant(offerings: readonly Offering[], title: string, amount: number): Offering | undefined {
  const named = offerings.find(
    (offering) => factKey(offering.name) === factKey(title) || offering.id === factKey(title),
  );
  if (named) return named;
  const priced = offerings.find((offering) => offering.price === amount);
  if (priced) return priced;
  const titleWords = words(title);
  const sharing = offerings.find((offering) => [...words(offering.name)].some((word) => titleWords.has(word)));
  if (sharing) return sharing;
  return offerings.reduce<Offering | undefined>(
    (best, offering) =>
      best === undefined || Math.abs(offering.price - amount) < Math.abs(best.price - amount) ? offering : best,
    undefined,
  );
}

/** The solution a card leads to, by its link (`/solutions/dinamiq`, `/solutions/dinamiq/case-study`). */
function solutionLinked(card: Record<string, unknown>): string | undefined {
  const links = [
    card.href,
    isRecord(card.link) ? card.link.href : undefined,
    isRecord(card.action) ? card.action.href : undefined,
  ];
  for (const link of links) {
    const id =
      typeof link === 'string' ? /^\/solutions\/([\w-]+)(?:\/case-study)?(?:#.*)?$/.exec(link)?.[1] : undefined;
    if (id) return id;
  }
  return undefined;
}

/** A sentence that states a figure by its label (`62% fewer no-shows`); not a figure after "from" (an earlier one). */
const sentenceOf = (label: string) =>
  new RegExp(
    String.raw`(?<!\bfrom\s+(?:an?\s+|the\s+)?|[\w$.,/])(${FIGURE})\s+${labelWords(label)}(?![\p{L}\p{N}])`,
    'iu',
  );

/** Reports `written` at `at` in `text` (the field at `path`) as `fact`, with whether it agrees with it. */
type Report = (
  path: readonly PathSegment[],
  text: string,
  at: number,
  written: string,
  fact: FactAt,
  agrees: boolean,
) => void;

/** A price as typed, without what follows it (`$2,499` of `$2,499+`). */
const PRICE = /\$?\d[\d,]*(?:\.\d+)?/;

/** A fact as a text names it, in words, with its value and where it is written. */
interface FactAt {
  name: string;
  words: string;
  value: string;
  source: SourceFile;
  path: PathSegment[];
}

const figureFact = (id: string, owner: { source: SourceFile; title: string }, figure: Figure): FactAt => ({
  name: `stat:${id}:${figure.key}`,
  words: `“${figure.label}” of ${owner.title}`,
  value: figure.value,
  source: owner.source,
  path: ['stats', figure.index, 'value'],
});

/** Each price card's price that states an offering's price as a figure. */
function priceCards(source: SourceFile, written: Written, report: Report) {
  const offerings = written.offerings;
  if (!offerings) return;
  walkValues(source.data, (value, path) => {
    if (!isRecord(value) || value.type !== 'pricing-cards' || !Array.isArray(value.cards)) return;
    value.cards.forEach((card, index) => {
      if (!isRecord(card) || typeof card.price !== 'string' || /\{price:/.test(card.price)) return;
      const match = PRICE.exec(typed(card.price));
      if (!match) return;
      const amount = amountOf(match[0]);
      const offering = offeringMeant(offerings.list, String(card.title ?? ''), amount);
      if (!offering) return;
      const fact = {
        name: `price:${offering.id}`,
        words: `${offering.name} starting price`,
        value: formatPrice(offering.price),
        source: offerings.source,
        path: ['offerings', offering.index, 'startingPrice'],
      };
      report([...path, 'cards', index, 'price'], card.price, match.index, match[0], fact, amount === offering.price);
    });
  });
}

/**
 * The figures of `id` stated as figures inside `value` (a card that leads to it, or its own file): figures under one
 * of its labels (`agreeing` only: those that agree with it), and, `sentences`, texts that state one by its label.
 */
function figuresStated(
  value: unknown,
  at: readonly PathSegment[],
  id: string,
  written: Written,
  report: Report,
  { sentences, agreeing }: { sentences: boolean; agreeing: boolean },
) {
  const owner = written.figures.get(id);
  if (!owner || owner.list.length === 0) return;
  const byKey = new Map(owner.list.map((figure) => [figure.key, figure]));
  walkValues(value, (item, inner) => {
    const path = [...at, ...inner];
    if (isRecord(item) && typeof item.value === 'string' && typeof item.label === 'string') {
      // The whole value is the figure (`6 weeks`, `< 1 min`): its placeholder takes its place.
      const figure = byKey.get(factKey(item.label));
      const stated = figureOf(item.value);
      const agrees = stated === (figure && figureOf(figure.value));
      if (figure && stated !== undefined && !item.value.includes('{') && (agrees || !agreeing))
        report([...path, 'value'], item.value, 0, item.value, figureFact(id, owner, figure), agrees);
      return;
    }
    if (!sentences || typeof item !== 'string' || inner.at(-1) === 'label') return;
    for (const figure of owner.list) {
      const match = sentenceOf(figure.label).exec(typed(item));
      if (match)
        return report(
          path,
          item,
          match.index,
          match[1]!,
          figureFact(id, owner, figure),
          match[1] === figureOf(figure.value),
        );
    }
  });
}

/** The facts of one check across files, and a key that changes whenever what a file's errors say would. */
const checked = new WeakMap<readonly SourceFile[], { key: string; written: Written }>();

function factsOf(sources: readonly SourceFile[], facts: Facts) {
  let found = checked.get(sources);
  if (!found) {
    const written = writtenFacts(sources);
    const names = [
      written.offerings?.list.map((offering) => offering.name),
      [...written.figures.values()].map((owner) => owner.title),
    ];
    found = { key: JSON.stringify([facts.text, names]), written };
    checked.set(sources, found);
  }
  return found;
}

/** Per file, its errors for the facts as they were when last asked: a keystroke changes one file's facts at most. */
const kept = new WeakMap<SourceFile, { key: string; errors: ContentError[] }>();

/** Every text of `source` that states a fact as a figure where its placeholder belongs. */
export function statedFacts(source: SourceFile, sources: readonly SourceFile[], facts: Facts): ContentError[] {
  const { key, written } = factsOf(sources, facts);
  const before = kept.get(source);
  if (before?.key === key) return before.errors;
  const errors: ContentError[] = [];
  const report: Report = (path, text, at, figure, fact, agrees) =>
    errors.push({
      ...placeIn(source, path),
      ...mistake('factStatedAsFigure', {
        fact: fact.name,
        words: fact.words,
        value: fact.value,
        written: figure,
        agrees,
        at: placeIn(fact.source, fact.path),
        line: restated(source, path, text, at, figure.length, `{${fact.name}}`),
      } satisfies ErrorParams<'factStatedAsFigure'>),
    });
  if (isRecord(source.data)) {
    priceCards(source, written, report);
    if (source.kind.name === 'solution') {
      const { stats: _stats, ...rest } = source.data;
      figuresStated(rest, [], solutionIdOf(source), written, report, { sentences: false, agreeing: true });
    }
    walkValues(source.data, (value, path) => {
      if (!Array.isArray(value)) return;
      value.forEach((card, index) => {
        const id = isRecord(card) ? solutionLinked(card) : undefined;
        const own = source.kind.name === 'solution' && id === solutionIdOf(source);
        if (id && !own)
          figuresStated(card, [...path, index], id, written, report, { sentences: true, agreeing: false });
      });
    });
  }
  kept.set(source, { key, errors });
  return errors;
}
