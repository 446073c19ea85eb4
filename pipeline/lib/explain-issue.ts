/**
 * Turns zod issues into content errors in plain words, positioned on the offending YAML node.
 */
import type * as z from 'zod';
import type { ContentError } from './content-error.ts';
import { formatPath } from './content-error.ts';
import { positionIn, type SourceFile } from './load.ts';
import { descriptionOf, knownKeys, schemaAt, valueAt, type PathSegment } from './schema-walk.ts';
import { closest } from './suggest.ts';

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

/** Picks the union member the author most likely meant: the one whose problems are deepest, then fewest. */
function likeliestBranch(branches: Issue[][]): Issue[] {
  const depth = (issues: Issue[]) =>
    Math.max(0, ...issues.map((issue) => issue.path.length + (issue.code === 'unrecognized_keys' ? 0 : 1)));
  const hasUnknownKeys = (issues: Issue[]) =>
    issues.some((issue) => issue.code === 'unrecognized_keys' && issue.path.length === 0);
  return (
    [...branches].sort(
      (a, b) => Number(hasUnknownKeys(a)) - Number(hasUnknownKeys(b)) || depth(b) - depth(a) || a.length - b.length,
    )[0] ?? []
  );
}

/** Flattens union issues into the issues of the branch the author meant, with full paths. */
function flatten(issues: readonly Issue[], prefix: PathSegment[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...(issue.path as PathSegment[])];
    if (issue.code === 'invalid_union' && issue.errors.length > 0)
      return flatten(likeliestBranch(issue.errors as Issue[][]), path);
    return [{ ...issue, path } as Issue];
  });
}

export function explainIssues(source: SourceFile, schema: z.ZodType, issues: readonly Issue[]): ContentError[] {
  return flatten(issues).flatMap((issue) => explain(source, schema, issue));
}

function explain(source: SourceFile, schema: z.ZodType, issue: Issue): ContentError[] {
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
        const suggestion = closest(
          key,
          allowed.filter((candidate) => !Object.hasOwn(Object(found), candidate)),
        );
        return {
          ...at([...path, key], 'key'),
          message: `unknown field "${key}"`,
          suggestion: suggestion
            ? `did you mean "${suggestion}"?`
            : `remove it; fields allowed here: ${allowed.join(', ')}`,
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
          hint,
        },
      ];
    case 'invalid_union': {
      // Only discriminated unions reach here: the `type` (or other tag) names no known member.
      const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
      if (missing) {
        return [
          {
            ...at(parentPath),
            message: `missing required field "${fieldName}"`,
            suggestion: `add "${fieldName}:" with one of: ${options.join(', ')}`,
          },
        ];
      }
      const suggestion = typeof found === 'string' ? closest(found, options) : undefined;
      return [
        {
          ...at(path),
          message: `unknown ${fieldName} ${describeValue(found)}; expected one of: ${options.join(', ')}`,
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
            suggestion: `add "${fieldName}:" with ${options.length === 1 ? `"${options[0]}"` : `one of: ${options.join(', ')}`}`,
          },
        ];
      }
      const suggestion = typeof found === 'string' ? closest(found, options) : undefined;
      return [
        {
          ...at(path),
          message:
            options.length === 1
              ? `expected "${options[0]}", found ${describeValue(found)}`
              : `${describeValue(found)} is not allowed; expected one of: ${options.join(', ')}`,
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
      return [{ ...at(path), message: `expected ${expected}, found ${describeValue(found)}`, hint }];
    }
    case 'invalid_key':
      return [{ ...at(path, 'key'), message: `the label "${fieldName}" is not allowed here`, hint }];
    case 'invalid_element':
      return explainIssues(
        source,
        schema,
        issue.issues.map((inner) => ({ ...inner, path: [...path, ...inner.path] })) as Issue[],
      );
    case 'custom':
      return [{ ...at(path), message: issue.message, hint }];
    default:
      return [{ ...at(path), message: issue.message, hint }];
  }
}
