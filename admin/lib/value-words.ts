/**
 * A field's value in words, as the form says it when it shows two of them side by side (a value changed here and
 * elsewhere): a text in quotes, yes or no, a list by its items, never YAML.
 */
import { plural } from '../../schema/errors/catalogue.ts';
import { itemText } from './item-label.ts';

/** How many of a list's items are named before the rest is counted. */
const NAMED_ITEMS = 3;
/** A text is quoted whole up to this many characters, enough to tell two versions of a paragraph apart. */
const QUOTED = 200;

function quoted(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return `“${
    characters.length <= QUOTED
      ? characters.join('')
      : `${characters
          .slice(0, QUOTED - 1)
          .join('')
          .trimEnd()}…`
  }”`;
}

export function valueInWords(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'nothing (left empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quoted(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'nothing (left empty)';
    const named = value.slice(0, NAMED_ITEMS).map((item, index) => `“${itemText(item) ?? `item ${index + 1}`}”`);
    const more = value.length > NAMED_ITEMS ? ` and ${value.length - NAMED_ITEMS} more` : '';
    return `${plural(value.length, 'item')}: ${named.join(', ')}${more}`;
  }
  const text = itemText(value);
  return text === undefined ? 'other values' : `“${text}”`;
}
