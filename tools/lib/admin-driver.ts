/**
 * Drives the content editor at /admin/ as an editor does, for its browser tests (tests/e2e/admin.spec.ts), the
 * guide's screenshots (tools/editing-screenshots.ts) and its bench (tools/lib/bench-admin.ts): `npm run dev` in a
 * throwaway copy of the repository, sign-in to the local backend, entries opened by address, folded list items
 * opened, saves.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { makeWorkspace, worktreeSource } from './bench-workspace.ts';

export interface DevCopy {
  /** The copy's folder: its data/ is what the editor writes. */
  workspace: string;
  baseURL: string;
  /** What the dev server printed so far. */
  output: () => string;
  stop: () => void;
}

/** `npm run dev` (vike dev) in a copy of `repo` on `port`, once it answers /admin/. */
export async function startDevCopy(repo: string, port: number, env: NodeJS.ProcessEnv = {}): Promise<DevCopy> {
  const parent = mkdtempSync(join(tmpdir(), 'ai101-admin-'));
  const workspace = makeWorkspace(repo, parent, 'site', worktreeSource(repo));
  const server = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(port), '--strictPort'], {
    cwd: workspace,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    server.kill();
    rmSync(parent, { recursive: true, force: true });
  };
  const baseURL = `http://localhost:${port}`;
  for (let tries = 0; ; tries += 1) {
    // The first request for the editor's page builds it (seconds; tens of seconds on a busy machine): once, here.
    const answer = await fetch(`${baseURL}/admin/`, { signal: AbortSignal.timeout(300_000) }).catch(() => undefined);
    if (answer?.ok) break;
    if (tries > 600 || server.exitCode !== null) {
      stop();
      throw new Error(`vike dev did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { workspace, baseURL, output: () => output, stop };
}

/** Opens the editor and signs in to the local backend (one button, no account). */
export async function signIn(page: Page, baseURL = '') {
  await page.goto(`${baseURL}/admin/`, { timeout: 120_000 });
  // The first visit may wait for the dev server to build the editor; a browser signed in before goes straight in.
  const login = page.getByRole('button', { name: 'Login' });
  await login
    .or(page.getByRole('link', { name: 'Contents' }))
    .first()
    .waitFor({ timeout: 120_000 });
  if (await login.isVisible()) await login.click();
}

/** Opens an entry (`page`, `home` is `#/collections/page/entries/home`), its form and its preview. */
export async function openEntry(page: Page, collection: string, entry: string, baseURL = '') {
  await signIn(page, baseURL);
  await page.goto(`${baseURL}/admin/#/collections/${collection}/entries/${entry}`);
  await page.locator('#preview-pane').waitFor({ timeout: 60_000 });
}

/** Opens the folded list items around a field until it shows (Decap folds every list item). */
export async function reveal(field: Locator) {
  await field.waitFor({ state: 'attached', timeout: 30_000 });
  for (let opened = 0; !(await field.isVisible()); opened += 1) {
    if (opened === 8) throw new Error('the field stays hidden after opening the list items around it');
    // A list item holds a bar with its drag handle (whose first button folds and unfolds it), then its fields. No
    // named functions inside: the page gets the function's text, without the helpers a compiler may wrap names in.
    await field.evaluate((element, bar) => {
      const items: Element[] = [];
      for (let node = element.parentElement; node; node = node.parentElement)
        if (node.querySelector(bar)) items.unshift(node);
      const folded = items.find((item) => !(item.lastElementChild as HTMLElement).checkVisibility());
      folded?.querySelector(bar)?.querySelector('button')?.click();
    }, ':scope > div:has(> [aria-roledescription="sortable"])');
  }
}

/** Saves the open entry as the local editor does: Publish, then Publish now. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

/** Decap's note that the save went through. */
export const savedNote = (page: Page) => page.getByText(/entry (saved|published)/i).first();

/**
 * Types `to` into the first link field holding `from` and presses Publish; answers the field's wrapper, where the
 * validator's words appear. The field is found by its id: its value, which found it, is about to change.
 */
export async function breakLink(page: Page, from: string, to: string): Promise<Locator> {
  const id = await page.locator(`input[value="${from}"]`).first().getAttribute('id');
  const link = page.locator(`[id="${id}"]`);
  await reveal(link);
  await link.fill(to);
  await publish(page);
  return link.locator('xpath=..');
}
