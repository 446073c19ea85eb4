/**
 * A copy of an entry states its own facts, never the original's. Its texts that state one of its figures as the number
 * itself state it through the figure's placeholder once the validator's modules are in (ownFigures), and as its short
 * name changes the placeholders of the original's facts (`{stat:postbud:more-inquiries}`) are renamed to the copy's
 * (`{stat:roofing-assistant:more-inquiries}`): a figure changed in the copy's stats shows wherever the copy states it.
 */
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Plain } from '../../../pipeline/save/yaml-text.ts';
import { ownFigures, ownPlaceholders } from '../../lib/new-files.ts';
import { loadedChecks } from '../../state/content.ts';
import type { Data } from './entry-files.ts';
import { changedFields } from './use-entry-sync.ts';

/** The field that names the entry its facts belong to. */
const OWNER_FIELD = 'id';

export function useCopyFacts(form: UseFormReturn<Data>, copy: boolean) {
  useEffect(() => {
    if (!copy) return;
    let owner = String(form.getValues(OWNER_FIELD) ?? '');
    const take = (next: Data) => {
      const data = form.getValues() as Plain;
      for (const [field, value] of changedFields(data, next as Plain))
        form.setValue(field, value as never, { shouldDirty: true });
    };
    let open = true;
    // A failed load is said in the entry's banner; the copy then keeps its figures as they are written.
    loadedChecks()
      .then(({ restatements }) => {
        if (!open) return;
        const data = form.getValues();
        take(ownFigures(data, restatements(data, owner)));
      })
      .catch(() => undefined);
    const subscription = form.watch((values, { name }) => {
      if (name !== OWNER_FIELD) return;
      const next = String(values[OWNER_FIELD] ?? '').trim();
      // While the short name is empty the placeholders keep the last one, renamed from it when one is typed.
      if (!next || next === owner) return;
      const renamed = ownPlaceholders(form.getValues(), owner, next) as Data;
      owner = next;
      take(renamed);
    });
    return () => {
      open = false;
      subscription.unsubscribe();
    };
  }, [form, copy]);
}
