/**
 * A union's issues (zod reports every member's), narrowed to those of the member the author most likely meant, so
 * a mistake is said once, in the words of what was meant.
 */
import type * as z from 'zod';
import type { PathSegment } from '../../schema/errors/place.ts';
import { closest } from './suggest.ts';
import { valueAt } from './walk.ts';

type Issue = z.core.$ZodIssue;

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
export function flatten(issues: readonly Issue[], data: unknown, prefix: PathSegment[] = []): Issue[] {
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
