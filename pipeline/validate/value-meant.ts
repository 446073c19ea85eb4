/**
 * What a value was meant to be, when it is refused for its shape or YAML read it otherwise than written: the thing
 * found in words, and the value that would fit, found inside what was written (the id in a web address, the number in
 * `$2,499`, a single item written as a list of it). A fix is offered only when the field's own schema accepts it.
 */
import type * as z from 'zod';
import { plural } from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import { positionIn, type SourceFile } from './load.ts';
import { isReferenceOrChoice } from './schema-walk.ts';
import { closest, routeLike, slugify } from './suggest.ts';
import { locate } from './yaml-positions.ts';
import { isRecord, valueAt } from './walk.ts';

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

/** A group's first field as its line writes it: `label: Get in Touch`. */
function firstLine(group: Record<string, unknown>): string | undefined {
  const [key] = Object.keys(group);
  if (key === undefined) return undefined;
  const value = group[key];
  return value !== null && typeof value === 'object' ? `${key}:` : `${key}: ${String(value)}`;
}

/**
 * A single value where a list belongs, written as a list of it, when the list's items accept it: `[Medium]`, or a
 * group of fields that is one item without its "- ".
 */
export function listOfOne(found: unknown, itemSchema: z.ZodType | undefined, field: string): string | undefined {
  if (isRecord(found) && itemSchema?.safeParse(found).success) {
    const line = firstLine(found);
    return line && `- ${line}, with "- " before its first field and its other lines indented two more spaces`;
  }
  if (typeof found !== 'string' || !itemSchema) return undefined;
  // `rules: First rule` followed by `- Second rule` lines: YAML folds them all into one text.
  const items = found.split(/\s+-\s+/);
  if (items.length > 1 && items.every((item) => itemSchema.safeParse(item).success))
    return `"${field}:" alone on its line, and its first item below it starting with "- " like the others`;
  return itemSchema.safeParse(found).success ? `[${JSON.stringify(found)}]` : undefined;
}

/** A list of one group where the field is that group: the group's lines without the "- ". */
export function groupOfOne(found: unknown, fieldSchema: z.ZodType | undefined): string | undefined {
  if (!Array.isArray(found) || found.length !== 1 || !isRecord(found[0]) || !fieldSchema?.safeParse(found[0]).success)
    return undefined;
  const line = firstLine(found[0]);
  return line && `${line} without the "- " before it, its other lines lined up with it`;
}

/**
 * A number or true/false where text belongs, written in quotes when the field accepts it as text: `"7"`; or text
 * YAML read as a list or a group because it starts with `[` or `{` (`[Beta] program`), as written, in quotes.
 */
export function textMeant(
  source: SourceFile,
  path: readonly PathSegment[],
  found: unknown,
  fieldSchema: z.ZodType | undefined,
): string | undefined {
  const text =
    typeof found === 'number' || typeof found === 'boolean'
      ? String(found)
      : found !== null && typeof found === 'object'
        ? flowWritten(source, path)
        : undefined;
  // A number is never the id or address meant, even where any text would pass as one.
  if (text === undefined || !fieldSchema || isReferenceOrChoice(fieldSchema)) return undefined;
  return fieldSchema.safeParse(text).success ? JSON.stringify(text) : undefined;
}

/** A `[…]` or `{…}` value exactly as the file writes it on one line. */
export function flowWritten(source: SourceFile, path: readonly PathSegment[]): string | undefined {
  const range = locate(source.document().doc, path).node?.range;
  const written = range && source.text?.slice(range[0], range[1]);
  return written && /^[[{][^\n]*$/.test(written) ? written : undefined;
}

/**
 * The allowed value meant by one not allowed: the closest by its letters, else the one allowed value written inside
 * it (`primary button` for `primary`).
 */
export function choiceMeant(found: string, options: readonly string[]): string | undefined {
  const close = closest(found, options);
  if (close !== undefined) return close;
  const inside = options.filter((option) =>
    new RegExp(`(?:^|[^a-z0-9-])${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^a-z0-9-])`, 'i').test(found),
  );
  return inside.length === 1 ? inside[0] : undefined;
}

/** What yes/no, their kin and typos of true and false mean where a field takes true or false. */
export function booleanMeant(found: unknown): 'true' | 'false' | undefined {
  const word = String(found).trim().toLowerCase();
  if (/^(?:yes|y|on|true|oui|ja|si|sí|enabled?|1|checked|x|✓)$/.test(word)) return 'true';
  if (/^(?:no|n|off|false|non|nein|disabled?|0|none|-)$/.test(word)) return 'false';
  // A typo of either (`ture`, `flase`).
  return /^[a-z]{4,5}$/.test(word) ? (closest(word, ['true', 'false']) as 'true' | 'false' | undefined) : undefined;
}

/** The field an unknown field name misspells, when its group lacks that field: `title` for `titel`. */
export function misspeltField(data: unknown, error: ContentError): string | undefined {
  if (error.kind !== 'unknownField') return undefined;
  const meant = (error.params as { didYouMean?: string }).didYouMean;
  const group = valueAt(data, error.path.slice(0, -1));
  return meant !== undefined && isRecord(group) && !(meant in group) ? meant : undefined;
}

/** The data with each misspelt field name written as meant. */
export function withFieldsMeant(
  data: unknown,
  renames: ReadonlyArray<{ path: PathSegment[]; meant: string }>,
): unknown {
  const copy = structuredClone(data);
  for (const { path, meant } of renames) {
    const group = valueAt(copy, path.slice(0, -1));
    const written = String(path.at(-1));
    if (!isRecord(group) || !(written in group)) continue;
    group[meant] = group[written];
    delete group[written];
  }
  return copy;
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
      ? [
          ...fromUrl,
          ...pathOfUrl(text),
          text.replace(/^http:/i, 'https:'),
          `https://${text}`,
          // The address with words pasted after it: `https://calendly.com/ai101/30min (30 min call)`.
          text.split(/\s+/)[0]!,
        ]
      : [
          text,
          ...otherNotations(text),
          slugify(text),
          routeLike(text),
          text.toLowerCase(),
          text.toUpperCase(),
          text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase(),
          text.replace(/^[a-z]+:(?:\/\/)?/i, ''),
          `#${text}`,
          `https://${text}`,
          ...partsOf(text),
        ];
  return candidates.find(
    (candidate) => candidate !== '' && candidate !== found && fieldSchema.safeParse(candidate).success,
  );
}

/** A web address's path (and anchor), as the site writes its own pages: `https://ai101.agency/pricing` gives `/pricing`. */
function pathOfUrl(text: string): string[] {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    return [`${path}${url.hash}`, path];
  } catch {
    return [];
  }
}

/** The same value in the notation the field may take: a colour as `#0EA5E9` from `rgb(14, 165, 233)` or `#0ea`. */
function otherNotations(text: string): string[] {
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i.exec(text);
  if (rgb)
    return [
      `#${rgb
        .slice(1, 4)
        .map((part) => Number(part).toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase()}`,
    ];
  // An email address with a comma for a dot or spaces typed in it: `hello@ai101,agency`, `hello @ ai101.agency`.
  if (/^[^\s@]+\s*@\s*[^\s@]+$/.test(text)) return [text.replace(/\s+/g, '').replace(/,/g, '.')];
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (short)
    return [
      `#${short
        .slice(1)
        .map((digit) => `${digit}${digit}`)
        .join('')
        .toUpperCase()}`,
    ];
  return [];
}

/**
 * The parts of a longer value pasted where one part belongs, each a candidate: the address in `Ana Ruiz
 * <ana@example.com>`, a word of `primary button`, a piece of a path or of a list.
 */
const partsOf = (text: string) =>
  [/<([^<>\s]+)>/.exec(text)?.[1], ...text.split(/[\s,;()<>"'“”‘’|]+/)].filter(
    (part): part is string => part !== undefined && part !== '' && part !== text,
  );

/** A page of this site written as a full web address (`https://www.ai101.agency/pricing/`), as the site writes it. */
export function ownPageOf(written: string, siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  try {
    const site = new URL(siteUrl);
    const text = written.trim();
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    // `hello@ai101.agency` is an email address, which URL reads as a user at that host.
    if (url.username || url.hostname.replace(/^www\./, '') !== site.hostname.replace(/^www\./, '')) return undefined;
    return `${url.pathname.replace(/\/+$/, '').toLowerCase() || '/'}${url.hash}`;
  } catch {
    return undefined;
  }
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
    // A placeholder typed with a space after its colon (`{price: chatbots}`): the text meant has none.
    const placeholder = /\{(?:price|stat|summary):\s+[^{}]*\}/.exec(textPart)?.[0];
    const meant = textPart.replace(/\{(price|stat|summary):\s+/g, '{$1:');
    return mistake('colonReadAsField', {
      field: Object.keys(found)[0]!,
      line:
        placeholder && !meant.includes(': ')
          ? `${item![1]!.trim()} ${meant}`.trim()
          : `${item![1]!.trim()} "${textPart.replace(/["\\]/g, '\\$&')}"`.trim(),
      placeholder,
    });
  }
  return undefined;
}
