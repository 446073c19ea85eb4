/**
 * The content editor's numbers: `/admin/` ready to edit (cold browser: a new profile each time, median of
 * 5), keystroke to preview, save to the open site page updated, all under `npm run dev` in a throwaway copy; and the
 * editor's own JavaScript as built (dist/client/admin/, gzipped). Targets: 1 s, 50 ms, 1 s, 250 KB.
 *
 * Each time is read on the pages' own clocks, as an editor sees it: from the navigation's start to the first frame
 * with the field focused and the preview drawn; from the key's input event to the preview's change; from the click on
 * Save to the first frame of the site page showing the change. The driver's own round trips and polling (a few
 * hundred milliseconds) are not counted.
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
import { entryForm, openEntry, saveButton, startDevCopy, type DevCopy } from './admin-driver.ts';
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

/**
 * Notes, in the page's `readyAt`, the time from the navigation's start to the first frame where the field holding
 * `heading` has the focus and the preview's h1 shows it. A script of its own (text): the page runs it before its own.
 */
const readyProbe = (heading: string) => `(() => {
  const heading = ${JSON.stringify(heading)};
  const check = () => {
    if (window.readyAt !== undefined) return;
    const focused = document.activeElement instanceof HTMLInputElement && document.activeElement.value === heading;
    const drawn = [...document.querySelectorAll('[aria-label="Preview"] h1')].some(
      (h1) => h1.textContent.replace(/\\s+/g, ' ').trim() === heading,
    );
    if (focused && drawn) window.readyAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** Notes, in the page's `firstFrame`, its h1's text at its first frame and when that was (ms since 1970). */
const FIRST_FRAME_PROBE = `requestAnimationFrame(() => {
  window.firstFrame = { h1: document.querySelector('h1')?.textContent ?? '', at: performance.timeOrigin + performance.now() };
})`;

async function readyToEdit(browser: Browser, dev: DevCopy): Promise<number> {
  // A new context is a new profile: nothing cached.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(readyProbe(HEADING));
  await openEntry(page, 'page', 'home', { baseURL: dev.baseURL, field: HEADING_FIELD });
  const readyAt = await page.waitForFunction(() => (window as { readyAt?: number }).readyAt);
  const elapsed = (await readyAt.jsonValue()) as number;
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
    await site.addInitScript(FIRST_FRAME_PROBE);
    const saves: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      await site.goto(`${dev.baseURL}/`);
      const text = `${HEADING} ${run}`;
      await heading.fill(text);
      // From the press of Save, once the change is checked and Save enabled, to the open page's first frame showing it.
      await saveButton(page).and(page.locator(':enabled')).waitFor();
      await saveButton(page).evaluate((button) =>
        button.addEventListener(
          'click',
          () => ((window as { clickedAt?: number }).clickedAt = performance.timeOrigin + performance.now()),
          { once: true, capture: true },
        ),
      );
      await saveButton(page).click();
      await site.locator('h1', { hasText: text }).waitFor({ timeout: 30_000 });
      const shown = await site.evaluate(() => (window as { firstFrame?: { h1: string; at: number } }).firstFrame);
      if (!shown?.h1.includes(text)) throw new Error(`the site page changed without a reload: ${shown?.h1}`);
      saves.push(shown.at - (await page.evaluate(() => (window as { clickedAt?: number }).clickedAt!)));
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
