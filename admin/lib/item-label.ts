/**
 * How a list item is named in the form: by its own text (a card by its title, a question by itself, a bullet by its
 * words), not by its list's name repeated.
 */

/** Keys whose text names an item best, in order of preference. */
const NAMING_KEYS = ['heading', 'title', 'name', 'label', 'question', 'text', 'quote', 'value', 'year', 'src', 'id'];

const MAX_LENGTH = 70;

const shortened = (text: string) => {
  const single = text.replace(/\s+/g, ' ').trim();
  // Counted and cut in characters, never between the two UTF-16 units of an emoji.
  const characters = Array.from(single);
  if (characters.length <= MAX_LENGTH) return single;
  const kept = characters.slice(0, MAX_LENGTH - 1).join('');
  return `${kept.trimEnd()}…`;
};

/**
 * The words an item is shown by, or undefined when it holds no text yet. `typeKey`: the key of a typed item's type
 * (a section's `type: flip-cards`), which the form shows as the type's label, never as the item's words.
 */
export function itemText(item: unknown, typeKey?: string): string | undefined {
  if (typeof item === 'string') return item.trim() ? shortened(item) : undefined;
  if (typeof item === 'number') return String(item);
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const { [typeKey ?? '']: _type, ...record } = item as Record<string, unknown>;
  for (const key of NAMING_KEYS) {
    const value = record[key];
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return shortened(String(value));
  }
  // Else by its first words (a flip card's problem, a step's caption) rather than an icon's or a picture's name.
  const texts = Object.values(record).flatMap((value) => itemText(value) ?? []);
  return texts.find((text) => text.includes(' ')) ?? texts[0];
}

const IRREGULAR: Record<string, string> = { children: 'child', people: 'person' };

function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return `${word[0]}${IRREGULAR[lower].slice(1)}`;
  if (/ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(lower)) return word;
  if (/(ches|shes|xes|sses)$/.test(lower)) return word.slice(0, -2);
  if (/s$/.test(lower)) return word.slice(0, -1);
  return word;
}

/**
 * `Features` -> `Feature`: what one item of a list is called, for "Add a feature" and unnamed items. The last word
 * is the noun (`Results bullets` -> `Results bullet`), of each side of an "and" (`Questions and answers`).
 */
export const singular = (label: string) =>
  label
    .split(' and ')
    .map((part) => part.replace(/\S+$/, singularWord))
    .join(' and ');

/** What one item of a list field is called in its “Add …” button and in messages: `card` for Cards. */
export const itemNoun = (list: { label: string }) => singular(list.label).toLowerCase();
