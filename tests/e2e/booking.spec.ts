/** Booking: the Calendly popup when its script is there, a new tab when it is not, the floating button's rules. */
import { expect, test, type Page } from './fixtures.ts';
import { content } from './content.ts';

const site = content.site;
const floating = (page: Page) => page.getByTestId('floating-booking');
const calendlyScript = (page: Page) => page.locator('head script[src*="assets.calendly.com"]');
const calendlyStyle = (page: Page) => page.locator('head link[href*="assets.calendly.com"]');
/** Opens a page and waits until it has hydrated (the site's window listeners are in place). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('dialog[data-ready]').waitFor({ state: 'attached' });
}
const popups = (page: Page) =>
  page.evaluate(() => (window as unknown as { __calendlyPopups?: string[] }).__calendlyPopups ?? []);

/** Calendly's script answers, but defines nothing: the popup is unavailable. */
const withoutCalendly = (page: Page) =>
  page.route('https://assets.calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );

test('the floating button is absent on /contact and its Calendly script and style come and go with it', async ({
  page,
}) => {
  await visit(page, '/');
  await expect(floating(page)).toBeVisible();
  await expect(floating(page)).toHaveAccessibleName(site.floatingButton.label);
  await expect(calendlyScript(page)).toHaveCount(1);
  await expect(calendlyStyle(page)).toHaveCount(1);

  await page.getByRole('navigation').first().getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(floating(page)).toHaveCount(0);
  await expect(calendlyScript(page)).toHaveCount(0);
  await expect(calendlyStyle(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(floating(page)).toBeVisible();
  await expect(calendlyScript(page)).toHaveCount(1);

  await visit(page, '/contact');
  await expect(floating(page)).toHaveCount(0);
  await expect(calendlyScript(page)).toHaveCount(0);
});

test('with Calendly loaded, booking buttons and the floating button open its popup on the discovery-call URL', async ({
  page,
}) => {
  await visit(page, '/');
  await page.waitForFunction(() => 'Calendly' in window);
  await page.locator('main [data-opens="booking"]').first().click();
  await floating(page).click();
  expect(await popups(page)).toEqual([site.booking.url, site.booking.url]);
});

test('the floating button label expands on keyboard focus', async ({ page }) => {
  await visit(page, '/');
  const label = floating(page).locator('span').last();
  const before = (await label.boundingBox())?.width ?? 0;
  await floating(page).focus();
  await expect.poll(async () => (await label.boundingBox())?.width ?? 0).toBeGreaterThan(before + 20);
});

test('without Calendly a booking button opens the booking page in a new tab', async ({ page, context }) => {
  await withoutCalendly(page);
  await visit(page, '/');
  const opened = context.waitForEvent('page');
  await page.locator('main [data-opens="booking"]').first().click();
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded').catch(() => {});
  expect(tab.url()).toBe(site.booking.url);
  expect(await popups(page)).toEqual([]);
});

test('without Calendly the floating button and the pricing page open nothing', async ({ page, context }) => {
  await withoutCalendly(page);
  // Chromium announces each new tab over the DevTools protocol the moment it creates it, in order (Playwright's own
  // `page` event waits for the tab to load, so a later tab can be reported first).
  const browser = await context.browser()!.newBrowserCDPSession();
  const created: string[] = [];
  await browser.send('Target.setDiscoverTargets', { discover: true });
  browser.on(
    'Target.targetCreated',
    ({ targetInfo }) => void (targetInfo.type === 'page' && created.push(targetInfo.targetId)),
  );
  await visit(page, '/');
  await floating(page).click();
  await visit(page, '/pricing');
  const buttons = page.locator('main [data-opens="booking"]');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) if (await button.isVisible()) await button.click();
  // A booking button opens its tab during the click: once a tab opened after the clicks is announced, any they opened
  // has been too.
  const [marker] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open('about:blank')),
  ]);
  const markerSession = await context.newCDPSession(marker);
  const { targetInfo } = await markerSession.send('Target.getTargetInfo');
  await expect.poll(() => created.includes(targetInfo.targetId)).toBe(true);
  expect(created).toEqual([targetInfo.targetId]);
  await marker.close();
  await browser.detach();
});
