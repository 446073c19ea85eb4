/**
 * What an entry opens with: its file and text as saved (none for a new one), the form's fields and its values, read
 * once as the entry opens. A copy starts without the original's testimonials and states its own facts.
 */
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { KindModel } from '../../../pipeline/codegen/field-model.ts';
import { fileOfEntry } from '../../lib/entries.ts';
import { withoutTestimonials } from '../../lib/new-files.ts';
import { wholeItem } from '../../lib/whole-item.ts';
import { currentSnapshot } from '../../state/content.ts';
import { formFields, readYaml, type Data } from './entry-files.ts';
import { useCopyFacts } from './use-copy-facts.ts';

export function useEntryForm(collection: KindModel, entry: { name: string } | { copyOf?: string }) {
  const isNew = !('name' in entry);
  const snapshot = currentSnapshot();
  const startPath =
    'name' in entry
      ? fileOfEntry({ collection: collection.name, name: entry.name })
      : entry.copyOf
        ? fileOfEntry({ collection: collection.name, name: entry.copyOf })
        : undefined;
  const [saved, setSaved] = useState(() => ({
    path: isNew ? undefined : startPath,
    text: isNew ? '' : (snapshot.files[startPath!] ?? ''),
  }));
  // The snapshot's own reading of the file when it has one: reading a long file takes a cold page a moment.
  const initial = useMemo(() => {
    const data =
      (startPath && (structuredClone(snapshot.parsed?.[startPath]) as Data | undefined)) ||
      readYaml(startPath ? snapshot.files[startPath] : '');
    // A copy starts without the original's testimonials: another client's words, for the person to replace.
    return isNew ? withoutTestimonials(data) : data;
    // Read once, as the entry opens: a later snapshot (after a save) must not reset what the form holds.
  }, []);
  /** The text of the entry this new one is a copy of. */
  const copiedText = isNew && startPath ? snapshot.files[startPath] : undefined;
  const fields = useMemo(() => formFields(collection, initial), [collection, initial]);
  // Every item whole (each field it shows present): a field missing from an item would be filled from the item that
  // stood at its place when the entry opened, so a card moved up would take on the badge of the one it passed.
  const form = useForm<Data>({ defaultValues: wholeItem(fields, initial), shouldUnregister: false });
  useCopyFacts(form, copiedText !== undefined);
  return { isNew, saved, setSaved, copiedText, fields, form };
}
