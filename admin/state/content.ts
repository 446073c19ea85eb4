/**
 * The editor's copy of the content: every file under data/ as text and every file under public/ by its address (a
 * snapshot; /admin/snapshot.json, made by the dev server from disk or by the build). Checks run through the validator
 * itself (pipeline/save/save-check.ts): the checks `npm run validate` runs, across files too, with the edited files in
 * place of theirs. The validator loads after the first screen (admin/state/checks.ts): until the first change, the
 * snapshot's own data is what it would say.
 */
import { useSyncExternalStore } from 'react';
import { snapshotRequest } from './snapshot-request.ts';
import type { SaveError } from '../../pipeline/save/save-check.ts';
import { unchangedData, type Snapshot } from '../../pipeline/save/snapshot.ts';

type Checks = typeof import('./checks.ts');

let snapshot: Snapshot;
/** The snapshot's version as the dev server tags it (its ETag), to ask whether the content changed since. */
let snapshotTag: string | null = null;
/** How many saves the content took in so far: a reading of the content asked for before a save is out of date. */
let saves = 0;
const listeners = new Set<() => void>();
const elsewhereListeners = new Set<(files: Readonly<Record<string, string | null>>) => void>();

/** The snapshot beside the editor's page (admin/snapshot.json). */
export async function loadSnapshot(): Promise<void> {
  const answer = await snapshotRequest;
  if (!answer.ok) throw new Error(`The editor could not read the site's content (snapshot.json: ${answer.status}).`);
  snapshotTag = answer.headers.get('ETag');
  snapshot = (await answer.json()) as Snapshot;
}

let checks: Checks | undefined;
let loadingChecks: Promise<Checks> | undefined;
/** Whether the validator is in, or its last load failed (a lost connection, a page older than the site's deploy). */
let checksState: 'loading' | 'loaded' | 'failed' = 'loading';
const checksListeners = new Set<() => void>();

function setChecksState(state: typeof checksState) {
  checksState = state;
  for (const listener of checksListeners) listener();
}

/** A failed load is shown where it matters (the entry's banner, useChecksState), not as an unhandled rejection. */
const noteFailure = () => undefined;

/**
 * The validator and the text index's maker, loaded once (admin/state/checks.ts). A failed load stays failed for every caller
 * until the entry's Try again (`reloadChecks`): nothing retries behind the editor's back.
 */
function loadChecks(): Promise<Checks> {
  loadingChecks ??= import('./checks.ts').then(
    (loaded) => {
      checks = loaded;
      setChecksState('loaded');
      return loaded;
    },
    (error: unknown) => {
      setChecksState('failed');
      throw error;
    },
  );
  return loadingChecks;
}

/** The validator's modules, once loaded: for what the editor reads of the content with them beyond checks. */
export const loadedChecks = (): Promise<Checks> => loadChecks();

/** Try again, after a failed load. */
export function reloadChecks() {
  if (checksState !== 'failed') return;
  loadingChecks = undefined;
  setChecksState('loading');
  loadChecks().catch(noteFailure);
}

/** Whether the validator has loaded or failed to; re-draws when that changes. */
export const useChecksState = () =>
  useSyncExternalStore(
    (listener) => {
      checksListeners.add(listener);
      return () => void checksListeners.delete(listener);
    },
    () => checksState,
  );

let checkingAhead = false;

/**
 * Loads the validator and runs each file's own checks while the page is idle, so later checks run only the checks
 * across files and the file that changed. Called once an entry is on screen: the first screen never waits for them.
 */
export function checkFilesWhenIdle() {
  if (checkingAhead) return;
  checkingAhead = true;
  requestIdleCallback(() =>
    loadChecks().then(({ checkFilesAhead }) => {
      const step = (idle: IdleDeadline) => {
        if (!checkFilesAhead(snapshot, () => idle.timeRemaining() > 0)) requestIdleCallback(step);
      };
      requestIdleCallback(step);
    }, noteFailure),
  );
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
  saves += 1;
  rememberTexts(files, pictures);
}

function rememberTexts(files: Readonly<Record<string, string | null>>, pictures: readonly string[] = []) {
  const changed = Object.entries(files).filter(([path, text]) => text !== (snapshot.files[path] ?? null));
  const added = pictures.filter((picture) => !snapshot.publicFiles.includes(picture));
  // An entry read from its branch is often as published: the content, and what is known of it, stays as it is.
  if (changed.length === 0 && added.length === 0) return;
  const next = { ...snapshot.files };
  for (const [path, text] of changed) {
    if (text === null) delete next[path];
    else next[path] = text;
  }
  // What was read of the files this change leaves as they were still holds; the content's data as a whole does not.
  const parsed = Object.fromEntries(Object.entries(snapshot.parsed ?? {}).filter(([path]) => !(path in files)));
  snapshot = { files: next, publicFiles: [...snapshot.publicFiles, ...added].sort(), parsed };
  notify();
}

const notify = () => listeners.forEach((listener) => listener());

/**
 * Files changed elsewhere (another tab, another person): the content takes their texts (`null`: deleted there), and
 * the open entry is told, to merge them into what it shows. `next`: the whole content as read now (the dev server's
 * snapshot, tagged `tag`), which then replaces the editor's.
 */
export function takeChangesFromElsewhere(
  files: Readonly<Record<string, string | null>>,
  next?: { snapshot: Snapshot; tag: string | null },
) {
  const changed = Object.fromEntries(
    Object.entries(files).filter(([path, text]) => text !== (snapshot.files[path] ?? null)),
  );
  if (next) {
    snapshotTag = next.tag;
    // The editor's own saves come back as news too: the same texts and pictures, so nothing is drawn again.
    const samePictures = next.snapshot.publicFiles.join('\n') === snapshot.publicFiles.join('\n');
    if (Object.keys(changed).length > 0 || !samePictures) {
      snapshot = next.snapshot;
      notify();
    }
  } else rememberTexts(changed);
  if (Object.keys(changed).length > 0) for (const listener of elsewhereListeners) listener(changed);
}

/** Calls `listener` with the files changed elsewhere each time some are; returns the function that stops it. */
export function onChangedElsewhere(listener: (files: Readonly<Record<string, string | null>>) => void) {
  elsewhereListeners.add(listener);
  return () => void elsewhereListeners.delete(listener);
}

/** What the editor knows the content's version by, and how many saves it took in: to read it again only when new. */
export const contentVersion = () => ({ tag: snapshotTag, saves });

export interface CheckedContent {
  errors: SaveError[];
  data: ReadonlyMap<string, unknown>;
}

let last: { key: string; base: Snapshot; result: CheckedContent } | undefined;

/**
 * The content as the site would be built with these files changed (`null` deletes one) and these pictures added:
 * the errors the change makes and every valid file's data (facts filled), kept for the last change asked about.
 * Undefined while the validator loads, for a change (it starts loading; `useChecksState` tells when it is in).
 */
export function checkedWith(
  changes: Readonly<Record<string, string | null>>,
  pictures: readonly string[] = [],
): CheckedContent | undefined {
  const unchanged = unchangedData(snapshot, changes, pictures);
  if (unchanged) return { errors: [], data: unchanged };
  if (!checks) {
    loadChecks().catch(noteFailure);
    return undefined;
  }
  const key = JSON.stringify([changes, pictures]);
  if (last?.key !== key || last.base !== snapshot)
    last = { key, base: snapshot, result: checks.checkedChanges(snapshot, changes, pictures) };
  return last.result;
}

/** The errors deleting this file would make elsewhere (a page that still lists it). */
export const errorsOfDeleting = async (path: string) => (await loadChecks()).checkSave(snapshot, path, null);

/** The text index of this content (every file's data by its path), made once the validator's schemas are in. */
export const textIndexOf = async (files: Record<string, unknown>) => (await loadChecks()).buildTextIndex(files);
