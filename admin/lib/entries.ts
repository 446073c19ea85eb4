/**
 * Which editor entry each content file is: `data/pages/home.yaml` is the entry `home` of the collection `page`,
 * `data/site.yaml` the one entry of `site`. Collections are the content kinds of schema/content-files.ts.
 */
import { contentFiles, filesOf } from '../../schema/content-files.ts';

export interface EntryRef {
  collection: string;
  name: string;
}

const FOLDER = /^data\/([\w-]+)\/([^/]+)\.yaml$/;

/** The file of the site's settings: the navigation bar and footer every page shows are written there. */
export const SITE_SETTINGS = 'data/site.yaml';

/** The entry a file under data/ is, or undefined for a file no collection holds. */
export function entryOfFile(path: string): EntryRef | undefined {
  const relative = path.replace(/^data\//, '');
  const kind = filesOf(relative);
  if (!kind) return undefined;
  const inFolder = FOLDER.exec(path);
  return { collection: kind.name, name: inFolder && kind.glob.includes('*') ? inFolder[2]! : kind.name };
}

/** The file of an entry: `page`/`home` is `data/pages/home.yaml`. */
export function fileOfEntry({ collection, name }: EntryRef): string {
  const kind = contentFiles.find((candidate) => candidate.name === collection);
  if (!kind) throw new Error(`no collection "${collection}"`);
  return `data/${kind.glob.replace('*', name)}`;
}

/** The editor's address of an entry, optionally at a field (`sections.2.heading`). */
export const entryHash = ({ collection, name }: EntryRef, field?: string) =>
  `#/collections/${collection}/entries/${encodeURIComponent(name)}${field ? `?field=${encodeURIComponent(field)}` : ''}`;
