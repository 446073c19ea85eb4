/** Validates all content: YAML syntax, each file against its schema, then the checks across files. */
import { relative, sep } from 'node:path';
import type { ContentError } from './content-error.ts';
import { crossCheck } from './cross-checks.ts';
import { explainIssues } from './explain-issue.ts';
import { listFiles, loadContent, type SourceFile } from './load.ts';
import { buildManifest, type RouteManifest } from './manifest.ts';

export interface ValidationResult {
  errors: ContentError[];
  sources: SourceFile[];
  manifest: RouteManifest;
  counts: { files: number; entries: number; routes: number };
}

export interface ContentLocation {
  root: string;
  dataDir: string;
  publicDir: string;
}

/** Pages, solutions, their sections and list items such as testimonials: what an editor thinks of as entries. */
function countEntries(sources: readonly SourceFile[]): number {
  let entries = 0;
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'object' && item !== null) entries += 1;
        visit(item);
      }
    } else if (typeof value === 'object' && value !== null) {
      Object.values(value).forEach(visit);
    }
  };
  for (const source of sources) {
    entries += source.kind.name === 'page' || source.kind.name === 'solution' ? 1 : 0;
    visit(source.data);
  }
  return entries;
}

const byPosition = (a: ContentError, b: ContentError) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message);

export function validateContent({ root, dataDir, publicDir }: ContentLocation): ValidationResult {
  const { sources, errors } = loadContent(root, dataDir);
  for (const source of sources) {
    if (!source.readable) continue;
    const result = source.kind.schema.safeParse(source.data);
    if (!result.success) errors.push(...explainIssues(source, source.kind.schema, result.error.issues));
  }
  const manifest = buildManifest(sources);
  const publicFiles = new Set(listFiles(publicDir).map((file) => `/${relative(publicDir, file).split(sep).join('/')}`));
  errors.push(...crossCheck({ sources, manifest, publicFiles }));
  const unique = [
    ...new Map(errors.map((error) => [`${error.file}:${error.line}:${error.column}:${error.message}`, error])).values(),
  ];
  return {
    errors: unique.sort(byPosition),
    sources,
    manifest,
    counts: {
      files: sources.length,
      entries: countEntries(sources),
      routes: manifest.routes.length + manifest.redirects.length,
    },
  };
}
