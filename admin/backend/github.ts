/**
 * The editor's GitHub backend (the live site): every save is one commit on the entry's own branch
 * `cms/<collection>/<name>` and a pull request into the published branch, which Netlify builds a deploy preview of;
 * Publish squash-merges the pull request and deletes the branch. Nothing reaches the published branch before that.
 *
 * Editors sign in through a popup (Netlify's OAuth provider or functions/cms-oauth.ts, both speaking the same
 * `authorizing:github` handshake); the token is kept in the browser's storage so a reload signs back in.
 */
import { Octokit } from '@octokit/core';
import {
  BackendError,
  ChangedElsewhere,
  type Backend,
  type Change,
  type FileChange,
  type PendingChange,
  type Upload,
  type User,
} from './types.ts';
import { explain, refusedPublish, statusOf, type Action } from './github-errors.ts';
import { tokenFromPopup } from './github-sign-in.ts';

export interface GitHubSettings {
  /** `owner/name`. */
  repo: string;
  /** The published branch (`editor.branch`): pull requests go into it. */
  branch: string;
  /** GitHub's REST API: https://api.github.com, or GitHub Enterprise's, or a test's fake. */
  apiUrl: string;
  /** The sign-in popup's address, with its `provider`, `scope` (and for Netlify `site_id`) parameters. */
  signInUrl: string;
  /** Where the token is kept between visits; the browser's localStorage unless given. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The storage key of the signed-in editor's token. */
export const TOKEN_KEY = 'editor:github-token';
const BRANCH_PREFIX = 'cms/';

type Entry = Change['entry'];

/** What the editor reads of a pull request (GitHub's list and its answer to opening one both have it). */
interface Pull {
  number: number;
  title: string;
  html_url: string;
  head: { ref: string; sha: string };
}

export function githubBackend(settings: GitHubSettings): Backend {
  const [owner, name] = settings.repo.split('/') as [string, string];
  const repository = { owner, repo: name };
  const published = settings.branch;
  const storage = () => settings.storage ?? localStorage;
  let octokit: Octokit | undefined;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const client = () => {
    if (!octokit) throw new BackendError('You are not signed in to GitHub any more: sign in again.');
    return octokit;
  };

  /** Signs in with a token: the account must be able to push to the repository. */
  async function signInWithToken(token: string): Promise<User> {
    const candidate = new Octokit({
      auth: token,
      baseUrl: settings.apiUrl,
      // GitHub lets browsers keep its answers for 60 s; without asking again, a read after a save could be stale.
      request: { fetch: (url: string, init: RequestInit) => fetch(url, { ...init, cache: 'no-cache' }) },
    });
    const { data: account } = await candidate.request('GET /user');
    const found = await candidate.request('GET /repos/{owner}/{repo}', repository).catch((error: unknown) => {
      if (statusOf(error) === 404)
        throw new BackendError(
          `Your GitHub account ${account.login} cannot see ${settings.repo}: ask the site's developer to give it Write access, then sign in again.`,
        );
      throw error;
    });
    if (!found.data.permissions?.push)
      throw new BackendError(
        `Your GitHub account ${account.login} cannot change ${settings.repo}: ask the site's developer for Write access, then sign in again.`,
      );
    octokit = candidate;
    return { name: account.name || account.login, login: account.login };
  }

  /** Runs one of the backend's actions, turning any failure into words. */
  async function attempt<T>(action: Action, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (statusOf(error) === 401) forget();
      throw explain(error, action, settings.repo);
    }
  }

  function forget() {
    octokit = undefined;
    storage().removeItem(TOKEN_KEY);
  }

  /** The entry's open pull request into the published branch, if any. */
  async function openPull(entry: Entry) {
    const { data } = await client().request('GET /repos/{owner}/{repo}/pulls', {
      ...repository,
      state: 'open',
      head: `${owner}:${branchOf(entry)}`,
      base: published,
    });
    return data[0];
  }

  /** A branch's head commit and its tree, or undefined when there is no such branch. */
  async function branchHead(branch: string) {
    try {
      const { data } = await client().request('GET /repos/{owner}/{repo}/branches/{branch}', { ...repository, branch });
      return { sha: data.commit.sha, tree: data.commit.commit.tree.sha };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /** The commit the entry's files are read from: its open pull request's head, else the published branch's. */
  async function headOf(entry: Entry): Promise<string> {
    const pull = await openPull(entry);
    return pull ? pull.head.sha : (await publishedHead()).sha;
  }

  async function publishedHead() {
    const head = await branchHead(published);
    if (!head)
      throw new BackendError(
        `GitHub has no branch “${published}” in ${settings.repo}: ask the site's developer to check \`editor.branch\` in data/site.yaml.`,
      );
    return head;
  }

  async function readText(path: string, ref: string): Promise<string | null> {
    try {
      const { data } = await client().request('GET /repos/{owner}/{repo}/contents/{path}', {
        ...repository,
        path,
        ref,
      });
      if (Array.isArray(data) || data.type !== 'file') throw new BackendError(`${path} on GitHub is not a file.`);
      if (data.encoding !== 'base64') throw new BackendError(`${path} is too large for the editor to open.`);
      return new TextDecoder().decode(Uint8Array.from(atob(data.content), (character) => character.charCodeAt(0)));
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  /**
   * Refuses a save when a file it changes is not at `base` what the change was made from (someone else changed it on
   * GitHub since the editor read it), with the files' texts there now, so one person's save never silently undoes
   * another's: the editor merges its change into theirs and saves again.
   */
  async function checkBases(change: Change, base: string) {
    const now = await Promise.all(change.files.map((file) => readText(file.path, base)));
    const changed = Object.fromEntries(
      change.files.flatMap((file, index) => (now[index] === file.base ? [] : [[file.path, now[index]!] as const])),
    );
    if (Object.keys(changed).length > 0)
      throw new ChangedElsewhere(
        'Someone else changed this entry on GitHub since you opened it. Nothing was saved; your changes are kept.',
        changed,
      );
  }

  async function createBlob(file: FileChange | Upload): Promise<string> {
    const content =
      'base64' in file ? { content: file.base64, encoding: 'base64' } : { content: file.text!, encoding: 'utf-8' };
    const { data } = await client().request('POST /repos/{owner}/{repo}/git/blobs', { ...repository, ...content });
    return data.sha;
  }

  /** One commit with every file of the change on top of `base`. */
  async function commit(change: Change, base: { sha: string; tree: string }): Promise<string> {
    const written = [...change.files.filter((file) => file.text !== null), ...change.uploads];
    const shas = await Promise.all(written.map(createBlob));
    const tree = [
      ...written.map((file, index) => ({
        path: file.path,
        mode: '100644' as const,
        type: 'blob' as const,
        sha: shas[index],
      })),
      ...change.files
        .filter((file) => file.text === null)
        .map((file) => ({ path: file.path, mode: '100644' as const, type: 'blob' as const, sha: null })),
    ];
    const { data: newTree } = await client().request('POST /repos/{owner}/{repo}/git/trees', {
      ...repository,
      base_tree: base.tree,
      tree,
    });
    const { data: made } = await client().request('POST /repos/{owner}/{repo}/git/commits', {
      ...repository,
      message: change.title,
      tree: newTree.sha,
      parents: [base.sha],
    });
    return made.sha;
  }

  /**
   * Points the entry's branch at `sha`: a fast-forward on its open pull request's branch, else a fresh start. False
   * when the branch moved meanwhile (another save came first): the save starts over from its new head.
   */
  async function moveBranch(entry: Entry, sha: string, onOpenPull: boolean): Promise<boolean> {
    const ref = `heads/${branchOf(entry)}`;
    if (onOpenPull) {
      try {
        await client().request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', { ...repository, ref, sha, force: false });
        return true;
      } catch (error) {
        if (statusOf(error) === 422) return false;
        throw error;
      }
    }
    try {
      await client().request('POST /repos/{owner}/{repo}/git/refs', { ...repository, ref: `refs/${ref}`, sha });
    } catch (error) {
      if (statusOf(error) !== 422) throw error;
      // Another save of the entry opened its pull request meanwhile: start over on top of it.
      if (await openPull(entry)) return false;
      // A branch without an open pull request is left over (its pull request was closed, or its deletion after
      // publishing failed): its commits are not what the editor read, so the save starts it again from `sha`.
      await client().request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', { ...repository, ref, sha, force: true });
    }
    return true;
  }

  async function pendingOf(pull: Pull, head = pull.head.sha): Promise<PendingChange> {
    const [files, status] = await Promise.all([
      client().request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
        ...repository,
        pull_number: pull.number,
        per_page: 100,
      }),
      client().request('GET /repos/{owner}/{repo}/commits/{ref}/status', { ...repository, ref: head }),
    ]);
    const previewUrl = deployPreview(status.data.statuses);
    return {
      number: pull.number,
      title: pull.title,
      url: pull.html_url,
      branch: pull.head.ref,
      entry: entryOfBranch(pull.head.ref),
      paths: files.data.map((file) => file.filename),
      ...(previewUrl ? { previewUrl } : {}),
    };
  }

  return {
    kind: 'github',

    signIn: () =>
      attempt('signIn', async () => {
        const token = await tokenFromPopup(settings.signInUrl);
        const user = await signInWithToken(token);
        storage().setItem(TOKEN_KEY, token);
        return user;
      }),

    async restore() {
      const token = storage().getItem(TOKEN_KEY);
      if (!token) return undefined;
      try {
        return await signInWithToken(token);
      } catch (error) {
        // A token GitHub no longer takes, or an account that lost its access, means signing in again.
        if (statusOf(error) === 401 || error instanceof BackendError) {
          forget();
          if (error instanceof BackendError) throw error;
          return undefined;
        }
        throw explain(error, 'signIn', settings.repo);
      }
    },

    signOut: forget,

    read: (paths, entry) =>
      attempt('read', async () => {
        const at = await headOf(entry);
        const texts = await Promise.all(paths.map((path) => readText(path, at)));
        return Object.fromEntries(paths.map((path, index) => [path, texts[index]!]));
      }),

    head: (entry) => attempt('read', () => headOf(entry)),

    save: (change) =>
      attempt('save', async () => {
        const branch = branchOf(change.entry);
        for (let tries = 0; ; tries += 1) {
          const pull = await openPull(change.entry);
          const base = (pull ? await branchHead(branch) : undefined) ?? (await publishedHead());
          await checkBases(change, base.sha);
          const head = await commit(change, base);
          if (!(await moveBranch(change.entry, head, Boolean(pull)))) {
            if (tries < 2) continue;
            throw new BackendError(
              'GitHub refused the save: others keep saving this entry on GitHub right now. Nothing was saved; your changes are kept. Try again in a moment.',
            );
          }
          // From here on the change is on GitHub: a failure says so, and the next save opens the pull request.
          return attempt('propose', async () => {
            const opened =
              pull ??
              (
                await client().request('POST /repos/{owner}/{repo}/pulls', {
                  ...repository,
                  title: change.title,
                  head: branch,
                  base: published,
                  body: `Made in the site's editor (/admin/). Netlify builds a deploy preview of it; Publish in the editor merges it into \`${published}\`, which updates the live site.`,
                })
              ).data;
            return { pending: await pendingOf(opened, head) };
          }).finally(changed);
        }
      }),

    pending: () =>
      attempt('pending', async () => {
        const { data } = await client().request('GET /repos/{owner}/{repo}/pulls', {
          ...repository,
          state: 'open',
          base: published,
          per_page: 100,
        });
        // Only the editor's own branches of this repository, never a fork's branch that happens to share the name.
        const ours = data.filter(
          (pull) => pull.head.ref.startsWith(BRANCH_PREFIX) && pull.head.repo?.full_name === settings.repo,
        );
        const changes = await Promise.all(ours.map((pull) => pendingOf(pull)));
        return changes.sort((a, b) => b.number - a.number);
      }),

    publish: (change) =>
      attempt('publish', async () => {
        await client()
          .request('PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge', {
            ...repository,
            pull_number: change.number,
            merge_method: 'squash',
            commit_title: `${change.title} (#${change.number})`,
          })
          .catch((error: unknown) => {
            throw refusedPublish(error, change) ?? error;
          });
        // The change is published; a branch left behind is started afresh by the entry's next save.
        await client()
          .request('DELETE /repos/{owner}/{repo}/git/refs/{ref}', { ...repository, ref: `heads/${change.branch}` })
          .catch(() => undefined);
        changed();
      }),

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The entry's branch: `cms/page/home`. */
export const branchOf = (entry: Entry) => `${BRANCH_PREFIX}${entry.collection}/${entry.name}`;

function entryOfBranch(branch: string): Entry {
  const [collection = '', ...name] = branch.slice(BRANCH_PREFIX.length).split('/');
  return { collection, name: name.join('/') };
}

/**
 * The deploy preview's address: Netlify posts a `deploy/netlify` status on the head commit, pending while it builds
 * (its address then is the build log) and success once the preview is up.
 */
function deployPreview(statuses: { context: string; state: string; target_url: string | null }[]) {
  const ready = statuses.filter((status) => status.state === 'success' && status.target_url);
  return (ready.find((status) => status.context === 'deploy/netlify') ?? ready[0])?.target_url ?? undefined;
}
