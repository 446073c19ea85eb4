/**
 * The braces of a text that reach the page as written: a placeholder opened and never closed, one written the wrong
 * way, a `{` or `}` on its own; and for a placeholder that names no fact, the fact most likely meant.
 */
import type { ContentErrorName, ErrorParams } from '../../schema/errors/catalogue.ts';
import { PLACEHOLDER } from './fill.ts';
import { TEMPLATE_BLANK } from './filler-text.ts';
import type { Facts } from './resolve-facts.ts';
import { closest } from './suggest.ts';

const braced = (name: string) => `{${name}}`;
const blank = (match: string) => ' '.repeat(match.length);
const FACT_NAME = /^(price|stat|summary):/;

/** The fix for a placeholder naming no fact: the closest one, else the facts of its kind or its solution's figures. */
export function factHint(
  name: string,
  names: readonly string[],
): Pick<ErrorParams<'unknownFact'>, 'didYouMean' | 'known' | 'owner'> {
  const [kind, owner] = name.split(':');
  const sameKind = names.filter((candidate) => candidate.startsWith(`${kind}:`));
  const candidates = sameKind.length > 0 ? sameKind : names;
  const suggestion = closest(name, candidates);
  if (suggestion) return { didYouMean: suggestion };
  if (kind !== 'stat' || sameKind.length === 0) return { known: [...candidates] };
  return { known: sameKind.filter((candidate) => candidate.startsWith(`stat:${owner}:`)), owner };
}

/**
 * The braces of a text that reach the page as written: a placeholder opened and never closed, one written the
 * wrong way (`{price: chatbots}`, `{Price:chatbots}`), or a `{` or `}` on its own.
 */
export function braceMistakes(text: string, facts: Facts): Array<{ name: ContentErrorName; params: object }> {
  const names = Object.keys(facts.text);
  const known = (candidate: string) => {
    const name = candidate.toLowerCase();
    return name in facts.text
      ? braced(name)
      : FACT_NAME.test(name)
        ? closest(name, names) && braced(closest(name, names)!)
        : undefined;
  };
  const mistakes: Array<{ name: ContentErrorName; params: object }> = [];
  // A template's blank (`{{company}}`) is filler, reported as such with the text's other words (filler-text.ts).
  const outside = text.replace(TEMPLATE_BLANK, blank).replace(PLACEHOLDER, blank);
  for (let index = 0; index < outside.length; index += 1) {
    const character = outside[index];
    if (character === '}') {
      mistakes.push({ name: 'strayBrace', params: { brace: '}' } });
    } else if (character === '{') {
      const close = outside.indexOf('}', index);
      const nextOpen = outside.indexOf('{', index + 1);
      const closed = close >= 0 && (nextOpen < 0 || close < nextOpen);
      const span = closed ? text.slice(index, close + 1) : /^\{[^\s{}]*/.exec(text.slice(index))![0];
      const inner = span.replace(/^\{|\}$/g, '');
      const compact = inner.replace(/\s+/g, '').replace(/^(\w+)[-.;=](?=\w)/, '$1:');
      if (!closed && FACT_NAME.test(inner.toLowerCase()))
        mistakes.push({
          name: 'unclosedPlaceholder',
          params: { placeholder: span, write: known(inner) ?? `${span}}` },
        });
      else if (closed && FACT_NAME.test(compact.toLowerCase()))
        mistakes.push({ name: 'malformedPlaceholder', params: { placeholder: span, write: known(compact) } });
      else mistakes.push({ name: 'strayBrace', params: { brace: '{' } });
      if (closed) index = close;
    }
  }
  return mistakes;
}
