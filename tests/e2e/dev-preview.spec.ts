/**
 * The editors' live preview: `npm run dev` (vike dev with the content-preview plugin) in a throwaway copy of the
 * repository. Saving a YAML file updates the open page without a reload by hand; a content error replaces every
 * page with the list `npm run validate` prints; saving the fix brings the page back, all in one server process.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDevCopy, type DevCopy } from '../../tools/lib/admin-driver.ts';
import { edit } from './dev-copy.ts';
import { expect, test } from './fixtures.ts';
import { ROI_PAGE, roiCalculate, roiField, typeBeforeCalculatorHydrates } from './roi-calculator.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;

let dev: DevCopy;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dev = await startDevCopy(process.cwd(), PORT, { readyPath: '/' });
});

test.afterAll(() => dev?.stop());

test('what a visitor types before an island hydrates counts here too, where React hydrates it', async ({ page }) => {
  // React tracks a field's value and ignores an input event that does not change it: the typed values must still count.
  // First the calculator hydrates once unheld (it loads its code only when used), so vite has transformed its modules;
  // vite may reload that first visit once it has prepared them. Hydrating takes seconds here: React's development
  // build, and each module a request of its own.
  test.setTimeout(180_000);
  await expect(async () => {
    await page.goto(ROI_PAGE);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    await roiField(page, 'staffWage').focus();
    await expect(roiCalculate(page)).toHaveAttribute('type', 'submit', { timeout: 15_000 });
  }).toPass({ timeout: 120_000 });
  await typeBeforeCalculatorHydrates(page, '**/renderer/islands/modules/roi-calculator.tsx*', { timeout: 30_000 });
});

test('a saved edit shows on the open page by itself, scrolled where it was', async ({ page }) => {
  // What the dev server tells each document over Vite's socket: the live preview's content version, Vite's reloads.
  const told: { type: string; event?: string; data?: { version?: number } }[][] = [];
  page.on('websocket', (socket) => {
    const messages: (typeof told)[number] = [];
    told.push(messages);
    socket.on('framereceived', ({ payload }) => {
      try {
        messages.push(JSON.parse(String(payload)));
      } catch {
        // Not one of Vite's messages.
      }
    });
  });
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('Supercharge Your Business with Smart AI Solutions');
  // The first visit may reload once while Vite prepares the page's modules: scroll until it stays.
  await expect
    .poll(() => page.evaluate(() => (window.scrollTo(0, 900), window.scrollY)).catch(() => 0), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(850);
  // Then it stays: the page has heard that the content it shows is current, and nothing has told it to reload (a
  // new document has a new time origin).
  const document = await page.evaluate(() => performance.timeOrigin);
  const shown = await page.locator('meta[name="content-version"]').getAttribute('content');
  await expect
    .poll(() => told.at(-1)?.find((message) => message.event === 'content:version')?.data?.version, {
      timeout: 15_000,
    })
    .toBe(Number(shown));
  expect(told.at(-1)!.filter((message) => message.type === 'full-reload')).toEqual([]);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(document);

  edit(dev, 'data/pages/home.yaml', (text) => text.replace('with Smart AI Solutions', 'with Live Preview'));
  await expect(page.locator('h1')).toHaveText('Supercharge Your Business with Live Preview', { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY).catch(() => 0)).toBeGreaterThan(850);
});

test('a change in another file the page shows: navigation in site.yaml, a testimonial', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'About Us', exact: true })).toBeVisible();

  edit(dev, 'data/site.yaml', (text) => text.replace('label: About Us', 'label: Who We Are'));
  await expect(nav.getByRole('link', { name: 'Who We Are', exact: true })).toBeVisible({ timeout: 15_000 });

  edit(dev, 'data/testimonials.yaml', (text) =>
    text.replace('Now the verified answer is back', 'Today the checked answer is back'),
  );
  await expect(page.getByText('Today the checked answer is back')).toBeVisible({ timeout: 15_000 });
});

test('a new page is served at once and the editor schemas list its address', async ({ page }) => {
  const pageSchema = () => readFileSync(join(dev.workspace, 'generated/schema/page.json'), 'utf8');
  expect(pageSchema()).not.toContain('"/privacy-policy-copy"');
  const source = readFileSync(join(dev.workspace, 'data/pages/privacy-policy.yaml'), 'utf8');
  writeFileSync(
    join(dev.workspace, 'data/pages/privacy-policy-copy.yaml'),
    source
      .replace('route: /privacy-policy', 'route: /privacy-policy-copy')
      .replace(/heading: .*/, 'heading: Copied Policy'),
  );
  await expect.poll(pageSchema, { timeout: 15_000 }).toContain('"/privacy-policy-copy"');
  await page.goto('/privacy-policy-copy');
  await expect(page.locator('h1')).toHaveText('Copied Policy');
});

test('a content error shows on every page with its file:line:col and fix, and the fix recovers', async ({
  page,
  request,
}) => {
  await page.goto('/pricing');
  const heading = await page.locator('h1').textContent();
  const printedBefore = dev.output().length;
  const printedSince = () => dev.output().slice(printedBefore);

  edit(dev, 'data/pages/home.yaml', (text) => text.replace(/^(\s+)heading: Supercharge/m, '$1headng: Supercharge'));
  const errors = page.locator('#content-errors');
  await expect(errors).toContainText('data/pages/home.yaml:', { timeout: 15_000 });
  await expect(errors).toContainText('unknown field "headng"');
  await expect(errors).toContainText('fix: did you mean "heading"?');

  // The list on the page is exactly what `npm run validate` prints, and the terminal printed it once.
  const validate = spawn(process.execPath, ['pipeline/run.mjs', 'pipeline/validate.ts'], { cwd: dev.workspace });
  let printed = '';
  validate.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await new Promise((resolve) => validate.on('close', resolve));
  expect((await errors.textContent())?.trim()).toBe(printed.trim());
  await expect.poll(() => printedSince().split(printed.trim().split('\n')[0]!).length - 1).toBe(1);
  // Not only a browser: whatever asks for a page (curl, a link checker) gets the same list, never vike's stack trace.
  const answer = await request.get('/about', { headers: { accept: '*/*' } });
  expect(answer.status()).toBe(500);
  expect(await answer.text()).toContain('unknown field &quot;headng&quot;');
  expect(printedSince()).not.toMatch(/^\s+at /m);

  await page.goto('/about');
  await expect(page.locator('#content-errors')).toContainText('unknown field "headng"');

  edit(dev, 'data/pages/home.yaml', (text) => text.replace(/^(\s+)headng: Supercharge/m, '$1heading: Supercharge'));
  await expect(page.locator('#content-errors')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('h1')).toBeVisible();
  await page.goto('/pricing');
  await expect(page.locator('h1')).toHaveText(heading!);
});
