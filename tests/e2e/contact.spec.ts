/** The contact window and form in Chromium against `npm start` (local mode: messages land in the local Blobs store). */
import { expect, test, type Page } from './fixtures.ts';
import { content, contentPages } from './content.ts';
import { deleteStoredMessage, storedMessages } from './outbox.ts';

const form = content.site.contactForm;
const messages = content.site.messages.contact;
const ENDPOINT = '**/.netlify/functions/send-contact-email';

const dialog = (page: Page) => page.getByRole('dialog', { name: form.title });

/** Opens a page and waits until it has hydrated (the contact window listens). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('dialog[data-ready]').waitFor({ state: 'attached' });
}

async function fill(page: Page, values: { name: string; email: string; phone?: string; message: string }) {
  const modal = dialog(page);
  await modal.getByLabel(form.nameLabel, { exact: true }).fill(values.name);
  await modal.getByLabel(form.emailLabel, { exact: true }).fill(values.email);
  if (values.phone !== undefined) await modal.getByLabel(form.phoneLabel).fill(values.phone);
  await modal.getByLabel(form.messageLabel, { exact: true }).fill(values.message);
}

async function openFromContactPage(page: Page) {
  await visit(page, '/contact');
  const opener = page.locator('main [data-opens="contact-form"]').first();
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  return opener;
}

test.describe('opening and closing', () => {
  for (const view of contentPages.filter((page) => page.kind !== 'solution-not-found')) {
    test(`${view.route}: every contact button and the open-contact-modal event open the window`, async ({ page }) => {
      await visit(page, view.route);
      const buttons = page.locator('[data-opens="contact-form"]');
      const count = await buttons.count();
      for (let index = 0; index < count; index += 1) {
        const button = buttons.nth(index);
        if (!(await button.isVisible())) continue;
        await button.click();
        await expect(dialog(page)).toBeVisible();
        await expect(dialog(page).getByLabel(form.nameLabel, { exact: true })).toBeFocused();
        await dialog(page).getByRole('button', { name: content.site.messages.ui.closeDialog }).click();
        await expect(dialog(page)).toBeHidden();
        await expect(button).toBeFocused();
      }
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-contact-modal')));
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('heading', { name: form.title })).toBeVisible();
    });
  }

  test('Escape and a backdrop click close it; focus stays inside while open and returns to the opener', async ({
    page,
  }) => {
    const opener = await openFromContactPage(page);
    // Tab through every control: focus never leaves the window (the honeypot is never reached).
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return {
          inDialog: !!active?.closest('dialog[open]') || active === document.body,
          name: active?.getAttribute('name'),
        };
      });
      expect(inside.inDialog).toBe(true);
      expect(inside.name).not.toBe('website');
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    // A click inside the window does not close it.
    await opener.click();
    await dialog(page).getByRole('heading', { name: form.title }).click();
    await expect(dialog(page)).toBeVisible();
  });

  test('fields are labelled, the phone has its placeholder, the message has 4 rows, the honeypot is hidden', async ({
    page,
  }) => {
    await openFromContactPage(page);
    const modal = dialog(page);
    await expect(modal.getByLabel(form.nameLabel, { exact: true })).toHaveAttribute('required', '');
    await expect(modal.getByLabel(form.emailLabel, { exact: true })).toHaveAttribute('type', 'email');
    await expect(modal.getByLabel(form.phoneLabel)).toHaveAttribute('placeholder', form.phonePlaceholder);
    await expect(modal.getByLabel(form.phoneLabel)).toHaveAttribute('type', 'tel');
    await expect(modal.getByLabel(form.messageLabel, { exact: true })).toHaveAttribute('rows', '4');
    const honeypot = modal.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0 || box.width <= 1).toBe(true);
  });
});

test.describe('sending', () => {
  test('a valid message is stored; the green confirmation stays and the fields are cleared', async ({ page }) => {
    await openFromContactPage(page);
    const stamp = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await fill(page, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 123 4567',
      message: `Hello from the browser test ${stamp}`,
    });
    await dialog(page).getByRole('button', { name: form.submitLabel }).click();
    await expect(dialog(page).getByRole('status')).toContainText(form.successTitle, { timeout: 30_000 });
    await expect(dialog(page).getByRole('status')).toContainText(form.successMessage);
    await expect(dialog(page).getByLabel(form.nameLabel, { exact: true })).toHaveValue('');
    await expect(dialog(page).getByLabel(form.messageLabel, { exact: true })).toHaveValue('');
    const find = async () => (await storedMessages()).filter((message) => message.message.includes(stamp));
    await expect.poll(find).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+1 555 123 4567',
        delivery: expect.objectContaining({ status: 'local' }),
      }),
    ]);
    await deleteStoredMessage((await find())[0]!.id);

    // Closing and reopening keeps the confirmation (it stays until reload).
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-contact-modal')));
    await expect(dialog(page).getByRole('status')).toContainText(form.successTitle);
  });

  test('a server failure shows the toast with the server error and keeps everything typed', async ({ page }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The mail service is down (test).' }),
      }),
    );
    await openFromContactPage(page);
    const values = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '555 0100',
      message: 'Please keep this text.',
    };
    await fill(page, values);
    await dialog(page).getByRole('button', { name: form.submitLabel }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText(messages.failureTitle);
    await expect(toast).toContainText('The mail service is down (test).');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel(form.nameLabel, { exact: true })).toHaveValue(values.name);
    await expect(dialog(page).getByLabel(form.emailLabel, { exact: true })).toHaveValue(values.email);
    await expect(dialog(page).getByLabel(form.phoneLabel)).toHaveValue(values.phone);
    await expect(dialog(page).getByLabel(form.messageLabel, { exact: true })).toHaveValue(values.message);
    await expect(dialog(page).getByRole('status')).toHaveCount(0);
  });

  test('a failure without an error field says the message could not be sent', async ({ page }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>oops</h1>' }),
    );
    await openFromContactPage(page);
    await fill(page, { name: 'Alan', email: 'alan@example.com', message: 'Hi' });
    await dialog(page).getByRole('button', { name: form.submitLabel }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText(messages.sendFailed);
  });

  test('the browser blocks empty required fields and nothing is sent', async ({ page }) => {
    let posted = 0;
    await page.route(ENDPOINT, (route) => {
      posted += 1;
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await openFromContactPage(page);
    // The form sends only from its submit event, which the browser fires, or refuses with an `invalid` event, during
    // the click itself: counted here, nothing is left to happen once the click has returned.
    const formEvents = () =>
      dialog(page)
        .locator('form')
        .evaluate((element) => (element as HTMLFormElement & { seen?: string[] }).seen ?? []);
    await dialog(page)
      .locator('form')
      .evaluate((element: HTMLFormElement & { seen?: string[] }) => {
        element.seen = [];
        for (const type of ['submit', 'invalid'])
          element.addEventListener(type, () => element.seen!.push(type), { capture: true });
      });
    await dialog(page).getByRole('button', { name: form.submitLabel }).click();
    const name = dialog(page).getByLabel(form.nameLabel, { exact: true });
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    const afterFirst = await formEvents();
    expect(afterFirst).toContain('invalid');
    expect(afterFirst).not.toContain('submit');
    await fill(page, { name: 'Ada', email: 'not-an-email', message: 'Hi' });
    await dialog(page).getByRole('button', { name: form.submitLabel }).click();
    expect(
      await dialog(page)
        .getByLabel(form.emailLabel, { exact: true })
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    const afterSecond = await formEvents();
    expect(afterSecond.length).toBeGreaterThan(afterFirst.length);
    expect(afterSecond).not.toContain('submit');
    expect(posted).toBe(0);
    await expect(dialog(page).getByRole('status')).toHaveCount(0);
  });

  test('on the About page the window closes after a successful send', async ({ page }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
    );
    await visit(page, '/about');
    const opener = page.locator('#want-to-chat [data-opens="contact-form"]');
    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await fill(page, { name: 'Ada', email: 'ada@example.com', message: 'Want to chat!' });
    await dialog(page).getByRole('button', { name: form.submitLabel }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
