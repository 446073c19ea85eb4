/**
 * HTML or Markdown typed into text, which the page prints as written (texts are plain words): found in a text, and
 * written as plain text for the fix. The editors' JSON Schemas refuse it with the same pattern.
 */

const HTML_TAG = String.raw`<\/?(?:a|abbr|b|big|blockquote|br|cite|code|del|div|em|font|h[1-6]|hr|i|img|ins|kbd|li|mark|ol|p|pre|q|s|small|span|strike|strong|sub|sup|u|ul)\b[^<>]*>`;
const HTML_ENTITY = String.raw`&(?:[a-z][a-z0-9]+|#[0-9]+|#x[0-9a-fA-F]+);`;
const MARKDOWN_BOLD = String.raw`(?<stars>\*\*|__)(?=\S)[^\n]*?\S\k<stars>`;
const MARKDOWN_LINK = String.raw`\[[^\]\n]+\]\([^()\s]+\)`;

/**
 * Markup a page prints as written: HTML tags of text (`<br>`, `<b>…</b>`), HTML entities (`&nbsp;`, `&#160;`),
 * Markdown bold and links. A `<` before a digit or a space, an `&` in `R&D`, a single `*` are plain text.
 */
export const MARKUP_SOURCE = [HTML_TAG, HTML_ENTITY, MARKDOWN_BOLD, MARKDOWN_LINK].join('|');
const MARKUP = new RegExp(MARKUP_SOURCE, 'u');
const EVERY_MARKUP = new RegExp(MARKUP_SOURCE, 'gu');
/** A character every piece of markup has: most texts have none, and skip the full pattern. */
const MARKUP_SIGN = /[<&*_[]/;

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  copy: '©',
  reg: '®',
  trade: '™',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
  pound: '£',
  deg: '°',
  middot: '·',
  bull: '•',
  times: '×',
};

/** What one piece of markup meant, as plain text: the character of an entity, the words of bold or a link. */
function plainOf(markup: string): string {
  const entity = /^&(#x?)?(\w+);$/.exec(markup);
  if (entity) {
    const code = entity[1] ? Number.parseInt(entity[2]!, entity[1] === '#x' ? 16 : 10) : undefined;
    return code === undefined ? (ENTITIES[entity[2]!] ?? '') : code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  if (markup.startsWith('<')) return /^<br\b/i.test(markup) ? ' ' : '';
  if (markup.startsWith('[')) return markup.slice(1, markup.indexOf(']('));
  return markup.slice(2, -2);
}

/** The first markup in `text`, if any. */
export const findMarkup = (text: string): string | undefined =>
  MARKUP_SIGN.test(text) ? MARKUP.exec(text)?.[0] : undefined;

/** `text` with its markup written as what it meant: `Practical AI,<br>Built` gives `Practical AI, Built`. */
export function withoutMarkup(text: string): string {
  let plain = text;
  // Taking out one piece can make another (`<<b>b>`); each round shortens the text, so this ends.
  while (findMarkup(plain) !== undefined)
    plain = plain.replace(/[ \t]*<br\b[^<>]*>[ \t]*/giu, ' ').replace(EVERY_MARKUP, plainOf);
  return plain;
}
