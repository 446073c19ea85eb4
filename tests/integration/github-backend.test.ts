/**
 * admin/backend/github.ts, the editor's GitHub backend, against a fake GitHub on 127.0.0.1
 * (tests/helpers/fake-github.ts): the real Octokit client and every REST call, signed in with a token the fake
 * issued (the popup that gets a token in a browser is covered by tests/e2e/admin-github.spec.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { githubBackend, TOKEN_KEY } from '../../admin/backend/github.ts';
import { BackendError, ChangedElsewhere, type Backend, type Change } from '../../admin/backend/types.ts';
import { parse } from 'yaml';
import { mergeData } from '../../pipeline/save/merge.ts';
import { editYaml } from '../../pipeline/save/yaml-edit.ts';
import { FakeGitHub } from '../helpers/fake-github.ts';

const HOME = 'data/pages/home.yaml';
const SITE = 'data/site.yaml';
const homeText = 'title: Home\nintro: Welcome\n';
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10]);

let github: FakeGitHub;

beforeEach(async () => {
  github = new FakeGitHub({
    owner: 'ai101',
    name: 'website',
    branch: 'main',
    files: new Map([
      [HOME, Buffer.from(homeText)],
      [SITE, Buffer.from('name: AI 101\n')],
      ['data/pages/about.yaml', Buffer.from('title: About\n')],
    ]),
    users: [
      { login: 'edith', name: 'Edith Editor', email: 'edith@example.com', push: true },
      { login: 'vera', name: 'Vera Viewer', email: 'vera@example.com', push: false },
    ],
    oauthClient: { id: 'client', secret: 'secret' },
  });
  await github.start();
});

afterEach(async () => {
  await github.stop();
  expect(github.unhandled, 'every request the backend made is one the fake GitHub knows').toEqual([]);
});

/** A browser's localStorage, kept in memory. */
function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function backendWith(storage: ReturnType<typeof memoryStorage>, apiUrl = github.url): Backend {
  return githubBackend({ repo: 'ai101/website', branch: 'main', apiUrl, signInUrl: 'unused', storage });
}

/** A backend signed in as `login`, as after a reload with the token kept from signing in. */
async function signedIn(login = 'edith'): Promise<Backend> {
  const backend = backendWith(memoryStorage({ [TOKEN_KEY]: github.issueToken(login) }));
  expect(await backend.restore!()).toMatchObject({ login });
  return backend;
}

const home = { collection: 'page', name: 'home' };
/** What the entry's branch holds now, else the published branch: what an editor opening the entry now reads. */
const textNow = (path: string) =>
  github.readText(github.branchHead('cms/page/home') ? 'cms/page/home' : 'main', path) ?? null;
/** A change of the home entry; each file made from its text now unless its `base` says otherwise. */
const change = (
  files: Array<Omit<Change['files'][number], 'base'> & { base?: string | null }>,
  uploads: Change['uploads'] = [],
): Change => ({
  entry: home,
  title: 'Update page “Home”',
  files: files.map((file) => ({ ...file, base: file.base === undefined ? textNow(file.path) : file.base })),
  uploads,
});
const writes = () => github.requests.filter((request) => request.method !== 'GET');

describe("the editor's GitHub backend", () => {
  it('signs back in with the kept token, and forgets a token GitHub no longer takes', async () => {
    const storage = memoryStorage({ [TOKEN_KEY]: github.issueToken('edith') });
    expect(await backendWith(storage).restore!()).toEqual({ name: 'Edith Editor', login: 'edith' });
    expect(await backendWith(memoryStorage()).restore!()).toBeUndefined();

    const stale = memoryStorage({ [TOKEN_KEY]: 'gho_withdrawn' });
    expect(await backendWith(stale).restore!()).toBeUndefined();
    expect(stale.items.has(TOKEN_KEY)).toBe(false);
  });

  it('saves as one commit on a new cms/page/home branch with a pull request, changing only the given file', async () => {
    const backend = await signedIn();
    const mainBefore = github.branchHead('main')!;
    const text = 'title: Our home\nintro: Welcome\n';
    const { pending } = await backend.save(change([{ path: HOME, text }]));

    expect(github.branchHead('main'), 'nothing reaches main before publishing').toBe(mainBefore);
    const commits = github.commitsBetween('main', 'cms/page/home');
    expect(commits).toEqual([expect.objectContaining({ message: 'Update page “Home”', parents: [mainBefore] })]);
    expect(github.changedPaths('main', 'cms/page/home')).toEqual([HOME]);
    expect(github.readText('cms/page/home', HOME)).toBe(text);
    expect(github.pulls).toEqual([
      expect.objectContaining({ number: 1, title: 'Update page “Home”', head: 'cms/page/home', base: 'main' }),
    ]);
    expect(github.pulls[0]!.body).toMatch(/site's editor/);
    expect(pending).toEqual({
      number: 1,
      title: 'Update page “Home”',
      url: 'https://github.com/ai101/website/pull/1',
      branch: 'cms/page/home',
      entry: home,
      paths: [HOME],
    });
  });

  it('saves the same entry again as a second commit on the same branch, under the same pull request', async () => {
    const backend = await signedIn();
    await backend.save(change([{ path: HOME, text: 'title: One\nintro: Welcome\n' }]));
    const first = github.branchHead('cms/page/home')!;
    const { pending } = await backend.save(change([{ path: HOME, text: 'title: Two\nintro: Welcome\n' }]));

    const commits = github.commitsBetween('main', 'cms/page/home');
    expect(commits).toHaveLength(2);
    expect(commits[1]!.parents).toEqual([first]);
    expect(github.readText('cms/page/home', HOME)).toBe('title: Two\nintro: Welcome\n');
    expect(github.pulls).toHaveLength(1);
    expect(pending?.number).toBe(1);
  });

  it('saves several files, an upload and a deletion as one commit', async () => {
    const backend = await signedIn();
    const upload = 'public/images/solutions/bakery.png';
    const { pending } = await backend.save(
      change(
        [
          { path: HOME, text: 'title: Home\nintro: Hello\n' },
          { path: SITE, text: 'name: AI 101 Agency\n' },
          { path: 'data/pages/about.yaml', text: null },
        ],
        [{ path: upload, base64: picture.toString('base64') }],
      ),
    );

    expect(github.commitsBetween('main', 'cms/page/home')).toHaveLength(1);
    expect(github.changedPaths('main', 'cms/page/home')).toEqual(['data/pages/about.yaml', HOME, SITE, upload]);
    expect(github.readText('cms/page/home', SITE)).toBe('name: AI 101 Agency\n');
    expect(github.readBytes('cms/page/home', upload)).toEqual(picture);
    expect(github.readText('cms/page/home', 'data/pages/about.yaml')).toBeUndefined();
    expect(github.readText('main', 'data/pages/about.yaml'), 'main keeps the file until publishing').toBe(
      'title: About\n',
    );
    expect(pending?.paths).toEqual(['data/pages/about.yaml', HOME, SITE, upload]);
  });

  it("reads the entry's files from its open pull request's branch, else from the published branch", async () => {
    const backend = await signedIn();
    const paths = [HOME, 'data/pages/new.yaml'];
    expect(await backend.read!(paths, home)).toEqual({ [HOME]: homeText, 'data/pages/new.yaml': null });

    const text = 'title: Ünïcode “quotes” — and more\nintro: Welcome\n';
    await backend.save(change([{ path: HOME, text }]));
    expect(await backend.read!(paths, home)).toEqual({ [HOME]: text, 'data/pages/new.yaml': null });
    // Another entry has no pull request: it reads main.
    expect(await backend.read!([HOME], { collection: 'page', name: 'about' })).toEqual({ [HOME]: homeText });
  });

  it('publishes by merging the pull request as one commit on main and deleting its branch', async () => {
    const backend = await signedIn();
    let told = 0;
    backend.subscribe!(() => (told += 1));
    const mainBefore = github.branchHead('main')!;
    await backend.save(change([{ path: HOME, text: 'title: One\nintro: Welcome\n' }]));
    const { pending } = await backend.save(change([{ path: HOME, text: 'title: Two\nintro: Welcome\n' }]));
    await backend.publish!(pending!);
    expect(told, 'views of the pending changes are told after each save and the publish').toBe(3);

    const merged = github.commitsBetween(mainBefore, 'main');
    expect(merged).toEqual([expect.objectContaining({ message: 'Update page “Home” (#1)', parents: [mainBefore] })]);
    expect(github.changedPaths(mainBefore, 'main')).toEqual([HOME]);
    expect(github.readText('main', HOME)).toBe('title: Two\nintro: Welcome\n');
    expect(github.pulls[0]).toMatchObject({ state: 'closed', mergedAt: expect.any(String) });
    expect(github.branches()).toEqual(['main']);
    expect(await backend.pending!()).toEqual([]);

    // The next save of the entry starts a new branch from the published text.
    await backend.save(change([{ path: HOME, text: 'title: Three\nintro: Welcome\n' }]));
    expect(github.commitsBetween('main', 'cms/page/home')).toHaveLength(1);
    expect(github.pulls.filter((pull) => pull.state === 'open')).toHaveLength(1);
  });

  it('lists the pending changes with their deploy preview once Netlify reports it, and only the editor’s', async () => {
    const backend = await signedIn();
    await backend.save(change([{ path: HOME, text: 'title: Home!\nintro: Welcome\n' }]));
    const about = { collection: 'page', name: 'about' };
    await backend.save({
      entry: about,
      title: 'Update page “About”',
      files: [{ path: 'data/pages/about.yaml', text: 'title: About us\n', base: 'title: About\n' }],
      uploads: [],
    });
    // A developer's own pull request is not the editor's to publish.
    const token = github.issueToken('edith');
    const post = (path: string, body: object) =>
      fetch(`${github.url}/repos/ai101/website${path}`, {
        method: 'POST',
        headers: { authorization: `token ${token}` },
        body: JSON.stringify(body),
      });
    await post('/git/refs', { ref: 'refs/heads/feature', sha: github.branchHead('main') });
    await post('/pulls', { title: 'A developer’s change', head: 'feature', base: 'main' });

    const building = 'https://app.netlify.com/sites/ai101/deploys/1';
    github.statuses.set(github.branchHead('cms/page/home')!, [
      { context: 'deploy/netlify', state: 'pending', target_url: building },
    ]);
    expect((await backend.pending!()).map(({ title, previewUrl }) => ({ title, previewUrl }))).toEqual([
      { title: 'Update page “About”', previewUrl: undefined },
      { title: 'Update page “Home”', previewUrl: undefined },
    ]);

    const preview = 'https://deploy-preview-1--ai101.netlify.app/';
    github.statuses.set(github.branchHead('cms/page/home')!, [
      { context: 'deploy/netlify', state: 'success', target_url: preview },
    ]);
    const [, homeChange] = await backend.pending!();
    expect(homeChange).toEqual({
      number: 1,
      title: 'Update page “Home”',
      url: 'https://github.com/ai101/website/pull/1',
      branch: 'cms/page/home',
      entry: home,
      paths: [HOME],
      previewUrl: preview,
    });
  });

  it('refuses, in words and writing nothing, an account without write access', async () => {
    const storage = memoryStorage({ [TOKEN_KEY]: github.issueToken('vera') });
    const backend = backendWith(storage);
    const refusal = await backend.restore!().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackendError);
    expect((refusal as Error).message).toBe(
      "Your GitHub account vera cannot change ai101/website: ask the site's developer for Write access, then sign in again.",
    );
    expect(storage.items.has(TOKEN_KEY), 'the token is forgotten').toBe(false);

    await expect(backend.save(change([{ path: HOME, text: 'title: Mine\n' }]))).rejects.toThrow(
      'You are not signed in to GitHub any more: sign in again.',
    );
    expect(writes()).toEqual([]);
  });

  it("refuses a save made from a text someone else changed since, with their text, and keeps the other's change", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const opened = (await mine.read!([HOME], home))[HOME]!;
    expect(opened).toBe(homeText);
    await theirs.save(change([{ path: HOME, text: 'title: Theirs\nintro: Welcome\n' }]));
    const before = github.requests.length;

    const refusal = await mine
      .save(change([{ path: HOME, text: 'title: Home\nintro: Mine\n', base: opened }]))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ChangedElsewhere);
    expect((refusal as ChangedElsewhere).current).toEqual({ [HOME]: 'title: Theirs\nintro: Welcome\n' });
    expect((refusal as Error).message).toMatch(/^Someone else changed this entry on GitHub since you opened it\./);
    expect(github.requests.slice(before).filter((request) => request.method !== 'GET')).toEqual([]);
    expect(github.readText('cms/page/home', HOME)).toBe('title: Theirs\nintro: Welcome\n');

    // Made from their text (the editor merges its change into it), the save goes on top of theirs.
    await mine.save(
      change([{ path: HOME, text: 'title: Theirs\nintro: Mine\n', base: 'title: Theirs\nintro: Welcome\n' }]),
    );
    expect(github.commitsBetween('main', 'cms/page/home')).toHaveLength(2);
    expect(github.readText('cms/page/home', HOME)).toBe('title: Theirs\nintro: Mine\n');
  });

  it('keeps both changes when two editors save the same entry at once, whichever comes first', async () => {
    /**
     * A save as the editor makes it: from the text it opened, and when refused because the file changed since, its
     * change merged by value into the text there now (what the editor's form does) and saved again.
     */
    let refused = 0;
    async function saveMerging(backend: Backend, opened: string, edit: (data: Record<string, unknown>) => void) {
      const ours = parse(opened) as Record<string, unknown>;
      edit(ours);
      let base = opened;
      let text = editYaml(opened, ours);
      for (;;) {
        try {
          return await backend.save(change([{ path: HOME, text, base }]));
        } catch (error) {
          if (!(error instanceof ChangedElsewhere)) throw error;
          refused += 1;
          const theirs = error.current[HOME]!;
          const merged = mergeData(parse(base), parse(theirs), ours);
          expect(merged.conflicts).toEqual([]);
          text = editYaml(theirs, merged.merged);
          base = theirs;
        }
      }
    }
    const one = await signedIn('edith');
    const other = await signedIn('edith');
    for (const [round, first, second] of [
      [1, one, other],
      [2, other, one],
    ] as const) {
      const [openedFirst, openedSecond] = await Promise.all([first.read!([HOME], home), second.read!([HOME], home)]);
      await Promise.all([
        saveMerging(first, openedFirst[HOME]!, (data) => (data.title = `Title ${round}`)),
        saveMerging(second, openedSecond[HOME]!, (data) => (data.intro = `Intro ${round}`)),
      ]);
      expect(github.readText('cms/page/home', HOME)).toBe(`title: Title ${round}\nintro: Intro ${round}\n`);
    }
    // In each round the second save was refused once, merged, and saved on top of the first.
    expect(refused).toBe(2);
    // Every save is one commit on the entry's branch, none undoing another.
    expect(github.commitsBetween('main', 'cms/page/home')).toHaveLength(4);
  });

  it('refuses a new file where someone else made one since, and a deletion of a file changed since', async () => {
    const backend = await signedIn();
    const added = await backend
      .save(change([{ path: 'data/pages/about.yaml', text: 'title: Mine\n', base: null }]))
      .catch((error: unknown) => error);
    expect((added as ChangedElsewhere).current).toEqual({ 'data/pages/about.yaml': 'title: About\n' });
    const deleted = await backend
      .save(change([{ path: 'data/pages/about.yaml', text: null, base: 'title: Older\n' }]))
      .catch((error: unknown) => error);
    expect((deleted as ChangedElsewhere).current).toEqual({ 'data/pages/about.yaml': 'title: About\n' });
    expect(writes()).toEqual([]);
  });

  it('tells the commit an entry is read from, which moves with every save to it', async () => {
    const backend = await signedIn();
    const published = await backend.head!(home);
    expect(published).toBe(github.branchHead('main'));
    await backend.save(change([{ path: HOME, text: 'title: Moved\nintro: Welcome\n' }]));
    expect(await backend.head!(home)).toBe(github.branchHead('cms/page/home'));
    expect(await backend.head!({ collection: 'page', name: 'about' })).toBe(published);
  });

  it('starts a left-over branch whose pull request was closed afresh from the published branch', async () => {
    const backend = await signedIn();
    await backend.save(change([{ path: SITE, text: 'name: Rejected\n' }]));
    github.pulls[0]!.state = 'closed';

    await backend.save(change([{ path: HOME, text: 'title: Fresh\nintro: Welcome\n' }]));
    expect(github.commitsBetween('main', 'cms/page/home')).toHaveLength(1);
    expect(github.changedPaths('main', 'cms/page/home')).toEqual([HOME]);
    expect(github.pulls.map((pull) => pull.state)).toEqual(['closed', 'open']);
  });

  it('says so when GitHub cannot be reached, and that nothing was saved', async () => {
    const backend = await signedIn();
    await github.stop();
    await expect(backend.save(change([{ path: HOME, text: 'title: Offline\n' }]))).rejects.toThrow(
      'GitHub cannot be reached: nothing was saved, your changes are kept. Check your internet connection and try again.',
    );
    await expect(backendWith(memoryStorage({ [TOKEN_KEY]: 'gho_any' })).restore!()).rejects.toThrow(
      'GitHub cannot be reached: you are not signed in.',
    );
  });
});
