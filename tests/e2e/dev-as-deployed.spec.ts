/**
 * `npm run dev` is the site as deployed (serve/dev-as-deployed.ts), run in a throwaway copy of the repository on the
 * port PORT names: no page logs a warning or an error in the browser's console; the functions answer through
 * Netlify's emulation (the chat shows the welcome an editor has just saved and answers; a contact message is stored
 * and emailed on its first try to a fake SendGrid on 127.0.0.1); the content's redirects, as they change, and the
 * netlify.toml headers are served as `npm start` serves them. One dev server, one page reused for the routes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import chat from '../../generated/chat.json' with { type: 'json' };
import { redirects, routes } from '../../generated/routes.ts';
import site from '../../generated/site.json' with { type: 'json' };
import { startDevCopy, type DevCopy } from '../../tools/lib/admin-driver.ts';
import { openLocalMessages } from '../../tools/lib/local-messages.ts';
import { contactEnv } from '../helpers/contact-env.ts';
import { edit } from './dev-copy.ts';
import { expect, test, type Page } from './fixtures.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 55;
const baseURL = `http://localhost:${PORT}`;
const CHAT_ENDPOINT = '/.netlify/functions/openai-chat';
/** A function call builds the function first: a second alone, many on a busy machine. */
const FUNCTION_CALL = { timeout: 60_000 };

/** Fake SendGrid: accepts every mail and keeps the id of its message. */
const mails: string[] = [];
const sendgrid = createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  mails.push((JSON.parse(body) as { custom_args: { contact_message_id: string } }).custom_args.contact_message_id);
  response.writeHead(202).end();
});

let dev: DevCopy;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  await new Promise<void>((resolve) => sendgrid.listen(0, '127.0.0.1', resolve));
  // PORT alone sets the port, as for `npm start`.
  dev = await startDevCopy(process.cwd(), PORT, {
    portFromEnv: true,
    readyPath: '/',
    env: { OPENAI_API_KEY: '', ...contactEnv(sendgrid) },
  });
  // The first visit has Vite prepare the pages' modules, and may reload the page once it has: done before the tests.
  const page = await browser.newPage();
  await page.goto(`${baseURL}/`);
  await page.waitForLoadState('networkidle', { timeout: 180_000 });
  await page.close();
});

test.afterAll(async () => {
  dev?.stop();
  await new Promise((resolve) => sendgrid.close(resolve));
});

/** The page's chat connection test, answered (or failed) after the page has loaded. */
const connectionTestOf = (page: Page) =>
  page
    .waitForRequest((request) => request.url().endsWith(CHAT_ENDPOINT), FUNCTION_CALL)
    .then((request) => request.response());

test('no page logs a warning or an error in the browser console', async ({ page }) => {
  test.setTimeout(routes.length * 60_000);
  const logged: string[] = [];
  let route = '';
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      logged.push(`${route}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`${route}: uncaught: ${error.message}`));
  for (const entry of routes) {
    route = entry.route;
    const connectionTest = connectionTestOf(page);
    await page.goto(route);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    // Every page's chat calls its function once it has been painted; the answer is the page's last news.
    expect((await connectionTest)?.status(), `${route}: the chat's connection test`).toBe(200);
  }
  expect(logged).toEqual([]);
});

test('the chat shows the welcome an editor has just saved, and answers', async ({ page }) => {
  const welcome = 'Welcome to the live preview of AI101.';
  edit(dev, 'data/chat.yaml', (text) => text.replace(/^welcome: .*$/m, `welcome: ${welcome}`));
  await expect.poll(() => readFileSync(join(dev.workspace, 'generated/chat-widget.json'), 'utf8')).toContain(welcome);
  await page.goto('/pricing');
  const launcher = page.getByRole('button', { name: chat.openLabel });
  await expect(launcher).toBeVisible(FUNCTION_CALL);
  await launcher.click();
  const panel = page.getByRole('dialog', { name: chat.title });
  await expect(panel.getByText(welcome)).toHaveCount(1);
  const box = panel.getByRole('textbox', { name: chat.inputLabel });
  await box.fill('What do you offer for dental clinics?');
  await box.press('Enter');
  await expect(panel.locator('[data-chat-message="bot"]')).toHaveCount(2, FUNCTION_CALL);
  await expect(panel.locator('[data-chat-message="bot"]').nth(1)).not.toBeEmpty();
});

test('a contact message is stored, and emailed on its first try', async ({ page }) => {
  const form = site.contactForm;
  await page.goto('/contact');
  await page.locator('dialog[data-ready]').waitFor({ state: 'attached' });
  await page.locator('main [data-opens="contact-form"]').first().click();
  const dialog = page.getByRole('dialog', { name: form.title });
  await dialog.getByLabel(form.nameLabel, { exact: true }).fill('Ada Lovelace');
  await dialog.getByLabel(form.emailLabel, { exact: true }).fill('ada@example.com');
  await dialog
    .getByLabel(form.messageLabel, { exact: true })
    .fill('Hello from the live preview: our invoices take days.');
  await dialog.getByRole('button', { name: form.submitLabel }).click();
  await expect(dialog.getByRole('status')).toContainText(form.successTitle, FUNCTION_CALL);

  // What `npm run messages` lists: the copy's local Blobs store.
  const local = await openLocalMessages(dev.workspace);
  try {
    const [message] = await local.store.all();
    expect(message).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    await expect
      .poll(async () => (await local.store.read(message!.id))?.record.delivery)
      .toMatchObject({ status: 'delivered', attempts: 1 });
    expect(mails).toEqual([message!.id]);
    expect(dev.output()).toContain(`message ${message!.id} try 1 of 8 delivered`);
  } finally {
    await local.close();
  }
});

test("redirects follow the content as it changes, headers are netlify.toml's, functions answer as saved", async ({
  request,
}) => {
  for (const { from, to } of redirects) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    const location = new URL(answer.headers().location!);
    expect(location.pathname + location.hash, from).toBe(to);
    expect(answer.headers()['x-frame-options'], from).toBe('DENY');
  }
  writeFileSync(
    join(dev.workspace, 'data/pages/old-team.yaml'),
    'route: /old-team\ntitle: Redirecting to About Us\nredirect: /about\n',
  );
  await expect
    .poll(async () => (await request.get('/old-team', { maxRedirects: 0 })).headers().location, { timeout: 15_000 })
    .toBe(`${baseURL}/about`);

  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' /);
  expect(home.headers()['speculation-rules']).toBe('"/speculation-rules.json"');
  const rules = await request.get('/speculation-rules.json');
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json');

  // A new function is found once the emulation has seen its file; a changed one answers changed on its next call.
  const saveFunction = (text: string) =>
    writeFileSync(join(dev.workspace, 'functions/dev-hello.mjs'), `export default async () => Response.json(${text});`);
  const hello = async () => (await request.get('/.netlify/functions/dev-hello', FUNCTION_CALL)).json();
  saveFunction('{ hello: "saved" }');
  await expect.poll(hello, FUNCTION_CALL).toEqual({ hello: 'saved' });
  saveFunction('{ hello: "saved again" }');
  expect(await hello()).toEqual({ hello: 'saved again' });
});
