/**
 * What a value was meant to be, when it is refused for its shape or YAML read it otherwise than written: the thing
 * found in words, and the value that would fit, found inside what was written (the id in a web address, the number in
 * `$2,499`, a single item written as a list of it). A fix is offered only when the field's own schema accepts it.
 */
import type * as z from 'zod';
import { plural } from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import { placeIn, positionIn, writtenAt, type SourceFile } from './load.ts';
import { descriptionOf, isWholeNumber, schemaAt } from './schema-walk.ts';
import { routeLike, slugify } from './suggest.ts';
import { walkValues } from './walk.ts';

/** What was found, in words: `the number 42`, `text "abc"`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string')
    return value === ''
      ? 'empty text'
      : `text ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (Array.isArray(value)) return `a list of ${plural(value.length, 'item')}`;
  return 'a group of fields';
}

/** A single value where a list belongs, written as a list of it, when the list's items accept it: `[Medium]`. */
export function listOfOne(found: unknown, itemSchema: z.ZodType | undefined, field: string): string | undefined {
  if (typeof found !== 'string' || !itemSchema) return undefined;
  // `rules: First rule` followed by `- Second rule` lines: YAML folds them all into one text.
  const items = found.split(/\s+-\s+/);
  if (items.length > 1 && items.every((item) => itemSchema.safeParse(item).success))
    return `"${field}:" alone on its line, and its first item below it starting with "- " like the others`;
  return itemSchema.safeParse(found).success ? `[${JSON.stringify(found)}]` : undefined;
}

/** A number or true/false where text belongs, written in quotes when the field accepts it as text: `"7"`. */
export function textMeant(found: unknown, fieldSchema: z.ZodType | undefined): string | undefined {
  if (typeof found !== 'number' && typeof found !== 'boolean') return undefined;
  const text = String(found);
  return fieldSchema?.safeParse(text).success ? JSON.stringify(text) : undefined;
}

/**
 * The number meant by text such as `$2,499`, `10.000`, `1.000,50`, `10%` or `8s`: currency signs, spaces, the
 * percent sign and a unit of time dropped, thousands separators of either convention read as such. Offered only
 * when the field accepts it.
 */
export function numberMeant(found: unknown, fieldSchema: z.ZodType | undefined): string | undefined {
  if (typeof found !== 'string' || !fieldSchema) return undefined;
  const bare = found
    .replace(/\s*(?:seconds?|secs?|s|minutes?|mins?|hours?|hrs?|days?|weeks?|px)\s*$/i, '')
    .replace(/\s|[$€£¥%]|USD|EUR|GBP|dollars?|\+$/gi, '');
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
  return Number.isFinite(number) && fieldSchema.safeParse(number).success ? String(number) : undefined;
}

/**
 * Whole numbers written with thousands separators that YAML read as something else: `10.000` is the number 10,
 * `2.499` is 2.499 (then not whole). The number meant is the digits alone.
 */
export function misreadNumbers(source: SourceFile, schema: z.ZodType): ContentError[] {
  const errors: ContentError[] = [];
  walkValues(source.data, (value, path) => {
    if (typeof value !== 'number') return;
    const written = writtenAt(source, path);
    if (written === undefined || !/^[-+]?\d{1,3}(?:\.\d{3})+$/.test(written)) return;
    const fieldSchema = schemaAt(schema, source.data, path);
    if (!fieldSchema || !isWholeNumber(fieldSchema)) return;
    errors.push({
      ...placeIn(source, path),
      ...mistake('separatorReadAsDecimalPoint', { written, read: value, meant: written.replace(/\./g, '') }),
      hint: descriptionOf(fieldSchema),
    });
  });
  return errors;
}

/** The values a web address carries that could be the id meant: its query values, then its path, last part first. */
function idsInUrl(found: string): string[] {
  const text = found.trim();
  if (!/^(?:https?:\/\/|www\.)/i.test(text)) return [];
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    const segments = url.pathname.split('/').filter(Boolean).reverse();
    return [...url.searchParams.values(), ...segments, url.hash.slice(1)].filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * A repair of `found` that the field accepts: the id a web address contains (a YouTube address gives its video
 * id), the text as an id or as a page address, an https:// address. None when no repair passes the field's schema.
 */
export function validRepair(found: string, fieldSchema: z.ZodType): string | undefined {
  const text = found.trim();
  const fromUrl = idsInUrl(text);
  const candidates =
    fromUrl.length > 0
      ? [...fromUrl, text.replace(/^http:/i, 'https:'), `https://${text}`]
      : [
          text,
          slugify(text),
          routeLike(text),
          text.toLowerCase(),
          text.toUpperCase(),
          text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase(),
          text.replace(/^[a-z]+:(?:\/\/)?/i, ''),
          `#${text}`,
          `https://${text}`,
        ];
  return candidates.find(
    (candidate) => candidate !== '' && candidate !== found && fieldSchema.safeParse(candidate).success,
  );
}

/**
 * Text that YAML read as something else: after `#` (a comment, so the value is empty) or with ": " inside
 * (a field name and its value). Explained from the line as written.
 */
export function misreadText(
  source: SourceFile,
  path: PathSegment[],
  expected: string,
  found: unknown,
): Pick<ContentError, 'kind' | 'params'> | undefined {
  if (expected !== 'string' || !source.text) return undefined;
  const line = source.text.split('\n')[positionIn(source, path).line - 1] ?? '';
  if (found === null) {
    const comment = /^(\s*(?:-\s*)?(?:[^\s#:][^:#]*:\s*)?)(#.*?)\s*$/.exec(line);
    if (!comment) return undefined;
    return mistake('hashStartsComment', { line: `${comment[1]!.trim()} "${comment[2]}"`.trim() });
  }
  if (found !== null && typeof found === 'object' && !Array.isArray(found) && Object.keys(found).length === 1) {
    const flow = /^(\s*(?:-\s+)?(?:[^\s"'#{][^:#]*?:\s+)?)(\{.*)$/.exec(line);
    if (flow)
      return mistake('bracketStartsValue', {
        bracket: '{',
        line: `${flow[1]!.trim()} "${flow[2]!.trim().replace(/["\\]/g, '\\$&')}"`,
      });
    const item = /^(\s*(?:-\s+)?(?:[^\s"'#][^:#]*?:\s+(?=\S[^#]*:\s))?)(.*)$/.exec(line);
    const textPart = item?.[2]?.trim() ?? '';
    if (!textPart.includes(': ')) return undefined;
    return mistake('colonReadAsField', {
      field: Object.keys(found)[0]!,
      line: `${item![1]!.trim()} "${textPart.replace(/["\\]/g, '\\$&')}"`.trim(),
    });
  }
  return undefined;
}
