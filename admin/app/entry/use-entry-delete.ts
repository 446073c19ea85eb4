/**
 * Deleting an entry, apart from the page that shows it: asked for, it finds the places that still use the entry; a
 * case study's lists are taken along in the same save, every other use is the person's to change first.
 */
import { useState } from 'react';
import type { SaveError } from '../../../pipeline/save/save-check.ts';
import type { EntryRef } from '../../lib/entries.ts';
import { unlistEntry, type PlaceOf } from '../../lib/new-files.ts';
import { currentSnapshot, errorsOfDeleting, remember } from '../../state/content.ts';
import { readYaml } from './entry-files.ts';
import type { useEntryChanges } from './use-entry-save.ts';

/** A delete asked for: the places that still use the entry, and the lists the delete takes it out of. */
export interface DeleteAsked {
  usedIn: SaveError[];
  unlisted: ReturnType<typeof unlistEntry>;
}

export interface EntryDeleteOptions {
  /** The entry's file and its text as last saved. */
  saved: { path?: string; text: string };
  entry: () => EntryRef | undefined;
  /** "Delete solution “PostBud”". */
  title: (path: string) => string;
  changes: ReturnType<typeof useEntryChanges>;
  /** The text each file was made from, which the backend holds the delete to. */
  baseOf: (path: string) => string | null;
  /** Once deleted: the entry's draft goes, nothing is unsaved, and the editor leaves for the list. */
  deleted: () => void;
}

export function useEntryDelete({ saved, entry, title, changes, baseOf, deleted }: EntryDeleteOptions) {
  const [asked, setAsked] = useState<DeleteAsked>();

  async function ask() {
    if (!saved.path) return;
    try {
      const usedIn = await errorsOfDeleting(saved.path);
      // A case study cannot leave its list alone (visitors could not find it): the delete takes it out in the same
      // save. Other lists are the person's to change first, which they can.
      const caseStudy = readYaml(saved.text).type === 'case-study';
      // An id the delete leaves unknown where it is named: the entry's own.
      const named = (error: SaveError) =>
        error.kind === 'unknownReference' ? (error.params as { id?: string }).id : undefined;
      const unlisted = [...new Set(usedIn.map(named))].flatMap((id) =>
        id === undefined || !caseStudy
          ? []
          : unlistEntry(
              currentSnapshot().files,
              usedIn.filter((error) => named(error) === id),
              id,
            ),
      );
      const taken = new Set<PlaceOf>(unlisted.flatMap(({ places }) => places));
      setAsked({ usedIn: usedIn.filter((error) => !taken.has(error)), unlisted });
    } catch {
      // The banner says the checks could not load, and offers to try again.
    }
  }

  async function confirm() {
    const path = saved.path;
    if (!path || !asked) return;
    const { unlisted } = asked;
    setAsked(undefined);
    await changes.remove(
      {
        entry: entry()!,
        title: title(path),
        files: [
          { path, text: null, base: baseOf(path) },
          ...unlisted.map((list) => ({ path: list.path, text: list.text, base: list.base })),
        ],
        uploads: [],
      },
      () => {
        remember({ [path]: null, ...Object.fromEntries(unlisted.map((list) => [list.path, list.text])) });
        deleted();
      },
    );
  }

  return { asked, ask, confirm, cancel: () => setAsked(undefined) };
}
