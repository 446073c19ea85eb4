/**
 * The live site's editor path in real Chromium: the real /admin/ (served by `npm run dev` in a throwaway copy, with
 * the GitHub backend switched on by VITE_CMS_BACKEND) signs in through functions/cms-oauth.ts and saves to a fake
 * GitHub on 127.0.0.1 (tests/helpers/fake-github.ts), whose repository starts as the copy's data/ and public/images/.
 * A save must become exactly one commit on a new `cms/...` branch with a pull request, changing only the edited line;
 * Publish merges it as one commit.
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
const HOME = 'data/pages/home.yaml';
const PREVIEW = 'https://deploy-preview-1--ai101.netlify.app/';

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

const repositoryWrites = () =>
  github.requests.filter((request) => request.method !== 'GET' && request.path.startsWith('/repos/')).length;

/** Opens /admin/ and signs in with GitHub: the popup goes through our function and GitHub's authorize page. */
async function signIn(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  // The first visit waits for the dev server to build the editor.
  await page.goto('/admin/');
  const button = page.getByRole('button', { name: 'Sign in with GitHub', exact: true });
  await expect(button)
    .toBeVisible({ timeout: 120_000 })
    .catch(async (error: Error) => {
      throw new Error(
        `${error.message}\nThe page shows: ${await page.locator('body').innerText()}\nProblems: ${problems.join('\n')}`,
      );
    });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI101');
  const popup = page.waitForEvent('popup');
  await button.click();
  // The editor closes the popup once it has handed the token over; it may be gone before we look.
  await (await popup).waitForEvent('close').catch(() => undefined);
}

const contents = (page: Page) => page.getByRole('heading', { name: 'Contents', level: 1 });

test('an editor signs in with GitHub through our OAuth function, and a reload keeps them signed in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const exchanges = github.tokenRequests.length;
  await signIn(page);
  await expect(contents(page)).toBeVisible({ timeout: 30_000 });
  expect(github.tokenRequests.length).toBe(exchanges + 1);
  expect(github.tokenRequests.at(-1)).toMatchObject({ client_id: 'oauth-client', client_secret: 'oauth-secret' });
  expect(github.requests.map((request) => request.path)).toEqual(
    expect.arrayContaining(['/user', '/repos/ai101/website']),
  );

  await page.reload();
  await expect(contents(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Sign in with GitHub' })).toHaveCount(0);
  expect(github.tokenRequests.length, 'no second sign-in').toBe(exchanges + 1);
});

test('a save is one commit on a new cms/ branch with a pull request whose diff is only the edited line, and its deploy preview is linked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const mainBefore = github.branchHead('main')!;
  const before = github.readText('main', HOME)!;
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
  await expect.poll(() => github.pulls.length, { timeout: 30_000 }).toBe(1);

  const [pull] = github.pulls;
  expect(pull).toMatchObject({ head: 'cms/page/home', base: 'main', state: 'open', title: /^Update page / });
  expect(github.branchHead('main'), 'nothing reaches main before the change is published').toBe(mainBefore);
  const commits = github.commitsBetween('main', pull!.head);
  expect(commits).toHaveLength(1);
  expect(commits[0]!.parents).toEqual([mainBefore]);
  expect(github.changedPaths('main', pull!.head)).toEqual([HOME]);

  const after = github.readText(pull!.head, HOME)!;
  const [oldLines, newLines] = [before.split('\n'), after.split('\n')];
  expect(newLines).toHaveLength(oldLines.length);
  const changed = newLines.flatMap((line, index) =>
    line === oldLines[index] ? [] : [{ line: index + 1, text: line }],
  );
  expect(changed).toEqual([{ line: oldLines.indexOf(`title: ${oldTitle}`) + 1, text: `title: ${newTitle}` }]);

  // Until Netlify has built the branch, the entry says so; then its status on the head commit gives the address.
  await expect(page.getByText('Preview is being built')).toBeVisible({ timeout: 30_000 });
  // On a phone the waiting change's line is a row of its own under the entry's bar, which keeps the entry's name.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.locator('h1.ed-title').evaluate((name) => name.getBoundingClientRect().width)).toBeGreaterThan(100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByText('Preview is being built')).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  github.statuses.set(github.branchHead(pull!.head)!, [
    { context: 'deploy/netlify', state: 'success', target_url: PREVIEW },
  ]);
  await page.goto('/admin/#/changes');
  const change = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pull!.title }) });
  await expect(change.getByRole('link', { name: pull!.title })).toHaveAttribute(
    'href',
    '#/collections/page/entries/home',
  );
  await expect(change.getByRole('link', { name: 'View preview' })).toHaveAttribute('href', PREVIEW);
});

test('Publish, once confirmed, merges the change into main as one commit and removes its branch', async ({ page }) => {
  test.setTimeout(180_000);
  const [pull] = github.pulls;
  expect(pull, 'the pull request of the save before').toMatchObject({ state: 'open', head: 'cms/page/home' });
  const mainBefore = github.branchHead('main')!;
  const saved = github.readText(pull!.head, HOME);

  await signIn(page);
  await page.goto('/admin/#/changes');
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  // Declining the question publishes nothing.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await publish.click();
  await expect(publish).toBeEnabled();
  expect(pull!.state).toBe('open');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(pull!.title);
    void dialog.accept();
  });
  await publish.click();
  await expect(page.getByRole('status').filter({ hasText: `Published: ${pull!.title}.` })).toBeFocused();
  await expect(page.getByText('No changes are waiting to be published.')).toBeVisible();

  expect(pull!.state).toBe('closed');
  expect(pull!.mergedAt).not.toBeNull();
  const merged = github.commitsBetween(mainBefore, 'main');
  expect(merged).toHaveLength(1);
  expect(merged[0]!.parents).toEqual([mainBefore]);
  expect(github.changedPaths(mainBefore, 'main')).toEqual([HOME]);
  expect(github.readText('main', HOME)).toBe(saved);
  expect(github.branches()).toEqual(['main']);
});

test('someone without write access to the repository is told so after signing in, and nothing is written', async ({
  page,
}) => {
  test.setTimeout(180_000);
  github.approveAs = 'vera';
  const writes = repositoryWrites();
  try {
    await signIn(page);
    await expect(page.getByRole('alert')).toHaveText(
      "Your GitHub account vera cannot change ai101/website: ask the site's developer for Write access, then sign in again.",
      { timeout: 30_000 },
    );
    await expect(contents(page)).toHaveCount(0);
  } finally {
    github.approveAs = 'edith';
  }
  expect(repositoryWrites()).toBe(writes);
});
