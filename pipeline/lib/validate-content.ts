/**
 * Validates content: each file's YAML syntax and schema, then the checks across files. A file's own checks are
 * kept per file, so a change re-checks only that file plus the checks across files (`revalidate`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { contentKinds, kindOf } from '../../schema/content.ts';
import { errorWords } from '../../schema/content-errors.ts';
import { formatPath, type ContentError } from './content-error.ts';
import { crossCheck, type Dependents } from './cross-checks.ts';
import { explainIssues, misreadNumbers } from './explain-issue.ts';
import { listFiles } from './list-files.ts';
import { parseSource, type SourceFile } from './load.ts';
import { buildManifest, type RouteManifest } from './manifest.ts';
import { factsFrom, resolveFacts, type Facts } from './resolve-facts.ts';
import { closest } from './suggest.ts';
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
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message);

function unknownFile(file: string, relativePath: string): ContentError {
  const known = contentKinds.map((candidate) => candidate.glob);
  return {
    file,
    line: 1,
    column: 1,
    path: '',
    ...errorWords('unknownFile', {
      yml: relativePath.endsWith('.yml'),
      known,
      didYouMean: closest(relativePath.replace(/\.ya?ml$/, '.yaml'), known),
    }),
  };
}

/**
 * Each broken definition's error says how many places use what it defines; those uses are not reported on their
 * own (see crossCheck). Set on the first error at or inside the definition.
 */
function noteDependents(errors: ContentError[], dependents: readonly Dependents[]): ContentError[] {
  const notes = new Map<ContentError, string>();
  for (const { cause, count } of dependents) {
    const path = formatPath(cause.path);
    const inFile = errors.filter((error) => error.file === cause.file);
    const at = inFile.find((error) => error.path.startsWith(path)) ?? inFile[0];
    if (!at) continue;
    const note = `${count} other place${count === 1 ? ' uses' : 's use'} ${cause.what}; ${count === 1 ? 'it is' : 'they are'} checked again once this is fixed`;
    notes.set(at, notes.has(at) ? `${notes.get(at)}; ${note}` : note);
  }
  return errors.map((error) => (notes.has(error) ? { ...error, note: notes.get(error) } : error));
}

/** Reads one file under data/ and checks its YAML and its schema. */
export function checkFile({ root, dataDir }: ContentLocation, absolute: string): FileCheck {
  const file = relative(root, absolute);
  const relativePath = relative(dataDir, absolute).split(sep).join('/');
  const kind = kindOf(relativePath);
  if (!kind) return { errors: [unknownFile(file, relativePath)] };
  const { source, errors } = parseSource(file, relativePath, readFileSync(absolute, 'utf8'), kind);
  if (source.readable) {
    const result = kind.schema.safeParse(source.data);
    const misread = misreadNumbers(source, kind.schema);
    if (result.success && misread.length === 0) source.parsed = result.data;
    const explained = result.success ? [] : explainIssues(source, kind.schema, result.error.issues);
    errors.push(...misread, ...explained.filter((error) => !misread.some((number) => number.path === error.path)));
  }
  return { source, errors };
}

const servedPath = (publicDir: string, file: string) => `/${relative(publicDir, file).split(sep).join('/')}`;

/** The checks across files, over each file's own checks. */
function combine(
  location: ContentLocation,
  files: ReadonlyMap<string, FileCheck>,
  publicFiles: ReadonlySet<string>,
): ValidationResult {
  const checks = [...files.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, check]) => check);
  const sources = checks.flatMap((check) => (check.source ? [check.source] : []));
  const manifest = buildManifest(sources);
  const facts = factsFrom(sources);
  const crossChecked = crossCheck({ sources, manifest, publicFiles, facts });
  const errors = [...checks.flatMap((check) => check.errors), ...crossChecked.errors];
  // Made on first use: `npm run validate` never reads it, and it is a copy of every file's data.
  let data: ReadonlyMap<string, unknown> | undefined;
  const resolveData = () =>
    new Map(
      sources.flatMap((source) =>
        source.parsed === undefined ? [] : [[source.relativePath, resolveFacts(source.parsed, facts)] as const],
      ),
    );
  const unique = [
    ...new Map(errors.map((error) => [`${error.file}:${error.line}:${error.column}:${error.message}`, error])).values(),
  ];
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

export function validateContent(location: ContentLocation): ValidationResult {
  const files = new Map(listFiles(location.dataDir).map((absolute) => [absolute, checkFile(location, absolute)]));
  const publicFiles = new Set(listFiles(location.publicDir).map((file) => servedPath(location.publicDir, file)));
  return combine(location, files, publicFiles);
}

const isInside = (dir: string, path: string) => !relative(dir, path).startsWith('..');

/**
 * The result after `changed` files (absolute paths under data/ or public/, edited, added or removed) changed:
 * only those files are read again; the checks across files run over everything.
 */
export function revalidate(previous: ValidationResult, changed: readonly string[]): ValidationResult {
  const { location } = previous;
  const files = new Map(previous.files);
  const publicFiles = new Set(previous.publicFiles);
  for (const path of changed) {
    if (isInside(location.dataDir, path)) {
      if (existsSync(path)) files.set(path, checkFile(location, path));
      else files.delete(path);
    } else if (isInside(location.publicDir, path)) {
      if (existsSync(path)) publicFiles.add(servedPath(location.publicDir, path));
      else publicFiles.delete(servedPath(location.publicDir, path));
    }
  }
  return combine(location, files, publicFiles);
}
