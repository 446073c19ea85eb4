import type { EditorMistake } from '../../schema/errors/editor.ts';

/**
 * What a number field makes of the text typed into it. It saves exactly the number typed, or refuses the text with
 * the fix: a whole-number field never rounds `749.50` or reads `2.499` as 299 on its own; a dollar sign and
 * thousands commas (`$2,599`) are dropped only with a note saying what will be saved.
 */

export interface NumberRules {
  /** Whole numbers only (a price in dollars, a count). */
  integer: boolean;
  min?: number;
  max?: number;
  /** Words for the kind of number in messages: `whole-dollar price`, `whole number`. */
  noun?: string;
}

export type NumberReading =
  /** Nothing typed. */
  | { empty: true }
  /** The number to save; `note` when the text held more than the number (`$2,599` is saved as 2599). */
  | { value: number; note?: string }
  /** Not saved: what is wrong and the fix. */
  | { error: EditorMistake };

/** `$`, spaces and thousands commas in their places (`2,599`, `1,250,000`), which a person may type around a number. */
const DECORATED = /^\$?\s*(-?\d{1,3}(?:,\d{3})+|-?\d+)(\.\d+)?$/;

export function readNumber(typed: string, rules: NumberRules): NumberReading {
  const text = typed.trim();
  if (text === '') return { empty: true };
  const noun = rules.noun ?? (rules.integer ? 'whole number' : 'number');
  const match = DECORATED.exec(text.replace(/\s+/g, ' '));
  if (!match) return { error: { kind: 'notANumber', params: { typed: text, example: rules.integer ? 750 : 4.5 } } };
  const [, whole, fraction = ''] = match;
  const wholeDigits = whole!.replace(/,/g, '');
  const value = Number(`${wholeDigits}${fraction}`);
  // `2.499` and `2.000` may be 2,499 and 2,000 written with a dot between thousands, as much of Europe writes them.
  const thousands = /^\d{1,3}(\.\d{3})+$/.test(text.replace(/^\$\s*/, ''))
    ? Number(`${wholeDigits}${fraction.slice(1)}`)
    : undefined;
  // Read from the digits typed, not from `value`: `749.9999999999999999` is 750 as a JavaScript number.
  if (rules.integer && (/[1-9]/.test(fraction) || thousands !== undefined)) {
    const truncated = Number(wholeDigits);
    const away = truncated + (wholeDigits.startsWith('-') ? -1 : 1);
    const nearer = fraction[1]! >= '5' ? away : truncated;
    const choices = thousands === undefined ? [nearer, nearer === away ? truncated : away] : [thousands, nearer];
    return { error: { kind: 'notWholeNumber', params: { typed: text, noun, choices: [choices[0]!, choices[1]!] } } };
  }
  if (rules.min !== undefined && value < rules.min)
    return { error: { kind: 'numberTooSmall', params: { typed: text, noun, min: rules.min } } };
  if (rules.max !== undefined && value > rules.max)
    return { error: { kind: 'numberTooLarge', params: { typed: text, noun, max: rules.max } } };
  const plain = String(value);
  if (plain === text) return { value };
  return {
    value,
    note: `Will be saved as ${plain}${text.includes('$') ? ': the site writes the dollar sign itself' : ''}.`,
  };
}

/** The text a number field shows for a saved value: the number as written in the file. */
export const shownNumber = (value: unknown) =>
  typeof value === 'number' ? String(value) : value == null ? '' : String(value);
