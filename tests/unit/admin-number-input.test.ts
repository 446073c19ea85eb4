/**
 * The editor's number fields (admin/lib/number-input.ts): a number typed is saved as exactly that number, a dollar sign
 * and thousands commas are dropped only with a note, and anything else is refused with the numbers to write instead.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readNumber as readNumberData, shownNumber, type NumberRules } from '../../admin/lib/number-input.ts';
import { formMessage } from '../../schema/errors/editor.ts';
import { fileVoice } from '../../schema/errors/words.ts';

/** What the field makes of the text, its refusal in the words the form shows (a number's words name no place). */
function readNumber(typed: string, rules: NumberRules) {
  const reading = readNumberData(typed, rules);
  return 'error' in reading
    ? { error: formMessage(reading.error.kind, reading.error.params as never, fileVoice) }
    : reading;
}
type NumberReading = ReturnType<typeof readNumber>;

const WHOLE = { integer: true } as const;
const DECIMAL = { integer: false } as const;
const PRICE = { integer: true, noun: 'whole-dollar price' } as const;

/** The two numbers a refusal offers, as written in "write 750 or 749.". */
function suggested(reading: NumberReading): [number, number] {
  expect(reading).toHaveProperty('error');
  const [, first, second] = /write (-?\d+) or (-?\d+)\.$/.exec((reading as { error: string }).error) ?? [];
  expect(first).toBeDefined();
  return [Number(first), Number(second)];
}

/** Text a person may type into a number field: digits with a sign, a dollar sign, commas, a fraction, spaces, junk. */
const numberLike = fc
  .tuple(
    fc.constantFrom('', '$', '$ ', ' '),
    fc.constantFrom('', '-'),
    fc.stringMatching(/^[0-9][0-9,]{0,14}$/),
    fc.constantFrom('', '.', '.0', '.00', '.5', '.50', '.499', '.000', '.0001', '.9999999999999999'),
    fc.constantFrom('', ' ', 'x', '%'),
  )
  .map((parts) => parts.join(''));

describe('readNumber', () => {
  it('reads a whole number typed plainly as itself, without a note', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (number) => {
        expect(readNumber(String(number), WHOLE)).toEqual({ value: number });
        expect(readNumber(String(number), DECIMAL)).toEqual({ value: number });
      }),
    );
  });

  it('reads a decimal typed plainly as itself in a field for any number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }).map(String), (text) => {
        fc.pre(/^-?\d+(\.\d+)?$/.test(text));
        expect(readNumber(text, DECIMAL)).toEqual({ value: Number(text) });
      }),
    );
  });

  it('shows a saved number as text that reads back as the same number, unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.double({ min: -1e9, max: 1e9, noNaN: true })), (saved) => {
        // Plain notation only: the site's numbers are prices, figures and seconds, never 1e-7 (nor -0, shown as 0).
        fc.pre(!String(saved).includes('e') && !Object.is(saved, -0));
        expect(readNumber(shownNumber(saved), { integer: Number.isInteger(saved) })).toEqual({ value: saved });
      }),
    );
    expect(shownNumber(undefined)).toBe('');
    expect(readNumber(shownNumber(null), WHOLE)).toEqual({ empty: true });
  });

  it('reads $1,234,567 and 1,234,567 as the number, saying what will be saved', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (number) => {
        const grouped = number.toLocaleString('en-US');
        const plain = readNumber(grouped, WHOLE);
        expect(plain).toEqual(
          grouped === String(number) ? { value: number } : { value: number, note: `Will be saved as ${number}.` },
        );
        expect(readNumber(`$${grouped}`, PRICE)).toEqual({
          value: number,
          note: `Will be saved as ${number}: the site writes the dollar sign itself.`,
        });
      }),
    );
  });

  it('refuses a fraction in a whole-number field, offering the two whole numbers beside it, the nearer first', () => {
    expect(readNumber('749.50', PRICE)).toEqual({ error: '749.50 is not a whole-dollar price: write 750 or 749.' });
    expect(suggested(readNumber('749.49', WHOLE))).toEqual([749, 750]);
    // Too many nines for a JavaScript number to keep apart from 750: still a fraction as typed.
    expect(suggested(readNumber('749.9999999999999999', WHOLE))).toEqual([750, 749]);
    fc.assert(
      fc.property(
        fc.maxSafeNat(),
        fc.stringMatching(/^[0-9]{1,20}$/).filter((digits) => /[1-9]/.test(digits)),
        fc.boolean(),
        (whole, fraction, negative) => {
          // Three decimals after at most three digits is the thousands case below.
          fc.pre(!(whole < 1000 && fraction.length === 3));
          // The message says `0`, never `-0`: a whole part of 0 is 0 either side of it.
          const sign = negative ? -1 : 1;
          const signed = (value: number) => sign * value || 0;
          const [first, second] = suggested(readNumber(`${negative ? '-' : ''}${whole}.${fraction}`, WHOLE));
          expect([first, second].sort((a, b) => a - b)).toEqual(
            [signed(whole), signed(whole + 1)].sort((a, b) => a - b),
          );
          expect(first).toBe(signed(fraction[0]! >= '5' ? whole + 1 : whole));
        },
      ),
    );
  });

  it('reads 2.499 or 2.000 in a whole-dollar field as possibly 2,499 or 2,000, and refuses it offering both', () => {
    expect(readNumber('2.499', PRICE)).toEqual({ error: '2.499 is not a whole-dollar price: write 2499 or 2.' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), fc.boolean(), (a, b, dollar) => {
        const text = `${dollar ? '$' : ''}${a}.${String(b).padStart(3, '0')}`;
        expect(suggested(readNumber(text, PRICE))).toEqual([a * 1000 + b, b >= 500 ? a + 1 : a]);
      }),
    );
    // Where fractions are allowed, 2.000 is the number 2, said so.
    expect(readNumber('2.000', DECIMAL)).toEqual({ value: 2, note: 'Will be saved as 2.' });
  });

  it('refuses a number below the smallest or above the largest allowed, naming the limit', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), (a, b, number) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const reading = readNumber(String(number), { integer: true, min, max });
        if (number < min)
          expect(reading).toEqual({ error: `${number} is too small: the smallest whole number here is ${min}.` });
        else if (number > max)
          expect(reading).toEqual({ error: `${number} is too large: the largest whole number here is ${max}.` });
        else expect(reading).toEqual({ value: number });
      }),
    );
  });

  it('refuses text that is not a number, and reads nothing typed as empty', () => {
    for (const text of ['abc', '12abc', '1.2.3', '1,23', '12,3456', '.5', '1e3', '$', '--5', '5-', 'twelve'])
      expect(readNumber(text, DECIMAL), text).toEqual({ error: expect.stringContaining('is not a number') });
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(text.trim() !== '' && !/\d/.test(text));
        expect(readNumber(text, WHOLE)).toHaveProperty('error');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n\u00a0\u2003]*$/), (blank) => {
        expect(readNumber(blank, WHOLE)).toEqual({ empty: true });
      }),
    );
  });

  it('never changes a number silently: a value read is the number typed, and differs from the text only with a note', () => {
    fc.assert(
      fc.property(fc.oneof(numberLike, fc.string()), fc.boolean(), (typed, integer) => {
        const reading = readNumber(typed, { integer });
        if (!('value' in reading)) return;
        const text = typed.trim();
        // Only a dollar sign, thousands commas and spaces may be dropped.
        expect(reading.value).toBe(Number(text.replace(/[$,\s]/g, '')));
        if (integer) expect(Number.isInteger(reading.value)).toBe(true);
        if (String(reading.value) !== text) expect(reading.note).toContain(`Will be saved as ${reading.value}`);
      }),
      { numRuns: 2000 },
    );
  });
});
