/**
 * A save refused because its files changed elsewhere since: the changes are merged into the form, and when they merge
 * without a conflict the save goes again by itself once the form's check is of the merged text (three times at most,
 * should others keep saving meanwhile). A delete is never made over changes the person has not seen.
 */
import { useCallback, useRef, useState } from 'react';
import type { AfterChangedElsewhere } from './use-entry-save.ts';

export function useSaveAgain({
  merge,
  dropAlongside,
}: {
  /** Merges the texts now into the form; whether they merged without a conflict. */
  merge: (current: Readonly<Record<string, string | null>>) => boolean;
  /** Files changed alongside the entry (a list it joins, links it moves) are made again from their texts now. */
  dropAlongside: () => void;
}) {
  const pending = useRef(false);
  const tries = useRef(0);
  const [, setTried] = useState(0);
  const afterChangedElsewhere = useCallback(
    (current: Readonly<Record<string, string | null>>, refused: 'saved' | 'deleted'): AfterChangedElsewhere => {
      const mergeable = merge(current);
      if (refused === 'deleted')
        return {
          again: false,
          reason:
            'this entry, or a list it is taken out of, was changed elsewhere since you opened it. The form now shows those changes; delete it again if it should still go.',
        };
      if (mergeable && tries.current < 3) {
        tries.current += 1;
        pending.current = true;
        setTried((count) => count + 1);
        return { again: true };
      }
      tries.current = 0;
      pending.current = false;
      dropAlongside();
      return {
        again: false,
        reason:
          'this entry, or another one this save changes, was changed elsewhere since you opened it. Choose what to keep where the form asks, then save again.',
      };
    },
    [merge, dropAlongside],
  );
  return {
    afterChangedElsewhere,
    /** A save went through: the next refusal starts counting again. */
    saved: () => (tries.current = 0),
    /** After each check: a save waiting to go again goes once `ready` (the check is of the merged text). */
    whenChecked: (ready: () => boolean, clean: boolean, save: () => void, stop: (reason: string) => void) => {
      if (!pending.current || !ready()) return;
      pending.current = false;
      if (clean) return save();
      tries.current = 0;
      stop('this entry was changed elsewhere since you opened it, and with those changes it has mistakes to fix.');
    },
  };
}
