/**
 * Checks that span files: unique routes and ids, links that land, references that exist, images on disk.
 */
import type { ContentError } from './content-error.ts';
import { formatPath } from './content-error.ts';
import { positionIn, type SourceFile } from './load.ts';
import { LINK } from '../../schema/fields.ts';
import { describeValue } from './explain-issue.ts';
import { checkLink, knownRoutes, solutionIdOf, type RouteManifest } from './manifest.ts';
import { collectReferences, type PathSegment } from './schema-walk.ts';
import { PLACEHOLDER } from './fill.ts';
import type { Facts } from './resolve-facts.ts';
import { closest, closestFile, routeLike, slugify, someOf } from './suggest.ts';
import { isRecord, walkValues } from './walk.ts';

export interface CrossCheckContext {
  sources: readonly SourceFile[];
  manifest: RouteManifest;
  /** Files under public/, written from the site root: `/images/logo.svg`. */
  publicFiles: ReadonlySet<string>;
  /** The facts the content states once (prices, figures, summaries). */
  facts: Facts;
}

function errorAt(
  source: SourceFile,
  path: PathSegment[],
  message: string,
  suggestion?: string,
  target: 'value' | 'key' = 'value',
): ContentError {
  return { file: source.file, ...positionIn(source, path, target), path: formatPath(path), message, suggestion };
}

/** Every list in the data whose items have an `id` must not repeat one. */
function duplicateIds(source: SourceFile): ContentError[] {
  const errors: ContentError[] = [];
  walkValues(source.data, (value, path) => {
    if (!Array.isArray(value)) return;
    const seen = new Map<string, number>();
    value.forEach((item, index) => {
      const id = isRecord(item) && typeof item.id === 'string' ? item.id : undefined;
      if (id === undefined) return;
      const first = seen.get(id);
      if (first === undefined) seen.set(id, index);
      else
        errors.push(
          errorAt(
            source,
            [...path, index, 'id'],
            `the id "${id}" is already used by ${formatPath([...path, first])}`,
            'ids in the same list must be unique; rename one of them',
          ),
        );
    });
  });
  return errors;
}

/** A route used twice is reported in every file that uses it, each naming the others. */
function duplicateRoutes({ sources, manifest }: CrossCheckContext): ContentError[] {
  const owners = new Map<string, Array<{ file: string; kind: string }>>();
  const entries = [
    ...manifest.routes.map((entry) => ({ route: entry.route, file: entry.file, kind: entry.kind })),
    ...manifest.redirects.map((entry) => ({ route: entry.from, file: entry.file, kind: 'page' as const })),
  ];
  for (const entry of entries) owners.set(entry.route, [...(owners.get(entry.route) ?? []), entry]);
  const errors: ContentError[] = [];
  for (const [route, users] of owners) {
    if (users.length < 2) continue;
    for (const user of users) {
      const source = sources.find((candidate) => candidate.file === user.file)!;
      const others = users.filter((other) => other !== user).map((other) => other.file);
      errors.push(
        errorAt(
          source,
          [user.kind === 'page' ? 'route' : 'id'],
          `the address "${route}" is also used by ${others.join(', ')}`,
          user.kind === 'page'
            ? 'every page needs its own address: give the page you copied a new `route:`'
            : 'every page needs its own address: rename the solution file and its `id:`',
        ),
      );
    }
  }
  return errors;
}

function solutionIdMatchesFile(source: SourceFile): ContentError[] {
  if (source.kind.name !== 'solution' || !isRecord(source.data) || typeof source.data.id !== 'string') return [];
  const expected = solutionIdOf(source);
  return source.data.id === expected
    ? []
    : [
        errorAt(
          source,
          ['id'],
          `the id "${source.data.id}" differs from the file name "${expected}.yaml"`,
          `write "id: ${expected}" or rename the file to ${source.data.id}.yaml`,
        ),
      ];
}

/** Cards that lead to a case study need a solution that has one. */
function caseStudyTargets(
  source: SourceFile,
  caseStudyIds: ReadonlySet<string>,
  solutionIds: ReadonlySet<string>,
): ContentError[] {
  const errors: ContentError[] = [];
  walkValues(source.data, (value, path) => {
    if (!isRecord(value) || value.type !== 'solution-cards' || value.linkTo !== 'case-study') return;
    if (!Array.isArray(value.solutions)) return;
    value.solutions.forEach((id, index) => {
      if (typeof id === 'string' && solutionIds.has(id) && !caseStudyIds.has(id)) {
        errors.push(
          errorAt(
            source,
            [...path, 'solutions', index],
            `the solution "${id}" has no case-study page, so its card would lead nowhere`,
            `use linkTo: detail, or pick one of: ${someOf([...caseStudyIds])}`,
          ),
        );
      }
    });
  });
  return errors;
}

/**
 * A case study that no case-study list shows would have a page nobody finds: say which list to add it to
 * (the first `solution-cards` section with `linkTo: case-study`, /solutions#case-studies on this site).
 */
function unlistedCaseStudies(sources: readonly SourceFile[]): ContentError[] {
  const lists: Array<{ source: SourceFile; path: PathSegment[]; ids: string[] }> = [];
  for (const source of sources) {
    if (source.kind.name !== 'page' || !isRecord(source.data) || !Array.isArray(source.data.sections)) continue;
    source.data.sections.forEach((section, index) => {
      if (isRecord(section) && section.linkTo === 'case-study' && Array.isArray(section.solutions))
        lists.push({ source, path: ['sections', index, 'solutions'], ids: section.solutions.map(String) });
    });
  }
  if (lists.length === 0) return [];
  const listed = new Set(lists.flatMap((list) => list.ids));
  const [first] = lists;
  return sources
    .filter((source) => source.kind.name === 'solution' && source.readable && isRecord(source.data))
    .filter((source) => (source.data as Record<string, unknown>).caseStudy !== undefined)
    .filter((source) => !listed.has(solutionIdOf(source)))
    .map((source) =>
      errorAt(
        source,
        ['caseStudy'],
        'this case study is not listed on any page, so visitors cannot find it',
        `add "- ${solutionIdOf(source)}" to the \`solutions:\` list at ${first!.source.file} line ${positionIn(first!.source, first!.path).line}`,
        'key',
      ),
    );
}

/** Every `{kind:id}` placeholder in a text must name a fact that exists: a price, a figure or a summary. */
function factPlaceholders(source: SourceFile, facts: Facts): ContentError[] {
  const errors: ContentError[] = [];
  walkValues(source.data, (value, path) => {
    if (typeof value === 'string' && value.includes('{')) {
      for (const [placeholder, name = ''] of value.matchAll(PLACEHOLDER)) {
        if (!name.includes(':') || name in facts.text) continue;
        const kind = name.split(':')[0]!;
        errors.push(
          errorAt(
            source,
            [...path],
            `${placeholder} names no fact written in data/: ${FACT_KINDS[kind] ?? 'use {price:id}, {stat:id:label} or {summary:id}'}`,
            factHint(name, Object.keys(facts.text)),
          ),
        );
      }
    }
  });
  return errors;
}

const braced = (name: string) => `{${name}}`;

/** The fix for a placeholder naming no fact: the closest one, else the figures of the solution it names. */
function factHint(name: string, names: readonly string[]): string {
  const [kind, owner] = name.split(':');
  const sameKind = names.filter((candidate) => candidate.startsWith(`${kind}:`));
  const candidates = sameKind.length > 0 ? sameKind : names;
  const suggestion = closest(name, candidates);
  if (suggestion) return `did you mean ${braced(suggestion)}?`;
  if (kind !== 'stat' || sameKind.length === 0) return `facts of this kind: ${someOf(candidates.map(braced))}`;
  const ownFigures = sameKind.filter((candidate) => candidate.startsWith(`stat:${owner}:`));
  return ownFigures.length > 0
    ? `the figures of ${owner}: ${someOf(ownFigures.map(braced))}`
    : `no solution "${owner}" has figures (stats); a solution's id is its file name in data/solutions/`;
}

const FACT_KINDS: Record<string, string> = {
  price: 'prices are the offering ids in data/offerings.yaml',
  stat: "figures are a solution's id and the label of one of its stats, e.g. {stat:dinamiq:data-accuracy}",
  summary: "summaries are a solution's id, e.g. {summary:dinamiq}",
};

export function crossCheck(context: CrossCheckContext): ContentError[] {
  const { sources, manifest, publicFiles, facts } = context;
  const solutionIds = new Set(sources.filter((source) => source.kind.name === 'solution').map(solutionIdOf));
  const caseStudyIds = new Set(
    manifest.routes.filter((entry) => entry.kind === 'case-study').map((entry) => entry.route.split('/')[2]!),
  );
  const testimonials = sources.find((source) => source.kind.name === 'testimonials')?.data;
  const testimonialIds = new Set(
    isRecord(testimonials) && Array.isArray(testimonials.testimonials)
      ? testimonials.testimonials
          .map((item) => (isRecord(item) ? item.id : undefined))
          .filter((id): id is string => typeof id === 'string')
      : [],
  );

  const errors = [...duplicateRoutes(context), ...unlistedCaseStudies(sources)];
  for (const source of sources) {
    if (!source.readable) continue;
    errors.push(
      ...factPlaceholders(source, facts),
      ...duplicateIds(source),
      ...solutionIdMatchesFile(source),
      ...caseStudyTargets(source, caseStudyIds, solutionIds),
    );
    for (const reference of collectReferences(source.kind.schema, source.data)) {
      const fail = (message: string, suggestion?: string) =>
        errors.push(errorAt(source, reference.path, message, suggestion));
      switch (reference.kind) {
        case 'link': {
          if (!LINK.test(reference.value)) {
            // Same place and words as the schema's error, so validate keeps this one: it knows the pages.
            const page = closest(routeLike(reference.value), knownRoutes(manifest));
            fail(
              'expected a link starting with / (a page of this site) or https://, mailto:, tel:, found ' +
                describeValue(reference.value),
              page
                ? `did you mean "${page}"? Pages of this site start with /`
                : 'start a page of this site with / (e.g. /contact) and other sites with https://',
            );
            break;
          }
          const result = checkLink(manifest, reference.value);
          if (!result.ok) fail(`broken link: ${result.message}`, result.suggestion);
          break;
        }
        case 'image':
          if (!publicFiles.has(reference.value)) {
            const suggestion = closestFile(reference.value, publicFiles);
            fail(
              `the image "${reference.value}" does not exist under public/`,
              suggestion
                ? `did you mean "${suggestion}"?`
                : `add the picture as public${reference.value}, or correct the path if the file has another name`,
            );
          }
          break;
        case 'solution':
          if (!solutionIds.has(reference.value)) {
            const suggestion = closest(slugify(reference.value), solutionIds);
            fail(
              `no solution has the id "${reference.value}"`,
              suggestion ? `did you mean "${suggestion}"?` : `solution ids are the file names in data/solutions/`,
            );
          }
          break;
        case 'offering':
          if (!(reference.value in facts.prices)) {
            const suggestion = closest(slugify(reference.value), Object.keys(facts.prices));
            fail(
              `no offering has the id "${reference.value}"`,
              suggestion
                ? `did you mean "${suggestion}"?`
                : `offering ids are listed in data/offerings.yaml: ${Object.keys(facts.prices).join(', ')}`,
            );
          }
          break;
        case 'testimonial':
          if (!testimonialIds.has(reference.value)) {
            const suggestion = closest(slugify(reference.value), testimonialIds);
            fail(
              `no testimonial has the id "${reference.value}"`,
              suggestion ? `did you mean "${suggestion}"?` : 'testimonial ids are listed in data/testimonials.yaml',
            );
          }
          break;
      }
    }
  }
  return errors;
}
