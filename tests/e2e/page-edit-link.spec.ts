/**
 * The editor from any page under `npm run dev` (admin/server/page-edit-link.ts): every page has an "Edit this page" link to
 * the editor at its entry, reachable by keyboard and clear of the site's floating buttons, and Alt-click on a text
 * or picture opens the editor at it; plain clicks stay the site's. Runs `vike dev` in a throwaway copy of the
 * repository. That built pages carry none of it is checked in bundle-secrets.spec.ts, against the build.
 */
import type { Page } from '@playwright/test';
import { startDevCopy, type DevCopy } from '../../tools/lib/admin-driver.ts';
import { contentPages } from './content.ts';
import { expect, test } from './fixtures.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 25;
const baseURL = `http://localhost:${PORT}`;

let dev: DevCopy;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  dev = await startDevCopy(process.cwd(), PORT);
  // The first visit has Vite prepare the pages' modules, and may reload the page once it has: done before the tests.
  const page = await browser.newPage();
  await page.goto(`${baseURL}/`);
  await page.waitForLoadState('networkidle', { timeout: 180_000 });
  await page.close();
});

test.afterAll(() => dev?.stop());

async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('link', { name: 'Edit this page', exact: true })).toBeVisible();
}

/**
 * The editor's address as the page opened it: read once the navigation commits, as the editor soon moves on to the
 * entry's own address (at once when no text is asked for).
 */
async function editorParams(page: Page) {
  await page.waitForURL(/\/admin\/#\/open\?/, { waitUntil: 'commit' });
  return new URLSearchParams(new URL(page.url()).hash.replace(/^#\/open\?/, ''));
}

test('every page has an "Edit this page" link to its entry, by keyboard too, clear of the floating buttons', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of ['/', '/pricing', '/solutions/dinamiq/case-study']) {
      await open(page, route);
      const link = page.getByRole('link', { name: 'Edit this page', exact: true });
      await expect(link).toHaveAttribute('href', `/admin/#/open?${new URLSearchParams({ route })}`);
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight / 2));
      const box = (await link.boundingBox())!;
      // The booking and chat buttons (fixed, bottom right).
      const floating = await page
        .locator('button.fixed')
        .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
      expect(floating.length).toBeGreaterThan(0);
      for (const other of floating)
        expect(
          box.x + box.width <= other.x ||
            other.x + other.width <= box.x ||
            box.y + box.height <= other.y ||
            other.y + other.height <= box.y,
          `the link is clear of the floating button at ${JSON.stringify(other)}`,
        ).toBe(true);
    }
  }
  // Reached with Tab, with a focus ring of its own.
  await open(page, '/contact');
  const link = page.getByRole('link', { name: 'Edit this page', exact: true });
  const focused = () => link.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 100 && !(await focused()); presses += 1) await page.keyboard.press('Tab');
  expect(await focused()).toBe(true);
  expect(await link.evaluate((element) => getComputedStyle(element).outlineWidth)).toBe('3px');
  await page.keyboard.press('Enter');
  expect((await editorParams(page)).get('route')).toBe('/contact');
});

test('Alt-click on a text or picture opens the editor at it; plain clicks stay the site’s', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '/pricing');
  const price = page.getByText('Starting at $699').first();
  // A plain click on a text does nothing.
  await price.click();
  expect(new URL(page.url()).pathname).toBe('/pricing');
  await price.click({ modifiers: ['Alt'], position: { x: 4, y: 4 } });
  expect(Object.fromEntries(await editorParams(page))).toEqual({ route: '/pricing', text: 'Starting at $699' });

  await open(page, '/about');
  const picture = page.locator('main img').first();
  const src = await picture.getAttribute('src');
  await picture.click({ modifiers: ['Alt'] });
  expect(Object.fromEntries(await editorParams(page))).toEqual({ route: '/about', text: src });

  // A link followed with a plain click goes where it goes.
  await open(page, '/about');
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL(/\/privacy-policy$/);
});

test('Alt-click on a menu item opens the menu item; on a figure, its own field focused', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/pricing');
  await page
    .locator('header')
    .getByRole('link', { name: 'Pricing', exact: true })
    .click({ modifiers: ['Alt'] });
  expect(Object.fromEntries(await editorParams(page))).toEqual({ route: '/pricing', text: 'Pricing', in: 'layout' });
  await page.waitForURL(/#\/collections\/site\/entries\/site\?field=navigation\.\d+\.label$/, { timeout: 60_000 });
  await expect(page.locator(':focus')).toHaveValue('Pricing');

  await open(page, '/solutions/postbud');
  await page
    .locator('main')
    .getByText('85%', { exact: true })
    .first()
    .click({ modifiers: ['Alt'] });
  expect(Object.fromEntries(await editorParams(page))).toEqual({ route: '/solutions/postbud', text: '85%' });
  await page.waitForURL(/#\/collections\/solution\/entries\/postbud\?field=/, { timeout: 60_000 });
  await expect(page.locator(':focus')).toHaveValue('85%');
});

test('the "Edit this page" control covers nothing of any page on a 390 × 844 phone, wherever it is scrolled', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const routes = contentPages.map((view) => view.route).filter((route) => !route.startsWith('/404'));
  expect(routes.length).toBeGreaterThan(20);
  for (const route of routes) {
    await open(page, route);
    const link = page.getByRole('link', { name: 'Edit this page', exact: true });
    // Nothing of the page is drawn under the link or over it, at its corners, edges and middle: it covers nothing,
    // and what stays on screen as the page scrolls (the navigation bar, the booking and chat buttons) is clear of it.
    await link.scrollIntoViewIfNeeded();
    const overlaps = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const bar = element.closest('aside')!;
      const found = new Set<string>();
      for (const x of [box.left + 1, (box.left + box.right) / 2, box.right - 1])
        for (const y of [box.top + 1, (box.top + box.bottom) / 2, box.bottom - 1])
          for (const other of document.elementsFromPoint(x, y))
            if (!bar.contains(other) && !other.contains(bar))
              found.add(`${other.tagName.toLowerCase()}.${String(other.getAttribute('class')).slice(0, 40)}`);
      return [...found];
    });
    expect({ route, overlaps }).toEqual({ route, overlaps: [] });
  }
});
