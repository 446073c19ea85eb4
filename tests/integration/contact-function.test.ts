/**
 * functions/send-contact-email and the scheduled retry with the real @sendgrid/mail against a fake SendGrid API on
 * 127.0.0.1, a fake Turnstile siteverify on 127.0.0.1, and a real local Netlify Blobs store (tests/helpers/blobs.ts).
 * The handlers are called directly with Request objects; one test kills a real process between storing and sending.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import handler, { MAX_BODY_BYTES } from '../../functions/send-contact-email.ts';
import retry from '../../functions/retry-contact-delivery.ts';
import { contactConfig, deliveryTimings, isDeployed } from '../../functions/lib/contact-config.ts';
import { composeEmail, sendFailure } from '../../functions/lib/contact-delivery.ts';
import { DEFAULT_TIMINGS, MAX_ATTEMPTS, retryDelayMs, retryUndelivered } from '../../functions/lib/contact-forward.ts';
import { MessageStore } from '../../functions/lib/contact-store.ts';
import { verifyTurnstile } from '../../functions/lib/contact-turnstile.ts';
import site from '../../generated/site.json' with { type: 'json' };
import { startTestBlobs, type TestBlobs } from '../helpers/blobs.ts';

const api = site.messages.api;
const ENV_KEYS = [
  'SENDGRID_API_KEY',
  'SENDGRID_BASE_URL',
  'CONTACT_TO',
  'CONTACT_FROM',
  'TURNSTILE_HOSTNAMES',
  'URL',
  'TURNSTILE_SECRET_KEY',
  'TURNSTILE_VERIFY_URL',
  'CONTACT_DEPLOYED',
  'CONTEXT',
  'CONTACT_ALERT_WEBHOOK_URL',
  'CONTACT_TEST_LEASE_MS',
  'CONTACT_TEST_FIRST_RETRY_MS',
  'CONTACT_TEST_LONGEST_RETRY_MS',
  'CONTACT_TEST_PENDING_ALERT_MS',
];
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// Fake SendGrid: records every request, answers 202 unless told otherwise; `hold` keeps it from answering until released.
const sendgridRequests: Recorded[] = [];
let sendgridStatus = 202;
let hold: Promise<void> | undefined;
const sendgrid = createServer(async (request, response) => {
  sendgridRequests.push({
    method: request.method ?? '',
    url: request.url ?? '',
    headers: request.headers,
    body: await readBody(request),
  });
  if (hold) await hold;
  (request as IncomingMessage & { answered?: number }).answered = sendgridStatus;
  if (sendgridStatus < 300) accepted.push(JSON.parse(sendgridRequests.at(-1)!.body).custom_args?.contact_message_id);
  response.writeHead(sendgridStatus, { 'content-type': 'application/json' });
  response.end(
    sendgridStatus < 300
      ? ''
      : JSON.stringify({ errors: [{ message: 'The from address does not match a verified Sender Identity.' }] }),
  );
});

/** The message ids SendGrid accepted (answered 2xx), in order: one entry per email that went out. */
const accepted: string[] = [];

// Fake siteverify: the token decides the answer.
const verifyRequests: URLSearchParams[] = [];
const siteverify = createServer(async (request, response) => {
  const form = new URLSearchParams(await readBody(request));
  verifyRequests.push(form);
  const token = form.get('response');
  const pass = { success: true, action: 'contact_form_submit' };
  const answer =
    token === 'good'
      ? { ...pass, hostname: 'localhost' }
      : token === 'good-live'
        ? { ...pass, hostname: 'ai101.agency' }
        : token === 'foreign-host'
          ? { ...pass, hostname: 'evil.example' }
          : token === 'no-host'
            ? pass
            : token === 'server-error'
              ? { ...pass, hostname: 'localhost' }
              : token === 'wrong-action'
                ? { success: true, action: 'login', hostname: 'localhost' }
                : token === 'spent'
                  ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
                  : { success: false, 'error-codes': ['invalid-input-response'] };
  if (token === 'not-json') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html>maintenance</html>');
    return;
  }
  // An HTTP 500 whose body still says success must not pass.
  response.writeHead(token === 'server-error' ? 500 : 200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
});

let sendgridUrl = '';
let verifyUrl = '';
let blobs: TestBlobs;

beforeAll(async () => {
  sendgridUrl = await listen(sendgrid);
  verifyUrl = await listen(siteverify);
});
afterAll(async () => {
  await new Promise((resolve) => sendgrid.close(resolve));
  await new Promise((resolve) => siteverify.close(resolve));
});

beforeEach(async () => {
  for (const key of ENV_KEYS) delete process.env[key];
  blobs = await startTestBlobs();
  sendgridRequests.length = 0;
  accepted.length = 0;
  verifyRequests.length = 0;
  sendgridStatus = 202;
  hold = undefined;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await blobs.stop();
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  vi.restoreAllMocks();
});

function useSendGrid() {
  process.env.SENDGRID_API_KEY = 'SG.test-key';
  process.env.SENDGRID_BASE_URL = sendgridUrl;
  process.env.CONTACT_TO = 'team@ai101.agency';
  process.env.CONTACT_FROM = 'website@ai101.agency';
}
function useTurnstile() {
  process.env.TURNSTILE_SECRET_KEY = 'secret-for-tests';
  process.env.TURNSTILE_VERIFY_URL = verifyUrl;
}

/** Work a call hands to `context.waitUntil` (the email), awaited by `settle()` as Netlify awaits it. */
let background: Promise<unknown>[] = [];
const contextFor = (deploy: string) =>
  ({
    deploy: { context: deploy },
    ip: '203.0.113.9',
    waitUntil: (work: Promise<unknown>) => background.push(work),
  }) as unknown as Context;
const localContext = contextFor('dev');
const productionContext = contextFor('production');
async function settle() {
  const work = background;
  background = [];
  await Promise.all(work);
}

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 123 4567',
  message: 'We lose hours every week on invoices.\nCan you help?',
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost/.netlify/functions/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Calls the function and waits, as Netlify does, for the work it left running (the email). */
async function call(request: Request, context: Context = localContext) {
  const response = await handler(request, context);
  await settle();
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: JSON.parse(text) as Record<string, unknown>,
  };
}

const stored = () => new MessageStore().all();
const MINUTE = 60_000;
/** One run of the scheduled retry at a given time, with the same SendGrid settings as the function. */
async function retryAt(at: Date) {
  const config = contactConfig(process.env, 'dev');
  if (config.kind !== 'ready' || config.delivery.via !== 'sendgrid') throw new Error('SendGrid is not configured');
  const { sendGridSender } = await import('../../functions/lib/contact-delivery.ts');
  return retryUndelivered(new MessageStore(), await sendGridSender(config.delivery), {
    owner: `retry-${at.toISOString()}`,
    clock: () => at,
  });
}
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('request shape', () => {
  it('answers 405 to anything but POST, with an Allow header', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await handler(new Request('http://localhost/x', { method }), localContext);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: api.methodNotAllowed });
    }
  });

  it('answers 415 to a body that is not JSON', async () => {
    expect(await call(post('name=Ada', { 'content-type': 'application/x-www-form-urlencoded' }))).toMatchObject({
      status: 415,
      body: { error: api.unsupportedMediaType },
    });
  });

  it('answers 413 above MAX_BODY_BYTES, whatever content-length says', async () => {
    const big = { ...valid, message: 'x'.repeat(MAX_BODY_BYTES) };
    expect(await call(post(big))).toMatchObject({ status: 413, body: { error: api.payloadTooLarge } });
    const chunked = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start: (controller) => (controller.enqueue(new TextEncoder().encode(JSON.stringify(big))), controller.close()),
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await call(chunked)).status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('never refuses as too long a message the schema accepts: 5,000 CJK characters, a 2,048-character token, every field full', async () => {
    const full = {
      name: '山'.repeat(100),
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
      phone: '+'.padEnd(40, '9'),
      message: '漢字かな交じり文'.repeat(625),
      turnstileToken: 'T'.repeat(2048),
    };
    expect(full.email.length).toBeLessThanOrEqual(254);
    expect(await call(post(full))).toMatchObject({ status: 200 });
    // The same message with every character escaped as \uXXXX, as Python's json.dumps and others send it.
    const escaped = JSON.stringify(full).replace(
      /[^{}":,]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(JSON.parse(escaped)).toEqual(full);
    expect(await call(post(escaped))).toMatchObject({ status: 200 });
    expect((await stored()).map((message) => message.message)).toEqual([full.message, full.message]);
  });

  it('answers 400 with field errors for invalid JSON and invalid fields', async () => {
    expect(await call(post('{not json'))).toMatchObject({
      status: 400,
      body: { fields: { body: expect.any(String) } },
    });
    const result = await call(post({ name: '', email: 'not-an-email', message: 'hi', extra: 1 }));
    expect(result.status).toBe(400);
    expect(result.body.error).toContain(api.invalidPayload);
    expect(result.body.fields).toMatchObject({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
    });
    expect(await stored()).toEqual([]);
  });

  it.each(['name', 'email', 'phone'] as const)(
    'refuses line breaks and controls in %s (header injection)',
    async (field) => {
      const breakers = [
        '\r\nBcc: victim@example.com',
        '\n',
        '\r',
        '\u2028',
        '\u2029',
        '\u0085',
        '\v',
        '\f',
        '\0',
        '\u202e',
        '\u2066',
      ];
      for (const breaker of breakers) {
        const value = field === 'email' ? `ada@example.com${breaker}` : `${valid[field].slice(0, 3)}${breaker}x`;
        const result = await call(post({ ...valid, [field]: value }));
        expect(result, JSON.stringify(breaker)).toMatchObject({ status: 400, body: { error: api.invalidHeaderField } });
      }
      expect(await stored()).toEqual([]);
    },
  );
});

describe('local mode (no SendGrid key, not deployed)', () => {
  it('stores each message whole, marked as kept locally, and answers once it is stored', async () => {
    expect(await call(post(valid))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await call(post({ ...valid, phone: '' }))).toMatchObject({ status: 200 });
    const messages = await stored();
    expect(messages).toHaveLength(2);
    expect(messages[0]!.id > messages[1]!.id).toBe(true);
    expect(messages[1]).toMatchObject({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      message: valid.message,
      notification: composeEmail(valid),
      delivery: { status: 'local', attempts: 0, lease: null },
    });
    expect(Date.parse(messages[1]!.receivedAt)).toBeGreaterThan(Date.now() - MINUTE);
  });

  it('accepts a filled honeypot silently and keeps nothing', async () => {
    expect(await call(post({ ...valid, website: 'http://spam.example' }))).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await stored()).toEqual([]);
  });

  it('answers 503 when the message cannot be stored, so the form keeps it', async () => {
    await blobs.stop();
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({ edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9', token: 't', siteID: 's' }),
    ).toString('base64');
    expect(await call(post(valid))).toMatchObject({ status: 503, body: { error: api.deliveryFailed } });
    blobs = await startTestBlobs();
  });
});

describe('deployed without secrets', () => {
  it('answers 503 "Contact form is not configured" and drops nothing silently', async () => {
    expect(await call(post(valid), productionContext)).toMatchObject({
      status: 503,
      body: { error: api.notConfigured },
    });
    useSendGrid();
    expect(await call(post(valid), productionContext)).toMatchObject({ status: 503 });
    expect(sendgridRequests).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it('detects a deploy from the function context or CONTEXT, and CONTACT_DEPLOYED overrides', () => {
    expect(isDeployed({}, 'production')).toBe(true);
    expect(isDeployed({}, 'deploy-preview')).toBe(true);
    expect(isDeployed({}, 'dev')).toBe(false);
    expect(isDeployed({}, undefined)).toBe(false);
    expect(isDeployed({ CONTEXT: 'branch-deploy' }, undefined)).toBe(true);
    expect(isDeployed({ CONTACT_DEPLOYED: 'true' }, 'dev')).toBe(true);
    expect(isDeployed({ CONTACT_DEPLOYED: 'false' }, 'production')).toBe(false);
    expect(contactConfig({ SENDGRID_API_KEY: 'SG.x' }, 'dev')).toEqual({
      kind: 'unconfigured',
      missing: ['CONTACT_TO', 'CONTACT_FROM'],
    });
  });
});

describe('SendGrid (real @sendgrid/mail, fake API on 127.0.0.1)', () => {
  it('sends the exact mail: fixed to and from, the visitor only as reply-to, a readable plain-text body', async () => {
    useSendGrid();
    expect(await call(post(valid))).toMatchObject({ status: 200, body: { ok: true } });
    expect(sendgridRequests).toHaveLength(1);
    const request = sendgridRequests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/mail/send');
    expect(request.headers.authorization).toBe('Bearer SG.test-key');
    const mail = JSON.parse(request.body);
    expect(mail.from).toEqual({ email: 'website@ai101.agency' });
    expect(mail.reply_to).toEqual({ email: valid.email, name: valid.name });
    expect(mail.personalizations).toEqual([{ to: [{ email: 'team@ai101.agency' }] }]);
    const expected = composeEmail(valid);
    expect(mail.subject).toBe(expected.subject);
    expect(mail.subject).toBe(site.contactForm.notificationEmail.subject.replace('{name}', valid.name));
    expect(mail.content).toEqual([{ type: 'text/plain', value: expected.text }]);
    expect(expected.text).toBe(
      [
        site.contactForm.notificationEmail.intro,
        '',
        `Name: ${valid.name}`,
        `Email: ${valid.email}`,
        `Phone: ${valid.phone}`,
        '',
        'Message:',
        valid.message,
        '',
      ].join('\n'),
    );
    expect(JSON.stringify(mail)).not.toContain('"from":{"email":"ada@');
    expect(mail.custom_args).toEqual({ contact_message_id: (await stored())[0]!.id });
  });

  it('writes "not given" for a missing phone', async () => {
    useSendGrid();
    await call(post({ name: 'Bo', email: 'bo@example.com', message: 'Hi' }));
    expect(JSON.parse(sendgridRequests[0]!.body).content[0].value).toContain(
      `Phone: ${site.contactForm.notificationEmail.noPhone}`,
    );
  });

  it('puts the name in the subject as typed, even with the $ sequences String.replace reads as patterns', async () => {
    useSendGrid();
    const name = "Ann $` $' $& $$ Lee";
    await call(post({ name, email: 'ann@example.com', message: 'Hi' }));
    const [before, after] = site.contactForm.notificationEmail.subject.split('{name}');
    expect(JSON.parse(sendgridRequests[0]!.body).subject).toBe(`${before}${name}${after}`);
  });

  it('marks the stored message delivered once SendGrid accepts it', async () => {
    useSendGrid();
    await call(post(valid));
    await settle();
    const [message] = await stored();
    expect(message!.delivery).toMatchObject({ status: 'delivered', attempts: 1, lease: null, lastError: null });
    expect(accepted).toEqual([message!.id]);
  });

  it('still answers 200 when SendGrid refuses or cannot be reached: the message is stored and left to the retry', async () => {
    useSendGrid();
    sendgridStatus = 500;
    expect(await call(post(valid))).toMatchObject({ status: 200, body: { ok: true } });
    await settle();
    process.env.SENDGRID_BASE_URL = 'http://127.0.0.1:9/';
    expect(await call(post({ ...valid, name: 'Second' }))).toMatchObject({ status: 200 });
    await settle();
    const messages = await stored();
    expect(messages.map((message) => message.delivery)).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lease: null,
        lastError: expect.stringMatching(/unreachable/),
      }),
      expect.objectContaining({ status: 'pending', attempts: 1, lease: null, lastError: 'SendGrid answered 500' }),
    ]);
    expect(accepted).toEqual([]);
  });

  it('sends nothing for a honeypot message', async () => {
    useSendGrid();
    expect(await call(post({ ...valid, website: 'x' }))).toMatchObject({ status: 200 });
    expect(sendgridRequests).toHaveLength(0);
  });
});

describe('Turnstile (fake siteverify on 127.0.0.1), failing closed', () => {
  it('sends when siteverify accepts the token for the form action, passing secret, token and IP', async () => {
    useSendGrid();
    useTurnstile();
    expect(await call(post({ ...valid, turnstileToken: 'good' }))).toMatchObject({ status: 200 });
    await settle();
    expect(sendgridRequests).toHaveLength(1);
    expect(Object.fromEntries(verifyRequests[0]!)).toEqual({
      secret: 'secret-for-tests',
      response: 'good',
      remoteip: '203.0.113.9',
    });
  });

  it.each([
    ['a missing token', undefined],
    ['a bad token', 'bad'],
    ['a spent token', 'spent'],
    ['a token for another action', 'wrong-action'],
    ['a siteverify answer that is not JSON', 'not-json'],
    ['an HTTP 500 answer whose body says success', 'server-error'],
    ['a token issued on a foreign hostname', 'foreign-host'],
    ['an answer without a hostname', 'no-host'],
  ])('refuses %s with 403 and keeps nothing', async (_, token) => {
    useSendGrid();
    useTurnstile();
    expect(await call(post({ ...valid, ...(token ? { turnstileToken: token } : {}) }))).toMatchObject({
      status: 403,
      body: { error: api.verificationFailed },
    });
    expect(sendgridRequests).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it('refuses when siteverify cannot be reached', async () => {
    useTurnstile();
    process.env.TURNSTILE_VERIFY_URL = 'http://127.0.0.1:9/siteverify';
    expect(await call(post({ ...valid, turnstileToken: 'good' }))).toMatchObject({ status: 403 });
    expect(await stored()).toEqual([]);
  });

  it('refuses when siteverify does not answer in time', async () => {
    const silent = createServer(() => {});
    const url = await listen(silent);
    try {
      const check = { token: 'good', secret: 's', verifyUrl: url, hostnames: ['localhost'], timeoutMs: 200 };
      expect(await verifyTurnstile(check)).toMatchObject({
        ok: false,
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('deployed with every secret: tokens issued on our own hostnames pass, localhost only locally', async () => {
    useSendGrid();
    useTurnstile();
    expect(await call(post({ ...valid, turnstileToken: 'good-live' }), productionContext)).toMatchObject({
      status: 200,
    });
    expect(await call(post({ ...valid, turnstileToken: 'good' }), productionContext)).toMatchObject({ status: 403 });
    expect(await call(post({ ...valid, turnstileToken: 'spent' }), productionContext)).toMatchObject({ status: 403 });
    process.env.URL = 'https://preview--ai101.netlify.app';
    process.env.TURNSTILE_HOSTNAMES = 'evil.example';
    expect(await call(post({ ...valid, turnstileToken: 'foreign-host' }), productionContext)).toMatchObject({
      status: 200,
    });
    await settle();
    expect(accepted).toHaveLength(2);
  });
});

describe('store, then forward: the scheduled retry', () => {
  it('SendGrid down, then up: the retry delivers the message exactly once, after its backoff', async () => {
    useSendGrid();
    sendgridStatus = 500;
    expect(await call(post(valid))).toMatchObject({ status: 200 });
    const [message] = await stored();
    expect(message!.delivery).toMatchObject({ status: 'pending', attempts: 1 });

    sendgridStatus = 202;
    expect(await retryAt(new Date())).toMatchObject({ due: 0 });
    expect(await retryAt(minutesLater(retryDelayMs(1) / MINUTE + 1))).toEqual({
      due: 1,
      delivered: 1,
      retryLater: 0,
      failed: 0,
    });
    expect(await retryAt(minutesLater(24 * 60))).toMatchObject({ due: 0 });
    expect(accepted).toEqual([message!.id]);
    expect((await stored())[0]!.delivery).toMatchObject({ status: 'delivered', attempts: 2, lease: null });
  });

  it('after the last try the message is marked failed, stays stored and is never sent again', async () => {
    useSendGrid();
    sendgridStatus = 503;
    await call(post(valid));
    let at = Date.now();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      at += retryDelayMs(attempt) + 1000;
      expect(await retryAt(new Date(at))).toMatchObject({ due: 1, delivered: 0 });
    }
    const [message] = await stored();
    expect(message).toMatchObject({
      message: valid.message,
      delivery: { status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'SendGrid answered 503', nextAttemptAt: null },
    });
    sendgridStatus = 202;
    expect(await retryAt(new Date(at + 7 * 24 * 60 * MINUTE))).toMatchObject({ due: 0 });
    expect(sendgridRequests).toHaveLength(MAX_ATTEMPTS);
    expect(accepted).toEqual([]);
  });

  it('never sends a message while its first send holds the lease, even when the retry runs meanwhile', async () => {
    useSendGrid();
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const answer = await handler(post(valid), localContext);
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(sendgridRequests).toHaveLength(1));
    expect(await retryAt(new Date())).toMatchObject({ due: 0 });
    expect(await retryAt(minutesLater(DEFAULT_TIMINGS.leaseMs / MINUTE - 1))).toMatchObject({ due: 0 });
    release();
    await settle();
    expect(await retryAt(minutesLater(60))).toMatchObject({ due: 0 });
    expect(accepted).toHaveLength(1);
    expect(sendgridRequests).toHaveLength(1);
  });

  it('a process killed between storing and sending: the message stays stored and the retry sends it once', async () => {
    useSendGrid();
    // The email never gets an answer: the process is killed while it waits.
    hold = new Promise(() => {});
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/helpers/contact-sender.ts', JSON.stringify(valid)],
      {
        env: { ...process.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
    await vi.waitFor(() => expect(sendgridRequests, output).toHaveLength(1), { timeout: 30_000, interval: 50 });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(output).toContain('answered 200');

    hold = undefined;
    const [message] = await stored();
    expect(message!.delivery).toMatchObject({ status: 'pending', attempts: 0, lease: expect.anything() });
    // Its lease still runs: nobody else sends it yet.
    expect(await retryAt(new Date())).toMatchObject({ due: 0 });
    expect(await retryAt(new Date(Date.now() + DEFAULT_TIMINGS.leaseMs + 1000))).toMatchObject({
      due: 1,
      delivered: 1,
    });
    expect(await retryAt(new Date(Date.now() + DEFAULT_TIMINGS.leaseMs + 60 * MINUTE))).toMatchObject({ due: 0 });
    expect(accepted).toEqual([message!.id]);
  }, 60_000);

  it('the scheduled function does nothing without SendGrid, and delivers due messages with it', async () => {
    await call(post(valid));
    expect(await (await retry(new Request('http://localhost/'), localContext)).json()).toEqual({
      skipped: 'no email service configured',
    });
    useSendGrid();
    sendgridStatus = 500;
    await call(post({ ...valid, name: 'Later' }));
    sendgridStatus = 202;
    const response = await retry(new Request('http://localhost/'), localContext);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ due: 0, delivered: 0, retryLater: 0, failed: 0, alerted: 0 });
    expect((await stored()).map((message) => message.delivery.status)).toEqual(['pending', 'local']);
  });
});

/** Everything the functions wrote to the console since the test began, one string per call. */
const logged = (level: 'log' | 'warn' | 'error') =>
  vi.mocked(console[level]).mock.calls.map((call) => call.map(String).join(' '));
const allLogged = () => [...logged('log'), ...logged('warn'), ...logged('error')];
const visitorFields = [valid.name, valid.email, valid.phone, ...valid.message.split('\n')];

describe('logs and alerts', () => {
  it("each failed try logs the message id, the try number, SendGrid's status or network error and the next try, never the visitor's fields", async () => {
    useSendGrid();
    sendgridStatus = 500;
    await call(post(valid));
    let [message] = await stored();
    expect(logged('warn')).toContain(
      `contact delivery: message ${message!.id} try 1 of ${MAX_ATTEMPTS} failed (SendGrid answered 500); next try at ${message!.delivery.nextAttemptAt}`,
    );

    process.env.SENDGRID_BASE_URL = 'http://127.0.0.1:9/';
    let at = Date.now() + retryDelayMs(1) + 1000;
    await retryAt(new Date(at));
    [message] = await stored();
    expect(logged('warn')).toContain(
      `contact delivery: message ${message!.id} try 2 of ${MAX_ATTEMPTS} failed (SendGrid unreachable (ECONNREFUSED)); next try at ${message!.delivery.nextAttemptAt}`,
    );

    process.env.SENDGRID_BASE_URL = sendgridUrl;
    for (let attempt = 2; attempt < MAX_ATTEMPTS; attempt += 1) {
      at += retryDelayMs(attempt) + 1000;
      await retryAt(new Date(at));
    }
    expect(logged('error')).toContain(
      `contact delivery: message ${message!.id} try ${MAX_ATTEMPTS} of ${MAX_ATTEMPTS} failed (SendGrid answered 500); no tries left, marked failed and kept in the store`,
    );
    expect(logged('warn').filter((line) => line.includes(' failed ('))).toHaveLength(MAX_ATTEMPTS - 1);
    for (const line of allLogged()) for (const field of visitorFields) expect(line).not.toContain(field);
  });

  it("a failure that is not SendGrid's is logged in its own words, on one line: a missing module is no network error", () => {
    let missing: unknown;
    try {
      createRequire(import.meta.url)('@sendgrid/no-such-package');
    } catch (error) {
      missing = error;
    }
    expect(sendFailure(missing)).toBe("MODULE_NOT_FOUND: Cannot find module '@sendgrid/no-such-package'");
  });

  it('CONTACT_TEST_* shorten the lease and the backoff locally; ignored when deployed, or when not a whole number', async () => {
    const shortened = {
      CONTACT_TEST_LEASE_MS: '1500',
      CONTACT_TEST_FIRST_RETRY_MS: '20',
      CONTACT_TEST_LONGEST_RETRY_MS: '40',
      CONTACT_TEST_PENDING_ALERT_MS: '1000',
    };
    const local = { leaseMs: 1500, firstRetryMs: 20, longestRetryMs: 40, pendingAlertMs: 1000 };
    expect(deliveryTimings(shortened, false)).toEqual({ timings: local, ignored: [] });
    expect(deliveryTimings(shortened, true).timings).toEqual(DEFAULT_TIMINGS);
    expect(deliveryTimings(shortened, true).ignored).toEqual(
      Object.keys(shortened).map((name) => `${name} is a test setting, ignored when deployed`),
    );
    for (const bad of ['0', '-5', '1.5', 'soon', '1e3'])
      expect(deliveryTimings({ CONTACT_TEST_LEASE_MS: bad }, false)).toEqual({
        timings: DEFAULT_TIMINGS,
        ignored: [`CONTACT_TEST_LEASE_MS=${bad} is not a whole number of milliseconds above 0`],
      });

    useSendGrid();
    Object.assign(process.env, shortened);
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    sendgridStatus = 500;
    const answer = await handler(post(valid), localContext);
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(sendgridRequests).toHaveLength(1));
    const [sending] = await stored();
    expect(Date.parse(sending!.delivery.lease!.until) - Date.parse(sending!.receivedAt)).toBe(1500);
    release();
    await settle();
    const [pending] = await stored();
    expect(Date.parse(pending!.delivery.nextAttemptAt!) - Date.parse(pending!.delivery.updatedAt)).toBe(20);
  });

  it('without CONTACT_ALERT_WEBHOOK_URL the alert is one error-level log line per state change, not one per run', async () => {
    useSendGrid();
    Object.assign(process.env, {
      CONTACT_TEST_FIRST_RETRY_MS: '1',
      CONTACT_TEST_LONGEST_RETRY_MS: '1',
      CONTACT_TEST_PENDING_ALERT_MS: '1',
    });
    sendgridStatus = 503;
    await call(post(valid));
    const [message] = await stored();
    const runRetry = async () => (await retry(new Request('http://localhost/'), localContext)).json();
    // Each run tries once more (the backoff is 1 ms); the message fails at its last try.
    for (let run = 1; run < 3 * MAX_ATTEMPTS && (await stored())[0]!.delivery.status !== 'failed'; run += 1)
      await runRetry();
    expect((await stored())[0]!.delivery).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await runRetry()).toMatchObject({ due: 0, alerted: 0 });
    expect(await runRetry()).toMatchObject({ due: 0, alerted: 0 });

    const alerts = logged('error').filter((line) => line.startsWith('retry-contact-delivery: ALERT '));
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toContain('New: 1 message pending for more than 0.001 seconds.');
    expect(alerts[1]).toContain(`New: 1 message failed for good after ${MAX_ATTEMPTS} tries.`);
    for (const alert of alerts) {
      expect(alert).toContain(`Waiting in all: 1 message not delivered, the oldest since ${message!.receivedAt}.`);
      expect(alert).toContain('Last error: SendGrid answered 503');
      expect(alert).toContain(`Messages: ${message!.id}.`);
      for (const field of visitorFields) expect(alert).not.toContain(field);
    }
    expect(sendgridRequests).toHaveLength(MAX_ATTEMPTS);
  });
});

describe('API answers', () => {
  it('carry nosniff, a default-src none CSP, a referrer policy and no-store', async () => {
    for (const response of [
      await handler(post(valid), localContext),
      await handler(new Request('http://localhost/x'), localContext),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    await settle();
  });
});
