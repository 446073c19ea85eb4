/**
 * The browser content editor at /admin/, driven as an editor would: `npm run dev` in a throwaway copy of the
 * repository, the real Decap CMS with its local backend writing data/. A save changes only the lines that changed and
 * shows on the open site page; a mistake is refused in the validator's words and the file stays as it was.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  breakLink,
  openEntry,
  publish,
  reveal,
  savedNote,
  startDevCopy,
  type DevCopy,
} from '../../tools/lib/admin-driver.ts';
import type { CmsConfig, NestedField } from '../../pipeline/lib/cms-config.ts';
import { content } from './content.ts';
import { expect, test } from './fixtures.ts';

// +40 is the GitHub editor's spec (admin-github.spec.ts), +50 the live preview's.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 45;

/** The hint the generated editor config gives a field of the site settings' brand. */
function siteHint(name: string): string {
  const config = JSON.parse(readFileSync('generated/cms-config.json', 'utf8')) as CmsConfig;
  const site = config.collections.find((collection) => collection.name === 'site')!;
  const fields = ('files' in site ? site.files[0]!.fields : []) as NestedField[];
  return fields.find((field) => field.name === 'brand')!.fields!.find((field) => field.name === name)!.hint!;
}

let dev: DevCopy;
const read = (file: string) => readFileSync(join(dev.workspace, file), 'utf8');

/** The lines of `after` that differ from `before`, for files whose line count did not change. */
function changedLines(before: string, after: string) {
  const old = before.split('\n');
  const next = after.split('\n');
  expect(next.length, 'the save keeps the number of lines').toBe(old.length);
  return next.flatMap((line, index) => (line === old[index] ? [] : [{ before: old[index], after: line }]));
}

// A whole editing session each, in a real editor of about 4,000 modules under `npm run dev`.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  dev = await startDevCopy(process.cwd(), PORT);
});

test.afterAll(() => dev?.stop());

test('a heading changed in the editor changes exactly its line, and the open page shows it', async ({
  page,
  context,
}) => {
  const site = await context.newPage();
  await site.goto('/');
  await expect(site.locator('h1')).toHaveText('Supercharge Your Business with Smart AI Solutions');
  const before = read('data/pages/home.yaml');

  await openEntry(page, 'page', 'home');
  const heading = page.locator('input[value="Supercharge Your Business with Smart AI Solutions"]');
  await reveal(heading);
  await heading.fill('Supercharge Your Business with the Editor');
  // The preview is the site's own page, following every keystroke.
  await expect(page.frameLocator('#preview-pane').locator('h1')).toHaveText(
    'Supercharge Your Business with the Editor',
  );
  await publish(page);
  await expect(savedNote(page)).toBeVisible({ timeout: 15_000 });

  expect(changedLines(before, read('data/pages/home.yaml'))).toEqual([
    {
      before: '    heading: Supercharge Your Business with Smart AI Solutions',
      after: '    heading: Supercharge Your Business with the Editor',
    },
  ]);
  await expect(site.locator('h1')).toHaveText('Supercharge Your Business with the Editor', { timeout: 15_000 });
});

test('a price changed once changes on every page that states it', async ({ page, request }) => {
  const pagesWith = async (text: string) => {
    const routes = [...content.pages.keys()];
    const found: string[] = [];
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      if (html.includes(text)) found.push(route);
    }
    return found;
  };
  const stating = await pagesWith('$699');
  expect(stating.length, 'pages state the chatbots price').toBeGreaterThan(1);
  const before = read('data/offerings.yaml');

  await openEntry(page, 'offerings', 'offerings');
  const price = page.locator('input[type="number"][value="699"]');
  await reveal(price);
  await price.fill('749');
  await publish(page);
  await expect(savedNote(page)).toBeVisible({ timeout: 15_000 });

  expect(changedLines(before, read('data/offerings.yaml'))).toEqual([
    { before: '    startingPrice: 699', after: '    startingPrice: 749' },
  ]);
  await expect.poll(() => pagesWith('$749'), { timeout: 15_000 }).toEqual(expect.arrayContaining(stating));
  expect(await pagesWith('$699')).toEqual([]);
});

test('the site settings save with the values they leave empty on purpose, and each field shows its hint', async ({
  page,
}) => {
  const before = read('data/site.yaml');
  await openEntry(page, 'site', 'site');
  const legalName = page.locator('input[value="AI101 Consulting Inc."]');
  await reveal(legalName);
  // The schema's description of the field, under it.
  await expect(page.getByText(siteHint('legalName'), { exact: true })).toBeVisible();
  await legalName.fill('AI101 Consulting LLC');
  await publish(page);
  await expect(savedNote(page)).toBeVisible({ timeout: 15_000 });
  expect(changedLines(before, read('data/site.yaml'))).toEqual([
    { before: '  legalName: AI101 Consulting Inc.', after: '  legalName: AI101 Consulting LLC' },
  ]);
});

test('a price typed as $2,499 cannot be saved, and the file stays as it was', async ({ page }) => {
  const before = read('data/offerings.yaml');
  await openEntry(page, 'offerings', 'offerings');
  const price = page.locator('input[type="number"][value="2499"]');
  await reveal(price);
  await price.click();
  await price.press('ControlOrMeta+a');
  await page.keyboard.type('$2,499');
  // A number field takes no dollar sign or thousands comma: what is left is a plain number, or nothing.
  expect(await price.inputValue()).toMatch(/^\d*$/);
  if ((await price.inputValue()) === '') {
    await publish(page);
    await expect(page.getByText('Starting price is required.')).toBeVisible();
    expect(read('data/offerings.yaml')).toBe(before);
  }
});

test('a link to a page that does not exist is refused at the field, and the file stays as it was', async ({ page }) => {
  const before = read('data/pages/services.yaml');
  await openEntry(page, 'page', 'services');
  // The validator's own words and fix, under the field.
  const field = await breakLink(page, '/contact', '/contactt');
  await expect(field).toContainText('broken link', { timeout: 15_000 });
  await expect(field).toContainText('/contact');
  await expect(savedNote(page)).toHaveCount(0);
  expect(read('data/pages/services.yaml')).toBe(before);
});

test('after an item is added to a list, a broken link elsewhere is still refused at its field', async ({ page }) => {
  const before = read('data/pages/services.yaml');
  await openEntry(page, 'page', 'services');
  // A new bullet point on the first card: Decap then registered the new fields last and checked only them on Publish.
  const features = page.locator('[id^="features-field-"]').first();
  // Inside a folded card, so hidden: found by its text, not by its role.
  const add = features.locator('button', { hasText: 'Add features' });
  await reveal(add);
  await add.click();
  await features.locator('input').last().fill('Weekly progress reports');
  const field = await breakLink(page, '/contact', '/contactt');
  await expect(field).toContainText('broken link', { timeout: 15_000 });
  await expect(savedNote(page)).toHaveCount(0);
  expect(read('data/pages/services.yaml')).toBe(before);
});

test('a new solution made from a copy gets its page, and the content validates', async ({ page, request }) => {
  await openEntry(page, 'solution', 'restaurant-order-automation');
  await page.getByRole('button', { name: 'Published' }).click();
  await page.getByText('Duplicate', { exact: true }).click();
  const id = page.locator('input[value="restaurant-order-automation"]');
  await id.fill('bakery-order-automation');
  await publish(page);
  await expect(savedNote(page)).toBeVisible({ timeout: 15_000 });

  expect(read('data/solutions/bakery-order-automation.yaml')).toContain('id: bakery-order-automation');
  await expect.poll(async () => (await request.get('/solutions/bakery-order-automation')).status()).toBe(200);
  const validate = spawnSync(process.execPath, ['pipeline/run.mjs', 'pipeline/validate.ts'], {
    cwd: dev.workspace,
    encoding: 'utf8',
  });
  expect(validate.stdout + validate.stderr).not.toContain('error');
  expect(validate.status).toBe(0);
});
