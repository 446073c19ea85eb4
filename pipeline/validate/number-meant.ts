/**
 * The number meant, when a number is refused for its shape or YAML read it otherwise than written: `$2,499` is 2499,
 * `10.000` in a file of whole numbers is 10000, `{ max: 2,000 }` is 2000 and not a field named 000.
 */
import type * as z from 'zod';
import { isMap, isScalar, isSeq } from 'yaml';
import type { PathSegment } from '../../schema/errors/place.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import { placeIn, writtenAt, type SourceFile } from './load.ts';
import { descriptionOf, isWholeNumber, schemaAt } from './schema-walk.ts';
import { isRecord, valueAt, walkValues } from './walk.ts';

/** A number as written with separators of either convention: `2,499`, `10.000`, `1.000,50`, `2,5`. */
function plainNumber(written: string): number | undefined {
  const bare = written.replace(/[\s\u00a0\u2009\u202f_'’]/g, '');
  if (!/^[-+]?\d[\d.,]*$/.test(bare)) return undefined;
  const groupsOfThree = (separator: string) => new RegExp(`^[-+]?\\d{1,3}(?:\\${separator}\\d{3})+$`).test(bare);
  const lastComma = bare.lastIndexOf(',');
  const lastDot = bare.lastIndexOf('.');
  let plain = bare;
  if (lastComma >= 0 && lastDot >= 0)
    plain = lastDot > lastComma ? bare.replace(/,/g, '') : bare.replace(/\./g, '').replace(',', '.');
  else if (lastComma >= 0) plain = groupsOfThree(',') ? bare.replace(/,/g, '') : bare.replace(',', '.');
  else if (groupsOfThree('.')) plain = bare.replace(/\./g, '');
  const number = Number(plain);
  return Number.isFinite(number) ? number : undefined;
}

/** Small numbers as words, by their value. */
const NUMBER_WORDS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');

/**
 * The number meant by text such as `$2,499`, `10.000`, `1.000,50`, `10%`, `8s`, `10k` or `about 600 appointments`:
 * the one number written, with separators of either convention read as such, `k` and `M` as thousands and
 * millions; a score out of its scale (`6/10`), a small number as a word (`one`), an O typed for a zero (`2O24`).
 * For a fraction where a whole number belongs, the two whole numbers beside it. Offered only when the field accepts
 * it.
 */
export function numberMeant(found: unknown, fieldSchema: z.ZodType | undefined): string | undefined {
  if (!fieldSchema) return undefined;
  if (typeof found === 'number') {
    const [below, above] = [Math.floor(found), Math.ceil(found)];
    return below !== above && fieldSchema.safeParse(below).success && fieldSchema.safeParse(above).success
      ? `${below} or ${above}`
      : undefined;
  }
  if (typeof found !== 'string') return undefined;
  // A score out of its scale (`6/10`, `6 out of 10`) is the score.
  const score = /^\s*(\d+(?:\.\d+)?)\s*(?:\/|out of|of)\s*\d+\s*$/i.exec(found);
  if (score) return fieldSchema.safeParse(Number(score[1])).success ? score[1] : undefined;
  // A small number written as a word (`min: one`).
  const word = NUMBER_WORDS.indexOf(found.trim().toLowerCase());
  if (word >= 0) return fieldSchema.safeParse(word).success ? String(word) : undefined;
  // The letter O typed for a zero, or l for a one (`2O24`): digits otherwise.
  if (/\d/.test(found) && /^[\dOoIl.,\s]+$/.test(found) && /[OoIl]/.test(found))
    return numberMeant(found.replace(/[Oo]/g, '0').replace(/[Il]/g, '1'), fieldSchema);
  const numbers = [...found.matchAll(/[-+]?\d(?:[\d.,'’\u00a0\u2009\u202f _]*\d)?(?:\s?([kKmM])\b)?/g)];
  if (numbers.length !== 1) return undefined;
  const [written, scale] = numbers[0]!;
  const number = plainNumber(scale ? written.slice(0, -1).trim() : written);
  if (number === undefined) return undefined;
  const meant = Math.round(number * (scale ? (/k/i.test(scale) ? 1e3 : 1e6) : 1) * 1e6) / 1e6;
  return fieldSchema.safeParse(meant).success ? String(meant) : undefined;
}

/** A number YAML read otherwise than written, the number meant, and the field YAML made of its digits, if any. */
export interface MisreadNumber {
  error: ContentError;
  path: PathSegment[];
  meant: number;
  /** In `{ max: 2,000 }` YAML reads the field `max: 2` and a field named `000`: the one this path names. */
  stray?: PathSegment[];
}

/**
 * Numbers written with a thousands separator (or a decimal comma) that YAML read as another number: `10.000` is the
 * number 10 (whole numbers, and any number field where 10000 fits, since no price or count is written to three
 * decimals), and inside `{ }` the comma of `2,000` ends the field. The number meant is the digits alone.
 */
export function misreadNumbers(source: SourceFile, schema: z.ZodType): MisreadNumber[] {
  const found: MisreadNumber[] = [];
  walkValues(source.data, (value, path) => {
    if (typeof value !== 'number') return;
    const written = writtenAt(source, path);
    if (written === undefined || !/^[-+]?\d{1,3}(?:\.\d{3})+$/.test(written)) return;
    const fieldSchema = schemaAt(schema, source.data, path);
    const meant = Number(written.replace(/\./g, ''));
    if (!fieldSchema || !(isWholeNumber(fieldSchema) || fieldSchema.safeParse(meant).success)) return;
    found.push({
      error: {
        ...placeIn(source, path),
        ...mistake('separatorReadAsDecimalPoint', { written, read: value, meant: String(meant) }),
        hint: descriptionOf(fieldSchema),
      },
      path: [...path],
      meant,
    });
  });
  return [...found, ...flowCommaNumbers(source, schema)];
}

/** `{ max: 2,000 }`: the number before a comma, and the digits after it that YAML took for a field's name. */
function flowCommaNumbers(source: SourceFile, schema: z.ZodType): MisreadNumber[] {
  if (!source.text || !/\{[^}\n]*\d,\d/.test(source.text)) return [];
  const found: MisreadNumber[] = [];
  const text = source.text;
  const visit = (node: unknown, path: PathSegment[]) => {
    if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, index]));
    if (!isMap(node)) return;
    node.items.forEach((pair, index) => {
      if (!isScalar(pair.key)) return;
      const key = String(pair.key.value);
      visit(pair.value, [...path, key]);
      const number = pair.value;
      if (!node.flow || !isScalar(number) || typeof number.value !== 'number' || !number.range) return;
      // The digits that follow the number's comma, each group a "field" without a value.
      let end = number.range[1];
      let digits = number.source ?? '';
      const groups: string[] = [];
      for (const next of node.items.slice(index + 1)) {
        const name = isScalar(next.key) ? next.key : undefined;
        if (!name?.range || text.slice(end, name.range[0]) !== ',' || !/^\d+$/.test(name.source ?? '')) break;
        if (next.value !== null && !(isScalar(next.value) && next.value.value === null)) break;
        groups.push(String(name.value));
        digits += `,${name.source}`;
        end = name.range[1];
      }
      if (groups.length === 0) return;
      const thousands = digits
        .split(',')
        .slice(1)
        .every((group) => group.length === 3);
      const meant = Number(thousands ? digits.replace(/,/g, '') : digits.replace(',', '.'));
      const fieldSchema = schemaAt(schema, source.data, [...path, key]);
      if (!Number.isFinite(meant)) return;
      found.push({
        error: {
          ...placeIn(source, [...path, key]),
          ...mistake('separatorReadAsDecimalPoint', {
            written: digits,
            read: number.value,
            meant: String(meant),
            separator: ',',
          }),
          hint: fieldSchema && descriptionOf(fieldSchema),
        },
        path: [...path, key],
        meant,
        stray: [...path, groups[0]!],
      });
    });
  };
  visit(source.document().doc.contents, []);
  return found;
}

/** The data as meant: each misread number as its digits say, without the fields YAML made of them. */
export function withNumbersMeant(data: unknown, misread: readonly MisreadNumber[]): unknown {
  const copy = structuredClone(data);
  for (const { path, meant, stray } of misread) {
    const parent = valueAt(copy, path.slice(0, -1));
    if (isRecord(parent) || Array.isArray(parent)) (parent as Record<PathSegment, unknown>)[path.at(-1)!] = meant;
    const strayParent = stray && valueAt(copy, stray.slice(0, -1));
    if (stray && isRecord(strayParent)) {
      const numbers = Object.keys(strayParent).filter((name) => /^\d+$/.test(name));
      for (const name of numbers) delete strayParent[name];
    }
  }
  return copy;
}
