/**
 * A fake GitHub on 127.0.0.1 for the editor's live path: the REST API the editor's GitHub backend
 * (admin/backend/github.ts) and Decap CMS's call (user, repository permissions, branches and refs, file contents,
 * trees, blobs, commits, compare, pull requests, their files and labels, commit statuses) over an in-memory Git
 * repository, and GitHub's OAuth web flow (authorize, which approves at once, and the code-for-token exchange). Objects are hashed as Git hashes them, so a
 * blob's sha is what `git hash-object` prints. Every request is recorded; requests it does not know are answered
 * 404 and listed in `unhandled`, so a test can tell a gap in the fake from a failure of the thing under test.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';

type Blob = { type: 'blob'; content: Buffer };
type TreeEntry = { name: string; mode: string; type: 'blob' | 'tree'; sha: string };
type Tree = { type: 'tree'; entries: TreeEntry[] };
type Person = { name: string; email: string; date: string };
type Commit = { type: 'commit'; tree: string; parents: string[]; message: string; author: Person; committer: Person };
type GitObject = Blob | Tree | Commit;

export type Pull = {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  state: 'open' | 'closed';
  labels: string[];
  author: string;
  mergedAt: string | null;
  updatedAt: string;
};

export type GitHubUser = { login: string; name: string; email: string; push: boolean };

export type FakeGitHubOptions = {
  owner: string;
  name: string;
  branch: string;
  /** Repository path -> file bytes of the first commit. */
  files: Map<string, Buffer>;
  users: GitHubUser[];
  oauthClient: { id: string; secret: string };
};

type Recorded = { method: string; path: string; status: number };

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const notFound = () => new HttpError(404, 'Not Found');

/** The files under `dirs` of `root`, keyed by their path from `root` (the repository's first commit). */
export function filesFrom(root: string, dirs: string[]): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path).split('\\').join('/'), readFileSync(path));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return files;
}

export class FakeGitHub {
  readonly requests: Recorded[] = [];
  readonly unhandled: string[] = [];
  readonly pulls: Pull[] = [];
  /** Commit sha -> statuses, as Netlify posts its deploy preview's. */
  readonly statuses = new Map<string, { context: string; state: string; target_url: string }[]>();
  /** Token exchanges answered, for the OAuth function's tests. */
  readonly tokenRequests: Record<string, string>[] = [];
  private readonly objects = new Map<string, GitObject>();
  private readonly refs = new Map<string, string>();
  /** Who GitHub's authorize page signs in (as if that person were signed in to GitHub and approved the app). */
  approveAs: string;
  private readonly codes = new Map<string, { login: string; redirectUri: string }>();
  private readonly tokens = new Map<string, string>();
  private server?: Server;
  url = '';

  constructor(readonly options: FakeGitHubOptions) {
    this.approveAs = options.users[0]!.login;
    const tree = this.treeFromFiles(new Map([...options.files].map(([path, bytes]) => [path, this.putBlob(bytes)])));
    const first = this.putCommit({ tree, parents: [], message: 'Initial content', author: this.person('Owner') });
    this.refs.set(`heads/${options.branch}`, first);
  }

  get repo() {
    return `${this.options.owner}/${this.options.name}`;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** A token for `login`, as if the user had signed in (for tests that skip the OAuth flow). */
  issueToken(login: string): string {
    const token = `gho_${randomBytes(12).toString('hex')}`;
    this.tokens.set(token, login);
    return token;
  }

  /** The sha a branch points at, or undefined. */
  branchHead(branch: string): string | undefined {
    return this.refs.get(`heads/${branch}`);
  }

  branches(): string[] {
    return [...this.refs.keys()].filter((ref) => ref.startsWith('heads/')).map((ref) => ref.slice('heads/'.length));
  }

  /** The commits on `head` that `base` does not have, oldest first. */
  commitsBetween(base: string, head: string): { sha: string; message: string; parents: string[] }[] {
    return this.compareCommits(this.resolveCommit(base), this.resolveCommit(head)).map((sha) => {
      const commit = this.commit(sha);
      return { sha, message: commit.message, parents: commit.parents };
    });
  }

  /** The bytes of `path` on a branch or commit, or undefined when it has no such file. */
  readBytes(revision: string, path: string): Buffer | undefined {
    const sha = this.flatten(this.commit(this.resolveCommit(revision)).tree).get(path);
    return sha === undefined ? undefined : this.blob(sha).content;
  }

  /** The text of `path` on a branch or commit, or undefined when it has no such file. */
  readText(revision: string, path: string): string | undefined {
    return this.readBytes(revision, path)?.toString('utf8');
  }

  /** Paths whose content differs between two revisions (added, changed or removed). */
  changedPaths(base: string, head: string): string[] {
    const before = this.flatten(this.commit(this.resolveCommit(base)).tree);
    const after = this.flatten(this.commit(this.resolveCommit(head)).tree);
    return [...new Set([...before.keys(), ...after.keys()])]
      .filter((path) => before.get(path) !== after.get(path))
      .sort();
  }

  // --- Git objects, hashed as Git does ---

  private store(type: GitObject['type'], body: Buffer, object: GitObject): string {
    const sha = createHash('sha1')
      .update(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]))
      .digest('hex');
    this.objects.set(sha, object);
    return sha;
  }

  private putBlob(content: Buffer): string {
    return this.store('blob', content, { type: 'blob', content });
  }

  private putTree(entries: TreeEntry[]): string {
    // Git orders a tree's entries by name, a subtree's name as if it ended in `/`.
    const key = (entry: TreeEntry) => (entry.type === 'tree' ? `${entry.name}/` : entry.name);
    const sorted = [...entries].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    const body = Buffer.concat(
      sorted.map((entry) =>
        Buffer.concat([Buffer.from(`${entry.mode} ${entry.name}\0`), Buffer.from(entry.sha, 'hex')]),
      ),
    );
    return this.store('tree', body, { type: 'tree', entries: sorted });
  }

  private putCommit(fields: { tree: string; parents: string[]; message: string; author: Person; committer?: Person }) {
    const commit: Commit = { type: 'commit', ...fields, committer: fields.committer ?? fields.author };
    const stamp = (person: Person) =>
      `${person.name} <${person.email}> ${Math.floor(Date.parse(person.date) / 1000)} +0000`;
    const body = [
      `tree ${commit.tree}`,
      ...commit.parents.map((parent) => `parent ${parent}`),
      `author ${stamp(commit.author)}`,
      `committer ${stamp(commit.committer)}`,
      '',
      commit.message,
    ].join('\n');
    return this.store('commit', Buffer.from(body), commit);
  }

  private person(name: string): Person {
    return { name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, date: new Date().toISOString() };
  }

  private object<T extends GitObject['type']>(sha: string, type: T): Extract<GitObject, { type: T }> {
    const object = this.objects.get(sha);
    if (object?.type !== type) throw notFound();
    return object as Extract<GitObject, { type: T }>;
  }

  private blob = (sha: string) => this.object(sha, 'blob');
  private tree = (sha: string) => this.object(sha, 'tree');
  private commit = (sha: string) => this.object(sha, 'commit');

  /** A tree made from a flat map of file path -> blob sha. */
  private treeFromFiles(files: Map<string, string>): string {
    const here: TreeEntry[] = [];
    const below = new Map<string, Map<string, string>>();
    for (const [path, sha] of files) {
      const slash = path.indexOf('/');
      if (slash < 0) here.push({ name: path, mode: '100644', type: 'blob', sha });
      else {
        const dir = path.slice(0, slash);
        if (!below.has(dir)) below.set(dir, new Map());
        below.get(dir)!.set(path.slice(slash + 1), sha);
      }
    }
    for (const [dir, inner] of below)
      here.push({ name: dir, mode: '040000', type: 'tree', sha: this.treeFromFiles(inner) });
    return this.putTree(here);
  }

  /** File path -> blob sha of every file in a tree. */
  private flatten(treeSha: string, prefix = ''): Map<string, string> {
    const files = new Map<string, string>();
    for (const entry of this.tree(treeSha).entries) {
      if (entry.type === 'blob') files.set(prefix + entry.name, entry.sha);
      else for (const [path, sha] of this.flatten(entry.sha, `${prefix}${entry.name}/`)) files.set(path, sha);
    }
    return files;
  }

  /** A branch name (optionally `owner:branch`) or a commit sha -> commit sha. */
  private resolveCommit(revision: string): string {
    const name = revision.startsWith(`${this.options.owner}:`)
      ? revision.slice(this.options.owner.length + 1)
      : revision;
    const ref = this.refs.get(`heads/${name}`);
    if (ref) return ref;
    if (/^[0-9a-f]{40}$/.test(name) && this.objects.get(name)?.type === 'commit') return name;
    throw notFound();
  }

  private ancestors(sha: string): Set<string> {
    const seen = new Set<string>();
    const queue = [sha];
    while (queue.length) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...this.commit(next).parents);
    }
    return seen;
  }

  private mergeBase(base: string, head: string): string {
    const fromBase = this.ancestors(base);
    const queue = [head];
    const seen = new Set<string>();
    while (queue.length) {
      const next = queue.shift()!;
      if (fromBase.has(next)) return next;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...this.commit(next).parents);
    }
    throw new HttpError(404, 'No common ancestor');
  }

  private compareCommits(base: string, head: string): string[] {
    const fromBase = this.ancestors(base);
    return [...this.ancestors(head)].filter((sha) => !fromBase.has(sha)).reverse();
  }

  // --- JSON shapes of the REST API ---

  private gitCommitJson(sha: string) {
    const commit = this.commit(sha);
    return {
      sha,
      tree: { sha: commit.tree },
      parents: commit.parents.map((parent) => ({ sha: parent })),
      message: commit.message,
      author: commit.author,
      committer: commit.committer,
    };
  }

  private commitJson(sha: string) {
    const commit = this.commit(sha);
    return {
      sha,
      commit: {
        message: commit.message,
        tree: { sha: commit.tree },
        author: commit.author,
        committer: commit.committer,
      },
      parents: commit.parents.map((parent) => ({ sha: parent })),
    };
  }

  private repoJson(login: string) {
    const user = this.user(login);
    return {
      full_name: this.repo,
      name: this.options.name,
      owner: { login: this.options.owner },
      default_branch: this.options.branch,
      private: true,
      fork: false,
      permissions: { admin: false, push: user.push, pull: true },
    };
  }

  private pullJson(pull: Pull) {
    const repo = { full_name: this.repo, fork: false };
    return {
      number: pull.number,
      state: pull.state,
      title: pull.title,
      body: pull.body,
      user: { login: pull.author },
      labels: pull.labels.map((name) => ({ name })),
      head: {
        ref: pull.head,
        label: `${this.options.owner}:${pull.head}`,
        sha: this.refs.get(`heads/${pull.head}`) ?? '',
        repo,
      },
      base: {
        ref: pull.base,
        label: `${this.options.owner}:${pull.base}`,
        sha: this.refs.get(`heads/${pull.base}`) ?? '',
        repo,
      },
      merged_at: pull.mergedAt,
      updated_at: pull.updatedAt,
      html_url: `https://github.com/${this.repo}/pull/${pull.number}`,
    };
  }

  private user(login: string): GitHubUser {
    const user = this.options.users.find((candidate) => candidate.login === login);
    if (!user) throw new HttpError(401, 'Bad credentials');
    return user;
  }

  // --- HTTP ---

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
      'access-control-expose-headers': 'link',
    };
    const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      this.requests.push({ method, path: url.pathname + url.search, status });
      if (body === undefined) response.writeHead(status, { ...cors, ...headers }).end();
      else
        response
          .writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8', ...headers })
          .end(JSON.stringify(body));
    };
    if (method === 'OPTIONS') return answer(204);
    try {
      const raw = await readBody(request);
      if (url.pathname.startsWith('/login/oauth/')) return this.oauth(method, url, raw, request, answer, response);
      const login = this.tokens.get((request.headers.authorization ?? '').replace(/^(?:token|bearer)\s+/i, ''));
      if (!login) throw new HttpError(401, 'Bad credentials');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const result = this.api(method, url, body, login);
      answer(result.status ?? 200, result.body);
    } catch (error) {
      // A fault of the fake itself is a 500 the test sees in `unhandled`, never a crashed server.
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (status === 500 || (status === 404 && message === 'Not Found'))
        this.unhandled.push(`${method} ${url.pathname}${url.search}${status === 500 ? `: ${message}` : ''}`);
      answer(status, { message });
    }
  }

  private oauth(
    method: string,
    url: URL,
    raw: string,
    request: IncomingMessage,
    answer: (status: number, body?: unknown, headers?: Record<string, string>) => void,
    response: ServerResponse,
  ) {
    const { id, secret } = this.options.oauthClient;
    if (method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== id || !redirectUri) throw new HttpError(400, 'bad client or redirect');
      // Approves at once, as GitHub does for someone already signed in who approved the app before.
      const code = randomBytes(10).toString('hex');
      this.codes.set(code, { login: this.approveAs, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      this.requests.push({ method, path: url.pathname + url.search, status: 302 });
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const fields = /json/.test(request.headers['content-type'] ?? '')
        ? (JSON.parse(raw) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(raw));
      this.tokenRequests.push(fields);
      const grant = this.codes.get(fields.code ?? '');
      // GitHub answers 200 with an error field for a bad code or client.
      if (fields.client_id !== id || fields.client_secret !== secret)
        return answer(200, {
          error: 'incorrect_client_credentials',
          error_description: 'The client_id and/or client_secret passed are incorrect.',
        });
      if (!grant || (fields.redirect_uri && fields.redirect_uri !== grant.redirectUri))
        return answer(200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      this.codes.delete(fields.code!);
      return answer(200, { access_token: this.issueToken(grant.login), token_type: 'bearer', scope: 'repo' });
    }
    throw notFound();
  }

  private api(
    method: string,
    url: URL,
    body: Record<string, unknown>,
    login: string,
  ): { status?: number; body?: unknown } {
    const path = url.pathname;
    const query = url.searchParams;
    if (method === 'GET' && path === '/user') {
      const user = this.user(login);
      return { body: { login: user.login, name: user.name, email: user.email, avatar_url: '' } };
    }
    if (method === 'GET' && path.startsWith('/users/')) {
      const user = this.user(decodeURIComponent(path.slice('/users/'.length)));
      return { body: { login: user.login, name: user.name } };
    }
    if (method === 'GET' && path === '/search/issues') return { body: { total_count: 0, items: [] } };
    const prefix = `/repos/${this.repo}`;
    if (!path.startsWith(prefix)) throw notFound();
    // GitHub reads `%2F` in a branch, ref or file path as `/` (Octokit sends them so).
    const rest = path.slice(prefix.length).replace(/%2F/gi, '/');
    const is = (verb: string, pattern: RegExp) => (method === verb ? pattern.exec(rest) : null);
    let match: RegExpExecArray | null;

    if (is('GET', /^$/)) return { body: this.repoJson(login) };
    if (!this.user(login).push && method !== 'GET') throw new HttpError(404, 'Not Found (no write access)');

    if ((match = is('GET', /^\/branches\/(.+)$/))) {
      const name = decodeURIComponent(match[1]!);
      const sha = this.refs.get(`heads/${name}`);
      if (!sha) throw new HttpError(404, 'Branch not found');
      return { body: { name, commit: this.commitJson(sha) } };
    }
    if ((match = is('GET', /^\/git\/refs\/(heads|meta)\/(.+)$/))) {
      const ref = `${match[1]}/${decodeURIComponent(match[2]!)}`;
      const exact = this.refs.get(ref);
      if (exact) return { body: { ref: `refs/${ref}`, object: { sha: exact, type: 'commit' } } };
      const matching = [...this.refs].filter(([name]) => name.startsWith(`${ref}/`));
      if (!matching.length) throw new HttpError(404, 'Not Found (no such ref)');
      return { body: matching.map(([name, sha]) => ({ ref: `refs/${name}`, object: { sha, type: 'commit' } })) };
    }
    if (is('POST', /^\/git\/refs$/)) {
      const ref = String(body.ref).replace(/^refs\//, '');
      const sha = String(body.sha);
      this.commit(sha);
      if (this.refs.has(ref)) throw new HttpError(422, 'Reference already exists');
      this.refs.set(ref, sha);
      return { status: 201, body: { ref: `refs/${ref}`, object: { sha, type: 'commit' } } };
    }
    if ((match = is('PATCH', /^\/git\/refs\/(heads|meta)\/(.+)$/))) {
      const ref = `${match[1]}/${decodeURIComponent(match[2]!)}`;
      const current = this.refs.get(ref);
      if (!current) throw new HttpError(422, 'Reference does not exist');
      const sha = String(body.sha);
      if (!body.force && !this.ancestors(sha).has(current)) throw new HttpError(422, 'Update is not a fast forward');
      this.refs.set(ref, sha);
      return { body: { ref: `refs/${ref}`, object: { sha, type: 'commit' } } };
    }
    if ((match = is('DELETE', /^\/git\/refs\/(heads|meta)\/(.+)$/))) {
      const ref = `${match[1]}/${decodeURIComponent(match[2]!)}`;
      if (!this.refs.delete(ref)) throw new HttpError(422, 'Reference does not exist');
      return { status: 204 };
    }
    if ((match = is('GET', /^\/git\/trees\/(.+)$/)))
      return { body: this.getTree(match[1]!, query.get('recursive') === '1') };
    if (is('POST', /^\/git\/trees$/)) return { status: 201, body: this.postTree(body) };
    if ((match = is('GET', /^\/git\/blobs\/([0-9a-f]{40})$/))) {
      const blob = this.blob(match[1]!);
      return {
        body: {
          sha: match[1],
          size: blob.content.length,
          encoding: 'base64',
          content: blob.content.toString('base64'),
        },
      };
    }
    if (is('POST', /^\/git\/blobs$/)) {
      if (body.encoding !== 'base64' && body.encoding !== 'utf-8') throw new HttpError(422, 'unknown encoding');
      const sha = this.putBlob(Buffer.from(String(body.content), body.encoding === 'base64' ? 'base64' : 'utf8'));
      return { status: 201, body: { sha } };
    }
    if (is('POST', /^\/git\/commits$/)) {
      const parents = (body.parents as string[]) ?? [];
      parents.forEach((parent) => this.commit(parent));
      this.tree(String(body.tree));
      const user = this.user(login);
      const sha = this.putCommit({
        tree: String(body.tree),
        parents,
        message: String(body.message),
        author: (body.author as Person | undefined) ?? {
          name: user.name,
          email: user.email,
          date: new Date().toISOString(),
        },
        committer: body.committer as Person | undefined,
      });
      return { status: 201, body: this.gitCommitJson(sha) };
    }
    if ((match = is('GET', /^\/contents\/(.+)$/))) return { body: this.contents(decodeURIComponent(match[1]!), query) };
    if (is('GET', /^\/commits$/))
      return { body: this.history(query.get('sha') ?? this.options.branch, query.get('path')) };
    if ((match = is('GET', /^\/commits\/([^/]+)\/status$/))) {
      const sha = this.resolveCommit(decodeURIComponent(match[1]!));
      const statuses = this.statuses.get(sha) ?? [];
      return { body: { sha, state: statuses.length ? 'success' : 'pending', statuses } };
    }
    if ((match = is('GET', /^\/compare\/(.+)\.\.\.(.+)$/)))
      return { body: this.compare(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)) };
    if (is('GET', /^\/pulls$/)) return { body: this.listPulls(query) };
    if (is('POST', /^\/pulls$/)) return { status: 201, body: this.pullJson(this.openPull(body, login)) };
    if ((match = is('PATCH', /^\/pulls\/(\d+)$/))) {
      const pull = this.pull(Number(match[1]));
      if (body.state === 'open' || body.state === 'closed') pull.state = body.state;
      pull.updatedAt = new Date().toISOString();
      return { body: this.pullJson(pull) };
    }
    if ((match = is('GET', /^\/pulls\/(\d+)\/commits$/))) {
      const pull = this.pull(Number(match[1]));
      return {
        body: this.compareCommits(this.resolveCommit(pull.base), this.resolveCommit(pull.head)).map((sha) =>
          this.commitJson(sha),
        ),
      };
    }
    if ((match = is('GET', /^\/pulls\/(\d+)\/files$/))) {
      const pull = this.pull(Number(match[1]));
      return { body: this.compare(pull.base, pull.head).files };
    }
    if ((match = is('PUT', /^\/pulls\/(\d+)\/merge$/)))
      return { body: this.merge(this.pull(Number(match[1])), body, login) };
    if ((match = is('PUT', /^\/issues\/(\d+)\/labels$/))) {
      const pull = this.pull(Number(match[1]));
      pull.labels = ((body.labels as string[]) ?? []).map(String);
      pull.updatedAt = new Date().toISOString();
      return { body: pull.labels.map((name) => ({ name })) };
    }
    throw notFound();
  }

  /** `GET git/trees/{branch}:{path}` (Git's `<rev>:<path>`) or `GET git/trees/{sha}`. */
  private getTree(treeish: string, recursive: boolean) {
    const colon = treeish.indexOf(':');
    let sha: string;
    if (colon < 0) sha = this.objects.get(treeish)?.type === 'commit' ? this.commit(treeish).tree : treeish;
    else {
      sha = this.commit(this.resolveCommit(treeish.slice(0, colon))).tree;
      for (const part of decodeURIComponent(treeish.slice(colon + 1))
        .split('/')
        .filter(Boolean)) {
        const entry = this.tree(sha).entries.find((candidate) => candidate.name === part && candidate.type === 'tree');
        if (!entry) throw new HttpError(404, 'Not Found (no such folder)');
        sha = entry.sha;
      }
    }
    const list = (treeSha: string, prefix: string): unknown[] =>
      this.tree(treeSha).entries.flatMap((entry) => {
        const item = {
          path: prefix + entry.name,
          mode: entry.mode,
          type: entry.type,
          sha: entry.sha,
          ...(entry.type === 'blob' ? { size: this.blob(entry.sha).content.length } : {}),
        };
        return recursive && entry.type === 'tree' ? [item, ...list(entry.sha, `${prefix}${entry.name}/`)] : [item];
      });
    return { sha, tree: list(sha, ''), truncated: false };
  }

  /** `POST git/trees`: `base_tree` (a tree or, as Decap sends, a commit) with entries set or, with `sha: null`, removed. */
  private postTree(body: Record<string, unknown>) {
    const base = body.base_tree ? String(body.base_tree) : undefined;
    const baseTree =
      base === undefined ? undefined : this.objects.get(base)?.type === 'commit' ? this.commit(base).tree : base;
    const files = baseTree === undefined ? new Map<string, string>() : this.flatten(baseTree);
    for (const entry of (body.tree as { path: string; sha: string | null; type: string }[]) ?? []) {
      if (entry.type !== 'blob') throw new HttpError(422, 'only blobs are supported by the fake');
      if (entry.sha === null) {
        files.delete(entry.path);
        continue;
      }
      this.blob(entry.sha);
      files.set(entry.path, entry.sha);
    }
    const sha = this.treeFromFiles(files);
    return { sha, tree: this.getTree(sha, false).tree };
  }

  /** `GET contents/{path}?ref=` of a file: its bytes in base64, broken into lines as GitHub sends them. */
  private contents(path: string, query: URLSearchParams) {
    const files = this.flatten(this.commit(this.resolveCommit(query.get('ref') ?? this.options.branch)).tree);
    const sha = files.get(path);
    if (sha === undefined) throw new HttpError(404, 'Not Found (no such file)');
    const content = this.blob(sha).content;
    const base64 = content.toString('base64').replace(/.{60}/g, '$&\n');
    const name = path.slice(path.lastIndexOf('/') + 1);
    return { type: 'file', encoding: 'base64', size: content.length, name, path, sha, content: base64 };
  }

  private history(revision: string, path: string | null) {
    const shas: string[] = [];
    for (let sha: string | undefined = this.resolveCommit(revision); sha; sha = this.commit(sha).parents[0]) {
      const commit = this.commit(sha);
      const parent = commit.parents[0];
      const touched =
        path === null || parent === undefined
          ? true
          : this.flatten(commit.tree).get(path) !== this.flatten(this.commit(parent).tree).get(path);
      if (touched) shas.push(sha);
    }
    return shas.map((sha) => this.commitJson(sha));
  }

  private compare(baseRevision: string, headRevision: string) {
    const base = this.resolveCommit(baseRevision);
    const head = this.resolveCommit(headRevision);
    const mergeBase = this.mergeBase(base, head);
    const before = this.flatten(this.commit(mergeBase).tree);
    const after = this.flatten(this.commit(head).tree);
    const files = [...new Set([...before.keys(), ...after.keys()])]
      .filter((path) => before.get(path) !== after.get(path))
      .sort()
      .map((filename) => {
        const old = before.get(filename);
        const sha = after.get(filename);
        const status = old === undefined ? 'added' : sha === undefined ? 'removed' : 'modified';
        const patch = textPatch(
          old === undefined ? undefined : this.blob(old).content,
          sha === undefined ? undefined : this.blob(sha).content,
        );
        return { filename, status, sha: sha ?? old, ...(patch === undefined ? {} : { patch }) };
      });
    const commits = this.compareCommits(base, head);
    return {
      status: commits.length ? 'ahead' : 'identical',
      ahead_by: commits.length,
      base_commit: this.commitJson(base),
      merge_base_commit: this.commitJson(mergeBase),
      commits: commits.map((sha) => this.commitJson(sha)),
      files,
    };
  }

  private listPulls(query: URLSearchParams) {
    const state = query.get('state') ?? 'open';
    const head = query.get('head');
    const base = query.get('base');
    return this.pulls
      .filter((pull) => state === 'all' || pull.state === state)
      .filter((pull) => head === null || `${this.options.owner}:${pull.head}` === head)
      .filter((pull) => base === null || pull.base === base)
      .map((pull) => this.pullJson(pull));
  }

  private openPull(body: Record<string, unknown>, login: string): Pull {
    const head = String(body.head).replace(new RegExp(`^${this.options.owner}:`), '');
    const base = String(body.base);
    if (!this.refs.has(`heads/${head}`) || !this.refs.has(`heads/${base}`))
      throw new HttpError(422, 'Validation Failed');
    if (this.pulls.some((pull) => pull.state === 'open' && pull.head === head && pull.base === base))
      throw new HttpError(422, `A pull request already exists for ${this.options.owner}:${head}.`);
    const pull: Pull = {
      number: this.pulls.length + 1,
      title: String(body.title),
      body: String(body.body ?? ''),
      head,
      base,
      state: 'open',
      labels: [],
      author: login,
      mergedAt: null,
      updatedAt: new Date().toISOString(),
    };
    this.pulls.push(pull);
    return pull;
  }

  private pull(number: number): Pull {
    const pull = this.pulls.find((candidate) => candidate.number === number);
    if (!pull) throw new HttpError(404, 'Not Found (no such pull request)');
    return pull;
  }

  /** Merges only when the base has not moved since the branch was made (else 405, as GitHub answers a conflict). */
  private merge(pull: Pull, body: Record<string, unknown>, login: string) {
    const baseSha = this.resolveCommit(pull.base);
    const headSha = this.resolveCommit(pull.head);
    if (pull.state !== 'open' || this.mergeBase(baseSha, headSha) !== baseSha)
      throw new HttpError(405, 'Pull Request is not mergeable');
    if (body.sha && body.sha !== headSha) throw new HttpError(409, 'Head branch was modified');
    const user = this.user(login);
    const sha = this.putCommit({
      tree: this.commit(headSha).tree,
      parents: body.merge_method === 'squash' ? [baseSha] : [baseSha, headSha],
      // A squash commit's message is `commit_title`, then `commit_message` below it.
      message:
        body.merge_method === 'squash' && body.commit_title
          ? [body.commit_title, body.commit_message].filter(Boolean).join('\n\n')
          : String(body.commit_message ?? pull.title),
      author: { name: user.name, email: user.email, date: new Date().toISOString() },
    });
    this.refs.set(`heads/${pull.base}`, sha);
    pull.state = 'closed';
    pull.mergedAt = new Date().toISOString();
    return { sha, merged: true, message: 'Pull Request successfully merged' };
  }
}

/** A patch-like list of the changed lines of a text file (Decap only checks that text files have one). */
function textPatch(before: Buffer | undefined, after: Buffer | undefined): string | undefined {
  if ([before, after].some((bytes) => bytes?.includes(0))) return undefined;
  const old = before?.toString('utf8').split('\n') ?? [];
  const next = after?.toString('utf8').split('\n') ?? [];
  const lines: string[] = [];
  for (let index = 0; index < Math.max(old.length, next.length); index += 1) {
    if (old[index] === next[index]) continue;
    if (old[index] !== undefined) lines.push(`-${old[index]}`);
    if (next[index] !== undefined) lines.push(`+${next[index]}`);
  }
  return `@@ -1,${old.length} +1,${next.length} @@\n${lines.join('\n')}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
