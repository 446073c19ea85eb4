/** The chat widget in Chromium against the built site and the real chat function (offline assistant). */
import type { Route } from '@playwright/test';
import chat from '../../generated/chat.json' with { type: 'json' };
import site from '../../generated/site.json' with { type: 'json' };
import { expect, test, type Page } from './fixtures.ts';

const ENDPOINT = '**/.netlify/functions/openai-chat';
const isConnectionTest = (route: Route) =>
  (route.request().postData() ?? '').includes(JSON.stringify(chat.connectionTest));

const launcher = (page: Page) => page.getByRole('button', { name: chat.openLabel });
const panel = (page: Page) => page.getByRole('dialog', { name: chat.title });
const box = (page: Page) => panel(page).getByRole('textbox', { name: chat.inputLabel });
const userBubbles = (page: Page) => panel(page).locator('[data-chat-message="user"]');
const botBubbles = (page: Page) => panel(page).locator('[data-chat-message="bot"]');
/**
 * Every call goes through the function, which the local Netlify emulation runs in a worker thread of its own: well
 * under a second, but seconds on a busy machine where every page of the other specs makes a connection test too.
 */
const FUNCTION_CALL = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });
const boxHeight = (page: Page) => box(page).evaluate((element) => element.getBoundingClientRect().height);

async function openChat(page: Page, path = '/') {
  await page.goto(path);
  // The launcher appears once the connection test has answered.
  await expect(launcher(page)).toBeVisible(FUNCTION_CALL);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

test('the launcher appears after the connection test, above the booking button without overlapping it', async ({
  page,
}) => {
  const test = page.waitForRequest(
    (request) => request.url().endsWith('/.netlify/functions/openai-chat') && request.method() === 'POST',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  expect((await test).postDataJSON()).toEqual({ messages: [{ role: 'user', content: chat.connectionTest }] });
  await expect(launcher(page)).toBeVisible(FUNCTION_CALL);
  const chatBox = (await launcher(page).boundingBox())!;
  // The floating booking button: the one with that name fixed to the window.
  const [booking] = await page
    .getByRole('button', { name: site.floatingButton.label })
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => getComputedStyle(button).position === 'fixed')
        .map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
    );
  expect(booking).toBeDefined();
  expect(chatBox.y + chatBox.height).toBeLessThanOrEqual(booking!.y);
  expect(Math.abs(chatBox.x + chatBox.width - (booking!.x + booking!.width))).toBeLessThanOrEqual(1);
});

test('makes one connection test per page, started by the page script and read by the widget', async ({ page }) => {
  const tests: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().endsWith('/.netlify/functions/openai-chat') &&
      (request.postData() ?? '').includes(chat.connectionTest)
    )
      tests.push(request.url());
  });
  await page.goto('/pricing');
  await expect(launcher(page)).toBeVisible(FUNCTION_CALL);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  expect(tests).toHaveLength(1);
});

test('opens and closes from the launcher, the close button and Escape, moving focus in and back', async ({ page }) => {
  await openChat(page);
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page).getByRole('heading', { name: chat.title })).toBeVisible();
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

  await launcher(page).click();
  await expect(box(page)).toBeFocused();
  await panel(page).getByRole('button', { name: chat.closeLabel }).click();
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await launcher(page).click();
  await expect(panel(page)).toBeHidden();
});

test('shows the welcome once, and the quick topics and messages in bubbles at most 90% wide', async ({ page }) => {
  await openChat(page);
  await expect(panel(page).getByText(chat.welcome)).toHaveCount(1);
  await expect(panel(page).getByText(chat.quickTopicsHeading)).toBeVisible();
  for (const topic of chat.quickTopics) await expect(panel(page).getByRole('button', { name: topic })).toBeVisible();
  await page.keyboard.press('Escape');
  await launcher(page).click();
  await box(page).fill('Do you build voice agents?');
  await page.keyboard.press('Enter');
  await expect(botBubbles(page)).toHaveCount(2, FUNCTION_CALL);
  await expect(panel(page).getByText(chat.welcome)).toHaveCount(1);
  for (const bubble of await panel(page).locator('[data-chat-message]').all()) {
    expect(await bubble.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('90%');
  }
});

test("a quick topic sends its text and gets an answer from the site's content", async ({ page }) => {
  await openChat(page);
  const topic = chat.quickTopics[0]!;
  await panel(page).getByRole('button', { name: topic }).click();
  await expect(userBubbles(page)).toHaveText([topic]);
  const answer = chat.faq.find((entry) => entry.id === 'services')!;
  await expect(botBubbles(page).nth(1)).toContainText(answer.answer, FUNCTION_CALL);
  await expect(botBubbles(page).nth(1).getByRole('link', { name: answer.link })).toHaveAttribute('href', answer.link!);
  // New messages are announced.
  await expect(panel(page).locator('[aria-live="polite"]')).toContainText(topic);
});

test('Enter sends, Shift+Enter adds a line, and blank input is not sent', async ({ page }) => {
  await openChat(page);
  await box(page).press('Enter');
  await box(page).pressSequentially('   ');
  await box(page).press('Enter');
  await expect(userBubbles(page)).toHaveCount(0);

  await box(page).fill('');
  await box(page).pressSequentially('first line');
  await box(page).press('Shift+Enter');
  await box(page).pressSequentially('second line');
  await expect(box(page)).toHaveValue('first line\nsecond line');
  await expect(userBubbles(page)).toHaveCount(0);
  await box(page).press('Enter');
  await expect(userBubbles(page)).toHaveText(['first line\nsecond line']);
  await expect(box(page)).toHaveValue('');
  await expect(botBubbles(page)).toHaveCount(2, FUNCTION_CALL);
});

test('the text box grows with its content between 40 and 120 pixels and shrinks back after a send', async ({
  page,
}) => {
  await openChat(page);
  expect(await boxHeight(page)).toBe(40);
  await box(page).pressSequentially('one');
  for (const line of ['two', 'three']) {
    await box(page).press('Shift+Enter');
    await box(page).pressSequentially(line);
  }
  const grown = await boxHeight(page);
  expect(grown).toBeGreaterThan(40);
  expect(grown).toBeLessThanOrEqual(120);
  for (let line = 0; line < 8; line += 1) {
    await box(page).press('Shift+Enter');
    await box(page).pressSequentially(`more ${line}`);
  }
  expect(await boxHeight(page)).toBe(120);
  await box(page).press('Enter');
  await expect(userBubbles(page)).toHaveCount(1);
  expect(await boxHeight(page)).toBe(40);
});

test('shows Typing... while the reply is on its way, and ignores sends meanwhile', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route) => {
    if (!isConnectionTest(route)) await held;
    await route.continue();
  });
  await openChat(page);
  await box(page).fill('Tell me about automation');
  await box(page).press('Enter');
  await expect(panel(page).getByText(chat.typingLabel)).toBeVisible();
  await box(page).fill('A second question');
  await box(page).press('Enter');
  await panel(page).getByRole('button', { name: chat.quickTopics[1]! }).click({ force: true });
  await expect(userBubbles(page)).toHaveCount(1);
  release();
  await expect(botBubbles(page)).toHaveCount(2, FUNCTION_CALL);
  await expect(panel(page).getByText(chat.typingLabel)).toBeHidden();
  await expect(userBubbles(page)).toHaveCount(1);
});

test('the widget never appears when the connection test fails', async ({ page }) => {
  const answered = page.waitForResponse(ENDPOINT);
  await page.route(ENDPOINT, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'down' }) }),
  );
  await page.goto('/');
  await answered;
  // The launcher is in the page, hidden, until the widget has read the test's answer: gone once it has read a failure.
  await expect(page.locator('[data-island="chat"] [data-chat-launcher]')).toHaveCount(0, FUNCTION_CALL);
  await expect(launcher(page)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-chat', { detail: {} })));
  await expect(panel(page)).toHaveCount(0);
});

test('the widget disappears when a send fails, after showing the apology from the error catalogue', async ({
  page,
}) => {
  await page.route(ENDPOINT, (route) =>
    isConnectionTest(route)
      ? route.continue()
      : route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'upstream' }) }),
  );
  await openChat(page);
  await box(page).fill('Hello there');
  await box(page).press('Enter');
  await expect(botBubbles(page).nth(1)).toHaveText(site.messages.chat.technicalDifficulties);
  await expect(launcher(page)).toHaveCount(0);
  await expect(box(page)).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: chat.closeLabel })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.locator('[data-chat-launcher]')).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeFocused();
});

test("the panel's code loads only when the chat is first opened", async ({ page }) => {
  // `data-chat-message` marks the message bubbles, which only the panel's code draws.
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  await page.goto('/');
  await expect(launcher(page)).toBeVisible(FUNCTION_CALL);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  expect(before).toBeGreaterThan(0);
  for (const script of scripts)
    expect({ url: script.url, panel: (await script.body).includes('data-chat-message') }).toEqual({
      url: script.url,
      panel: false,
    });
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  const loaded = await Promise.all(scripts.slice(before).map((script) => script.body));
  expect(loaded.some((body) => body.includes('data-chat-message'))).toBe(true);
});
