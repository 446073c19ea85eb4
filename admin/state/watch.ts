/**
 * The editor learns of changes made elsewhere (another tab, a colleague, a text editor) while it is open, and hands
 * them to the content (content.ts), which tells the open entry. Under `npm run dev` it asks the dev server every few
 * seconds whether the content changed (admin/snapshot.json with the version it holds: a 304 while nothing did), and
 * reads it again when it did. On GitHub it asks for the commit the open entry is read from (its pull request's head,
 * else the published branch's) every half minute, and reads the entry's files again when that moved. Both ask at
 * once when the editor's tab comes back into view, where a person is about to type on.
 */
import type { Backend, Change } from '../backend/types.ts';
import type { Snapshot } from '../../pipeline/save/snapshot.ts';
import { contentVersion, currentSnapshot, takeChangesFromElsewhere } from './content.ts';

/** The dev server reads its files in milliseconds and answers 304 while nothing changed. */
const LOCAL_EVERY_MS = 2_000;
/** Two requests to GitHub a minute per open entry: far from its limit of 5,000 an hour. */
const GITHUB_EVERY_MS = 30_000;
/** Coming back to the tab asks at once, but not more often than this. */
const AT_MOST_EVERY_MS = 3_000;

/** The entry open now and its files, whose changes on GitHub are asked for. */
let watched: { entry: Change['entry']; paths: string[] } | undefined;

/** The open entry (on GitHub: whose files are read again when they change); undefined once it is left. */
export function watchEntry(entry: Change['entry'] | undefined, paths: readonly string[] = []) {
  watched = entry ? { entry, paths: [...paths] } : undefined;
}

/** Whether the content changed on the dev server: the new content when it did. */
async function localChanges(): Promise<void> {
  const { tag, saves } = contentVersion();
  const answer = await fetch(new URL('snapshot.json', location.href), {
    cache: 'no-store',
    headers: tag ? { 'If-None-Match': tag } : {},
  });
  if (answer.status === 304 || !answer.ok) return;
  const snapshot = (await answer.json()) as Snapshot;
  // A save made while the answer travelled is newer than it: the next question gets the content with the save.
  if (contentVersion().saves !== saves) return;
  const before = currentSnapshot().files;
  const files: Record<string, string | null> = { ...snapshot.files };
  for (const path of Object.keys(before)) if (!(path in snapshot.files)) files[path] = null;
  takeChangesFromElsewhere(files, { snapshot, tag: answer.headers.get('ETag') });
}

/** The commit each entry's files were last read at on GitHub. */
const readAt = new Map<string, string>();

async function githubChanges(backend: Backend): Promise<void> {
  const open = watched;
  if (!open || !backend.head || !backend.read) return;
  const key = `${open.entry.collection}/${open.entry.name}`;
  const { saves } = contentVersion();
  const head = await backend.head(open.entry);
  if (readAt.get(key) === head) return;
  const texts = await backend.read(open.paths, open.entry);
  if (watched !== open || contentVersion().saves !== saves) return;
  readAt.set(key, head);
  takeChangesFromElsewhere(texts);
}

/** Starts asking, for as long as the editor is open. */
export function watchContent(backend: Backend) {
  const ask = backend.kind === 'local' ? localChanges : () => githubChanges(backend);
  let asking = false;
  let last = 0;
  const askNow = () => {
    if (asking || document.visibilityState !== 'visible') return;
    asking = true;
    last = Date.now();
    // A lost connection or a refusal is said where it matters, when saving; asking goes on.
    ask()
      .catch(() => undefined)
      .finally(() => (asking = false));
  };
  setInterval(askNow, backend.kind === 'local' ? LOCAL_EVERY_MS : GITHUB_EVERY_MS);
  const soon = () => {
    if (Date.now() - last >= AT_MOST_EVERY_MS) askNow();
  };
  addEventListener('focus', soon);
  document.addEventListener('visibilitychange', soon);
}
