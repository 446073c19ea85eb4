/**
 * The browser content editor at /admin/, driven as an editor would and as a screen reader sees it: `npm run dev` in
 * a throwaway copy of the repository, the editor with its local backend writing data/. A save changes only the lines
 * that changed and shows on the open site page; a mistake is refused at its field while typing (`aria-invalid`, its
 * words tied by `aria-describedby`, Save disabled) and the file stays as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'yaml';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  entryForm,
  openContents,
  openEntry,
  preview,
  save,
  saveButton,
  startDevCopy,
  unfold,
  type DevCopy,
} from '../../tools/lib/admin-driver.ts';
import type { FieldModel } from '../../pipeline/codegen/field-model.ts';
import { content } from './content.ts';
import { expect, test } from './fixtures.ts';

// +40 is the GitHub editor's spec (admin-github.spec.ts), +50 the live preview's.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 45;
const baseURL = `http://localhost:${PORT}`;

/** The hint the generated field model gives a field of the site settings' brand, as a screen reader reads it. */
function siteHint(name: string): string {
  const model = JSON.parse(readFileSync('generated/field-model.json', 'utf8')) as FieldModel;
  const site = model.kinds.find((kind) => kind.name === 'site')!;
  const brand = site.fields.find((field) => field.name === 'brand')!;
  const hint = (brand.kind === 'group' ? brand.fields : []).find((field) => field.name === name)!.hint!;
  return hint.replace(/`/g, '');
}

let dev: DevCopy;
let context: BrowserContext;
/** One editor tab for the whole file: each test opens its entry by address, as saved. */
let page: Page;
const read = (file: string) => readFileSync(join(dev.workspace, file), 'utf8');

/** The lines of `after` that differ from `before`, for files whose line count did not change. */
function changedLines(before: string, after: string) {
  const old = before.split('\n');
  const next = after.split('\n');
  expect(next.length, 'the save keeps the number of lines').toBe(old.length);
  return next.flatMap((line, index) => (line === old[index] ? [] : [{ before: old[index], after: line }]));
}

/** A field the editor refused: marked invalid, its words among what describes it. */
async function expectRefused(field: Locator, words: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(words);
  await expect(saveButton(page)).toBeDisabled();
  await expect(saveButton(page)).toHaveAccessibleDescription(/mistakes? to fix before saving/);
}

/** `npm run validate` in the copy the editor wrote to passes. */
function expectContentValid() {
  const validate = spawnSync(process.execPath, ['pipeline/run.mjs', 'pipeline/validate.ts'], {
    cwd: dev.workspace,
    encoding: 'utf8',
  });
  expect(validate.stdout + validate.stderr).not.toContain('error');
  expect(validate.status).toBe(0);
}

/** More → Duplicate or Delete, the menu of a page's or a solution's entry. */
async function fromMoreMenu(action: 'Duplicate' | 'Delete') {
  // A <details> menu: its summary is named "More" but has no button role in the accessibility tree.
  await page.getByText('More', { exact: true }).click();
  await page.getByRole(action === 'Duplicate' ? 'link' : 'button', { name: action, exact: true }).click();
}

// A whole editing session each, in the editor under `npm run dev` on a shared, busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(420_000);
  dev = await startDevCopy(process.cwd(), PORT);
  context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  // The editor and the dev site need nothing from elsewhere: no test touches the internet.
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  dev?.stop();
});

test('a heading changed in the editor changes exactly its line, and the open page shows it', async () => {
  const site = await context.newPage();
  await site.goto('/');
  await expect(site.locator('h1')).toHaveText('Supercharge Your Business with Smart AI Solutions');
  const before = read('data/pages/home.yaml');

  await openEntry(page, 'page', 'home', { field: 'sections.0.heading' });
  const heading = entryForm(page).getByLabel('Heading', { exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveValue('Supercharge Your Business with Smart AI Solutions');
  await heading.fill('Supercharge Your Business with the Editor');
  // The preview is the site's own page, following every keystroke. The first change waits for the validator
  // ('Checking…'), which the dev server compiles on its first request: seconds when the other specs run beside it.
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    'Supercharge Your Business with the Editor',
    { timeout: 15_000 },
  );
  await save(page);

  expect(changedLines(before, read('data/pages/home.yaml'))).toEqual([
    {
      before: '    heading: Supercharge Your Business with Smart AI Solutions',
      after: '    heading: Supercharge Your Business with the Editor',
    },
  ]);
  await expect(site.locator('h1')).toHaveText('Supercharge Your Business with the Editor', { timeout: 15_000 });
  await site.close();
});

test('a price changed once changes on every page that states it', async ({ request }) => {
  const pagesWith = async (text: string) => {
    const found: string[] = [];
    for (const route of content.pages.keys()) {
      const html = await (await request.get(route)).text();
      if (html.includes(text)) found.push(route);
    }
    return found;
  };
  const stating = await pagesWith('$699');
  expect(stating.length, 'pages state the chatbots price').toBeGreaterThan(1);
  const before = read('data/offerings.yaml');

  await openEntry(page, 'offerings', 'offerings', { field: 'offerings.0.startingPrice' });
  const price = entryForm(page).getByLabel('Starting price');
  await expect(price).toHaveValue('699');
  await price.fill('749');
  await save(page);

  expect(changedLines(before, read('data/offerings.yaml'))).toEqual([
    { before: '    startingPrice: 699', after: '    startingPrice: 749' },
  ]);
  await expect.poll(() => pagesWith('$749'), { timeout: 15_000 }).toEqual(expect.arrayContaining(stating));
  expect(await pagesWith('$699')).toEqual([]);
});

test('the site settings save with the values they leave empty on purpose, and each field shows its hint', async () => {
  const before = read('data/site.yaml');
  await openEntry(page, 'site', 'site', { field: 'brand.legalName' });
  const legalName = entryForm(page).getByLabel('Legal name');
  await expect(legalName).toHaveValue('AI101 Consulting Inc.');
  // The schema's description of the field, under it and read with it.
  await expect(legalName).toHaveAccessibleDescription(siteHint('legalName'));
  await expect(entryForm(page).getByLabel('Email', { exact: true })).toHaveAccessibleDescription(siteHint('email'));
  await legalName.fill('AI101 Consulting LLC');
  await save(page);
  expect(changedLines(before, read('data/site.yaml'))).toEqual([
    { before: '  legalName: AI101 Consulting Inc.', after: '  legalName: AI101 Consulting LLC' },
  ]);
});

test('749.50 as a starting price is refused at the field with the two whole prices to choose from, and nothing is saved', async () => {
  const before = read('data/offerings.yaml');
  await openEntry(page, 'offerings', 'offerings', { field: 'offerings.0.startingPrice' });
  const price = entryForm(page).getByLabel('Starting price');
  await price.fill('749.50');
  await expectRefused(price, /749\.50 is not a whole-dollar price: write 750 or 749\./);
  // Listed at the top of the form too, as a button that leads to the field.
  const mistakes = page.getByRole('region', { name: 'Mistakes to fix' });
  await expect(mistakes).toContainText('Starting price');
  await mistakes.getByRole('button', { name: /Starting price/ }).click();
  await expect(price).toBeFocused();
  expect(read('data/offerings.yaml')).toBe(before);
});

test('a field whose text is far down the page is shown in the preview: scrolled into view and outlined', async () => {
  await openEntry(page, 'offerings', 'offerings', { field: 'offerings.0.startingPrice' });
  const shown = preview(page).locator('.ed-shown');
  // The price as an earlier test may have saved it, once the validator and the text index are in and the pane has
  // scrolled smoothly some 9,000 px: seconds on a busy machine.
  await expect(shown).toHaveText(/^Starting at \$\d+$/, { timeout: 30_000 });
  await expect(shown).toBeInViewport({ ratio: 1, timeout: 30_000 });
});

test('an entry opened at a field in a folded item has it unfolded and focused in the first frame with the preview', async () => {
  const tab = await context.newPage();
  // At every frame's start until the preview has its page: the focused field's value then.
  await tab.addInitScript(() => {
    const look = () => {
      if (!document.querySelector('[aria-label="Preview"] h1')) return void requestAnimationFrame(look);
      const focused = document.activeElement;
      (window as unknown as { firstFrame: string | null }).firstFrame =
        focused instanceof HTMLInputElement ? focused.value : null;
    };
    requestAnimationFrame(look);
  });
  await openEntry(tab, 'page', 'home', { field: 'sections.6.heading' });
  const heading = entryForm(tab).getByLabel(/^Heading/);
  await expect(heading).toBeFocused();
  const firstFrame = await tab.evaluate(() => (window as unknown as { firstFrame: string | null }).firstFrame);
  expect(firstFrame).toBe(await heading.inputValue());
  await tab.close();
});

test('a price typed as $2,599 is saved as 2599, and the field says so before the save', async () => {
  const before = read('data/offerings.yaml');
  await openEntry(page, 'offerings', 'offerings', { field: 'offerings.1.startingPrice' });
  const price = entryForm(page).getByLabel('Starting price');
  await expect(price).toHaveValue('2499');
  await price.fill('$2,599');
  await expect(price).toHaveAccessibleDescription(/Will be saved as 2599/);
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await save(page);
  expect(changedLines(before, read('data/offerings.yaml'))).toEqual([
    { before: '    startingPrice: 2499', after: '    startingPrice: 2599' },
  ]);
});

test('a required text emptied, and a new section without its cards, are each refused at their own field', async () => {
  const before = read('data/pages/home.yaml');
  await openEntry(page, 'page', 'home', { field: 'sections.0.heading' });
  const heading = entryForm(page).getByLabel('Heading', { exact: true });
  await heading.fill('');
  await expectRefused(heading, /Required: fill this in\./);
  await heading.fill('Supercharge Your Business');
  await expect(heading).not.toHaveAttribute('aria-invalid', 'true');

  // A new flip-cards section has no cards yet: the list of cards is refused, named by its Add button.
  await entryForm(page).getByLabel('Type of the new section').selectOption({ label: 'Flip cards' });
  await entryForm(page).getByRole('button', { name: 'Add section', exact: true }).click();
  const added = (parse(before) as { sections: unknown[] }).sections.length;
  const cards = page.locator(`[data-field="sections.${added}.cards"]`).getByRole('group', { name: 'Cards' });
  await expectRefused(cards, /Required: add at least one card with “Add card”\./);
  const mistakes = page.getByRole('region', { name: 'Mistakes to fix' });
  await expect(mistakes).toContainText('› Cards: Required: add at least one card');
  await expect(mistakes).not.toContainText(/add "|lines starting/);
  expect(read('data/pages/home.yaml')).toBe(before);
});

test('a removed section comes back with Undo as it was; a section added where it stood starts empty', async () => {
  const before = read('data/pages/home.yaml');
  const last = (parse(before) as { sections: unknown[] }).sections.length - 1;
  await openEntry(page, 'page', 'home');
  const form = entryForm(page);
  const bar = form.getByRole('button', { name: 'Contact cards: Get in Touch', exact: true });
  // Unfolded first: the fields the form has drawn are the ones a new item at that place could inherit.
  await unfold(bar);
  await form.getByRole('button', { name: 'Remove “Get in Touch”', exact: true }).click();
  await expect(bar).toHaveCount(0);
  const undo = form.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeFocused();
  await expect(undo).toHaveAccessibleDescription('Removed Contact cards “Get in Touch”.');
  await expect(saveButton(page)).toHaveAccessibleDescription('Unsaved changes');
  await undo.click();
  await expect(bar).toBeFocused();
  await expect(saveButton(page)).toHaveAccessibleDescription('No changes');

  await form.getByRole('button', { name: 'Remove “Get in Touch”', exact: true }).click();
  await form.getByLabel('Type of the new section').selectOption({ label: 'Contact cards' });
  await form.getByRole('button', { name: 'Add section', exact: true }).click();
  const added = form.locator(`[data-field^="sections.${last}."]`);
  // Named by its place until it has a heading, and by how many mistakes it holds.
  await expect(form.getByRole('button', { name: `Contact cards: Section ${last + 1} 1 mistake` })).toBeFocused();
  for (const label of [/^Anchor/, /^Menu label/, /^Heading/, /^Intro/])
    await expect(added.getByRole('textbox', { name: label })).toHaveValue('');
  // Its one mistake is the cards it has yet to get: nothing of the removed section's (its anchor, its menu label).
  const mistakes = page.getByRole('region', { name: 'Mistakes to fix' });
  await expect(mistakes.getByRole('listitem')).toHaveCount(1);
  await expect(mistakes).toContainText('› Cards: Required: add at least one card');
  expect(read('data/pages/home.yaml')).toBe(before);
});

test('a card moved takes nothing of the card it passed: moved back, the entry has no changes', async () => {
  await openEntry(page, 'page', 'home', { field: 'sections.6.heading' });
  const form = entryForm(page);
  const cards = form.locator('[data-field="sections.6.cards"]');
  // Voice AI Agents is the one card with a badge ("Most Popular"); Chatbots, above it, has none.
  await cards.getByRole('button', { name: 'Move “Voice AI Agents” up', exact: true }).click();
  await unfold(cards.getByRole('button', { name: 'Chatbots', exact: true }));
  await expect(cards.locator('[data-field="sections.6.cards.1.badge"]').getByRole('textbox')).toHaveValue('');
  await cards.getByRole('button', { name: 'Move “Chatbots” up', exact: true }).click();
  await expect(saveButton(page)).toHaveAccessibleDescription('No changes');
});

test('a fact in a text shows as what it is, a link to its own field; a price typed over it is refused with the fact to insert', async () => {
  const before = read('data/pages/home.yaml');
  await openEntry(page, 'page', 'home', { field: 'sections.6.cards.0.price' });
  const price = entryForm(page).getByRole('textbox', { name: 'Price', exact: true });
  await expect(price).toBeFocused();
  await expect(price).toContainText('Starting at');
  const fact = price.getByRole('link', { name: /^Chatbots starting price: \$\d+ ↗$/ });
  await expect(fact).toHaveAttribute(
    'href',
    /^#\/collections\/offerings\/entries\/offerings\?field=offerings\.0\.startingPrice$/,
  );
  // Typed over, the fact is a figure of its own: refused, with the fact to put back and where the price is written.
  await price.fill('Starting at $749');
  await expectRefused(price, /Chatbots starting price as \$749.*“Offerings and prices”.*“Insert a fact”/);
  await expect(page.getByRole('region', { name: 'Mistakes to fix' })).not.toContainText(/\{|price:/);
  await price.fill('Starting at ');
  await entryForm(page).getByLabel('Insert a fact into Price').first().selectOption('price:chatbots');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await expect(saveButton(page)).toHaveAccessibleDescription('No changes');
  expect(read('data/pages/home.yaml')).toBe(before);
  // The fact's link opens the field it is written in.
  await price.getByRole('link').click();
  await expect(entryForm(page).getByLabel('Starting price')).toBeFocused();
});

test('a yes-or-no box of a new solution left unticked, or ticked and unticked, is no mistake and saves as no', async ({
  request,
}) => {
  await openEntry(page, 'solution', 'restaurant-order-automation');
  await fromMoreMenu('Duplicate');
  const form = entryForm(page);
  await form.getByLabel('Short name').fill('quiet-bakery');
  const demo = form.getByRole('checkbox', { name: 'Demo available' });
  await expect(demo).toBeChecked();
  await demo.uncheck();
  await demo.check();
  await demo.uncheck();
  await expect(demo).not.toHaveAttribute('aria-invalid', 'true');
  await expect(saveButton(page)).toHaveAccessibleDescription('Unsaved changes');
  await save(page);
  expect(read('data/solutions/quiet-bakery.yaml')).toMatch(/^demoAvailable: false$/m);
  await expect.poll(async () => (await request.get('/solutions/quiet-bakery')).status()).toBe(200);
  expect(await (await request.get('/solutions/quiet-bakery')).text()).not.toContain('Live demo available');

  // A new solution from nothing: the box left alone, or ticked and unticked, is never a field to fill in.
  await openContents(page);
  await page.goto('/admin/#/collections/solution/new');
  const blank = entryForm(page).getByRole('checkbox', { name: 'Demo available' });
  await blank.check();
  await blank.uncheck();
  await entryForm(page).getByLabel('Short name').fill('blank-bakery');
  const mistakes = page.getByRole('region', { name: 'Mistakes to fix' });
  await expect(mistakes).toContainText('Title');
  await expect(mistakes).not.toContainText('Demo available');
  await expect(blank).not.toHaveAttribute('aria-invalid', 'true');
});

test('the preview shows the page a field is on: a case study’s, the page’s title as its tab, nothing for a field no element shows', async () => {
  await openEntry(page, 'solution', 'postbud', { field: 'caseStudy.sections.0.heading' });
  const heading = entryForm(page).getByLabel('Heading', { exact: true });
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(await heading.inputValue());
  await expect(preview(page).locator('.ed-preview-tab')).toHaveText(/Case Study/);
  await expect(preview(page).locator('.ed-shown')).toHaveText(await heading.inputValue());

  await openEntry(page, 'page', 'pricing', { field: 'title' });
  const title = await entryForm(page).getByLabel('Title', { exact: true }).inputValue();
  const shown = preview(page).locator('.ed-shown');
  await expect(shown).toHaveText(title);
  await expect(shown).toHaveClass(/ed-preview-tab/);
  await entryForm(page).getByLabel('Description (optional)').focus();
  await expect(shown).toHaveCount(0);
});

test('a mistake keeps the last page in the preview, dimmed, its element marked; a new entry never shows another page', async () => {
  await openEntry(page, 'page', 'home', { field: 'sections.0.heading' });
  const heading = entryForm(page).getByLabel('Heading', { exact: true });
  const was = await heading.inputValue();
  await heading.fill('');
  await expect(heading).toHaveAttribute('aria-invalid', 'true');
  await expect(preview(page)).toContainText('1 mistake in the form keeps the page from being drawn');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(was);
  await expect(preview(page).locator('.ed-mistaken')).toHaveText(was);
  await heading.fill(`${was}!`);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`${was}!`);
  await expect(preview(page).locator('.ed-mistaken')).toHaveCount(0);

  await openContents(page);
  await page.goto('/admin/#/collections/solution/new');
  await entryForm(page).getByLabel('Short name').fill('empty-bakery');
  await expect(preview(page)).toContainText('The solution’s page shows here once it can be drawn');
  await expect(preview(page).getByRole('heading')).toHaveCount(0);
});

test('a link to a page that does not exist is refused at the field while typing, and the file stays as it was', async () => {
  const before = read('data/pages/services.yaml');
  await openEntry(page, 'page', 'services', { field: 'sections.1.cards.0.link.href' });
  const link = entryForm(page).getByRole('combobox', { name: 'Link (optional)', exact: true });
  await expect(link).toHaveValue('/contact');
  await link.fill('/contactt');
  // The validator's own words and fix, read with the field.
  await expectRefused(link, /broken link.*\/contact\b/);
  expect(read('data/pages/services.yaml')).toBe(before);
});

test('a change made before the validator has loaded waits for it with Save disabled, then is refused at its field', async () => {
  // The validator loads after the entry is on screen (admin/state/checks.ts); here it is held back until the change is made.
  const tab = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await tab.route(/\/admin\/assets\/checks-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const before = read('data/pages/services.yaml');
  await openEntry(tab, 'page', 'services', { field: 'sections.1.cards.0.link.href' });
  await expect(preview(tab).getByRole('heading', { level: 1 })).toBeVisible();
  const link = entryForm(tab).getByRole('combobox', { name: 'Link (optional)', exact: true });
  await link.fill('/contactt');
  await expect(saveButton(tab)).toBeDisabled();
  await expect(saveButton(tab)).toHaveAccessibleDescription('Checking…');
  release();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(/broken link.*\/contact\b/);
  await expect(saveButton(tab)).toHaveAccessibleDescription('1 mistake to fix before saving');
  await tab.close();
  expect(read('data/pages/services.yaml')).toBe(before);
});

test('when the validator cannot load, the entry says so, keeps the change and checks it once Try again loads it', async () => {
  const tab = await context.newPage();
  let reachable = false;
  await tab.route(/\/admin\/assets\/checks-[\w-]+\.js$/, (route) => (reachable ? route.continue() : route.abort()));
  const before = read('data/pages/services.yaml');
  await openEntry(tab, 'page', 'services', { field: 'sections.1.cards.0.link.href' });
  const link = entryForm(tab).getByRole('combobox', { name: 'Link (optional)', exact: true });
  await link.fill('/contactt');
  await expect(tab.getByRole('alert')).toContainText('The editor’s checks could not load');
  await expect(saveButton(tab)).toBeDisabled();
  await expect(saveButton(tab)).toHaveAccessibleDescription('Not checked yet');
  await expect(link).toHaveValue('/contactt');
  reachable = true;
  await tab.getByRole('button', { name: 'Try again' }).click();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(/broken link.*\/contact\b/);
  await expect(tab.getByRole('alert').filter({ hasText: 'could not load' })).toHaveCount(0);
  await tab.close();
  expect(read('data/pages/services.yaml')).toBe(before);
});

test('after an item is added to a list, a broken link elsewhere is still refused at its field', async () => {
  const before = read('data/pages/services.yaml');
  await openEntry(page, 'page', 'services', { field: 'sections.1.cards.0.link.href' });
  const form = entryForm(page);
  await form.getByRole('button', { name: 'Add feature', exact: true }).click();
  const added = form.getByLabel('Feature 5', { exact: true });
  await expect(added).toBeFocused();
  await added.fill('Weekly progress reports');
  const link = form.getByRole('combobox', { name: 'Link (optional)', exact: true });
  await link.fill('/contactt');
  await expectRefused(link, /broken link/);
  expect(read('data/pages/services.yaml')).toBe(before);
});

test('a new solution made from a copy gets its page, and the content validates', async ({ request }) => {
  await openEntry(page, 'solution', 'restaurant-order-automation');
  await fromMoreMenu('Duplicate');
  await expect(page.getByRole('heading', { name: 'New solution', level: 1 })).toBeVisible();
  await entryForm(page).getByLabel('Short name').fill('bakery-order-automation');
  await save(page);
  // The saved solution opens at its own address, still saying it was saved.
  await expect(page).toHaveURL(/#\/collections\/solution\/entries\/bakery-order-automation$/);
  await expect(saveButton(page)).toHaveAccessibleDescription(/^Saved/);

  expect(read('data/solutions/bakery-order-automation.yaml')).toContain('id: bakery-order-automation');
  await expect.poll(async () => (await request.get('/solutions/bakery-order-automation')).status()).toBe(200);
  expectContentValid();
});

test('a copy of a case study that keeps its short name is refused at the Short name field while typing', async () => {
  await openEntry(page, 'solution', 'lead-capture');
  await fromMoreMenu('Duplicate');
  const id = entryForm(page).getByLabel('Short name');
  await expect(id).toHaveValue('lead-capture');
  await expectRefused(id, /“lead-capture” is taken/);
  await id.press('End');
  await id.pressSequentially('-2');
  await expect(id).not.toHaveAttribute('aria-invalid', 'true');
  await id.press('Backspace');
  await id.press('Backspace');
  await expectRefused(id, /“lead-capture” is taken/);
  expect(existsSync(join(dev.workspace, 'data/solutions/lead-capture-2.yaml'))).toBe(false);
});

test('a copied case study with its own short name, listed with the others, saves both files and gets its page', async ({
  request,
}) => {
  const listing = read('data/pages/solutions.yaml');
  await openEntry(page, 'solution', 'lead-capture');
  await fromMoreMenu('Duplicate');
  const form = entryForm(page);
  await form.getByLabel('Short name').fill('lead-capture-2');
  // Not listed anywhere yet: visitors could not find it, so it cannot be saved as it is.
  const caseStudy = form.getByRole('group', { name: /^Case study/ });
  await expect(caseStudy).toContainText('not listed on any page');
  await expect(saveButton(page)).toBeDisabled();
  await caseStudy.getByRole('button', { name: 'List it with the other case studies' }).click();
  await expect(caseStudy).toContainText('This save also adds it to “Case Studies” on the page “AI Solutions”');
  await save(page);
  // The saved solution opens at its own address, still saying it was saved.
  await expect(page).toHaveURL(/#\/collections\/solution\/entries\/lead-capture-2$/);
  await expect(saveButton(page)).toHaveAccessibleDescription(/^Saved/);

  expect(read('data/solutions/lead-capture-2.yaml')).toContain('id: lead-capture-2');
  const listed = read('data/pages/solutions.yaml');
  expect(listed.replace('      - lead-capture\n      - lead-capture-2\n', '      - lead-capture\n')).toBe(listing);
  await expect
    .poll(async () => (await request.get('/solutions/lead-capture-2/case-study')).status(), { timeout: 15_000 })
    .toBe(200);
  expect(await (await request.get('/solutions')).text()).toContain('/solutions/lead-capture-2/case-study');
});

test('a listed case study is deleted with its line in the case-study list in one save, the list named', async ({
  request,
}) => {
  // The copy the test before saved, listed with the other case studies and used nowhere else.
  const listing = read('data/pages/solutions.yaml');
  expect(listing).toContain('      - lead-capture-2\n');
  await openEntry(page, 'solution', 'lead-capture-2');
  await fromMoreMenu('Delete');
  const dialog = page.getByRole('dialog', { name: /^Delete “.*”\?$/ });
  await expect(dialog).toContainText('Deleting it also takes it out of “Case Studies” on the page “AI Solutions”');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/#\/collections\/solution$/);
  expect(existsSync(join(dev.workspace, 'data/solutions/lead-capture-2.yaml'))).toBe(false);
  expect(read('data/pages/solutions.yaml')).toBe(listing.replace('      - lead-capture-2\n', ''));
  await expect
    .poll(async () => (await request.get('/solutions/lead-capture-2/case-study')).status(), { timeout: 15_000 })
    .toBe(404);
  expectContentValid();
});

test('a duplicated case study states its own figures and no one else’s testimonial: a figure changed in its stats shows on its page', async ({
  request,
}) => {
  await openEntry(page, 'solution', 'postbud');
  await fromMoreMenu('Duplicate');
  const form = entryForm(page);
  // PostBud's client credits the copy nowhere: its testimonial is left for the person to choose.
  await expect(form.getByLabel('Testimonial (optional)', { exact: true })).toHaveValue('');
  await form.getByLabel('Short name').fill('roofing-quote-assistant');
  const stats = form.getByRole('group', { name: 'Stats', exact: true });
  await stats.getByRole('button', { name: 'Content Time Reduction', exact: true }).click();
  const figure = stats.getByLabel('Value', { exact: true });
  await expect(figure).toHaveValue('85%');
  await figure.fill('70%');
  await form.getByRole('button', { name: 'List it with the other case studies' }).first().click();
  await save(page);
  await expect(page).toHaveURL(/#\/collections\/solution\/entries\/roofing-quote-assistant$/);

  const copy = read('data/solutions/roofing-quote-assistant.yaml');
  expect(copy).not.toContain('{stat:postbud:');
  expect(copy).not.toMatch(/^\s*testimonial:/m);
  // The original's figures in the copy's texts now state the copy's own, here in its key metrics and case study.
  expect(copy).toMatch(/^ {2}Content Time Reduction: '\{stat:roofing-quote-assistant:content-time-reduction\}'$/m);
  expect(copy.match(/\{stat:roofing-quote-assistant:content-time-reduction\}/g)?.length).toBeGreaterThanOrEqual(4);
  expect(read('data/solutions/postbud.yaml')).toContain('  - value: 85%\n');
  await expect
    .poll(async () => (await request.get('/solutions/roofing-quote-assistant/case-study')).status(), {
      timeout: 15_000,
    })
    .toBe(200);
  const casePage = await (await request.get('/solutions/roofing-quote-assistant/case-study')).text();
  expect(casePage).toContain('70%');
  expect(casePage).not.toContain('I&#x27;m on roofs all day');
  expect(casePage).not.toContain("I'm on roofs all day");
  expectContentValid();
});

test('a figure changed in Stats but written as a number elsewhere: each mistake leads to its line, and its offer states the figure', async () => {
  await openEntry(page, 'solution', 'postbud');
  const form = entryForm(page);
  const stats = form.getByRole('group', { name: 'Stats', exact: true });
  await stats.getByRole('button', { name: 'Content Time Reduction', exact: true }).click();
  await stats.getByLabel('Value', { exact: true }).fill('80%');
  const list = page.getByRole('region', { name: 'Mistakes to fix' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Pressed, a mistake lands on the line of key metrics that states the old figure.
  await list.getByRole('listitem').first().getByRole('button').first().click();
  await expect(form.getByLabel('Key metrics: value of Content Time Reduction', { exact: true })).toBeFocused();
  for (let left = 2; left > 0; left -= 1) {
    await list.getByRole('button', { name: 'Show 80% from Stats here' }).first().click();
    await expect(list.getByRole('listitem')).toHaveCount(left - 1);
  }
  await save(page);
  const text = read('data/solutions/postbud.yaml');
  expect(text).toContain("  Content Time Reduction: '{stat:postbud:content-time-reduction}'\n");
  expect(text).toContain("  Content time reduction: '{stat:postbud:content-time-reduction}'\n");
  expectContentValid();
});

test('deleting a solution a page lists names that page with a link to it, and deletes nothing', async () => {
  await openEntry(page, 'solution', 'property-management-platform');
  await fromMoreMenu('Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete “AI Property Management Platform”?' });
  await expect(dialog).toContainText('other entries use it');
  await expect(dialog.getByRole('link', { name: 'AI Solutions' })).toHaveAttribute(
    'href',
    /^#\/collections\/page\/entries\/solutions\?field=sections\.\d+\.solutions/,
  );
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(existsSync(join(dev.workspace, 'data/solutions/property-management-platform.yaml'))).toBe(true);
});

test('on a 390 px phone the home entry fits the screen, Save stays on it, the preview is a button away, and Search’s results fit', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await openEntry(page, 'page', 'home');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(saveButton(page)).toBeInViewport();
    await expect(preview(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show preview' }).click();
    await expect(preview(page).getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(entryForm(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Show form' }).click();
    await expect(entryForm(page)).toBeVisible();
    // What Search finds opens over the page within the screen too.
    await page.getByLabel('Search', { exact: true }).fill('Medina');
    const found = page.getByRole('list', { name: 'Fields showing “Medina”' });
    await expect(found.getByRole('link').first()).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Search', { exact: true }).fill('');
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

/** How far down the screen the form starts: the height of the bars above it, which stay while it scrolls. */
const barsHeight = () => entryForm(page).evaluate((form) => form.getBoundingClientRect().top);

/** The buttons on screen whose words are wider than the button itself, by their words. */
const overflowingButtons = () =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, summary, a.ed-button')]
      .filter((button) => button.offsetParent !== null && button.scrollWidth > button.clientWidth + 1)
      .map((button) => button.textContent),
  );

test('on a 390 × 844 phone the bars take at most 15 % of the screen, mistakes said, and every button holds its words', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    for (const [collection, entry] of [
      ['page', 'home'],
      ['solution', 'postbud'],
    ]) {
      await openEntry(page, collection!, entry!);
      expect(await barsHeight()).toBeLessThanOrEqual(0.15 * 844);
      // Every item unfolded, to its innermost: pictures' "Choose picture" and lists' "Add …" beside their boxes.
      for (let folded = entryForm(page).locator('button[aria-expanded="false"]'); (await folded.count()) > 0;)
        await folded.first().click();
      expect(await overflowingButtons()).toEqual([]);
    }
    // The page in the preview starts under the bars and its title's line (as a browser's tab shows it).
    await openEntry(page, 'page', 'home', { field: 'sections.0.heading' });
    await page.getByRole('button', { name: 'Show preview' }).click();
    const pageTop = await preview(page)
      .getByRole('navigation')
      .first()
      .evaluate((element) => element.closest('.ed-preview-frame')!.getBoundingClientRect().top);
    expect(pageTop).toBeLessThanOrEqual(0.15 * 844);
    await page.getByRole('button', { name: 'Show form' }).click();
    // A mistake's count in the bar keeps it as high.
    await entryForm(page).getByLabel('Heading', { exact: true }).fill('');
    await expect(saveButton(page)).toHaveAccessibleDescription(/1 mistake to fix before saving/);
    expect(await barsHeight()).toBeLessThanOrEqual(0.15 * 844);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, as a keyboard user moves through the editor. */
async function tabTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
    if (presses === 150) throw new Error(`${key} never reached ${target}`);
    await page.keyboard.press(key);
  }
}

test('with the keyboard alone: unfold an item, change its text, move it down and save', async () => {
  const before = read('data/offerings.yaml');
  await openEntry(page, 'offerings', 'offerings');
  const form = entryForm(page);
  const bar = form.getByRole('button', { name: 'Custom Automation', exact: true });
  await tabTo(bar);
  await page.keyboard.press('Enter');
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  const name = form.getByLabel('Name', { exact: true });
  await tabTo(name);
  await page.keyboard.press('End');
  await page.keyboard.type(' & AI');
  await expect(name).toHaveValue('Custom Automation & AI');
  const down = form.getByRole('button', { name: 'Move “Custom Automation & AI” down' });
  await tabTo(down, 'Shift+Tab');
  await page.keyboard.press('Enter');
  // The focus moves with the item, so it can be moved again at once.
  await expect(down).toBeFocused();
  await tabTo(saveButton(page), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 30_000 });

  const after = read('data/offerings.yaml');
  const ids = (text: string) => [...text.matchAll(/^ {2}- id: (.+)$/gm)].map((match) => match[1]);
  expect(ids(before).slice(2, 4)).toEqual(['custom-automation', 'web-scraping']);
  expect(ids(after)).toEqual([
    ...ids(before).slice(0, 2),
    'web-scraping',
    'custom-automation',
    ...ids(before).slice(4),
  ]);
  expect(after).toContain('    name: Custom Automation & AI\n');
});

test('a page given a new address takes the links to its old one along, in the same save', async ({ request }) => {
  const site = read('data/site.yaml');
  await openEntry(page, 'page', 'about', { field: 'route' });
  await entryForm(page).getByLabel('Address').fill('/about-us');
  const mistakes = page.getByRole('region', { name: 'Mistakes to fix' });
  await expect(mistakes).toContainText(
    'Site settings › Navigation › “About Us” › Link: broken link: no page has the address "/about"',
  );
  await page.getByRole('button', { name: 'Make them lead to “/about-us”' }).click();
  await expect(
    page.getByText(/^This save also makes \d+ links to “\/about” lead to “\/about-us”, in “Site settings”\./),
  ).toBeVisible();
  await expect(mistakes).toHaveCount(0);
  await save(page);
  await expect(page).toHaveURL(/#\/collections\/page\/entries\/about-us$/);

  expect(existsSync(join(dev.workspace, 'data/pages/about.yaml'))).toBe(false);
  expect(read('data/pages/about-us.yaml')).toContain('route: /about-us');
  const lines = changedLines(site, read('data/site.yaml'));
  expect(lines.length).toBeGreaterThan(1);
  for (const { before, after } of lines) expect(after).toBe(before!.replace('/about', '/about-us'));
  await expect.poll(async () => (await request.get('/about-us')).status()).toBe(200);
  expectContentValid();
});

test.describe('two editor pages at once', () => {
  /** A second tab of the editor, as a second person (or the same one on a phone) would have open. */
  let other: Page;
  test.beforeAll(async () => {
    other = await context.newPage();
  });
  test.afterAll(async () => {
    await other?.close();
  });
  const hero = () => (parse(read('data/pages/home.yaml')) as { sections: Array<Record<string, string>> }).sections[0]!;
  const field = (on: Page, label: string) => entryForm(on).getByLabel(label, { exact: true });
  /** Home open on `on` once it shows the file as it is now (the other page's last save included). */
  async function openHome(on: Page, focus: string) {
    await openEntry(on, 'page', 'home', { field: focus });
    await expect(field(on, 'Heading')).toHaveValue(hero().heading ?? '', { timeout: 15_000 });
    await expect(field(on, 'Tagline (optional)')).toHaveValue(hero().tagline ?? '', { timeout: 15_000 });
  }

  test('changes to different fields saved from two pages are both kept in the file, whichever saves first', async () => {
    for (const [round, one, two] of [
      [1, page, other],
      [2, other, page],
    ] as const) {
      await openHome(one, 'sections.0.heading');
      await openHome(two, 'sections.0.tagline');
      const before = read('data/pages/home.yaml');
      await field(one, 'Heading').fill(`A heading saved first, round ${round}`);
      await save(one);
      // The second page still shows the heading it opened with when its change is made and saved.
      await field(two, 'Tagline (optional)').fill(`A tagline saved second, round ${round}`);
      await save(two);
      expect(hero()).toMatchObject({
        heading: `A heading saved first, round ${round}`,
        tagline: `A tagline saved second, round ${round}`,
      });
      // Only those two lines changed, and the second page shows the first page's heading now.
      expect(changedLines(before, read('data/pages/home.yaml'))).toHaveLength(2);
      await expect(field(two, 'Heading')).toHaveValue(`A heading saved first, round ${round}`);
      // The first page, with nothing unsaved, shows the second page's tagline, and says so without "yours kept".
      await expect(field(one, 'Tagline (optional)')).toHaveValue(`A tagline saved second, round ${round}`);
      await expect(one.getByRole('status').filter({ hasText: 'changed elsewhere' })).toHaveText(
        'This entry was changed elsewhere since you opened it. The form now shows those changes.',
      );
      expectContentValid();
    }
  });

  test('a field changed on both pages shows both values on the second, and the person’s choice is saved', async () => {
    for (const [round, choice] of [
      [1, 'Keep yours'],
      [2, 'Take theirs'],
    ] as const) {
      const mine = `Mine, from the second page, round ${round}`;
      const theirs = `Theirs, from the first page, round ${round}`;
      await openHome(page, 'sections.0.heading');
      await openHome(other, 'sections.0.heading');
      // Typed on the second page before the first page's save: both changed the heading from the same one.
      await field(other, 'Heading').fill(mine);
      await field(page, 'Heading').fill(theirs);
      await save(page);
      // Told at once or when saving: either way the field shows both values and nothing is saved over theirs.
      await saveButton(other)
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      const heading = field(other, 'Heading');
      await expect(heading).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
      await expect(heading).toHaveAccessibleDescription(
        new RegExp(`Changed elsewhere since you opened this: “${theirs}”\\. Yours: “${mine}”\\.`),
      );
      // One alert says so: the banner, or the save's refusal when Save was pressed first.
      await expect(
        other.getByRole('alert').filter({ hasText: /some values were changed there and here|changed elsewhere since/ }),
      ).toHaveCount(1);
      await expect(saveButton(other)).toBeDisabled();
      expect(hero().heading).toBe(theirs);
      await entryForm(other).getByRole('button', { name: choice }).click();
      const kept = choice === 'Keep yours' ? mine : theirs;
      await expect(heading).toHaveValue(kept);
      await expect(heading).not.toHaveAttribute('aria-invalid', 'true');
      if (choice === 'Keep yours') await save(other);
      else await expect(saveButton(other)).toBeDisabled();
      expect(hero().heading).toBe(kept);
    }
  });

  test('an entry deleted elsewhere says so, and is saved anew with its changes only when the person keeps it', async () => {
    await openEntry(page, 'solution', 'restaurant-order-automation', { field: 'title' });
    await openContents(other);
    // Its link in the contents (a copy made earlier shares its title).
    const listed = other.locator('a[href="#/collections/solution/entries/restaurant-order-automation"]');
    await expect(listed).toBeVisible();
    const path = 'data/solutions/restaurant-order-automation.yaml';
    const text = read(path);
    await field(page, 'Title').fill('Restaurant orders, kept');
    rmSync(join(dev.workspace, path));
    // Both pages learn of it: the open entry says so, the contents no longer list it.
    await expect(page.getByRole('alert').filter({ hasText: 'This entry was deleted elsewhere' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(listed).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Keep it, with your changes' }).click();
    await save(page);
    expect(read(path)).toBe(text.replace(/^title: .*$/m, 'title: Restaurant orders, kept'));
    await expect(listed).toBeVisible({ timeout: 15_000 });
  });

  test('unsaved changes survive a reload: offered back, restored, and gone once saved', async () => {
    await openEntry(page, 'page', 'pricing', { field: 'title' });
    const title = field(page, 'Title');
    await title.fill('Pricing, typed before a reload');
    // Kept a moment after the last keystroke.
    await page.waitForTimeout(1_000);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText(/You have unsaved changes from (at|on) /);
    await expect(title).not.toHaveValue('Pricing, typed before a reload');
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(title).toHaveValue('Pricing, typed before a reload');
    await expect(offer).toHaveCount(0);
    await save(page);
    expect(read('data/pages/pricing.yaml')).toContain('title: Pricing, typed before a reload');
    await page.reload();
    await expect(entryForm(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });
});

test('axe finds nothing on the contents, an entry, and an entry with a refused field', async () => {
  const problems = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  // The preview's entrance animations still, so colours are read as they end, not half faded in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openContents(page);
  expect(await problems()).toEqual([]);
  await openEntry(page, 'page', 'home', { field: 'sections.0.heading' });
  expect(await problems()).toEqual([]);
  await openEntry(page, 'offerings', 'offerings', { field: 'offerings.0.startingPrice' });
  await entryForm(page).getByLabel('Starting price').fill('749.50');
  await expect(entryForm(page).getByLabel('Starting price')).toHaveAttribute('aria-invalid', 'true');
  expect(await problems()).toEqual([]);
});
