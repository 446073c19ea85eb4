/**
 * Values of an entry changed both here and elsewhere since it was opened (pipeline/save/merge.ts): each stands at its
 * field as a mistake, which says both values, with the choice of which to keep beside it. The form holds ours until
 * the person chooses.
 */
import { useSyncExternalStore } from 'react';
import type { Conflict } from '../../../pipeline/save/merge.ts';
import { Subscribable } from '../../form/stores.ts';

/** A conflict at a field of the form (`sections.0.heading`). */
export interface FieldConflict extends Conflict {
  field: string;
}

/** The open entry's conflicts by field, which the fields' choices subscribe to one by one. */
export class ConflictStore extends Subscribable {
  private byField = new Map<string, FieldConflict>();

  /** Adds conflicts; one at a field already in conflict replaces it (the newest of their values). */
  add(conflicts: readonly FieldConflict[]) {
    if (conflicts.length === 0) return;
    this.byField = new Map([...this.byField, ...conflicts.map((conflict) => [conflict.field, conflict] as const)]);
    this.changed();
  }

  remove(field: string) {
    if (!this.byField.has(field)) return;
    this.byField = new Map([...this.byField].filter(([name]) => name !== field));
    this.changed();
  }

  at = (field: string) => this.byField.get(field);
  all = () => [...this.byField.values()];
  get size() {
    return this.byField.size;
  }
}

/** The choice beside a field changed both here and elsewhere: keep ours, or take theirs. */
export function ConflictChoice({
  store,
  field,
  choose,
}: {
  store: ConflictStore;
  field: string;
  choose: (conflict: FieldConflict, keep: 'ours' | 'theirs') => void;
}) {
  const conflict = useSyncExternalStore(store.subscribe, () => store.at(field));
  if (!conflict) return null;
  return (
    <div className="ed-row ed-conflict" role="group" aria-label="Changed elsewhere: which to keep">
      <button type="button" className="ed-button" onClick={() => choose(conflict, 'ours')}>
        Keep yours
      </button>
      <button type="button" className="ed-button" onClick={() => choose(conflict, 'theirs')}>
        Take theirs
      </button>
    </div>
  );
}

/** What the entry learned last of changes made elsewhere (use-entry-sync.ts), for its banner. */
export type ElsewhereNews = 'updated' | 'merged' | 'conflicts' | 'deleted' | undefined;

/** What the entry learned last of changes made elsewhere, above the form. */
export function ElsewhereBanner({ news, keep, leave }: { news: ElsewhereNews; keep: () => void; leave: () => void }) {
  if (news === 'updated')
    return (
      <p className="ed-banner ed-elsewhere" role="status">
        This entry was changed elsewhere since you opened it. The form now shows those changes.
      </p>
    );
  if (news === 'merged')
    return (
      <p className="ed-banner ed-elsewhere" role="status">
        This entry was changed elsewhere since you opened it. The form now shows those changes, with yours kept.
      </p>
    );
  if (news === 'conflicts')
    return (
      <p className="ed-banner ed-elsewhere" role="alert">
        This entry was changed elsewhere since you opened it, and some values were changed there and here: choose at
        each which to keep.
      </p>
    );
  if (news === 'deleted')
    return (
      <div className="ed-banner" role="alert">
        <p>This entry was deleted elsewhere since you opened it.</p>
        <div className="ed-row">
          <button type="button" className="ed-button" onClick={keep}>
            Keep it, with your changes
          </button>
          <button type="button" className="ed-button" onClick={leave}>
            Leave it deleted
          </button>
        </div>
      </div>
    );
  return null;
}
