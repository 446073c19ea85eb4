/**
 * The validator over file texts, without the file system: each file's YAML and schema (`checkText`), then the
 * checks across files (`validateChecks`). `npm run validate` and the dev server reach it through
 * validate-content.ts, which reads the files; the browser editor calls it with the texts it holds.
 */
import { contentKinds, kindOf } from '../../schema/content.ts';
import { ROUTE } from '../../schema/fields.ts';
import type { ContentErrorName } from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import { formatPath, isWithin, type PathSegment } from '../../schema/errors/place.ts';
import { errorKey, fileWords } from '../../schema/errors/terminal.ts';
import type { BrokenUses } from './broken-definitions.ts';
import { crossCheck } from './cross-checks.ts';
import { decodeContent, notUtf8Error } from './encoding.ts';
import { listOrderMistakes } from './list-order.ts';
import { explainIssues } from './explain-issue.ts';
import { misreadNumbers, withNumbersMeant } from './number-meant.ts';
import { misspeltField, withFieldsMeant } from './value-meant.ts';
import { parseSource, type SourceFile } from './load.ts';
import type * as z from 'zod';
import { buildManifest, type RouteManifest } from './manifest.ts';
import { factsFrom, resolveFacts, type Facts } from './resolve-facts.ts';
import { restatedFigures } from './restated-facts.ts';
import { shownTextMistakes } from './shown-text.ts';
import { closest, slugify } from './suggest.ts';
import { countRecords } from './walk.ts';

export interface ContentLocation {
  root: string;
  dataDir: string;
  publicDir: string;
}

/** One file's own checks: its YAML and its schema. */
export interface FileCheck {
  /** Absent for a file that fits no content kind. */
  source?: SourceFile;
  errors: ContentError[];
}

export interface ValidationResult {
  errors: ContentError[];
  sources: SourceFile[];
  manifest: RouteManifest;
  counts: { files: number; entries: number; routes: number };
  location: ContentLocation;
  /** Each file's own checks by absolute path, reused by `revalidate`. */
  files: ReadonlyMap<string, FileCheck>;
  /**
   * Each valid file's data by its path in data/ (`pages/home.yaml`), defaults applied and fact references
   * (`{price:chatbots}`, `offering: chatbots`) replaced by the values written once in data/offerings.yaml.
   * What pages and generated files show.
   */
  data: ReadonlyMap<string, unknown>;
  /** Every file under public/, as the address it is served at (`/images/x.svg`). */
  publicFiles: ReadonlySet<string>;
  /** The facts the content states once (prices, figures, summaries), from every file's plain data. */
  facts: Facts;
}

/** Pages, solutions, their sections and list items such as testimonials: what an editor thinks of as entries. */
const countEntries = (sources: readonly SourceFile[]): number =>
  sources.reduce(
    (entries, source) =>
      entries + (source.kind.name === 'page' || source.kind.name === 'solution' ? 1 : 0) + countRecords(source.data),
    0,
  );

const byPosition = (a: ContentError, b: ContentError) =>
  a.file.localeCompare(b.file) ||
  a.line - b.line ||
  a.column - b.column ||
  fileWords(a).message.localeCompare(fileWords(b).message);

function unknownFile(file: string, relativePath: string): ContentError {
  const known = contentKinds.map((candidate) => candidate.glob);
  return {
    file,
    line: 1,
    column: 1,
    path: [],
    ...mistake('unknownFile', {
      yml: relativePath.endsWith('.yml'),
      known,
      didYouMean: closest(relativePath.replace(/\.ya?ml$/, '.yaml'), known),
    }),
  };
}

/**
 * Each broken definition's error says how many places use what it defines; those uses are not reported on their
 * own (see crossCheck). Set on the first error at or inside the definition. A malformed id whose uses all write
 * one well-formed id (`chat bots` where every use says `chatbots`) gets that id as its fix, so nothing else breaks.
 */
function noteDependents(errors: ContentError[], dependents: readonly BrokenUses[]): ContentError[] {
  const waiting = new Map<ContentError, ContentError['dependents'] & object>();
  const fixes = new Map<ContentError, string>();
  for (const { cause, count, names } of dependents) {
    const inFile = errors.filter((error) => error.file === cause.file);
    const at = inFile.find((error) => isWithin(error.path, cause.path)) ?? inFile[0];
    if (!at) continue;
    const [used] = names;
    // A page whose address cannot be read is named by the one address its links all write, which is its fix.
    const page = cause.what.kind === 'page' && names.size === 1 && ROUTE.test(used!);
    waiting.set(at, [...(waiting.get(at) ?? []), { count, what: page ? { ...cause.what, name: used! } : cause.what }]);
    if (page && at.kind === 'wrongType' && formatPath(at.path) === 'route') fixes.set(at, used!);
    if (
      names.size === 1 &&
      at.kind === 'wrongFormat' &&
      formatPath(at.path) === formatPath([...cause.path, 'id']) &&
      used === slugify(used!)
    )
      fixes.set(at, used!);
  }
  return errors.map((error) =>
    waiting.has(error)
      ? {
          ...error,
          dependents: waiting.get(error),
          ...(fixes.has(error) ? { params: { ...(error.params as object), write: fixes.get(error) } as never } : {}),
        }
      : error,
  );
}

/** What any field of its type can be wrong about; a rule of the field itself (or across files) says more. */
const GENERIC_KINDS = new Set<ContentErrorName>([
  'wrongType',
  'wrongFormat',
  'outOfRange',
  'notAllowed',
  'emptyText',
  'textTooLong',
  'tooFewItems',
  'tooManyItems',
]);

/**
 * One mistake, one error: where a rule of its own speaks about a value (a default outside its range, an id that
 * differs from its file's name), the generic check of the value's type is not reported there too.
 */
function oneErrorPerValue(errors: readonly ContentError[]): ContentError[] {
  const at = (error: ContentError) => `${error.file}:${error.line}:${error.column}`;
  const ruled = new Set(errors.filter((error) => !GENERIC_KINDS.has(error.kind)).map(at));
  // Two checks of one value's form (its pattern, and a rule of its field) are one mistake: the one with a fix stays.
  const kept = new Map<string, ContentError>();
  for (const error of errors) {
    if (GENERIC_KINDS.has(error.kind) && ruled.has(at(error))) continue;
    const key = `${at(error)}:${error.kind}:${error.leftOut ?? ''}`;
    const other = kept.get(key);
    if (!other || (!fileWords(other).suggestion && fileWords(error).suggestion)) kept.set(key, error);
  }
  return [...kept.values()];
}

/**
 * A file's schema errors, one per mistake. A number YAML read otherwise than written (`10.000`) and a misspelt field
 * name (`titel`) are reported once each, and the rules are checked again with the number or the name as meant, so
 * what they break (a default above a maximum read as 10, a menu label whose section's `id` is misspelt) is not
 * reported as well.
 */
function schemaErrors(
  source: SourceFile,
  schema: z.ZodType,
  result: z.ZodSafeParseResult<unknown>,
): { misread: number; explained: ContentError[] } {
  const misread = misreadNumbers(source, schema);
  const misreadAt = new Set(misread.flatMap(({ path, stray }) => [path, ...(stray ? [stray] : [])]).map(formatPath));
  let data = misread.length === 0 ? source.data : withNumbersMeant(source.data, misread);
  let checked = misread.length === 0 ? result : schema.safeParse(data);
  let explained = checked.success ? [] : explainIssues(source, schema, checked.error.issues);
  const misspelt = explained.filter((error) => misspeltField(data, error) !== undefined);
  if (misspelt.length > 0) {
    const renames = misspelt.map((error) => ({ path: error.path, meant: misspeltField(data, error)! }));
    data = withFieldsMeant(data, renames);
    checked = schema.safeParse(data);
    // A value that does not fit the field meant waits for the name: it is checked as that field once renamed (the
    // file has no line under the name meant, so such a value reads as that field left out of its group).
    const waits = (error: ContentError) => {
      const place = error.leftOut === undefined ? error.path : [...error.path, error.leftOut];
      return renames.some(({ path, meant }) => isWithin(place, [...path.slice(0, -1), meant]));
    };
    const rechecked = checked.success ? [] : explainIssues(source, schema, checked.error.issues);
    explained = [...misspelt, ...rechecked.filter((error) => !waits(error))];
  }
  return {
    misread: misread.length,
    explained: [
      ...misread.map(({ error }) => error),
      ...explained.filter((error) => !misreadAt.has(formatPath(error.path))),
    ],
  };
}

/** Text that YAML read as a group of fields because of a ": " or a "{" in it. */
const MISREAD_TEXT = new Set<ContentErrorName>(['colonReadAsField', 'bracketStartsValue']);

/** The schema's rules about what a text says, which a text left as filler breaks without a mistake of their own. */
const RULES_ON_WORDS = new Set<ContentErrorName>(['assumptionNotStated', 'mustContain']);

/** Checks one file's YAML and its schema: `file` from the project root, `relativePath` inside data/. */
export function checkText(file: string, relativePath: string, text: string): FileCheck {
  const kind = kindOf(relativePath);
  if (!kind) return { errors: [unknownFile(file, relativePath)] };
  const { source, errors, letGo } = parseSource(file, relativePath, text, kind);
  if (source.readable) {
    const result = kind.schema.safeParse(source.data);
    const { misread, explained } = schemaErrors(source, kind.schema, result);
    if (result.success && misread === 0) source.parsed = result.data;
    const shown = shownTextMistakes(source);
    // A figure written as filler (`TBD` in a stat, or its label) is that one mistake: no text is compared with it, and
    // no rule about what a text says (an assumption stating a model's figure) counts it as words.
    const fillerPaths = shown.filter((error) => error.kind === 'fillerText').map((error) => error.path);
    const filler = new Set(fillerPaths.map(formatPath));
    const restated = restatedFigures(source).filter((error) => {
      const fact = (error.params as { at?: { path?: PathSegment[] } }).at?.path;
      const stat = fact?.slice(0, -1);
      return !filler.has(formatPath(error.path)) && !(stat && fillerPaths.some((path) => isWithin(path, stat)));
    });
    const ruled = explained.filter(
      (error) => !RULES_ON_WORDS.has(error.kind) || !fillerPaths.some((path) => isWithin(path, error.path)),
    );
    // An item whose own value is wrong (a year typed 2206 for 2006) is that mistake: its place is judged once it is fixed.
    const order = listOrderMistakes(source).filter(
      (error) => !explained.some((other) => isWithin(other.path, error.path)),
    );
    errors.push(...ruled, ...shown, ...order, ...restated);
  }
  letGo();
  return { source, errors };
}

/**
 * Checks one file as its bytes are: read in the encoding it was saved in (every file must be UTF-8, which is reported
 * once, at the file), then its YAML and its schema as checkText does.
 */
export function checkBytes(file: string, relativePath: string, bytes: Uint8Array): FileCheck {
  const { text, notUtf8 } = decodeContent(bytes);
  const check = checkText(file, relativePath, text);
  return notUtf8 && check.source ? { ...check, errors: [notUtf8Error(file, notUtf8), ...check.errors] } : check;
}

/** The checks across files, over each file's own checks. */
export function validateChecks(
  location: ContentLocation,
  files: ReadonlyMap<string, FileCheck>,
  publicFiles: ReadonlySet<string>,
): ValidationResult {
  const checks = [...files.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, check]) => check);
  const sources = checks.flatMap((check) => (check.source ? [check.source] : []));
  const manifest = buildManifest(sources);
  const facts = factsFrom(sources);
  const crossChecked = crossCheck({ sources, manifest, publicFiles, facts });
  const fileErrors = checks.flatMap((check) => check.errors);
  // A value left as filler (`test 123` in a price) is that one mistake: no check across files reads its words.
  const placeOf = (error: ContentError) => `${error.file}\0${formatPath(error.path)}`;
  const filler = new Set(fileErrors.filter((error) => error.kind === 'fillerText').map(placeOf));
  const errors = [...fileErrors, ...crossChecked.errors.filter((error) => !filler.has(placeOf(error)))];
  // Made on first use: `npm run validate` never reads it, and it is a copy of every file's data.
  let data: ReadonlyMap<string, unknown> | undefined;
  const resolveData = () =>
    new Map(
      sources.flatMap((source) =>
        source.parsed === undefined ? [] : [[source.relativePath, resolveFacts(source.parsed, facts)] as const],
      ),
    );
  // Text YAML read as a group of fields is that one mistake: what is checked inside the group is not text as written.
  const misread = errors.filter((error) => MISREAD_TEXT.has(error.kind));
  const written = errors.filter(
    (error) =>
      !misread.some(
        (other) =>
          other.file === error.file && error.path.length > other.path.length && isWithin(error.path, other.path),
      ),
  );
  const unique = oneErrorPerValue([...new Map(written.map((error) => [errorKey(error), error])).values()]);
  return {
    errors: noteDependents(unique.sort(byPosition), crossChecked.dependents),
    sources,
    manifest,
    counts: {
      files: sources.length,
      entries: countEntries(sources),
      routes: manifest.routes.length + manifest.redirects.length,
    },
    location,
    files,
    get data() {
      return (data ??= resolveData());
    },
    publicFiles,
    facts,
  };
}
