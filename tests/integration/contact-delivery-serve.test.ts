/**
 * Store, forward and alert through `npm start`: the real contact and retry functions run in Netlify's local emulation,
 * with the real @sendgrid/mail against a fake SendGrid on 127.0.0.1 and alerts posted to a fake webhook on 127.0.0.1.
 * The test settings (CONTACT_TEST_*, functions/README.md) shorten the backoff and the pending limit to a millisecond,
 * so each run of the retry tries again, and a message goes from pending to delivered, or to failed, in seconds. The
 * retry is run by a request to its address, as `netlify functions:invoke` does in Netlify's local emulation.
 * The site is laid out as a checkout: the emulation copies the packages a function loads into the folder it builds the
 * function into for each call, and deletes that folder once it has the answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../functions/lib/contact-forward.ts';
import type { StoredMessage } from '../../functions/lib/contact-store.ts';
import { openLocalMessages, REPO, type LocalMessages } from '../../tools/lib/local-messages.ts';
import { contactEnv } from '../helpers/contact-env.ts';
import { startFakeWebhook, type FakeWebhook } from '../helpers/fake-webhook.ts';

/** Fake SendGrid: answers by the visitor's name (the mail's reply-to), 202 unless listed. */
const refusals = new Map<string, number>();
const sent: { messageId: string; status: number }[] = [];
const sendgrid = createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  const mail = JSON.parse(body) as { reply_to: { name: string }; custom_args: { contact_message_id: string } };
  const status = refusals.get(mail.reply_to.name) ?? 202;
  sent.push({ messageId: mail.custom_args.contact_message_id, status });
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(status < 300 ? '' : JSON.stringify({ errors: [{ message: 'Service unavailable' }] }));
});

const CONTACT_FUNCTIONS = ['functions/send-contact-email.ts', 'functions/retry-contact-delivery.ts'];

/**
 * A site of one page whose functions are the real contact functions, with the sources they import, laid out as in a
 * checkout: the packages they load are real folders inside the site, the others link to this repository's. Netlify
 * copies a function's packages into its build only from inside the site; with links alone it would load them from
 * here, and a module loaded after the function's answer would still be found.
 */
async function contactSite(): Promise<string> {
  const site = mkdtempSync(join(tmpdir(), 'contact-serve-'));
  mkdirSync(join(site, 'dist/client'), { recursive: true });
  writeFileSync(join(site, 'dist/client/index.html'), '<h1>Contact test site</h1>');
  copyFileSync(join(REPO, 'netlify.toml'), join(site, 'netlify.toml'));
  const { metafile } = await build({
    absWorkingDir: REPO,
    entryPoints: CONTACT_FUNCTIONS,
    bundle: true,
    platform: 'node',
    format: 'esm',
    outdir: 'unused',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const loaded = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (inPackage) loaded.add(inPackage[1]!);
    else {
      mkdirSync(dirname(join(site, input)), { recursive: true });
      copyFileSync(join(REPO, input), join(site, input));
    }
  }
  const modules = join(REPO, 'node_modules');
  const packages = readdirSync(modules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) =>
      entry.startsWith('@') ? readdirSync(join(modules, entry)).map((name) => `${entry}/${name}`) : [entry],
    );
  for (const name of packages) {
    mkdirSync(dirname(join(site, 'node_modules', name)), { recursive: true });
    if (loaded.has(name)) cpSync(join(modules, name), join(site, 'node_modules', name), { recursive: true });
    else symlinkSync(join(modules, name), join(site, 'node_modules', name));
  }
  return site;
}

let root = '';
let server: ChildProcess | undefined;
let origin = '';
let output = '';
let webhook: FakeWebhook;
let local: LocalMessages;

beforeAll(async () => {
  await new Promise<void>((resolve) => sendgrid.listen(0, '127.0.0.1', resolve));
  webhook = await startFakeWebhook();

  root = await contactSite();

  server = spawn('npm', ['start', '--', '--root', root], {
    cwd: REPO,
    detached: true,
    env: {
      ...process.env,
      PORT: '0',
      ...contactEnv(sendgrid),
      CONTACT_ALERT_WEBHOOK_URL: webhook.url,
      CONTACT_TEST_LEASE_MS: '10000',
      CONTACT_TEST_FIRST_RETRY_MS: '1',
      CONTACT_TEST_LONGEST_RETRY_MS: '1',
      CONTACT_TEST_PENDING_ALERT_MS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((started, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Serving the built site at (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (url) started(url);
    };
    server?.stdout?.on('data', read);
    server?.stderr?.on('data', read);
    server?.once('exit', (code) => failed(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  local = await openLocalMessages(root);
}, 180_000);

afterAll(async () => {
  await local?.close();
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    // npm and the server it started, one process group of our own.
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  await webhook?.close();
  await new Promise((resolve) => sendgrid.close(resolve));
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Visitors whose messages SendGrid accepts at once. */
const FIRST_TRY_VISITORS = ['Mary Somerville', 'Emmy Noether', 'Lise Meitner'];

const visitor = (name: string) => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: '+1 555 010 0199',
  message: `Hello from ${name}: our invoices take days.\nCould you call me?`,
});

async function submit(message: ReturnType<typeof visitor>): Promise<string> {
  const firstTries = () =>
    [...output.matchAll(/message (\S+) try 1 of \d+ (?:delivered|failed)/g)].map((line) => line[1]!);
  const before = firstTries().length;
  const response = await fetch(`${origin}/.netlify/functions/send-contact-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  expect(await response.json()).toEqual({ ok: true });
  // The first try is made after the answer; its log line says how it went.
  await expect.poll(() => firstTries().length, { timeout: 20_000 }).toBe(before + 1);
  const id = firstTries().at(-1)!;
  expect((await record(id)).name).toBe(message.name);
  return id;
}

const record = async (id: string) => (await local.store.read(id))!.record as StoredMessage;

async function runRetry(): Promise<Record<string, number>> {
  const response = await fetch(`${origin}/.netlify/functions/retry-contact-delivery`, { method: 'POST' });
  expect(response.status).toBe(200);
  return response.json();
}

/** Runs the retry until `done` holds, as the schedule would, a run at a time. */
async function runRetryUntil(done: () => Promise<boolean>) {
  for (let run = 0; run < 3 * MAX_ATTEMPTS && !(await done()); run += 1) await runRetry();
  expect(await done()).toBe(true);
}

const alertsNaming = (id: string) => webhook.delivered().filter((text) => text.includes(id));

describe('contact delivery through npm start (fake SendGrid and webhook on 127.0.0.1)', () => {
  it('every message SendGrid accepts is emailed on its first try, right after the answer', async () => {
    const visitors = FIRST_TRY_VISITORS.map(visitor);
    const ids: string[] = [];
    for (const person of visitors) ids.push(await submit(person));
    const deliveredFirst = ids.filter((id) => output.includes(`message ${id} try 1 of ${MAX_ATTEMPTS} delivered`));
    expect(`${deliveredFirst.length} of ${ids.length} delivered on the first try`).toBe(
      `${ids.length} of ${ids.length} delivered on the first try`,
    );
    for (const id of ids) {
      expect(sent.filter((mail) => mail.messageId === id).map((mail) => mail.status)).toEqual([202]);
      expect((await record(id)).delivery).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    }
  }, 60_000);

  it('a message SendGrid refuses at first is delivered by the next run of the retry, once, with no alert', async () => {
    const ada = visitor('Ada Lovelace');
    refusals.set(ada.name, 500);
    const id = await submit(ada);
    expect(output).toContain(`message ${id} try 1 of ${MAX_ATTEMPTS} failed (SendGrid answered 500); next try at`);
    expect((await record(id)).delivery).toMatchObject({ status: 'pending', attempts: 1 });

    refusals.delete(ada.name);
    await runRetryUntil(async () => (await record(id)).delivery.status === 'delivered');
    expect((await record(id)).delivery).toMatchObject({ status: 'delivered', attempts: 2, lease: null });
    expect(sent.filter((mail) => mail.messageId === id).map((mail) => mail.status)).toEqual([500, 202]);
    expect(output).toContain(`message ${id} try 2 of ${MAX_ATTEMPTS} delivered`);
    await runRetry();
    expect(sent.filter((mail) => mail.messageId === id)).toHaveLength(2);
    expect(alertsNaming(id)).toEqual([]);
  }, 60_000);

  it('a message SendGrid always refuses: one alert when it waits, one when it fails; a failing webhook loses nothing', async () => {
    const grace = visitor('Grace Hopper');
    refusals.set(grace.name, 503);
    const id = await submit(grace);

    // The next run tries again, finds it pending for longer than the (test) limit and alerts.
    await runRetryUntil(async () => alertsNaming(id).length === 1);
    const [waitingAlert] = alertsNaming(id);
    expect(waitingAlert).toContain('New: 1 message pending for more than 0.001 seconds.');

    // The webhook breaks; the message fails at its last try and its alert cannot be posted.
    webhook.status = 500;
    await runRetryUntil(async () => (await record(id)).delivery.status === 'failed');
    await runRetry();
    const refused = webhook.posts.filter((post) => post.status === 500 && post.text.includes(id));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((post) => post.text.includes('failed for good'))).toBe(true);
    expect(await record(id)).toMatchObject({ ...grace, delivery: { status: 'failed', attempts: MAX_ATTEMPTS } });
    expect(output).toContain('alert not sent (the webhook answered 500); the next run tries again');

    // Mended, the next run posts the alert; later runs post nothing more.
    webhook.status = 200;
    await runRetryUntil(async () => alertsNaming(id).length === 2);
    expect(await runRetry()).toMatchObject({ alerted: 0 });
    expect(await runRetry()).toMatchObject({ alerted: 0 });
    const alerts = alertsNaming(id);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]).toContain(`New: 1 message failed for good after ${MAX_ATTEMPTS} tries.`);
    const { receivedAt } = await record(id);
    for (const alert of alerts) {
      expect(alert).toContain(`Waiting in all: 1 message not delivered, the oldest since ${receivedAt}.`);
      expect(alert).toContain('Last error: SendGrid answered 503');
      expect(alert).toContain('Site configuration → Blobs');
      expect(alert).toContain('npm run messages');
    }

    expect(sent.filter((mail) => mail.messageId === id)).toHaveLength(MAX_ATTEMPTS);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1)
      expect(output).toMatch(
        new RegExp(
          `message ${id} try ${attempt} of ${MAX_ATTEMPTS} failed \\(SendGrid answered 503\\); next try at \\d{4}-`,
        ),
      );
    expect(output).toContain(
      `message ${id} try ${MAX_ATTEMPTS} of ${MAX_ATTEMPTS} failed (SendGrid answered 503); no tries left`,
    );
  }, 90_000);

  it("never writes a visitor's name, address, phone or text to the log or an alert", () => {
    for (const person of ['Ada Lovelace', 'Grace Hopper', ...FIRST_TRY_VISITORS].map(visitor))
      for (const field of [person.name, person.email, person.phone, ...person.message.split('\n')]) {
        expect(output).not.toContain(field);
        for (const post of webhook.posts) expect(post.text).not.toContain(field);
      }
  });
});
