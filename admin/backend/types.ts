/**
 * What the editor saves through: the dev server's files (`npm run dev`, no account) or GitHub (the live site, each
 * change a pull request with its deploy preview, Publish merges it). The editor computes every file's new text itself
 * (the byte-stable writer, pipeline/save/yaml-edit.ts) and checks it with the validator before it asks a backend.
 */

/** A file under data/ (or public/) as a save leaves it: its new text, or `null` to delete it. */
export interface FileChange {
  /** From the project root: `data/pages/home.yaml`. */
  path: string;
  text: string | null;
  /**
   * The file's text the change was made from (`null`: it was not there): its version. A save over a file that is not
   * that text any more is refused with ChangedElsewhere, never applied over the newer text.
   */
  base: string | null;
}

/** A picture to add under public/ in the same save (`public/images/solutions/bakery.png`). */
export interface Upload {
  path: string;
  /** The file's bytes, base64-encoded. */
  base64: string;
}

/** One save: every file it changes, all or nothing. */
export interface Change {
  /** The entry the editor saved (`page`/`home`): names the pull request's branch on GitHub. */
  entry: { collection: string; name: string };
  /** In plain words, e.g. `Update page “Home”`: the commit's message and the pull request's title. */
  title: string;
  files: FileChange[];
  uploads: Upload[];
}

/** A change waiting on GitHub to be published: its pull request. */
export interface PendingChange {
  number: number;
  title: string;
  /** The pull request on GitHub. */
  url: string;
  branch: string;
  entry: { collection: string; name: string };
  /** The files it changes, from the project root. */
  paths: string[];
  /** The deploy preview's address once Netlify has built it. */
  previewUrl?: string;
}

export interface User {
  /** As shown in the editor's header: the name, else the login. */
  name: string;
  login: string;
}

/** A refusal or failure in words an editor can act on (never a status code or a file path alone). */
export class BackendError extends Error {}

/**
 * A save refused because files it changes were changed elsewhere since its texts were made (another tab, another
 * person): their texts now (`null`: deleted there), for the editor to merge its change into. Nothing was saved.
 */
export class ChangedElsewhere extends BackendError {
  constructor(
    message: string,
    readonly current: Readonly<Record<string, string | null>>,
  ) {
    super(message);
  }
}

export interface Backend {
  readonly kind: 'local' | 'github';
  /**
   * GitHub only: signs the editor in (a popup through Netlify's OAuth provider or our cms-oauth function) and checks
   * that the account may write to the repository; rejects with a BackendError saying what to do otherwise.
   */
  signIn?(): Promise<User>;
  /** GitHub only: the signed-in user kept from an earlier visit, if the token still works. */
  restore?(): Promise<User | undefined>;
  signOut?(): void;
  /**
   * The current texts of these files where the backend keeps them (`null` for a file that does not exist): on GitHub
   * the entry's open pull request's branch, else the published branch. Local: the snapshot is already current.
   */
  read?(paths: string[], entry: Change['entry']): Promise<Record<string, string | null>>;
  /**
   * Saves the change: local, written to disk at once; GitHub, a commit on the entry's branch and its pull request.
   * Rejects with ChangedElsewhere when a file is not its `base` there any more.
   */
  save(change: Change): Promise<{ pending?: PendingChange }>;
  /**
   * GitHub only: the commit the entry's files are read from now (its open pull request's head, else the published
   * branch's): while it stays the same, nobody changed them.
   */
  head?(entry: Change['entry']): Promise<string>;
  /** Local only: writes a picture at once (the preview shows it) and answers its address, `/images/…`. */
  upload?(upload: Upload): Promise<string>;
  /** GitHub only: the open pull requests the editor made, newest first. */
  pending?(): Promise<PendingChange[]>;
  /** GitHub only: merges the pull request into the published branch (one commit) and deletes its branch. */
  publish?(change: PendingChange): Promise<void>;
  /**
   * GitHub only: calls `listener` after every save and publish, so views of the pending changes can ask again;
   * returns the function that stops it.
   */
  subscribe?(listener: () => void): () => void;
}
