/**
 * Turns zod issues into content errors in plain words, positioned on the offending YAML node.
 */
import type * as z from 'zod';
import type { ContentError } from './content-error.ts';
import { formatPath } from './content-error.ts';
import { positionIn, type SourceFile } from './load.ts';
import { descriptionOf, knownKeys, schemaAt, valueAt, type PathSegment } from './schema-walk.ts';
import { closest, routeLike, slugify } from './suggest.ts';

type Issue = z.core.$ZodIssue;

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (indented "name: value" lines)',
  record: 'a group of "label: value" lines',
};

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
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  return 'a group of fields';
}

const plural = (count: number | bigint, noun: string) => `${count} ${noun}${Number(count) === 1 ? '' : 's'}`;

/**
 * Picks the union member the author most likely meant: the one whose fields cover most of the keys written
 * (a misspelt key counts for the field it is close to), then the one whose problems are deepest, then fewest.
 */
function likeliestBranch(branches: Issue[][], value: unknown): Issue[] {
  const depth = (issues: Issue[]) =>
    Math.max(0, ...issues.map((issue) => issue.path.length + (issue.code === 'unrecognized_keys' ? 0 : 1)));
  const unknownKeys = (issues: Issue[]) =>
    issues
      .filter((issue) => issue.code === 'unrecognized_keys' && issue.path.length === 0)
      .flatMap((issue) => (issue as { keys: string[] }).keys);
  const written = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  const misfits = (issues: Issue[]) => {
    const unknown = unknownKeys(issues);
    const missing = issues
      .filter(
        (issue) => issue.code === 'invalid_type' && issue.path.length === 1 && !written.includes(String(issue.path[0])),
      )
      .map((issue) => String(issue.path[0]));
    // An unknown key that is a typo of a missing field is one mistake, not a misfit of the whole branch.
    return unknown.filter((key) => closest(key, missing) === undefined).length;
  };
  return [...branches].sort((a, b) => misfits(a) - misfits(b) || depth(b) - depth(a) || a.length - b.length)[0] ?? [];
}

/** A union of single values (`2` or `3`) that failed in every member: one issue listing every allowed value. */
function mergedChoices(branches: Issue[][], path: PathSegment[]): Issue | undefined {
  const values: unknown[] = [];
  for (const branch of branches) {
    if (branch.length !== 1 || branch[0]!.code !== 'invalid_value' || branch[0]!.path.length > 0) return undefined;
    values.push(...branch[0]!.values);
  }
  return { code: 'invalid_value', values, path, message: '', input: undefined } as unknown as Issue;
}

/** Flattens union issues into the issues of the branch the author meant, with full paths. */
function flatten(issues: readonly Issue[], data: unknown, prefix: PathSegment[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...(issue.path as PathSegment[])];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branches = issue.errors as Issue[][];
      const merged = mergedChoices(branches, path);
      return merged ? [merged] : flatten(likeliestBranch(branches, valueAt(data, path)), data, path);
    }
    return [{ ...issue, path } as Issue];
  });
}

/** Values as an editor types them: `2 or 3`, `dots, side or top-bar`. */
export function choices(values: readonly unknown[]): string {
  const typed = values.map((value) =>
    typeof value === 'string' && /^[\w/#.-]+$/.test(value) ? value : JSON.stringify(value),
  );
  return typed.length <= 1 ? (typed[0] ?? '') : `${typed.slice(0, -1).join(', ')} or ${typed.at(-1)}`;
}

export function explainIssues(source: SourceFile, schema: z.ZodType, issues: readonly Issue[]): ContentError[] {
  const flat = flatten(issues, source.data);
  const covered = coveredMissing(source, schema, flat);
  return flat
    .filter((issue) => !covered.has(missingKey(issue)))
    .flatMap((issue) => explain(source, schema, issue, flat));
}

const missingKey = (issue: Issue) => (issue.code === 'invalid_type' ? formatPath(issue.path as PathSegment[]) : '');

/**
 * "Missing" issues that another error already explains: a misspelt key (`titel` for `title`) or a field
 * dedented out of its group (`href` one level too far left, under `link`). One mistake, one error.
 */
function coveredMissing(source: SourceFile, schema: z.ZodType, issues: readonly Issue[]): Set<string> {
  const covered = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const path = issue.path as PathSegment[];
    for (const key of issue.keys) {
      const target = misplacedKey(source, schema, path, key, issues);
      if (target) covered.add(formatPath(target));
    }
  }
  return covered;
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
  const found = valueAt(source.data, path);
  const allowed = knownKeys(schema, source.data, path).filter((candidate) => !Object.hasOwn(Object(found), candidate));
  const typo = closest(key, allowed);
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
  const at = (errorPath: PathSegment[], target: 'value' | 'key' = 'value') => ({
    file: source.file,
    ...positionIn(source, errorPath, target),
    path: formatPath(errorPath),
  });
  const parentPath = path.slice(0, -1);
  const fieldName = String(path.at(-1) ?? '');
  const missing = found === undefined && path.length > 0;

  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = knownKeys(schema, source.data, path);
      return issue.keys.map((key) => {
        const target = misplacedKey(source, schema, path, key, issues);
        const suggestion =
          target && target.length === path.length + 1
            ? `did you mean "${String(target.at(-1))}"?`
            : target
              ? `indent it under \`${String(target.at(-2))}\` (two more spaces than "${String(target.at(-2))}:"), where it belongs`
              : closest(
                  key,
                  allowed.filter((candidate) => !Object.hasOwn(Object(found), candidate)),
                );
        return {
          ...at([...path, key], 'key'),
          message: `unknown field "${key}"`,
          suggestion:
            suggestion === undefined
              ? `fields allowed here: ${allowed.join(', ')}; rename it to one of them, or move it to the group it belongs to`
              : suggestion.includes(' ')
                ? suggestion
                : `did you mean "${suggestion}"?`,
        };
      });
    }
    case 'invalid_type':
      if (missing) {
        return [
          {
            ...at(parentPath),
            message: `missing required field "${fieldName}"`,
            suggestion: `add "${fieldName}:" with ${EXPECTED[issue.expected] ?? issue.expected}`,
            hint,
          },
        ];
      }
      return [
        {
          ...at(path),
          message: `expected ${EXPECTED[issue.expected] ?? issue.expected}, found ${describeValue(found)}`,
          suggestion: issue.expected === 'boolean' ? 'write true or false' : undefined,
          hint,
          ...misreadText(source, path, issue.expected, found),
        },
      ];
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
              message: `unknown field "${typo}"`,
              suggestion: `did you mean "${fieldName}"?`,
            },
          ];
        return [
          {
            ...at(parentPath),
            message: `missing required field "${fieldName}"`,
            suggestion: `add "${fieldName}: " with one of: ${choices(options)}`,
          },
        ];
      }
      const suggestion = typeof found === 'string' ? closest(found, options) : undefined;
      return [
        {
          ...at(path),
          message: `${describeValue(found)} is not a known ${fieldName}; write one of: ${choices(options)}`,
          suggestion: suggestion && `did you mean "${suggestion}"?`,
          hint,
        },
      ];
    }
    case 'invalid_value': {
      const options = issue.values.map(String);
      if (missing) {
        return [
          {
            ...at(parentPath),
            message: `missing required field "${fieldName}"`,
            suggestion: `add "${fieldName}: " with ${options.length === 1 ? choices(issue.values) : `one of: ${choices(issue.values)}`}`,
          },
        ];
      }
      const suggestion = typeof found === 'string' ? closest(found, options) : undefined;
      return [
        {
          ...at(path),
          message: `${describeValue(found)} is not allowed here; write ${issue.values.length > 2 ? 'one of: ' : ''}${choices(issue.values)}`,
          suggestion: suggestion && `did you mean "${suggestion}"?`,
          hint,
        },
      ];
    }
    case 'too_small': {
      const message =
        issue.origin === 'string'
          ? `expected text, found ${describeValue(found)}`
          : issue.origin === 'array'
            ? `expected at least ${plural(issue.minimum, 'item')}, found ${plural(Array.isArray(found) ? found.length : 0, 'item')}`
            : `expected ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}, found ${describeValue(found)}`;
      return [{ ...at(path), message, hint }];
    }
    case 'too_big': {
      const message =
        issue.origin === 'string'
          ? `text is too long: at most ${plural(issue.maximum, 'character')}, found ${typeof found === 'string' ? found.length : 0}`
          : issue.origin === 'array'
            ? `expected at most ${plural(issue.maximum, 'item')}, found ${plural(Array.isArray(found) ? found.length : 0, 'item')}`
            : `expected ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}, found ${describeValue(found)}`;
      if (issue.origin === 'array' && Array.isArray(found)) {
        // Reported at the first item over the limit: the one the editor just added.
        const extra = Number(issue.maximum);
        return [
          {
            ...at([...path, extra]),
            path: formatPath(path),
            message: `${fieldName || 'this list'} shows at most ${plural(extra, 'item')}; this is item ${extra + 1}`,
            suggestion: `keep ${extra} here: choose which ${extra} to show, and move the others to another section if you want them on the page`,
            hint,
          },
        ];
      }
      return [{ ...at(path), message, hint }];
    }
    case 'invalid_format': {
      const expected =
        issue.format === 'regex'
          ? issue.message
          : issue.format === 'email'
            ? 'an email address'
            : issue.format === 'url'
              ? 'a full https:// address'
              : `a valid ${issue.format}`;
      return [
        {
          ...at(path),
          message: `expected ${expected}, found ${describeValue(found)}`,
          suggestion: typeof found === 'string' ? formatFix(issue.message, found) : undefined,
          hint,
        },
      ];
    }
    case 'invalid_key':
      return [{ ...at(path, 'key'), message: `the label "${fieldName}" is not allowed here`, hint }];
    case 'invalid_element':
      return explainIssues(
        source,
        schema,
        issue.issues.map((inner) => ({ ...inner, path: [...path, ...inner.path] })) as Issue[],
      );
    case 'custom': {
      const suggestion = (issue.params as { suggestion?: unknown } | undefined)?.suggestion;
      return [
        {
          ...at(path),
          message: issue.message,
          suggestion: typeof suggestion === 'string' ? suggestion : undefined,
          hint,
        },
      ];
    }
    default:
      return [{ ...at(path), message: issue.message, hint }];
  }
}

/** The value written in the form the pattern wants, when it can be derived. */
function formatFix(pattern: string, found: string): string | undefined {
  const fixed = /slug|id/.test(pattern) ? slugify(found) : /page address/.test(pattern) ? routeLike(found) : undefined;
  return fixed && fixed !== found && fixed !== '' && fixed !== '/' ? `write "${fixed}"` : undefined;
}

/**
 * Text that YAML read as something else: after `#` (a comment, so the value is empty) or with ": " inside
 * (a field name and its value). Explained from the line as written.
 */
function misreadText(
  source: SourceFile,
  path: PathSegment[],
  expected: string,
  found: unknown,
): Pick<ContentError, 'message' | 'suggestion'> | undefined {
  if (expected !== 'string' || !source.text) return undefined;
  const line = source.text.split('\n')[positionIn(source, path).line - 1] ?? '';
  if (found === null) {
    const comment = /^(\s*(?:-\s*)?(?:[^\s#:][^:#]*:\s*)?)(#.*?)\s*$/.exec(line);
    if (!comment) return undefined;
    return {
      message: 'this value starts with "#", which YAML reads as the start of a comment, so the field is empty',
      suggestion: `put the value in quotes: ${`${comment[1]!.trim()} "${comment[2]}"`.trim()}`,
    };
  }
  if (found !== null && typeof found === 'object' && !Array.isArray(found) && Object.keys(found).length === 1) {
    const flow = /^(\s*(?:-\s+)?(?:[^\s"'#{][^:#]*?:\s+)?)(\{.*)$/.exec(line);
    if (flow)
      return {
        message: 'a value that starts with "{" is read as a group of fields, not as text',
        suggestion: `put the value in quotes: ${flow[1]!.trim()} "${flow[2]!.trim().replace(/["\\]/g, '\\$&')}"`,
      };
    const item = /^(\s*(?:-\s+)?(?:[^\s"'#][^:#]*?:\s+(?=\S[^#]*:\s))?)(.*)$/.exec(line);
    const textPart = item?.[2]?.trim() ?? '';
    if (!textPart.includes(': ')) return undefined;
    return {
      message: `this text contains ": ", so YAML read "${Object.keys(found)[0]}" as a field name instead of as part of the text`,
      suggestion:
        `put the whole text in double quotes: ${item![1]!.trim()} "${textPart.replace(/["\\]/g, '\\$&')}"`.replace(
          /^ /,
          '',
        ),
    };
  }
  return undefined;
}
