/**
 * Saving and deleting an entry through the backend, apart from the page that shows them: the state of the last one
 * (what the bar and the banner say) and the functions that run them. A failure leaves everything typed in the form
 * and says so.
 */
import { useCallback, useState } from 'react';
import type { Backend, Change, PendingChange } from '../../backend/types.ts';

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
 * Saving and deleting the entry: one state for both (the last one's), `save` and `remove` to run them. After a save,
 * `saved` runs with the pull request it made on GitHub; `moves` when the entry opens at a new address next, where the
 * note that it was saved goes with it. After a delete, `deleted` runs.
 */
export function useEntryChanges(backend: Backend) {
  const [state, setState] = useState<SaveState>(takeSavedNote);
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
        setState({ kind: 'failed', text: `Not saved: ${reason(error)} Your changes are still here.` });
      }
    },
    [backend],
  );
  const remove = useCallback(
    async (change: Change, deleted: () => void) => {
      try {
        await backend.save(change);
        deleted();
      } catch (error) {
        setState({ kind: 'failed', text: `Not deleted: ${reason(error)}` });
      }
    },
    [backend],
  );
  return { state, save, remove };
}
