/**
 * The pictures in docs/editing.md, taken from the real editor: `npm run dev` in a throwaway copy of the repository
 * (nothing here changes your own data/, and nothing is saved), driven as an editor would. Run again after the editor
 * changes, and look at every picture:
 *
 *   node --import tsx tools/editing-screenshots.ts [--port 3720]
 *
 * Writes docs/editing/*.png, one device pixel per CSS pixel to keep the files small: the key screens at 1280 px
 * wide, the form and the preview on a 390 px phone, and one screen at 768 px.
 */
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, expect, type Page } from '@playwright/test';
import { entryForm, openContents, openEntry, preview, startDevCopy } from './lib/admin-driver.ts';
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

async function shot(page: Page, name: string) {
  const file = join(folder, `${name}.png`);
  // The site's entrance fades run to their end first: the preview as a visitor sees it once it has settled.
  await page.screenshot({ path: file, animations: 'disabled' });
  smaller(file);
  console.log(`docs/editing/${name}.png`);
}

/** Opens the More menu of a page's or a solution's entry (a <details> menu, its summary named "More"). */
const openMore = (page: Page) => page.getByText('More', { exact: true }).click();

const dev = await startDevCopy(repo, Number(values.port));
const browser = await chromium.launch(chromiumLaunchOptions());
const baseURL = dev.baseURL;
try {
  const wide = await browser.newPage({ viewport: { width: 1280, height: 820 }, deviceScaleFactor: 1 });

  await openContents(wide, baseURL);
  await shot(wide, 'contents');

  // Changing a text: the home page's first heading, the preview following each keystroke.
  await openEntry(wide, 'page', 'home', { baseURL, field: 'sections.0.heading' });
  await entryForm(wide).getByLabel('Heading', { exact: true }).fill('Supercharge Your Business with AI That Works');
  await preview(wide).getByRole('heading', { name: 'Supercharge Your Business with AI That Works' }).waitFor();
  await shot(wide, 'change-a-text');

  // Changing a price: the offering's starting price, the pricing cards in the preview following it.
  await openEntry(wide, 'offerings', 'offerings', { baseURL, field: 'offerings.0.startingPrice' });
  const price = entryForm(wide).getByLabel('Starting price');
  await price.fill('749');
  // The preview scrolls smoothly to the field's text: the picture shows it once it is there.
  await expect(preview(wide).getByText('Starting at $749')).toBeInViewport({ ratio: 1, timeout: 30_000 });
  await shot(wide, 'change-a-price');

  // A price that cannot be saved: refused at the field, listed at the top, Save disabled.
  await price.fill('749.50');
  await wide.getByRole('region', { name: 'Mistakes to fix' }).waitFor();
  await entryForm(wide).evaluate((form) => form.scrollTo(0, 0));
  await shot(wide, 'refused');

  // Adding a solution: a copy of one that exists, from the More menu.
  await openEntry(wide, 'solution', 'restaurant-order-automation', { baseURL });
  await openMore(wide);
  await wide.getByRole('link', { name: 'Duplicate' }).waitFor();
  await shot(wide, 'duplicate');

  // A new case study: a copy with its own short name, listed with the other case studies in the same save.
  await openEntry(wide, 'solution', 'lead-capture', { baseURL });
  await openMore(wide);
  await wide.getByRole('link', { name: 'Duplicate' }).click();
  await entryForm(wide).getByLabel('Short name').fill('lead-capture-2');
  const caseStudy = entryForm(wide).getByRole('group', { name: /^Case study/ });
  await caseStudy.getByRole('button', { name: 'List it with the other case studies' }).waitFor();
  await caseStudy.evaluate((group) => group.scrollIntoView());
  await shot(wide, 'list-a-case-study');

  // Pictures: the picker, filtered by name.
  await openEntry(wide, 'solution', 'property-management-platform', { baseURL, field: 'image.src' });
  await entryForm(wide).getByRole('button', { name: 'Choose picture' }).click();
  const picker = wide.getByRole('dialog', { name: 'Choose a picture' });
  await picker.getByLabel('Find by name').fill('property');
  await picker.getByRole('button', { name: 'property-management-platform.svg' }).waitFor();
  // The pictures are loaded lazily: those in sight, before the picture is taken.
  await picker.evaluate((dialog) =>
    Promise.all(
      [...dialog.querySelectorAll('img')]
        .filter((image) => image.getBoundingClientRect().top < innerHeight)
        .map((image) => image.decode().catch(() => undefined)),
    ),
  );
  await shot(wide, 'pictures');
  await wide.close();

  // On a phone: the form, then the preview a button away.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  await openEntry(phone, 'page', 'home', { baseURL, field: 'sections.0.heading' });
  await shot(phone, 'phone-form');
  await phone.getByRole('button', { name: 'Show preview' }).click();
  await preview(phone).getByRole('heading', { level: 1 }).waitFor();
  await shot(phone, 'phone-preview');
  await phone.close();

  // On a tablet: a price typed with its dollar sign and comma, and what will be saved.
  const tablet = await browser.newPage({ viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1 });
  await openEntry(tablet, 'offerings', 'offerings', { baseURL, field: 'offerings.1.startingPrice' });
  await entryForm(tablet).getByLabel('Starting price').fill('$2,599');
  await tablet.getByText('Will be saved as 2599').waitFor();
  await shot(tablet, 'tablet-price-note');
} finally {
  await browser.close();
  dev.stop();
}
