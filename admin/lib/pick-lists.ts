/**
 * The pick-lists of reference fields, from the content: each kind of reference lists the entries whose ids
 * schema/content-files.ts says it names (solutions by title, testimonials and offerings by name), each with its id.
 */
import type { ReferenceTo } from '../../pipeline/codegen/field-model.ts';
import { referenceSources } from '../../schema/content-files.ts';
import type { Choice } from '../form/env.ts';
import { entryOfFile, fileOfEntry } from './entries.ts';
import type { Namer } from './entry-names.ts';

/**
 * The choices of each kind of reference. Each list is made when a field first asks for it: most entries open with none
 * drawn, and a list reads every file it names.
 */
export function pickLists(files: Readonly<Record<string, string>>, names: Namer): (to: ReferenceTo) => Choice[] {
  const make = (to: ReferenceTo): Choice[] => {
    const source: { kind: string; list?: string; label?: string } = referenceSources[to];
    if (source.list === undefined)
      return Object.keys(files)
        .sort()
        .flatMap((path) => {
          const entry = entryOfFile(path);
          return entry?.collection === source.kind
            ? [{ value: entry.name, label: `${names.entry(path)} (${entry.name})` }]
            : [];
        });
    const file = names.data(fileOfEntry({ collection: source.kind, name: source.kind }));
    const items = (file as Record<string, unknown> | undefined)?.[source.list];
    return (Array.isArray(items) ? (items as Array<Record<string, unknown> | null>) : []).flatMap((item) =>
      typeof item?.id === 'string'
        ? [{ value: item.id, label: `${String(item[source.label ?? 'id'] ?? item.id)} (${item.id})` }]
        : [],
    );
  };
  const lists = new Map<ReferenceTo, Choice[]>();
  return (to) => {
    if (!lists.has(to)) lists.set(to, make(to));
    return lists.get(to)!;
  };
}
