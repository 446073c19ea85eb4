/**
 * The pictures in docs/editing.md, taken from the real editor: `npm run dev` in a throwaway copy of the repository
 * (nothing here changes your own data/), driven as an editor would. Run again after the editor changes:
 *
 *   node --import tsx tools/editing-screenshots.ts [--port 3720]
 *
 * Writes docs/editing/*.png at 1100 x 700 CSS pixels, one device pixel each, to keep the files small.
 */
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { breakLink, openEntry, reveal, signIn, startDevCopy } from './lib/admin-driver.ts';
import { chromiumLaunchOptions } from './lib/chromium.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3720' } } });
const repo = join(import.meta.dirname, '..');
const folder = join(repo, 'docs', 'editing');

/**
 * Down to 256 colours where ffmpeg is installed (about a third of the bytes, no visible change in these flat
 * screens); as taken otherwise.
 */
function smaller(file: string) {
  const quantised = `${file}.tmp.png`;
  const ffmpeg = spawnSync('ffmpeg', ['-v', 'error', '-y', '-i', file, '-vf', QUANTISE, quantised]);
  if (ffmpeg.status === 0) renameSync(quantised, file);
  else rmSync(quantised, { force: true });
}
const QUANTISE = 'split[a][b];[a]palettegen=max_colors=256[p];[b][p]paletteuse=dither=none';

const dev = await startDevCopy(repo, Number(values.port));
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 700 }, deviceScaleFactor: 1 });
  const shot = async (name: string, target: Page = page) => {
    const file = join(folder, `${name}.png`);
    await target.screenshot({ path: file });
    smaller(file);
    console.log(`docs/editing/${name}.png`);
  };

  await page.goto(`${dev.baseURL}/admin/`, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 120_000 });
  await shot('sign-in');

  await signIn(page, dev.baseURL);
  await page.goto(`${dev.baseURL}/admin/#/collections/page`);
  await page.getByText('(/pricing)').first().waitFor({ timeout: 60_000 });
  await shot('content-list');

  // Changing a price: the offering's starting price, the pricing page in the preview following it.
  await openEntry(page, 'offerings', 'offerings', dev.baseURL);
  const priceId = await page.locator('input[type="number"][value="699"]').getAttribute('id');
  const price = page.locator(`[id="${priceId}"]`);
  await reveal(price);
  await price.fill('749');
  await price.scrollIntoViewIfNeeded();
  await page.frameLocator('#preview-pane').getByText('$749').first().waitFor();
  await shot('change-a-price');

  // Adding a solution: a copy of one that exists, from the menu by the status.
  await openEntry(page, 'solution', 'restaurant-order-automation', dev.baseURL);
  await page.getByRole('button', { name: 'Published' }).click();
  await page.getByText('Duplicate', { exact: true }).waitFor();
  await shot('add-a-solution');
  await page.keyboard.press('Escape');

  // A refused save: a link to a page that does not exist, the validator's words at the field.
  await openEntry(page, 'page', 'services', dev.baseURL);
  const field = await breakLink(page, '/contact', '/contactt');
  await field.getByText('broken link').waitFor();
  await field.scrollIntoViewIfNeeded();
  await shot('refused-save');
} finally {
  await browser.close();
  dev.stop();
}
