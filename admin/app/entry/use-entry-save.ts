/**
 * Saving and deleting an entry through the backend, apart from the page that shows them: the state of the last one
 * (what the bar and the banner say) and the functions that run them. A failure leaves everything typed in the form
 * and says so.
 */
import { useCallback, useState } from 'react';
import { ChangedElsewhere, type Backend, type Change, type PendingChange } from '../../backend/types.ts';

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; text: string } | { kind: 'failed'; text: string };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a save became, in words: on the site at once, or a proposal waiting to be published. */
export function savedMessage(backend: Backend, pending: PendingChange | undefined) {
  if (backend.kind === 'local') return 'Saved. The site shows it now.';
  return pending
    ? `Saved as a proposal (pull request #${pending.number}). It goes live when it is published.`
    : 'Saved as a proposal. It goes live when it is published.';
}

/**
 * The note a save leaves for the entry's next screen, when the save gave the entry a new address: module state, as
 * the entry's editor is drawn anew at that address.
 */
let savedNote: string | undefined;

/** The note left for this screen, once. */
function takeSavedNote(): SaveState {
  const text = savedNote;
  savedNote = undefined;
  return text === undefined ? { kind: 'idle' } : { kind: 'saved', text };
}

/**
 * What became of a save refused because files changed elsewhere (their texts now), once they are merged: the save goes
 * again at once (`again`), or it waits for the person, with the reason.
 */
export type AfterChangedElsewhere = { again: true } | { again: false; reason: string };

/**
 * Saving and deleting the entry: one state for both (the last one's), `save` and `remove` to run them. After a save,
 * `saved` runs with the pull request it made on GitHub; `moves` when the entry opens at a new address next, where the
 * note that it was saved goes with it. After a delete, `deleted` runs. A save or delete refused because files changed
 * elsewhere since goes to `changedElsewhere`, which merges them; while the save goes again, it is still saving.
 */
export function useEntryChanges(
  backend: Backend,
  changedElsewhere: (
    current: Readonly<Record<string, string | null>>,
    refused: 'saved' | 'deleted',
  ) => AfterChangedElsewhere,
) {
  const [state, setState] = useState<SaveState>(takeSavedNote);
  const failed = useCallback(
    (error: unknown, what: 'saved' | 'deleted') => {
      const merged = error instanceof ChangedElsewhere ? changedElsewhere(error.current, what) : undefined;
      if (merged?.again) return;
      const words = merged ? merged.reason : reason(error);
      setState({
        kind: 'failed',
        text: what === 'saved' ? `Not saved: ${words} Your changes are still here.` : `Not deleted: ${words}`,
      });
    },
    [changedElsewhere],
  );
  const save = useCallback(
    async (change: Change, saved: (pending: PendingChange | undefined) => void, moves: boolean) => {
      setState({ kind: 'saving' });
      try {
        const { pending } = await backend.save(change);
        const text = savedMessage(backend, pending);
        setState({ kind: 'saved', text });
        if (moves) savedNote = text;
        saved(pending);
      } catch (error) {
        failed(error, 'saved');
      }
    },
    [backend, failed],
  );
  const remove = useCallback(
    async (change: Change, deleted: () => void) => {
      try {
        await backend.save(change);
        deleted();
      } catch (error) {
        failed(error, 'deleted');
      }
    },
    [backend, failed],
  );
  /** A save that was to go again after a merge and cannot (the merge left mistakes): it waits for the person. */
  const stop = useCallback((text: string) => setState({ kind: 'failed', text: `Not saved: ${text}` }), []);
  return { state, save, remove, stop };
}
