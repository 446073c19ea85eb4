/**
 * How a list item is named in the form: by its own text (a card by its title, a question by itself, a bullet by its
 * words), not by its list's name repeated.
 */

/** Keys whose text names an item best, in order of preference. */
const NAMING_KEYS = ['heading', 'title', 'name', 'label', 'question', 'text', 'quote', 'value', 'year', 'src', 'id'];

const MAX_LENGTH = 70;

const shortened = (text: string) => {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > MAX_LENGTH ? `${single.slice(0, MAX_LENGTH - 1).trimEnd()}…` : single;
};

/** The words an item is shown by, or undefined when it holds no text yet. */
export function itemText(item: unknown): string | undefined {
  if (typeof item === 'string') return item.trim() ? shortened(item) : undefined;
  if (typeof item === 'number') return String(item);
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  for (const key of NAMING_KEYS) {
    const value = record[key];
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return shortened(String(value));
  }
  for (const value of Object.values(record)) {
    const text = itemText(value);
    if (text) return text;
  }
  return undefined;
}

/** `Features` -> `Feature`: what one item of a list is called, for "Add a feature" and unnamed items. */
export function singular(label: string): string {
  const lower = label.toLowerCase();
  if (/ies$/.test(lower)) return `${label.slice(0, -3)}y`;
  if (/(ss|us)$/.test(lower)) return label;
  if (/(ches|shes|xes|sses)$/.test(lower)) return label.slice(0, -2);
  if (/s$/.test(lower)) return label.slice(0, -1);
  return label;
}
