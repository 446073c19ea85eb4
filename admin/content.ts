/**
 * The editor's copy of the content: every file under data/ as text and every file under public/ by its address (a
 * snapshot; /admin/snapshot.json, made by the dev server from disk or by the build). Checks run through the validator
 * itself (pipeline/lib/save-check.ts): the checks `npm run validate` runs, across files too, with the edited files in
 * place of theirs.
 */
import { useSyncExternalStore } from 'react';
import { checkedChanges, checkFilesAhead, checkSave, type Snapshot } from '../pipeline/lib/save-check.ts';

let snapshot: Snapshot;
const listeners = new Set<() => void>();

/** The snapshot beside the editor's page (admin/snapshot.json). */
export async function loadSnapshot(): Promise<void> {
  const answer = await fetch(new URL('snapshot.json', location.href), { cache: 'no-store' });
  if (!answer.ok) throw new Error(`The editor could not read the site's content (snapshot.json: ${answer.status}).`);
  snapshot = (await answer.json()) as Snapshot;
  // Each file's own checks run while the page waits for the editor to ask, so the first preview and the first
  // keystroke only run the checks across files.
  const loaded = snapshot;
  const checkAhead = (idle: IdleDeadline) => {
    if (!checkFilesAhead(loaded, () => idle.timeRemaining() > 0)) requestIdleCallback(checkAhead);
  };
  requestIdleCallback(checkAhead);
}

export const currentSnapshot = () => snapshot;

/** The content as the editor shows it; re-draws when a save changed it. */
export function useSnapshot(): Snapshot {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => snapshot,
  );
}

/** After a save: the saved texts (`null`: deleted) and uploaded pictures, so later checks and lists see them. */
export function remember(files: Readonly<Record<string, string | null>>, pictures: readonly string[] = []) {
  const next = { ...snapshot.files };
  for (const [path, text] of Object.entries(files)) {
    if (text === null) delete next[path];
    else next[path] = text;
  }
  snapshot = { files: next, publicFiles: [...new Set([...snapshot.publicFiles, ...pictures])].sort() };
  for (const listener of listeners) listener();
}

let last: { key: string; base: Snapshot; result: ReturnType<typeof checkedChanges> } | undefined;

/**
 * The content as the site would be built with these files changed (`null` deletes one) and these pictures added:
 * the errors the change makes and every valid file's data (facts filled), kept for the last change asked about.
 */
export function checkedWith(changes: Readonly<Record<string, string | null>>, pictures: readonly string[] = []) {
  const key = JSON.stringify([changes, pictures]);
  if (last?.key !== key || last.base !== snapshot)
    last = { key, base: snapshot, result: checkedChanges(snapshot, changes, pictures) };
  return last.result;
}

/** The errors deleting this file would make elsewhere (a page that still lists it). */
export const errorsOfDeleting = (path: string) => checkSave(snapshot, path, null);
