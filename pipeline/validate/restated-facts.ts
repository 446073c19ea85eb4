/**
 * Figures written as numbers where a fact holds them (one fact, one place): a solution's own text that states one of
 * its figures (its `stats`) with another number, and a placeholder with a figure typed where it names its fact
 * (`{price:799}`). Either way the fix is the text with the placeholder, ready to paste, and where the figure is
 * written once, to change it there.
 */
import type { ErrorParams } from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import { placeIn, type SourceFile } from './load.ts';
import { solutionIdOf } from './manifest.ts';
import { factKey } from './resolve-facts.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import { isRecord, walkValues } from './walk.ts';
import { locate } from './yaml-positions.ts';

export const FIGURE = String.raw`\$?\d[\d,]*(?:\.\d+)?(?:\/\d+(?:\.\d+)?)?%?\+?`;

/** The figure a text starts its claim with: `62%` in `62% fewer no-shows`, `3%` in `3% (from 10%)`, `24/7`. */
export const figureOf = (text: string): string | undefined => new RegExp(FIGURE).exec(text)?.[0];

/** The number a figure stands for, to tell which of several it is closest to: `$2,999` gives 2999. */
export const amountOf = (figure: string) => Number(figure.replace(/[^\d./]/g, '').split('/')[0]);

/** A value as YAML reads it back unchanged: plain when it can be, else in double quotes. */
function yamlValue(text: string): string {
  const plain =
    !/^[\s\-?:,[\]{}#&*!|>'"%@`]/.test(text) &&
    !/:\s|\s#|\s$|:$/.test(text) &&
    !/^(?:true|false|yes|no|on|off|null|~|[-+]?[\d.,_]+)$/i.test(text);
  return plain ? text : `"${text.replace(/["\\]/g, '\\$&')}"`;
}

/** The line that writes `value` at `path`: `- value` for a list item, `key: value` for a field. */
const fieldLine = (path: readonly PathSegment[], value: string) => {
  const last = path.at(-1);
  return typeof last === 'number' ? `- ${yamlValue(value)}` : `${String(last)}: ${yamlValue(value)}`;
};

/** `text` with the figure at `index` replaced by `placeholder`: the line to paste, or for a long text its sentence. */
export function restated(
  source: SourceFile,
  path: readonly PathSegment[],
  text: string,
  index: number,
  length: number,
  placeholder: string,
) {
  const replaced = `${text.slice(0, index)}${placeholder}${text.slice(index + length)}`;
  const { node } = locate(source.document().doc, path);
  const long = node !== undefined && 'type' in node && /^BLOCK_/.test(String(node.type));
  if (!long) return fieldLine(path, replaced);
  const sentences = replaced.split(/(?<=[.!?])\s+/);
  return `"${sentences.find((sentence) => sentence.includes(placeholder)) ?? replaced}"`;
}

/** The label words of a figure as a sentence may write them: `Fewer No-Shows` matches `fewer no-shows`. */
export const labelWords = (label: string) =>
  label
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(String.raw`[\s-]+`);

/** A figure of a solution's stats written in one of its texts: the text at `path`, and the figure at `index` in it. */
export interface Restatement {
  path: PathSegment[];
  text: string;
  /** The figure as the text writes it, at `index`. */
  written: string;
  index: number;
  fact: { label: string; key: string; figure: string; placeholder: string; at: PathSegment[] };
}

/**
 * Where a solution's own texts (`data`, of the solution `id`) state one of its figures by the figure's label, with the
 * same number or another: a stat written over its placeholder (`value: 99%` under `label: Data Accuracy`), a
 * `label: value` line (`Conversion Increase: 35%`) or a sentence (`65% fewer no-shows`). A figure after "from" is an
 * earlier one (`down from an 18% rate`). A text gives the first figure it states of each fact.
 */
export function restatements(data: unknown, id: string): Restatement[] {
  if (!isRecord(data) || !Array.isArray(data.stats)) return [];
  const figures = data.stats.flatMap((stat, index) => {
    if (!isRecord(stat) || typeof stat.label !== 'string' || typeof stat.value !== 'string') return [];
    const figure = figureOf(stat.value);
    // A label without a word (`...`) names no figure a text could state.
    if (figure === undefined || stat.value.includes('{') || !/[\p{L}\p{N}]/u.test(stat.label)) return [];
    const key = factKey(stat.label);
    const sentence = new RegExp(
      String.raw`(?<!\bfrom\s+(?:an?\s+|the\s+)?|[\w$.,/])(${FIGURE})\s+${labelWords(stat.label)}(?![\p{L}\p{N}])`,
      'iu',
    );
    return [
      { label: stat.label, key, figure, sentence, placeholder: `{stat:${id}:${key}}`, at: ['stats', index, 'value'] },
    ];
  });
  const found: Restatement[] = [];
  const sentence = (path: PathSegment[], text: string) => {
    for (const { sentence: pattern, ...fact } of figures) {
      const match = pattern.exec(text);
      if (match) found.push({ path, text, written: match[1]!, index: match.index, fact });
    }
  };
  const labelled = (path: PathSegment[], label: string, text: string) => {
    const fact = figures.find((candidate) => candidate.key === factKey(label));
    const written = text.includes('{') ? undefined : figureOf(text);
    if (fact && written !== undefined) {
      const { sentence: _pattern, ...rest } = fact;
      found.push({ path, text, written, index: text.indexOf(written), fact: rest });
    }
  };
  walkValues(data, (value, path) => {
    if (path[0] === 'stats') return;
    if (Array.isArray(value))
      value.forEach((item, index) => typeof item === 'string' && sentence([...path, index], item));
    if (!isRecord(value)) return;
    // A stat (`value` under its `label`), a `label: value` line whose label is a figure's, or a sentence.
    const stat = typeof value.value === 'string' && typeof value.label === 'string';
    if (stat) labelled([...path, 'value'], value.label as string, value.value as string);
    for (const [key, text] of Object.entries(value)) {
      if (typeof text !== 'string' || (stat && (key === 'value' || key === 'label'))) continue;
      if (figures.some((fact) => fact.key === factKey(key))) labelled([...path, key], key, text);
      else sentence([...path, key], text);
    }
  });
  return found;
}

/** A solution's own texts that state one of its figures (by the figure's label) with another number (restatements). */
export function restatedFigures(source: SourceFile): ContentError[] {
  if (source.kind.name !== 'solution') return [];
  const errors: ContentError[] = [];
  const reported = new Set<string>();
  for (const { path, text, written, index, fact } of restatements(source.data, solutionIdOf(source))) {
    const place = JSON.stringify(path);
    if (written === fact.figure || reported.has(place)) continue;
    reported.add(place);
    errors.push({
      ...placeIn(source, path),
      ...mistake('figureDiffersFromFact', {
        label: fact.label,
        written,
        figure: fact.figure,
        at: placeIn(source, fact.at),
        line: restated(source, path, text, index, written.length, fact.placeholder),
      } satisfies ErrorParams<'figureDiffersFromFact'>),
    });
  }
  return errors;
}

/** A placeholder with a figure where its fact's name belongs: `{price:799}`, `{price:$2,999}`, `{stat:dinamiq:99%}`. */
export const FIGURE_PLACEHOLDER = new RegExp(
  String.raw`\{\s*(price|stat)\s*:(?:\s*([\w-]+)\s*:)?\s*(${FIGURE})\s*\}`,
  'gi',
);

/**
 * The fix for a placeholder that holds a figure: the fact it most likely stood for (of its kind, and its solution's
 * for a figure: the one whose number is nearest), where that fact is written, and the text with the placeholder.
 */
export function placeholderFigure(
  sources: readonly SourceFile[],
  path: readonly PathSegment[],
  text: string,
  match: RegExpMatchArray,
): ErrorParams<'figureInPlaceholder'> {
  const [placeholder, kind = '', owner, figure = ''] = match;
  const wanted = amountOf(figure);
  const nearest = <T extends { amount: number }>(candidates: T[]) =>
    candidates.reduce<T | undefined>(
      (best, candidate) =>
        best === undefined || Math.abs(candidate.amount - wanted) < Math.abs(best.amount - wanted) ? candidate : best,
      undefined,
    );
  const written = (fact: string) => text.replace(placeholder, `{${fact}}`);
  if (kind.toLowerCase() === 'price') {
    const file = sources.find((source) => source.kind.name === 'offerings');
    const offerings = isRecord(file?.data) && Array.isArray(file.data.offerings) ? file.data.offerings : [];
    const meant = nearest(
      offerings.flatMap((item, index) =>
        isRecord(item) && typeof item.id === 'string' && typeof item.startingPrice === 'number'
          ? [{ id: item.id, price: item.startingPrice, amount: item.startingPrice, index }]
          : [],
      ),
    );
    if (meant && file)
      return {
        placeholder,
        meant: {
          kind: 'price',
          id: meant.id,
          price: meant.price,
          typed: wanted,
          at: placeIn(file, ['offerings', meant.index, 'startingPrice']),
        },
        line: fieldLine(path, written(`price:${meant.id}`)),
      };
  } else if (owner !== undefined) {
    const file = sources.find((source) => source.kind.name === 'solution' && solutionIdOf(source) === owner);
    const stats = isRecord(file?.data) && Array.isArray(file.data.stats) ? file.data.stats : [];
    const percent = figure.includes('%');
    const meant = nearest(
      stats.flatMap((stat, index) => {
        const own = isRecord(stat) && typeof stat.value === 'string' ? figureOf(stat.value) : undefined;
        return own !== undefined && typeof stat.label === 'string' && own.includes('%') === percent
          ? [{ label: stat.label, value: String(stat.value), amount: amountOf(own), index }]
          : [];
      }),
    );
    if (meant && file)
      return {
        placeholder,
        meant: {
          kind: 'stat',
          owner,
          label: meant.label,
          value: meant.value,
          typed: figure,
          at: placeIn(file, ['stats', meant.index, 'value']),
        },
        line: fieldLine(path, written(`stat:${owner}:${factKey(meant.label)}`)),
      };
  }
  return { placeholder };
}
