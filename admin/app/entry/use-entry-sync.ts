/**
 * An open entry kept in step with changes made elsewhere (another tab, a colleague): when its file changes there, the
 * change is merged into the form by value (pipeline/save/merge.ts), so what was changed there shows in the form and
 * what was typed here stays; a value changed both there and here stands at its field, with the choice of which to
 * keep. The form's file is then based on the new text: a save writes our changes over theirs, and says what it was
 * made from (`baseOf`), so a save over a text changed since is refused by the backend and merged the same way.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { mergeData, type ValuePath } from '../../../pipeline/save/merge.ts';
import { deepEqual, type Plain } from '../../../pipeline/save/yaml-text.ts';
import { isRecord } from '../../../pipeline/validate/walk.ts';
import type { Voice } from '../../../schema/errors/catalogue.ts';
import { formMessage } from '../../../schema/errors/editor.ts';
import type { MistakeStore } from '../../form/stores.ts';
import type { EntryRef } from '../../lib/entries.ts';
import { valueInWords } from '../../lib/value-words.ts';
import { writtenData } from '../../lib/yaml-format.ts';
import { currentSnapshot, onChangedElsewhere, takeChangesFromElsewhere } from '../../state/content.ts';
import { watchEntry } from '../../state/watch.ts';
import { ConflictStore, type ElsewhereNews, type FieldConflict } from './conflicts.tsx';
import { readYaml, type Data } from './entry-files.ts';

/** The entry's file as the form is based on it: its path and the text its changes are made from. */
export interface SavedFile {
  path: string | undefined;
  text: string;
}

/** The form's field of a value's path: `['sections', 0, 'heading']` is `sections.0.heading`. */
const fieldOf = (path: ValuePath) => path.join('.');

/** The values at which `merged` differs from `ours`, each as the form's field and its new value. */
export function changedFields(
  ours: Plain | undefined,
  merged: Plain | undefined,
  path: ValuePath = [],
): [string, unknown][] {
  if (deepEqual(ours, merged)) return [];
  if (isRecord(ours) && isRecord(merged))
    return [...new Set([...Object.keys(ours), ...Object.keys(merged)])].flatMap((key) =>
      changedFields(ours[key], merged[key], [...path, key]),
    );
  // A list of as many items changed item by item; else it is given whole.
  if (Array.isArray(ours) && Array.isArray(merged) && ours.length === merged.length)
    return merged.flatMap((item, index) => changedFields(ours[index], item, [...path, index]));
  return [[fieldOf(path), merged]];
}

export interface EntrySyncOptions {
  form: UseFormReturn<Data>;
  saved: SavedFile;
  setSaved: (saved: SavedFile) => void;
  /** The entry, once saved: on GitHub its files are asked for while it is open. */
  entry: EntryRef | undefined;
  mistakes: MistakeStore;
  say: Voice;
  /** Checks the entry again: a conflict's mistake came or went. */
  recheck: () => void;
}

export function useEntrySync({ form, saved, setSaved, entry, mistakes, say, recheck }: EntrySyncOptions) {
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const conflicts = useMemo(() => new ConflictStore(), []);
  const [news, setNews] = useState<ElsewhereNews>();
  /** The entry was deleted elsewhere and the person keeps it: the save writes it anew. */
  const [keptDeleted, setKeptDeleted] = useState(false);
  const keptDeletedRef = useRef(keptDeleted);
  keptDeletedRef.current = keptDeleted;

  /**
   * Merges the entry's file as it is elsewhere now into the form: 'same' when it is what the form is based on,
   * 'updated' when the form had no changes of its own and now shows theirs, 'merged' when both sides' changes are in
   * the form, 'conflicts' when some values wait for the person's choice, 'deleted' when the file is gone there.
   */
  const takeTheirs = useCallback(
    (theirs: string | null): ElsewhereNews | 'same' => {
      const { path, text: base } = savedRef.current;
      if (!path) return 'same';
      if (theirs === null) {
        setNews('deleted');
        return 'deleted';
      }
      if (theirs === base && !keptDeletedRef.current) return 'same';
      const ours = writtenData(path, form.getValues()) as Plain;
      const before = readYaml(base);
      const after = readYaml(theirs);
      const news = !deepEqual(before as Plain, after as Plain);
      const merged = mergeData(before, after, ours);
      for (const [field, value] of changedFields(ours, merged.merged))
        form.setValue(field, value as never, { shouldDirty: true });
      const found: FieldConflict[] = merged.conflicts.map((conflict) => ({
        ...conflict,
        field: fieldOf(conflict.path),
      }));
      conflicts.add(found);
      for (const conflict of found)
        mistakes.setOwn(
          conflict.field,
          formMessage(
            'changedElsewhere',
            { theirs: valueInWords(conflict.theirs), ours: valueInWords(conflict.ours) },
            say,
          ),
        );
      savedRef.current = { path, text: theirs };
      setSaved(savedRef.current);
      setKeptDeleted(false);
      // The same values written otherwise (this editor's own save, as written to the file) are no news.
      if (!news && !keptDeletedRef.current) return 'same';
      const outcome = conflicts.size > 0 ? 'conflicts' : deepEqual(before as Plain, ours) ? 'updated' : 'merged';
      setNews(outcome);
      return outcome;
    },
    [form, conflicts, mistakes, say, setSaved],
  );

  useEffect(
    () =>
      onChangedElsewhere((files) => {
        const path = savedRef.current.path;
        if (path !== undefined && path in files) takeTheirs(files[path]!);
      }),
    [takeTheirs],
  );

  const entryKey = entry && `${entry.collection}/${entry.name}`;
  useEffect(() => {
    watchEntry(entry, savedRef.current.path ? [savedRef.current.path] : []);
    return () => watchEntry(undefined);
    // Once per entry: its key names it.
  }, [entryKey]);

  /** The person's choice at a field changed both here and elsewhere. */
  const choose = useCallback(
    (conflict: FieldConflict, keep: 'ours' | 'theirs') => {
      if (keep === 'theirs') form.setValue(conflict.field, conflict.theirs as never, { shouldDirty: true });
      conflicts.remove(conflict.field);
      mistakes.setOwn(conflict.field, undefined);
      recheck();
      if (conflicts.size === 0) setNews('merged');
    },
    [form, conflicts, mistakes, recheck],
  );

  /**
   * A save refused because files changed elsewhere (their texts now): the content takes them and the entry's own file
   * is merged into the form. True when the save can go again at once (no conflict, only the entry's own file changed).
   */
  const changedWhileSaving = useCallback(
    (current: Readonly<Record<string, string | null>>) => {
      const own = savedRef.current.path;
      takeChangesFromElsewhere(current);
      // The content knew the text already (it took the change a moment ago): merged into the form now.
      if (own !== undefined && own in current && current[own] !== savedRef.current.text) takeTheirs(current[own]!);
      return Object.keys(current).every((path) => path === own) && current[own!] !== null && conflicts.size === 0;
    },
    [takeTheirs, conflicts],
  );

  /** The text a save's file was made from (`null`: none there): the entry's own file, or its old one on renaming. */
  const baseOf = useCallback((path: string): string | null => {
    const { path: own, text } = savedRef.current;
    if (path === own) return keptDeletedRef.current ? null : text;
    return currentSnapshot().files[path] ?? null;
  }, []);

  return {
    conflicts,
    choose,
    news,
    /** The person keeps an entry deleted elsewhere: the next save writes it anew, with their changes. */
    keepDeleted: () => {
      setKeptDeleted(true);
      setNews(undefined);
    },
    /** After a save: nothing new from elsewhere to say. */
    saved: () => {
      setNews(undefined);
      setKeptDeleted(false);
    },
    /**
     * Puts a draft's values in the form (`data`, made from `base`): when the entry's file changed since, its changes
     * are merged into them as any change made elsewhere is.
     */
    restore: (data: Data, base: string) => {
      const current = savedRef.current;
      form.reset(data);
      if (!current.path || base === current.text) return;
      savedRef.current = { path: current.path, text: base };
      takeTheirs(current.text);
    },
    changedWhileSaving,
    baseOf,
  };
}
