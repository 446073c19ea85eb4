/**
 * The content editor's numbers (issue 27): `/admin/` ready to edit (cold browser: a new profile each time, median of
 * 5), keystroke to preview, save to the open site page updated, all under `npm run dev` in a throwaway copy; and the
 * editor's own JavaScript as built (dist/client/admin/, gzipped). Targets: 2 s, 100 ms, 1 s.
 *
 *   node --import tsx tools/lib/bench-admin.ts [--port 3730]   (after `npm run build`, for the weight)
 *
 * `npm run bench -- --only admin` runs the same and reports it in BENCHMARKS.md (the weight from the bench's own build).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { entryForm, openEntry, preview, saveButton, startDevCopy, type DevCopy } from './admin-driver.ts';
import { median, type Machine } from './bench-stats.ts';
import { chromiumLaunchOptions } from './chromium.ts';

export interface AdminBench {
  /** From navigation to the home entry's heading field focused and its preview drawn; ms each. */
  readyToEdit: number[];
  keystrokeToPreview: number[];
  saveToPage: number[];
  /** The editor's JavaScript gzipped: what its page loads up front, and every file it may load. */
  weight?: { upFrontGzip: number; allGzip: number };
}

/** The admin part of `npm run bench`, as .bench/results.json keeps it. */
export interface AdminSection extends AdminBench {
  machine: Machine;
}

const HEADING = 'Supercharge Your Business with Smart AI Solutions';
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** What the built editor weighs: the scripts its page names (and preloads) and all of its JavaScript. */
export function editorWeight(clientDir: string): AdminBench['weight'] {
  const dir = join(clientDir, 'admin');
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const upFront = [...html.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const all = readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.js'));
  return {
    upFrontGzip: upFront.reduce((sum, file) => sum + gzipped(join(dir, file)), 0),
    allGzip: all.reduce((sum, file) => sum + gzipped(join(dir, 'assets', file)), 0),
  };
}

/** The home page's first heading: the field the editor opens at, and the preview's h1. */
const HEADING_FIELD = 'sections.0.heading';

async function readyToEdit(browser: Browser, dev: DevCopy): Promise<number> {
  // A new context is a new profile: nothing cached.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const started = Date.now();
  await openEntry(page, 'page', 'home', { baseURL: dev.baseURL, field: HEADING_FIELD });
  await page.waitForFunction(
    (heading) => (document.activeElement as HTMLInputElement | null)?.value === heading,
    HEADING,
    { polling: 'raf' },
  );
  await preview(page).getByRole('heading', { level: 1, name: HEADING }).waitFor();
  const elapsed = Date.now() - started;
  await context.close();
  return elapsed;
}

/** `clientDir` is the build whose editor is weighed (dist/client of a built copy). */
export async function benchAdmin(repo: string, port: number, clientDir: string, runs = 5): Promise<AdminBench> {
  const dev = await startDevCopy(repo, port);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // One visit first: the dev server builds the editor once, as it does for the first editor of the day.
    await readyToEdit(browser, dev);
    const ready: number[] = [];
    for (let run = 0; run < runs; run += 1) ready.push(await readyToEdit(browser, dev));

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openEntry(page, 'page', 'home', { baseURL: dev.baseURL, field: HEADING_FIELD });
    const heading = entryForm(page).getByLabel('Heading', { exact: true });
    await heading.focus();
    await page.keyboard.press('End');
    const keystrokes: number[] = [];
    for (let key = 0; key < 10; key += 1) {
      // From the key's event in the page to the preview's heading changing, on the page's own clock.
      keystrokes.push(
        await page.evaluate(
          async (letter) => {
            const h1 = document.querySelector('[aria-label="Preview"] h1')!;
            const input = document.activeElement as HTMLInputElement;
            const changed = new Promise<number>((resolve) =>
              new MutationObserver(() => resolve(performance.now())).observe(h1, {
                childList: true,
                characterData: true,
                subtree: true,
              }),
            );
            const pressed = performance.now();
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
            setValue.call(input, input.value + letter);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            return (await changed) - pressed;
          },
          String.fromCharCode(97 + key),
        ),
      );
    }

    const site = await context.newPage();
    const saves: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      await site.goto(`${dev.baseURL}/`);
      const text = `${HEADING} ${run}`;
      await heading.fill(text);
      // From the press of Save, once the change is checked and Save enabled, to the open page showing it.
      await saveButton(page).and(page.locator(':enabled')).waitFor();
      const started = Date.now();
      await saveButton(page).click();
      await site.locator('h1', { hasText: text }).waitFor({ timeout: 30_000 });
      saves.push(Date.now() - started);
      await page
        .getByRole('status')
        .filter({ hasText: /^Saved/ })
        .waitFor();
    }
    await context.close();
    return {
      readyToEdit: ready,
      keystrokeToPreview: keystrokes,
      saveToPage: saves,
      weight: editorWeight(clientDir),
    };
  } finally {
    await browser.close();
    dev.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '3730' } } });
  const repo = join(import.meta.dirname, '..', '..');
  const result = await benchAdmin(repo, Number(values.port), join(repo, 'dist', 'client'));
  const ms = (values: number[]) => `median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
  console.log(`/admin/ ready to edit, cold browser: ${ms(result.readyToEdit)}`);
  console.log(`keystroke to preview: ${ms(result.keystrokeToPreview)}`);
  console.log(`save to the open page updated: ${ms(result.saveToPage)}`);
  if (result.weight)
    console.log(
      `editor JavaScript, gzipped: ${(result.weight.upFrontGzip / 1024).toFixed(0)} KB up front, ${(result.weight.allGzip / 1024).toFixed(0)} KB in all`,
    );
}
