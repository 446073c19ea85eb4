/**
 * The editor's copy of the content, to check entries and draw previews with: every file under data/ as text and
 * every file under public/ (a snapshot; /admin/snapshot.json, made by the dev server from disk or by the build).
 * Checks run through the validator itself (pipeline/lib/save-check.ts): the checks `npm run validate` runs,
 * across files too, with the edited entry in place of its file.
 */
import type { Map as ImmutableMap } from 'immutable';
import { checkedContent, checkFilesAhead, checkSave, type Snapshot } from '../pipeline/lib/save-check.ts';
import { entryText } from './yaml-format.ts';

let snapshot: Snapshot;

/** The snapshot beside the editor's page (admin/snapshot.json). */
export async function loadSnapshot(): Promise<void> {
  const answer = await fetch(new URL('snapshot.json', location.href), { cache: 'no-store' });
  if (!answer.ok) throw new Error(`The editor could not read the site's content (snapshot.json: ${answer.status}).`);
  snapshot = (await answer.json()) as Snapshot;
  // Each file's own checks run while the page waits (for Decap to start, the sign-in, the entry), so the first
  // preview and the first keystroke only run the checks across files.
  const loaded = snapshot;
  const checkAhead = (idle: IdleDeadline) => {
    if (!checkFilesAhead(loaded, () => idle.timeRemaining() > 0)) requestIdleCallback(checkAhead);
  };
  requestIdleCallback(checkAhead);
}

/** After a save, the snapshot holds the saved text, so the next checks see it. */
export function remember(path: string, text: string) {
  snapshot = { ...snapshot, files: { ...snapshot.files, [path]: text } };
}

type Entry = ImmutableMap<string, unknown>;
/** How a folder collection names its files (cms-config.ts): `data/solutions` and `{{fields.id}}`. */
export interface Naming {
  folder?: string;
  slug?: string;
}

/**
 * Where an entry's file is (`data/pages/home.yaml`). A new entry has no path until Decap saves it: its name then
 * comes from the collection's slug (cms-config.ts: a solution's id, a page's address), as Decap will make it.
 */
export function entryPath(entry: Entry, naming: Naming): string {
  const path = entry.get('path') as string | undefined;
  if (path) return path;
  const data = (entry.get('data') as Entry).toJS() as Record<string, unknown>;
  const slug = (naming.slug ?? '').replace(/\{\{fields\.(\w+)\}\}/g, (_, name: string) => String(data[name] ?? ''));
  const name = slug
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${naming.folder}/${name || 'new'}.yaml`;
}

/** The entry as its file would be saved: the text it was loaded from with its current data written in. */
export function entryFile(entry: Entry, naming: Naming) {
  const original = (entry.get('raw') as string | undefined) ?? '';
  const data = (entry.get('data') as Entry).toJS();
  const path = entryPath(entry, naming);
  return { path, original, data, text: entryText(path, original, data) };
}

let lastCheck: { path: string; text: string; errors: ReturnType<typeof checkSave> } | undefined;

/**
 * The validator's errors for the content with this file in place of its saved version. Kept for the last text: on a
 * save every field asks (admin/field-errors.tsx).
 */
export function errorsWith(path: string, text: string) {
  if (lastCheck?.path !== path || lastCheck.text !== text)
    lastCheck = { path, text, errors: checkSave(snapshot, path, text) };
  return lastCheck.errors;
}

let last: { path: string; text: string; result: ReturnType<typeof checkedContent> } | undefined;

/** The content as the site would be built with this file: its errors and every valid file's data (facts filled). */
export function contentWith(path: string, text: string) {
  if (last?.path !== path || last.text !== text) last = { path, text, result: checkedContent(snapshot, path, text) };
  return last.result;
}
