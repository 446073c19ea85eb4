/**
 * Definitions other files use (an offering, a testimonial list, a solution, a page's address) whose own file is
 * broken: found once, so a use of one is counted at the broken definition instead of reported on its own (one
 * mistake, one error).
 */
import type { Dependents } from '../../schema/errors/content-error.ts';
import type { PathSegment } from '../../schema/errors/place.ts';
import type { SourceFile } from './load.ts';
import { solutionIdOf } from './manifest.ts';
import { slugify } from './suggest.ts';
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
 * is invalid), `route:/about` (a page without a valid address, by its file name).
 */
export function brokenDefinitions(sources: readonly SourceFile[]): Map<string, Cause> {
  const causes = new Map<string, Cause>();
  for (const source of sources) {
    if (source.parsed !== undefined) continue;
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
            if (!isRecord(item) || typeof item.id !== 'string') return;
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
        break;
      }
      case 'page': {
        const name = source.relativePath.replace(/^.*\//, '').replace(/\.yaml$/, '');
        const route =
          isRecord(data) && typeof data.route === 'string' ? data.route : name === 'home' ? '/' : `/${name}`;
        causes.set(`route:${route}`, { file, path: [], what: { kind: 'page', name: route } });
        break;
      }
    }
  }
  return causes;
}
