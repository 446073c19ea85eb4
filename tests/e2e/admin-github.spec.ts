/**
 * The live site's editor path in real Chromium: the real /admin/ (served by `npm run dev` in a throwaway copy, with
 * the GitHub backend switched on by VITE_CMS_BACKEND) signs in through functions/cms-oauth.ts and saves to a fake
 * GitHub on 127.0.0.1 (tests/helpers/fake-github.ts), whose repository starts as the copy's data/ and public/images/.
 * A save must become exactly one commit on a new `cms/...` branch with a pull request, changing only the edited line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import oauth from '../../functions/cms-oauth.ts';
import { makeWorkspace, worktreeSource } from '../../tools/lib/bench-workspace.ts';
import { FakeGitHub, filesFrom } from '../helpers/fake-github.ts';
import { serveFunction, type ServedFunction } from '../helpers/serve-function.ts';
import { expect, test } from './fixtures.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 40;
const origin = `http://localhost:${PORT}`;
const OAUTH_ENV = [
  'GITHUB_OAUTH_CLIENT_ID',
  'GITHUB_OAUTH_CLIENT_SECRET',
  'GITHUB_OAUTH_BASE_URL',
  'CMS_OAUTH_ORIGINS',
];

let parent: string;
let workspace: string;
let github: FakeGitHub;
let signInFunction: ServedFunction;
let server: ChildProcess;
let output = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  parent = mkdtempSync(join(tmpdir(), 'ai101-admin-github-'));
  workspace = makeWorkspace(process.cwd(), parent, 'site', worktreeSource(process.cwd()));
  // The copy is connected to the fake's repository and signs in through our own function.
  const sitePath = join(workspace, 'data/site.yaml');
  const connected = readFileSync(sitePath, 'utf8')
    .replace(/^(editor:\n {2}repo:) .*$/m, '$1 ai101/website')
    .replace(/^( {2}signIn:) .*$/m, '$1 function');
  expect(connected).toMatch(/^editor:\n {2}repo: ai101\/website\n {2}branch: main\n {2}signIn: function$/m);
  writeFileSync(sitePath, connected);

  github = new FakeGitHub({
    owner: 'ai101',
    name: 'website',
    branch: 'main',
    files: filesFrom(workspace, ['data', 'public/images']),
    users: [
      { login: 'edith', name: 'Edith Editor', email: 'edith@example.com', push: true },
      { login: 'vera', name: 'Vera Viewer', email: 'vera@example.com', push: false },
    ],
    oauthClient: { id: 'oauth-client', secret: 'oauth-secret' },
  });
  await github.start();
  // The function runs in this process, as Netlify would run it: its settings are this process's environment.
  Object.assign(process.env, {
    GITHUB_OAUTH_CLIENT_ID: 'oauth-client',
    GITHUB_OAUTH_CLIENT_SECRET: 'oauth-secret',
    GITHUB_OAUTH_BASE_URL: github.url,
    CMS_OAUTH_ORIGINS: origin,
  });
  signInFunction = await serveFunction('cms-oauth', oauth);

  server = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(PORT), '--strictPort'], {
    cwd: workspace,
    env: {
      ...process.env,
      VITE_CMS_BACKEND: 'github',
      VITE_CMS_GITHUB_API_ROOT: github.url,
      VITE_CMS_AUTH_BASE_URL: new URL(signInFunction.url).origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let tries = 0; ; tries += 1) {
    const answer = await fetch(`${origin}/admin/`).catch(() => undefined);
    if (answer?.ok) break;
    if (tries > 600 || server.exitCode !== null) throw new Error(`vike dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  server?.kill();
  await signInFunction?.stop();
  await github?.stop();
  for (const key of OAUTH_ENV) delete process.env[key];
  if (parent) rmSync(parent, { recursive: true, force: true });
});

test.afterEach(() => {
  expect(github.unhandled, 'every request the editor made is one the fake GitHub knows').toEqual([]);
});

/** Opens /admin/ and signs in with GitHub: the popup goes through our function and GitHub's authorize page. */
async function signIn(page: Page) {
  // Decap asks githubstatus.com whether GitHub is up; these machines have no network.
  await page.route('https://www.githubstatus.com/**', (route) => route.fulfill({ json: { components: [] } }));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const login = page.getByRole('button', { name: 'Login with GitHub' });
  // On a cold start the editor's Vite may re-bundle its dependencies while the first visit loads them (504
  // "outdated"); the editor page has no hot reload to recover, so a person (and this test) reloads once.
  const outdated = page
    .waitForResponse((response) => response.status() === 504 && response.url().includes('/deps/'), {
      timeout: 120_000,
    })
    .then(
      () => 'outdated' as const,
      () => 'none' as const,
    );
  await page.goto('/admin/');
  const shown = login.waitFor({ timeout: 120_000 }).then(
    () => 'shown' as const,
    () => 'not shown' as const,
  );
  const first = await Promise.race([shown, outdated]);
  if (first === 'outdated') await page.reload();
  await expect(login)
    .toBeVisible({ timeout: 120_000 })
    .catch(async (error: Error) => {
      throw new Error(
        `${error.message}\nThe page shows: ${await page.locator('body').innerText()}\nProblems: ${problems.join('\n')}`,
      );
    });
  const popup = page.waitForEvent('popup');
  await login.click();
  // The popup closes itself once it has handed the token over; it may be gone before we look.
  await (await popup).waitForEvent('close').catch(() => undefined);
}

test('an editor signs in with GitHub through our OAuth function and sees the repository, each change a pull request', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const exchanges = github.tokenRequests.length;
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Workflow' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Pages' })).toBeVisible();
  expect(github.tokenRequests.length).toBe(exchanges + 1);
  expect(github.tokenRequests.at(-1)).toMatchObject({ client_id: 'oauth-client', client_secret: 'oauth-secret' });
  expect(github.requests.map((request) => request.path)).toContain('/repos/ai101/website');
});

test('a save is one commit on a new cms/ branch with a pull request, and its diff is only the edited line', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const file = 'data/pages/home.yaml';
  const mainBefore = github.branchHead('main')!;
  const before = github.readText('main', file)!;
  const oldTitle = /^title: (.*)$/m.exec(before)![1]!;
  const newTitle = oldTitle.replace('Small Business', 'Small Firms');
  expect(newTitle).not.toBe(oldTitle);

  await signIn(page);
  await page.goto('/admin/#/collections/page/entries/home');
  // The page's own title comes first; sections further down have titles of their own.
  const title = page.getByRole('textbox', { name: 'Title', exact: true }).first();
  await expect(title).toHaveValue(oldTitle, { timeout: 60_000 });
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Labelling the pull request as a draft is the save's last step.
  await expect.poll(() => github.pulls.map((pull) => pull.labels), { timeout: 60_000 }).toEqual([['decap-cms/draft']]);

  const [pull] = github.pulls;
  expect(pull).toMatchObject({ head: 'cms/page/home', base: 'main', state: 'open', labels: ['decap-cms/draft'] });
  expect(github.branchHead('main'), 'nothing reaches main before the pull request is merged').toBe(mainBefore);
  const commits = github.commitsBetween('main', pull!.head);
  expect(commits).toHaveLength(1);
  expect(commits[0]!.parents).toEqual([mainBefore]);
  expect(github.changedPaths('main', pull!.head)).toEqual([file]);

  const after = github.readText(pull!.head, file)!;
  const [oldLines, newLines] = [before.split('\n'), after.split('\n')];
  expect(newLines).toHaveLength(oldLines.length);
  const changed = newLines.flatMap((line, index) =>
    line === oldLines[index] ? [] : [{ line: index + 1, text: line }],
  );
  expect(changed).toEqual([{ line: oldLines.indexOf(`title: ${oldTitle}`) + 1, text: `title: ${newTitle}` }]);

  // Netlify reports the branch's deploy preview as a commit status; the editor links to it.
  const preview = 'https://deploy-preview-1--ai101.netlify.app/';
  github.statuses.set(github.branchHead(pull!.head)!, [
    { context: 'deploy/netlify', state: 'success', target_url: preview },
  ]);
  // Decap looks for it by itself after a save, and again on "Check for Preview".
  const view = page.getByRole('link', { name: 'View Preview' });
  await expect(async () => {
    if (!(await view.isVisible()))
      await page.getByRole('button', { name: 'Check for Preview' }).click({ timeout: 2_000 });
    await expect(view).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(view).toHaveAttribute('href', preview);
});

test('publishing from the editor merges the pull request into main as one commit and removes its branch', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [pull] = github.pulls;
  expect(pull, 'the pull request of the save before').toMatchObject({ state: 'open', head: 'cms/page/home' });
  const mainBefore = github.branchHead('main')!;
  const saved = github.readText(pull!.head, 'data/pages/home.yaml');

  await signIn(page);
  await page.goto('/admin/#/collections/page/entries/home');
  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect.poll(() => pull!.labels, { timeout: 30_000 }).toEqual(['decap-cms/pending_publish']);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();

  await expect.poll(() => pull!.state, { timeout: 30_000 }).toBe('closed');
  expect(pull!.mergedAt).not.toBeNull();
  const merged = github.commitsBetween(mainBefore, 'main');
  expect(merged).toHaveLength(1);
  expect(merged[0]!.parents).toEqual([mainBefore]);
  expect(github.changedPaths(mainBefore, 'main')).toEqual(['data/pages/home.yaml']);
  expect(github.readText('main', 'data/pages/home.yaml')).toBe(saved);
  await expect.poll(() => github.branches()).toEqual(['main']);
});

test('someone without write access to the repository is told so after signing in, and nothing is written', async ({
  page,
}) => {
  test.setTimeout(180_000);
  github.approveAs = 'vera';
  const repositoryWrites = () =>
    github.requests.filter((request) => request.method !== 'GET' && request.path.startsWith('/repos/')).length;
  const writes = repositoryWrites();
  try {
    await signIn(page);
    await expect(page.getByText('Your GitHub user account does not have access to this repo.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('link', { name: 'Workflow' })).toHaveCount(0);
  } finally {
    github.approveAs = 'edith';
  }
  expect(repositoryWrites()).toBe(writes);
});
