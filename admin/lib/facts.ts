/**
 * The facts a text may state by name (pipeline/validate/resolve-facts.ts): each offering's starting price, each
 * solution's figures and summary, and the current year, with the words the editor names them by, their value, and the
 * field each is written in. A text box shows `{price:chatbots}` as what it is (`Chatbots starting price: $699`, a link
 * to its field), the form's mistakes name a fact by those words, and the text index leads a fact's value to its field.
 */
import { factKey, factsFrom } from '../../pipeline/validate/resolve-facts.ts';
import { isRecord } from '../../pipeline/validate/walk.ts';
import { placeholderWords } from '../../schema/errors/plain-words.ts';
import type { FieldRef } from './text-index.ts';

export interface Fact {
  /** As a text names it: `price:chatbots`. */
  name: string;
  /** In words: `Chatbots starting price`. */
  words: string;
  /** What the site shows for it: `$699`. */
  value: string;
  /** Where it is written (none for the year, which is the calendar's). */
  ref?: FieldRef;
}

/** Each fact's name (`price:chatbots`) to the field it is written in, as pipeline/validate/resolve-facts.ts reads them. */
export function factFields(files: Readonly<Record<string, unknown>>): Record<string, FieldRef> {
  const fields: Record<string, FieldRef> = {};
  for (const [file, data] of Object.entries(files)) {
    if (!isRecord(data)) continue;
    if (file === 'data/offerings.yaml' && Array.isArray(data.offerings)) {
      data.offerings.forEach((item, index) => {
        if (isRecord(item) && typeof item.id === 'string')
          fields[`price:${item.id}`] = { file, path: `offerings.${index}.startingPrice` };
      });
    } else if (file.startsWith('data/solutions/')) {
      const id = file.slice('data/solutions/'.length).replace(/\.yaml$/, '');
      fields[`summary:${id}`] = { file, path: 'subtitle' };
      (Array.isArray(data.stats) ? data.stats : []).forEach((stat, index) => {
        if (isRecord(stat) && typeof stat.label === 'string')
          fields[`stat:${id}:${factKey(stat.label)}`] = { file, path: `stats.${index}.value` };
      });
    }
  }
  return fields;
}

/** Every fact of the content (each file's data by its path, `data/offerings.yaml`), by name, in the content's order. */
export function contentFacts(
  files: Readonly<Record<string, unknown>>,
  year = new Date().getFullYear(),
): Map<string, Fact> {
  const inData = (file: string) => file.replace(/^data\//, '');
  const { text } = factsFrom(Object.entries(files).map(([file, data]) => ({ relativePath: inData(file), data })));
  const fields = factFields(files);
  const facts = new Map<string, Fact>(
    Object.keys(fields)
      .filter((name) => name in text)
      .map((name) => [name, { name, words: factWords(name, files), value: text[name]!, ref: fields[name] }]),
  );
  facts.set('year', { name: 'year', words: factWords('year', files), value: String(year) });
  return facts;
}

/** A placeholder in words, named from the content: `{price:chatbots}` is `Chatbots starting price`. */
export function factWords(name: string, files: Readonly<Record<string, unknown>>): string {
  const listed = (data: unknown, key: string) => (isRecord(data) && Array.isArray(data[key]) ? data[key] : []);
  const solution = (id: string) => files[`data/solutions/${id}.yaml`];
  return placeholderWords(name, {
    offering: (id) => {
      const offering = listed(files['data/offerings.yaml'], 'offerings').find(
        (item) => isRecord(item) && item.id === id,
      );
      return isRecord(offering) && typeof offering.name === 'string' ? offering.name : id;
    },
    solution: (id) => {
      const data = solution(id);
      return isRecord(data) && typeof data.title === 'string' ? data.title : id;
    },
    figure: (id, key) => {
      const stat = listed(solution(id), 'stats').find(
        (item) => isRecord(item) && typeof item.label === 'string' && factKey(item.label) === key,
      );
      return isRecord(stat) ? String(stat.label) : key;
    },
    other: (other) => (other === 'year' ? 'Current year' : other),
  });
}
