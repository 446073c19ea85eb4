/**
 * Checks that span files: unique routes and ids, links that land, references that exist, images on disk, facts
 * that text states. A reference to something whose own file is broken is not reported again: the error at the
 * cause counts how many places use it (one mistake, one error).
 */
import type * as z from 'zod';
import type { ContentErrorName, ErrorParams } from '../../schema/errors/catalogue.ts';
import { mistake, type ContentError } from '../../schema/errors/content-error.ts';
import { formatPath, type PathSegment } from '../../schema/errors/place.ts';
import { IMAGE_PATH, IMAGE_PATH_FORMAT, LINK } from '../../schema/fields.ts';
import { describeValue, ownPageOf, validRepair } from './value-meant.ts';
import { placeIn, type SourceFile } from './load.ts';
import { checkLink, knownRoutes, solutionIdOf, type RouteManifest } from './manifest.ts';
import { collectReferences, schemaAt } from './schema-walk.ts';
import { brokenDefinitions, idKeys, type BrokenUses } from './broken-definitions.ts';
import { PLACEHOLDER } from './fill.ts';
import { braceMistakes, factHint } from './placeholder-mistakes.ts';
import { statedFacts } from './facts-stated.ts';
import type { Facts } from './resolve-facts.ts';
import { FIGURE_PLACEHOLDER, placeholderFigure } from './restated-facts.ts';
import { closest, closestFile, linkMeant, routeLike, slugify } from './suggest.ts';
import { isRecord, walkValues } from './walk.ts';

export interface CrossCheckContext {
  sources: readonly SourceFile[];
  manifest: RouteManifest;
  /** Files under public/, written from the site root: `/images/logo.svg`. */
  publicFiles: ReadonlySet<string>;
  /** The facts the content states once (prices, figures, summaries). */
  facts: Facts;
}

function errorAt<N extends ContentErrorName>(
  source: SourceFile,
  path: readonly PathSegment[],
  name: N,
  params: ErrorParams<N>,
  target: 'value' | 'key' = 'value',
): ContentError {
  return { ...placeIn(source, path, target), ...mistake(name, params) };
}

/** References that name one card's subject: a list naming one twice shows it twice (offerings may repeat, one item per plan). */
const IDENTIFYING = new Set(['solution', 'testimonial']);

/** Fields that name an item of a list, so two items with the same one show the same card twice. */
const NAMING_FIELDS = ['id', 'title', 'heading', 'name', 'question', 'label'] as const;

/**
 * `make` for a file, made once per load of it: the editor checks across files on every keystroke, and only one file
 * changed, so what a file alone tells is kept with the file's load.
 */
function keptPerSource<T>(make: (source: SourceFile) => T): (source: SourceFile) => T {
  const kept = new WeakMap<SourceFile, T>();
  return (source) => {
    if (!kept.has(source)) kept.set(source, make(source));
    return kept.get(source)!;
  };
}

/**
 * Every list that names the same thing twice: two items with the same `id`, the same solution, testimonial or
 * offering, the same title (a card copied and left as it was) or the same line of text. Reported at the second.
 */
const duplicates = keptPerSource(listDuplicates);

/** Every reference (link, picture, id) the file writes. */
const referencesOf = keptPerSource((source) => collectReferences(source.kind.schema, source.data));

/** Every text of the file with a brace in it: where placeholders are, or were meant to be. */
const bracedTexts = keptPerSource((source) => {
  const texts: Array<{ written: string; path: PathSegment[] }> = [];
  walkValues(source.data, (written, path) => {
    if (typeof written === 'string' && /[{}]/.test(written)) texts.push({ written, path: [...path] });
  });
  return texts;
});

function listDuplicates(source: SourceFile): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Map<string, PathSegment[]>();
  const check = (list: readonly PathSegment[], field: string, value: string, at: PathSegment[], what: string) => {
    const key = `${formatPath(list)}|${field}|${value}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, at);
    else
      errors.push(
        errorAt(source, field ? [...at, field] : at, 'duplicateItem', {
          what,
          value,
          first: placeIn(source, first),
        }),
      );
  };
  const references = referencesOf(source);
  const named = new Set(references.map((reference) => formatPath(reference.path)));
  walkValues(source.data, (value, path) => {
    if (!Array.isArray(value)) return;
    value.forEach((item, index) => {
      // A list of texts (topics, bullets, technologies) shows each line: the same line twice is a copy left in.
      if (typeof item === 'string' && item.trim() !== '' && !named.has(formatPath([...path, index])))
        check(path, '', item.trim(), [...path, index], 'item');
      if (!isRecord(item)) return;
      for (const field of NAMING_FIELDS)
        if (typeof item[field] === 'string') check(path, field, item[field], [...path, index], field);
    });
  });
  for (const reference of references) {
    if (!IDENTIFYING.has(reference.kind)) continue;
    const { path } = reference;
    const index = typeof path.at(-1) === 'number' ? path.length - 1 : path.length - 2;
    if (typeof path[index] !== 'number') continue;
    const field = index === path.length - 1 ? '' : String(path.at(-1));
    check(path.slice(0, index), field, reference.value, path.slice(0, index + 1), reference.kind);
  }
  return errors;
}

/** The id a web address or a wrongly written id names, when it is one of `ids`. */
function meantId(written: string, ids: ReadonlySet<string>, fieldSchema?: z.ZodType): string | undefined {
  const repaired = fieldSchema && validRepair(written, fieldSchema);
  for (const candidate of [repaired, ...written.split(/[/?=#&\s:'"()<>,]+/).reverse()])
    if (candidate && ids.has(candidate)) return candidate;
  return closest(slugify(written), ids);
}

/**
 * The file under public/ an image path most likely means: written with spaces for hyphens, an upper-case
 * extension, without its leading slash, with `public/` or the site's address in front, in Markdown's `![…](…)`; else
 * one a typo away in the same folder, or the one picture of that name in another.
 */
function imageMeant(written: string, publicFiles: ReadonlySet<string>): string | undefined {
  const trimmed = written
    .trim()
    .replace(/^!?\[[^\]]*\]\(([^()]+)\)$/, '$1')
    .replace(/^(?:https?:\/\/|www\.)[^/]*/i, '')
    .replace(/\s+/g, '-');
  const rooted = `/${trimmed.replace(/^\/+/, '').replace(/^public\//i, '')}`;
  const candidates = [rooted, rooted.replace(/\.[^./]+$/, (extension) => extension.toLowerCase())];
  const found =
    candidates.find((candidate) => publicFiles.has(candidate)) ?? closestFile(candidates.at(-1)!, publicFiles);
  if (found) return found;
  // The same picture in another folder: the one file of that name.
  const name = candidates.at(-1)!.slice(candidates.at(-1)!.lastIndexOf('/'));
  const elsewhere = [...publicFiles].filter((file) => file.endsWith(name));
  return elsewhere.length === 1 ? elsewhere[0] : undefined;
}

/** A page of this site written as a full address: the page it names, or the one it most likely means. */
function ownPageParams(manifest: RouteManifest, address: string, page: string): ErrorParams<'ownPageAddress'> {
  const result = checkLink(manifest, page);
  if (result.ok) return { address, route: page };
  const close = result.params as { didYouMean?: string };
  return { address, didYouMean: close.didYouMean };
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
      const page = user.kind === 'page';
      errors.push(errorAt(source, [page ? 'route' : 'id'], 'duplicateRoute', { route, others, page }));
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
        errorAt(source, ['id'], 'solutionIdNotFileName', {
          id: source.data.id,
          expected,
          renameTo: slugify(source.data.id),
        }),
      ];
}

/** Cards that lead to a case study need a solution that has one. */
function caseStudyTargets(
  source: SourceFile,
  caseStudyIds: ReadonlySet<string>,
  solutionIds: ReadonlySet<string>,
  dependsOnBroken: (key: string) => boolean,
): ContentError[] {
  const errors: ContentError[] = [];
  walkValues(source.data, (value, path) => {
    if (!isRecord(value) || value.type !== 'solution-cards' || value.linkTo !== 'case-study') return;
    if (!Array.isArray(value.solutions)) return;
    value.solutions.forEach((id, index) => {
      if (typeof id === 'string' && solutionIds.has(id) && !caseStudyIds.has(id) && !dependsOnBroken(`solution:${id}`))
        errors.push(
          errorAt(source, [...path, 'solutions', index], 'caseStudyCardWithoutPage', {
            id,
            caseStudies: [...caseStudyIds],
          }),
        );
    });
  });
  return errors;
}

/**
 * A case study that no case-study list shows would have a page nobody finds: say which list to add it to
 * (the first `solution-cards` section with `linkTo: case-study`, /solutions#case-studies on this site).
 */
function unlistedCaseStudies(sources: readonly SourceFile[]): ContentError[] {
  const lists: Array<{ source: SourceFile; path: PathSegment[]; ids: unknown[] }> = [];
  for (const source of sources) {
    if (source.kind.name !== 'page' || !isRecord(source.data) || !Array.isArray(source.data.sections)) continue;
    source.data.sections.forEach((section, index) => {
      if (isRecord(section) && section.linkTo === 'case-study' && Array.isArray(section.solutions))
        lists.push({ source, path: ['sections', index, 'solutions'], ids: section.solutions as unknown[] });
    });
  }
  // An entry that is not an id at all may be any of them: nothing is said unlisted until it is fixed.
  if (lists.length === 0 || lists.some((list) => list.ids.some((id) => typeof id !== 'string'))) return [];
  const solutionIds = new Set(sources.filter((source) => source.kind.name === 'solution').map(solutionIdOf));
  // An entry naming no solution is reported as such; the solution it most likely meant counts as listed.
  const listed = new Set(
    lists
      .flatMap((list) => list.ids as string[])
      .map((id) => (solutionIds.has(id) ? id : (meantId(id, solutionIds) ?? id))),
  );
  const [first] = lists;
  return sources
    .filter((source) => source.kind.name === 'solution' && source.readable && isRecord(source.data))
    .filter((source) => (source.data as Record<string, unknown>).caseStudy !== undefined)
    .filter((source) => !listed.has(solutionIdOf(source)))
    .map((source) =>
      errorAt(
        source,
        ['caseStudy'],
        'unlistedCaseStudy',
        {
          id: solutionIdOf(source),
          list: placeIn(first!.source, first!.path),
        },
        'key',
      ),
    );
}

export function crossCheck(context: CrossCheckContext): { errors: ContentError[]; dependents: BrokenUses[] } {
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
  const dependents = new Map<string, BrokenUses>();
  const causes = brokenDefinitions(sources);
  /**
   * Counts a use of a broken definition instead of reporting it; false when no key names anything broken. The first
   * key is the use's own (`offering:chatbots`), the name it wrote.
   */
  const dependsOnBroken = (...keys: string[]) => {
    const cause = keys.map((key) => causes.get(key)).find(Boolean);
    if (!cause) return false;
    const id = `${cause.file}|${formatPath(cause.path)}`;
    const counted = dependents.get(id) ?? { cause, count: 0, names: new Set<string>() };
    counted.count += 1;
    counted.names.add(keys[0]!.slice(keys[0]!.indexOf(':') + 1));
    dependents.set(id, counted);
    return true;
  };

  const site = sources.find((source) => source.kind.name === 'site')?.data;
  const siteUrl = isRecord(site) && typeof site.siteUrl === 'string' ? site.siteUrl : undefined;
  const errors = [...duplicateRoutes(context), ...unlistedCaseStudies(sources)];
  for (const source of sources) {
    if (!source.readable) continue;
    errors.push(
      ...duplicates(source),
      ...solutionIdMatchesFile(source),
      ...caseStudyTargets(source, caseStudyIds, solutionIds, dependsOnBroken),
      ...statedFacts(source, sources, facts),
    );
    for (const { written, path } of bracedTexts(source)) {
      // A figure typed into a placeholder is one mistake: its braces are not looked at again below.
      let value = written;
      for (const match of written.matchAll(FIGURE_PLACEHOLDER)) {
        errors.push(errorAt(source, path, 'figureInPlaceholder', placeholderFigure(sources, path, written, match)));
        value = value.replace(match[0], ' '.repeat(match[0].length));
      }
      for (const [placeholder, name = ''] of value.matchAll(PLACEHOLDER)) {
        if (!name.includes(':') || name in facts.text) continue;
        const [kind = '', owner = ''] = name.split(':');
        if (dependsOnBroken(...idKeys(kind === 'price' ? 'offering' : 'solution', owner), `${kind}:*`)) continue;
        errors.push(
          errorAt(source, path, 'unknownFact', { placeholder, kind, ...factHint(name, Object.keys(facts.text)) }),
        );
      }
      for (const mistake of braceMistakes(value, facts))
        errors.push(errorAt(source, path, mistake.name, mistake.params as never));
    }
    for (const reference of referencesOf(source)) {
      const fail = <N extends ContentErrorName>(name: N, params: ErrorParams<N>) =>
        errors.push(errorAt(source, reference.path, name, params));
      const fieldSchema = () => schemaAt(source.kind.schema, source.data, reference.path);
      const idMeant = (ids: ReadonlySet<string>) => meantId(reference.value, ids, fieldSchema());
      switch (reference.kind) {
        case 'link': {
          const ownPage = ownPageOf(reference.value, siteUrl);
          if (ownPage !== undefined) {
            fail('ownPageAddress', ownPageParams(manifest, reference.value, ownPage));
            break;
          }
          if (!LINK.test(reference.value)) {
            // Same place and words as the schema's error, so validate keeps this one: it knows the pages.
            fail('linkFormat', {
              found: describeValue(reference.value),
              page: closest(routeLike(reference.value), knownRoutes(manifest)),
              write: linkMeant(reference.value),
            });
            break;
          }
          const result = checkLink(manifest, reference.value);
          if (result.ok) break;
          const route = reference.value.split('#')[0]!;
          if (
            result.error === 'noSuchPage' &&
            dependsOnBroken(`route:${route}`, `route-named:${route.split('/').pop()}`)
          )
            break;
          if (result.error === 'noSuchSection' && dependsOnBroken(`anchors:${result.params.route}`)) break;
          fail(result.error, result.params as never);
          break;
        }
        case 'image':
          if (!IMAGE_PATH.test(reference.value)) {
            // The schema says the path is malformed; said again here with the file it most likely means.
            const file = imageMeant(reference.value, publicFiles);
            fail('wrongFormat', {
              expected: IMAGE_PATH_FORMAT,
              found: describeValue(reference.value),
              write: file,
            });
          } else if (!publicFiles.has(reference.value)) {
            fail('missingImage', { path: reference.value, didYouMean: imageMeant(reference.value, publicFiles) });
          }
          break;
        case 'solution':
          if (!solutionIds.has(reference.value))
            fail('unknownReference', { kind: 'solution', id: reference.value, didYouMean: idMeant(solutionIds) });
          break;
        case 'offering':
          if (
            !(reference.value in facts.prices) &&
            !dependsOnBroken(...idKeys('offering', reference.value), 'offering:*')
          ) {
            const offerings = new Set(Object.keys(facts.prices));
            const suggestion = idMeant(offerings);
            fail('unknownReference', {
              kind: 'offering',
              id: reference.value,
              didYouMean: suggestion,
              ids: suggestion ? undefined : [...offerings],
            });
          }
          break;
        case 'testimonial':
          if (
            !testimonialIds.has(reference.value) &&
            !dependsOnBroken(...idKeys('testimonial', reference.value), 'testimonial:*')
          )
            fail('unknownReference', {
              kind: 'testimonial',
              id: reference.value,
              didYouMean: idMeant(testimonialIds),
            });
          break;
      }
    }
  }
  return { errors, dependents: [...dependents.values()] };
}
