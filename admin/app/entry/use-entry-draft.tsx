/**
 * Unsaved work survives a reload, a closed tab and a crash: while an entry has unsaved changes, its form's values and
 * the text they were made from are kept in the browser (localStorage, per backend and entry) a moment after each
 * change. Opened again, the entry offers them back; restored, they are merged with any change made to the entry since
 * (use-entry-sync.ts). A save, or discarding them, removes them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Data } from './entry-files.ts';

const PREFIX = 'editor:draft:';
/** Kept this long after the last keystroke: a crash loses at most this moment of typing. */
const AFTER_MS = 400;

/** Unsaved changes of an entry as kept in the browser. */
export interface Draft {
  /** When they were kept (milliseconds since 1970). */
  savedAt: number;
  /** The text of the entry's file they were made from (`null`: a new entry). */
  base: string | null;
  /** The form's values. */
  data: Data;
}

/** The key of an entry's draft: the backend it saves through, and the entry (or a new one, and what it copies). */
export function draftKey(backend: string, collection: string, entry: { name: string } | { copyOf?: string }) {
  const name = 'name' in entry ? entry.name : `new:${entry.copyOf ?? ''}`;
  return `${PREFIX}${backend}:${collection}/${name}`;
}

function readDraft(key: string): Draft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
    return draft && typeof draft.savedAt === 'number' && draft.data && typeof draft.data === 'object'
      ? draft
      : undefined;
  } catch {
    return undefined;
  }
}

function forget(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage the browser withholds (private windows) holds no draft to remove.
  }
}

/** When a draft was kept, in words: `at 14:32`, or `on 3 May at 14:32` on another day. */
export function draftTime(savedAt: number, now = new Date()): string {
  const at = new Date(savedAt);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString()
    ? `at ${time}`
    : `on ${at.toLocaleDateString([], { day: 'numeric', month: 'long' })} at ${time}`;
}

export interface EntryDraftOptions {
  key: string;
  form: UseFormReturn<Data>;
  /** Whether the entry has changes not saved; the text of its file they are made from. */
  changed: boolean;
  base: string | null;
  /** Re-drawn on every check: the draft is kept after the checks of a change. */
  version: unknown;
  /** Puts a draft's values in the form. */
  restore: (draft: Draft) => void;
}

export function useEntryDraft({ key, form, changed, base, version, restore }: EntryDraftOptions) {
  // Offered back when the entry opens; kept as it is until the person chooses or types on (then the newer work is).
  const [offer, setOffer] = useState(() => readDraft(key));
  const pending = useRef<() => void>(undefined);

  const keep = useCallback(() => {
    pending.current = undefined;
    try {
      localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), base, data: form.getValues() } satisfies Draft));
    } catch {
      // A full or withheld storage keeps no draft; the form still holds every change.
    }
  }, [key, base, form]);

  useEffect(() => {
    if (!changed) {
      if (!offer) forget(key);
      return;
    }
    pending.current = keep;
    const timer = setTimeout(keep, AFTER_MS);
    return () => clearTimeout(timer);
  }, [offer, changed, version, keep, key]);

  // Leaving the page keeps the last keystrokes at once.
  useEffect(() => {
    const now = () => pending.current?.();
    addEventListener('pagehide', now);
    return () => removeEventListener('pagehide', now);
  }, []);

  return {
    offer,
    restore: () => {
      if (offer) restore(offer);
      setOffer(undefined);
    },
    discard: () => {
      forget(key);
      setOffer(undefined);
    },
    /** After a save: nothing left unsaved. */
    remove: () => {
      pending.current = undefined;
      forget(key);
    },
  };
}

/** The offer of a draft, above the form. */
export function DraftOffer({ draft, restore, discard }: { draft: Draft; restore: () => void; discard: () => void }) {
  return (
    <div className="ed-note ed-draft" role="region" aria-label="Unsaved changes">
      <p>You have unsaved changes from {draftTime(draft.savedAt)}.</p>
      <div className="ed-row">
        <button type="button" className="ed-button ed-primary" onClick={restore}>
          Restore
        </button>
        <button type="button" className="ed-button" onClick={discard}>
          Discard
        </button>
      </div>
    </div>
  );
}
