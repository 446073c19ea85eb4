/**
 * Turns zod issues into content errors in plain words, positioned on the offending YAML node.
 */
import type * as z from 'zod';
import {
  choices,
  contentErrors,
  EXPECTED,
  itemOf,
  type ContentErrorName,
  type ErrorParams,
} from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import { formatPath, isWithin, type PathSegment } from '../../schema/errors/place.ts';
import { placeIn, positionIn, type SourceFile } from './load.ts';
import {
  descriptionOf,
  knownKeys,
  knowsEveryField,
  membersWithField,
  requiredFields,
  schemaAt,
} from './schema-walk.ts';
import { valueAt } from './walk.ts';
import {
  booleanMeant,
  choiceMeant,
  describeValue,
  flowWritten,
  groupOfOne,
  listOfOne,
  misreadText,
  textMeant,
  validRepair,
} from './value-meant.ts';
import { numberMeant } from './number-meant.ts';
import { locate } from './yaml-positions.ts';
import { closest } from './suggest.ts';
import { fillerIn } from './filler-text.ts';
import { flatten } from './union-issues.ts';

type Issue = z.core.$ZodIssue;

export function explainIssues(source: SourceFile, schema: z.ZodType, issues: readonly Issue[]): ContentError[] {
  // A value of the wrong type is one mistake: the checks of its size (a list's items, a text's length) say nothing.
  const all = flatten(issues, source.data);
  const mistyped = new Set(
    all.filter((issue) => issue.code === 'invalid_type').map((issue) => formatPath(issue.path as PathSegment[])),
  );
  const flat = all.filter(
    (issue) => issue.code === 'invalid_type' || !mistyped.has(formatPath(issue.path as PathSegment[])),
  );
  const intruders = intrudingItems(source, schema, flat);
  const inside = (issue: Issue) => intruders.some(({ path }) => isWithin(issue.path as PathSegment[], path));
  const covered = coveredMissing(source, schema, flat);
  return [
    ...intruders,
    ...flat
      .filter((issue) => !covered.has(missingKey(issue)) && !inside(issue))
      .flatMap((issue) => explain(source, schema, issue, flat)),
  ];
}

/**
 * List items indented into the item above them: an item with fields its list does not know, all of which an
 * item of a list further out knows (a section indented until it became a card of the section above). One error
 * at its first line; nothing about the fields inside it.
 */
function intrudingItems(source: SourceFile, schema: z.ZodType, issues: readonly Issue[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const issue of issues) {
    const path = issue.path as PathSegment[];
    if (issue.code !== 'unrecognized_keys' || typeof path.at(-1) !== 'number') continue;
    if (errors.some((error) => isWithin(path, error.path))) continue;
    const item = valueAt(source.data, path);
    for (let depth = path.length - 2; depth >= 0; depth -= 1) {
      if (typeof path[depth] !== 'number') continue;
      const sibling = path.slice(0, depth + 1);
      const element = schemaAt(schema, source.data, sibling);
      if (!element || !knowsEveryField(element, item)) continue;
      const { doc, lineCounter } = source.document();
      const range = locate(doc, path).node?.range;
      const own = placeIn(source, path);
      const lines = range ? lineCounter.linePos(range[1]).line - own.line + (range[1] > range[0] ? 0 : 1) : 1;
      const listName = String(path[depth - 1] ?? 'item');
      errors.push({
        ...own,
        ...mistake('blockIndentedIntoNeighbour', {
          item: itemOf(listName),
          shift: own.column - positionIn(source, sibling).column,
          lines: Math.max(lines, 1),
        }),
      });
      break;
    }
  }
  return errors;
}

/** What an issue is about, for `coveredMissing`: a missing field by its path, a rule about a group by the group's. */
const missingKey = (issue: Issue) =>
  issue.code === 'invalid_type'
    ? formatPath(issue.path as PathSegment[])
    : issue.code === 'custom'
      ? ruleKey(issue.path as PathSegment[])
      : '';
const ruleKey = (path: PathSegment[]) => `${formatPath(path)} (rule)`;

/**
 * "Missing" issues that another error already explains: a misspelt key (`titel` for `title`) or a field
 * dedented out of its group (`href` one level too far left, under `link`). A rule about the group itself (`a case
 * study needs company`) is covered too when one of its keys misspells a field it lacks. One mistake, one error.
 */
function coveredMissing(source: SourceFile, schema: z.ZodType, issues: readonly Issue[]): Set<string> {
  const covered = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const path = issue.path as PathSegment[];
    for (const key of issue.keys) {
      const target = misplacedKey(source, schema, path, key, issues);
      if (target) covered.add(formatPath(target));
      if (typoOf(source, schema, path, key)) covered.add(ruleKey(path));
    }
  }
  return covered;
}

/** The field `key` misspells among those its group accepts and lacks, if any. */
function typoOf(source: SourceFile, schema: z.ZodType, path: PathSegment[], key: string): string | undefined {
  const found = valueAt(source.data, path);
  const allowed = knownKeys(schema, source.data, path).filter((candidate) => !Object.hasOwn(Object(found), candidate));
  return closest(key, allowed);
}

/** Where an unknown key most likely belongs: a missing field it misspells, or a group above it that lacks it. */
function misplacedKey(
  source: SourceFile,
  schema: z.ZodType,
  path: PathSegment[],
  key: string,
  issues: readonly Issue[],
): PathSegment[] | undefined {
  const missingHere = (candidate: PathSegment[]) =>
    issues.some(
      (issue) =>
        issue.code === 'invalid_type' &&
        valueAt(source.data, issue.path as PathSegment[]) === undefined &&
        formatPath(issue.path as PathSegment[]) === formatPath(candidate),
    );
  const typo = typoOf(source, schema, path, key);
  if (typo && missingHere([...path, typo])) return [...path, typo];
  return groupAbove(source, schema, path, key);
}

/** The sibling group just above `key` that accepts `key` and does not have it yet: where it was meant to go. */
function groupAbove(
  source: SourceFile,
  schema: z.ZodType,
  path: PathSegment[],
  key: string,
): PathSegment[] | undefined {
  const found = valueAt(source.data, path);
  if (found === null || typeof found !== 'object' || Array.isArray(found)) return undefined;
  const keys = Object.keys(found);
  const before = keys.slice(0, keys.indexOf(key)).reverse();
  for (const sibling of before) {
    const value = (found as Record<string, unknown>)[sibling];
    if (value === null || typeof value !== 'object' || Array.isArray(value) || key in value) continue;
    if (knownKeys(schema, source.data, [...path, sibling]).includes(key)) return [...path, sibling, key];
    return undefined;
  }
  return undefined;
}

function explain(source: SourceFile, schema: z.ZodType, issue: Issue, issues: readonly Issue[]): ContentError[] {
  const path = issue.path as PathSegment[];
  const found = valueAt(source.data, path);
  const fieldSchema = schemaAt(schema, source.data, path);
  const hint = fieldSchema ? descriptionOf(fieldSchema) : undefined;
  const at = (errorPath: PathSegment[], target: 'value' | 'key' = 'value') => placeIn(source, errorPath, target);
  const parentPath = path.slice(0, -1);
  const fieldName = String(path.at(-1) ?? '');
  const missing = found === undefined && path.length > 0;
  const one = <N extends ContentErrorName>(
    name: N,
    params: ErrorParams<N>,
    where: PathSegment[] = path,
    extra: Partial<ContentError> = {},
  ): ContentError[] => [{ ...at(where), ...mistake(name, params), hint, ...extra }];
  const missingField = (write: string) =>
    one('missingField', { field: fieldName, write }, parentPath, { leftOut: fieldName });

  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = knownKeys(schema, source.data, path);
      return issue.keys.map((key) => {
        const target = misplacedKey(source, schema, path, key, issues);
        const typo = target ? String(target.at(-1)) : typoOf(source, schema, path, key);
        // Not a typo: a field other types of this group have (`columns` on a hero section).
        const union = typo ? undefined : membersWithField(schema, source.data, path, key);
        const type = union && valueAt(source.data, [...path, union.discriminator]);
        const words =
          target && target.length > path.length + 1
            ? mistake('fieldOutsideItsGroup', { field: key, group: String(target.at(-2)) })
            : union && union.members.length > 0 && typeof type === 'string'
              ? mistake('fieldOfAnotherType', {
                  field: key,
                  item: itemOf(String(path.at(-2) ?? '')),
                  type,
                  types: union.members,
                })
              : mistake('unknownField', { field: key, didYouMean: typo, allowed });
        return { ...at([...path, key], 'key'), ...words };
      });
    }
    case 'invalid_type': {
      if (missing) return missingField(EXPECTED[issue.expected] ?? issue.expected);
      if (path.length === 0) return wrongFileShape(source, schema, issue.expected, found);
      // `[Client name]` where text belongs: YAML reads a list, but the editor left a placeholder.
      const written = issue.expected === 'string' ? flowWritten(source, path) : undefined;
      const filler = written === undefined ? undefined : fillerIn(written);
      if (filler)
        return one('fillerText', {
          filler: filler.filler,
          sort: filler.sort,
          optional: fieldSchema?.safeParse(undefined).success,
        });
      return one('wrongType', {
        expected: EXPECTED[issue.expected] ?? issue.expected,
        found: describeValue(found),
        write:
          issue.expected === 'boolean'
            ? (booleanMeant(found) ?? 'true or false')
            : issue.expected === 'array'
              ? listOfOne(found, schemaAt(schema, source.data, [...path, 0]), fieldName)
              : issue.expected === 'string'
                ? textMeant(source, path, found, fieldSchema)
                : issue.expected === 'object'
                  ? groupOfOne(found, fieldSchema)
                  : numberMeant(found, fieldSchema),
      }).map((error) => ({ ...error, ...misreadText(source, path, issue.expected, found) }));
    }
    case 'invalid_union': {
      // Only discriminated unions reach here: the `type` (or other tag) names no known member.
      const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
      if (missing) {
        // A misspelt tag (`typ: hero`) is the unknown key, not a missing one.
        const parent = valueAt(source.data, parentPath);
        const typo =
          parent !== null && typeof parent === 'object'
            ? Object.keys(parent).find((key) => closest(key, [fieldName]) === fieldName && key !== fieldName)
            : undefined;
        if (typo)
          return [
            {
              ...at([...parentPath, typo], 'key'),
              ...mistake('unknownField', { field: typo, didYouMean: fieldName, allowed: [] }),
            },
          ];
        return [
          {
            ...at(parentPath),
            ...mistake('missingField', { field: fieldName, write: `one of: ${choices(options)}` }),
            leftOut: fieldName,
          },
        ];
      }
      return one('unknownType', {
        found: describeValue(found),
        field: fieldName,
        allowed: options,
        didYouMean: typeof found === 'string' ? choiceMeant(found, options) : undefined,
      });
    }
    case 'invalid_value': {
      const options = issue.values.map(String);
      if (missing)
        return missingField(options.length === 1 ? choices(issue.values) : `one of: ${choices(issue.values)}`);
      return one('notAllowed', {
        found: describeValue(found),
        allowed: issue.values,
        label: fieldName,
        didYouMean: typeof found === 'string' ? choiceMeant(found, options) : undefined,
      });
    }
    case 'too_small':
      if (issue.origin === 'string') return one('emptyText', { found: describeValue(found) });
      if (issue.origin === 'array')
        return one('tooFewItems', { minimum: Number(issue.minimum), count: Array.isArray(found) ? found.length : 0 });
      return one('outOfRange', {
        bound: `${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`,
        found: describeValue(found),
      });
    case 'too_big':
      if (issue.origin === 'string')
        return one('textTooLong', {
          maximum: Number(issue.maximum),
          length: typeof found === 'string' ? found.length : 0,
        });
      if (issue.origin === 'array' && Array.isArray(found)) {
        // Reported at the first item over the limit: the one the editor just added.
        const maximum = Number(issue.maximum);
        return one('tooManyItems', { list: fieldName || 'this list', maximum }, [...path, maximum], { path });
      }
      return one('outOfRange', {
        bound: `${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`,
        found: describeValue(found),
      });
    case 'invalid_format':
      return one('wrongFormat', {
        expected:
          issue.format === 'regex'
            ? issue.message
            : issue.format === 'email'
              ? 'an email address'
              : issue.format === 'url'
                ? 'a full https:// address'
                : `a valid ${issue.format}`,
        found: describeValue(found),
        write: typeof found === 'string' && fieldSchema ? validRepair(found, fieldSchema) : undefined,
      });
    case 'invalid_key':
      return one('labelNotAllowed', { label: fieldName }, path).map((error) => ({
        ...error,
        ...placeIn(source, path, 'key'),
      }));
    case 'invalid_element':
      return explainIssues(
        source,
        schema,
        issue.issues.map((inner) => ({ ...inner, path: [...path, ...inner.path] })) as Issue[],
      );
    case 'custom': {
      const { error, values, standsOn } = (issue.params ?? {}) as {
        error?: ContentErrorName;
        values?: object;
        standsOn?: string;
      };
      if (error && error in contentErrors) return one(error, values as never, standsOn ? [...path, standsOn] : path);
      return one('schemaRule', { message: issue.message });
    }
    default:
      return one('schemaRule', { message: issue.message });
  }
}

/** A file whose whole content has the wrong shape (a list where fields belong, or nothing): one error for it. */
function wrongFileShape(source: SourceFile, schema: z.ZodType, expected: string, found: unknown): ContentError[] {
  const fields = requiredFields(schema);
  return [
    {
      file: source.file,
      line: 1,
      column: 1,
      path: [],
      ...mistake('wrongFileShape', {
        expected: EXPECTED[expected] ?? expected,
        found: found === undefined || found === null ? 'empty' : describeValue(found),
        fields,
      }),
    },
  ];
}
