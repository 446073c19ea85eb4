/**
 * Drives the content editor at /admin/ as an editor does, for its browser tests (tests/e2e/admin.spec.ts), the
 * guide's screenshots (tools/editing-screenshots.ts) and its bench (tools/lib/bench-admin.ts): `npm run dev` in a
 * throwaway copy of the repository (the local backend: no sign-in; the dev server's own specs start theirs here too),
 * entries opened by their address, list items unfolded by their bars, saves. Everything is found as a screen reader
 * finds it: by role, name and label.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dialog, Locator, Page } from '@playwright/test';
import { entryHash } from '../../admin/lib/entries.ts';
import { makeWorkspace, worktreeSource } from './bench-workspace.ts';

export interface DevCopy {
  /** The copy's folder: its data/ is what the editor writes. */
  workspace: string;
  baseURL: string;
  /** What the dev server printed so far. */
  output: () => string;
  stop: () => void;
}

export interface DevCopyOptions {
  /** Environment for the dev server, over this process's. */
  env?: NodeJS.ProcessEnv;
  /** The port given as PORT, as `npm start` takes it, instead of vike's `--port`. */
  portFromEnv?: boolean;
  /** The address whose answer means the server is up. The editor's page, by default, builds the editor on the way. */
  readyPath?: string;
}

/** `npm run dev` (vike dev) in a copy of `repo` on `port`, once it answers `readyPath`. */
export async function startDevCopy(
  repo: string,
  port: number,
  { env = {}, portFromEnv = false, readyPath = '/admin/' }: DevCopyOptions = {},
): Promise<DevCopy> {
  const parent = mkdtempSync(join(tmpdir(), 'ai101-dev-'));
  const workspace = makeWorkspace(repo, parent, 'site', worktreeSource(repo));
  const portArguments = portFromEnv ? [] : ['--port', String(port)];
  const server = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', ...portArguments], {
    cwd: workspace,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(portFromEnv ? { PORT: String(port) } : {}), ...env },
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
    const answer = await fetch(`${baseURL}${readyPath}`, { signal: AbortSignal.timeout(300_000) }).catch(
      () => undefined,
    );
    if (answer?.ok) break;
    if (tries > 600 || server.exitCode !== null) {
      stop();
      throw new Error(`vike dev did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { workspace, baseURL, output: () => output, stop };
}

/** The first visit may wait for the dev server to build the editor; later ones are quick. */
const LOAD_TIMEOUT = 120_000;

/**
 * Goes to an address of the editor and waits for `shown`. Leaving an entry with unsaved changes makes the editor ask
 * first: a script that opens another address means to leave, so it answers yes (and no to any other question) until
 * the new screen shows; the question may come after the address has changed.
 */
async function go(page: Page, address: string, shown: Locator) {
  const leave = (dialog: Dialog) => void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss());
  page.on('dialog', leave);
  try {
    await page.goto(address, { timeout: LOAD_TIMEOUT });
    await shown.waitFor({ timeout: LOAD_TIMEOUT });
  } finally {
    page.off('dialog', leave);
  }
}

/** Opens the editor's contents (`#/`): the collections and their entries. */
export async function openContents(page: Page, baseURL = '') {
  await go(page, `${baseURL}/admin/#/`, page.getByRole('heading', { name: 'Contents', level: 1 }));
}

/** The open entry's form, named “Edit <entry>”. */
export const entryForm = (page: Page) => page.getByRole('form', { name: /^Edit / });

/** The open entry's page as the site draws it. */
export const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

/** The Save button; its description is the save's state (“Unsaved changes”, “2 mistakes to fix before saving”). */
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/**
 * Opens an entry by its address (`page`, `home` is `#/collections/page/entries/home`) and waits for its form. With
 * `field` (`sections.0.heading`) the editor unfolds the list items around that field and focuses it.
 */
export async function openEntry(
  page: Page,
  collection: string,
  entry: string,
  { baseURL = '', field }: { baseURL?: string; field?: string } = {},
) {
  // An entry opens as saved: a tab still showing one (perhaps with unsaved changes) leaves it for the contents first.
  // (Not told by the address: the preview's in-page menu may have written a section's anchor into it.)
  if ((await entryForm(page).count()) > 0) await openContents(page, baseURL);
  await go(page, `${baseURL}/admin/${entryHash({ collection, name: entry }, field)}`, entryForm(page));
}

/** Unfolds a list item by its bar (a button named by the item's text, e.g. “Hero: Supercharge Your…”). */
export async function unfold(bar: Locator) {
  if ((await bar.getAttribute('aria-expanded')) === 'false') await bar.click();
  await bar.and(bar.page().locator('[aria-expanded="true"]')).waitFor();
}

/** Presses Save and waits for the status “Saved…”; a save the backend refused throws with the editor's words. */
export async function save(page: Page, timeout = 30_000) {
  await saveButton(page).click();
  const done = page.getByRole('status').filter({ hasText: /^Saved/ });
  const refused = page.getByRole('alert').filter({ hasText: /^Not saved/ });
  await done.or(refused).first().waitFor({ timeout });
  if (await refused.isVisible()) throw new Error(await refused.innerText());
}
