/**
 * Definitions other files use (an offering, a testimonial list, a solution, a page's address) whose own file is
 * broken: found once, so a use of one is counted at the broken definition instead of reported on its own (one
 * mistake, one error).
 */
import type { Dependents } from '../../schema/errors/content-error.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import type { SourceFile } from './load.ts';
import { solutionIdOf } from './manifest.ts';
import { SLUG } from '../../schema/fields.ts';
import { fillerIn } from './filler-text.ts';
import { knownKeys } from './schema-walk.ts';
import { closest, slugify } from './suggest.ts';
import { isRecord } from './walk.ts';

/** Where a value other places use is defined, when that definition is broken; what those places wait for. */
export interface Cause {
  file: string;
  path: PathSegment[];
  /** The offering "chatbots", the testimonials of this file. */
  what: Dependents['what'];
}

/** How many uses of each broken definition were left unreported, to be counted at its own error. */
export interface BrokenUses {
  cause: Cause;
  count: number;
  /** The names those uses wrote (`chatbots`), for the fix at the definition. */
  names: Set<string>;
}

/** The keys a use of an id looks up a broken definition by: the id as written, and its letters and digits alone. */
export const idKeys = (kind: string, id: string) => [
  `${kind}:${id}`,
  `${kind}:~${id.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')}`,
];

/**
 * What other files may name but a broken file fails to define, by the key a reference looks up:
 * `offering:chatbots` (an offering whose entry is invalid), `offering:*` / `testimonial:*` (a list file that
 * cannot be read as a list), `solution:dinamiq` (a solution whose figures and summary are unknown while its file
 * is invalid), `route:/about` (a page without a valid address, by its file name), `route-named:about` (a page whose
 * address cannot be read at all: any address ending in its file name), `anchors:/about` (a page with a section whose
 * id cannot be read).
 */
export function brokenDefinitions(sources: readonly SourceFile[]): Map<string, Cause> {
  const causes = new Map<string, Cause>();
  for (const source of sources) {
    if (source.parsed !== undefined) {
      fillerLabels(causes, source);
      duplicateIds(causes, source);
      continue;
    }
    const data = source.data;
    const file = source.file;
    switch (source.kind.name) {
      case 'offerings':
      case 'testimonials': {
        const list = isRecord(data) ? data[source.kind.name] : undefined;
        const one = source.kind.name === 'offerings' ? 'offering' : 'testimonial';
        if (!source.readable || !Array.isArray(list)) {
          const cause: Cause = { file, path: [], what: { kind: 'list', name: source.kind.name } };
          causes.set(`${one}:*`, cause);
          if (one === 'offering') causes.set('price:*', cause);
        } else
          list.forEach((item, index) => {
            if (!isRecord(item) || typeof item.id !== 'string') {
              // An entry whose id cannot be read: any id the list lacks may be that one's.
              const cause: Cause = {
                file,
                path: [source.kind.name, index],
                what: { kind: 'list', name: source.kind.name },
              };
              causes.set(`${one}:*`, cause);
              if (one === 'offering') causes.set('price:*', cause);
              return;
            }
            // Under the id as written and as the id it was meant to be (`Chatbots` or `chat bots` for `chatbots`).
            const cause: Cause = { file, path: [source.kind.name, index], what: { kind: one, name: item.id } };
            for (const key of [`${one}:${slugify(item.id)}`, ...idKeys(one, item.id)]) causes.set(key, cause);
          });
        break;
      }
      case 'solution': {
        const id = solutionIdOf(source);
        const cause: Cause = { file, path: [], what: { kind: 'solution', name: id } };
        for (const key of [`solution:${id}`, `route:/solutions/${id}`, `route:/solutions/${id}/case-study`])
          causes.set(key, cause);
        if (isRecord(data)) {
          brokenAnchors(causes, source, `/solutions/${id}`, data.detailPage, ['detailPage']);
          brokenAnchors(causes, source, `/solutions/${id}/case-study`, data.caseStudy, ['caseStudy']);
        }
        break;
      }
      case 'page': {
        const name = source.relativePath.replace(/^.*\//, '').replace(/\.yaml$/, '');
        const written = isRecord(data) && typeof data.route === 'string' ? data.route : undefined;
        const route = written ?? (name === 'home' ? '/' : `/${name}`);
        const cause: Cause = { file, path: [], what: { kind: 'page', name: route } };
        causes.set(`route:${route}`, cause);
        // A page whose address cannot be read may have been under a section (`/services/…`): its file name ends it.
        if (written === undefined) causes.set(`route-named:${name}`, cause);
        brokenAnchors(causes, source, route, data, []);
        break;
      }
    }
  }
  return causes;
}

/**
 * A page whose section list has a section that cannot be read, an id that is not one, or an id whose field name is
 * misspelt (`is: problem`): links to a section the page lacks may mean that one (`anchors:/about`).
 */
function brokenAnchors(
  causes: Map<string, Cause>,
  source: SourceFile,
  route: string,
  page: unknown,
  at: PathSegment[],
) {
  const sections = isRecord(page) ? page.sections : undefined;
  const cause = (path: PathSegment[]) =>
    causes.set(`anchors:${route}`, { file: source.file, path, what: { kind: 'page', name: route } });
  if (sections === undefined) return;
  // Sections that are not a list (its first item written without "- ") hold no section a link can name.
  if (!Array.isArray(sections)) {
    cause([...at, 'sections']);
    return;
  }
  const index = sections.findIndex((section, position) => {
    if (!isRecord(section)) return true;
    if (section.id !== undefined) return typeof section.id !== 'string' || !SLUG.test(section.id);
    const known = knownKeys(source.kind.schema, source.data, [...at, 'sections', position]);
    return Object.keys(section).some((key) => !known.includes(key) && closest(key, ['id']) === 'id');
  });
  if (index >= 0) cause([...at, 'sections', index]);
}

/**
 * A solution whose figure is labelled with filler (`TBD`): the placeholders that name that figure by its label wait
 * on it, and the filler is the one mistake.
 */
function fillerLabels(causes: Map<string, Cause>, source: SourceFile) {
  if (source.kind.name !== 'solution' || !isRecord(source.data) || !Array.isArray(source.data.stats)) return;
  const index = source.data.stats.findIndex(
    (stat) => isRecord(stat) && typeof stat.label === 'string' && fillerIn(stat.label) !== undefined,
  );
  const id = solutionIdOf(source);
  if (index >= 0)
    causes.set(`solution:${id}`, {
      file: source.file,
      path: ['stats', index, 'label'],
      what: { kind: 'solution', name: id },
    });
}

/**
 * An offering or quote whose id repeats one above it (copied with its entry and not changed): any id the list lacks
 * may be that one's, so the uses of a missing id wait on it.
 */
function duplicateIds(causes: Map<string, Cause>, source: SourceFile) {
  const name = source.kind.name;
  if ((name !== 'offerings' && name !== 'testimonials') || !isRecord(source.data)) return;
  const list = source.data[name];
  if (!Array.isArray(list)) return;
  const ids = list.map((item) => (isRecord(item) ? item.id : undefined));
  const index = ids.findIndex((id, at) => typeof id === 'string' && ids.indexOf(id) < at);
  if (index < 0) return;
  const one = name === 'offerings' ? 'offering' : 'testimonial';
  const cause: Cause = { file: source.file, path: [name, index], what: { kind: 'list', name } };
  causes.set(`${one}:*`, cause);
  if (one === 'offering') causes.set('price:*', cause);
}
