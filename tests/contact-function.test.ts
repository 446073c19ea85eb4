/**
 * functions/send-contact-email with the real @sendgrid/mail against a fake SendGrid API on 127.0.0.1 and a fake
 * Turnstile siteverify on 127.0.0.1. The handler is called directly with Request objects.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import handler, { config, MAX_BODY_BYTES } from '../functions/send-contact-email.ts';
import { contactConfig, isDeployed } from '../functions/lib/contact-config.ts';
import { composeEmail } from '../functions/lib/contact-delivery.ts';
import { verifyTurnstile } from '../functions/lib/contact-turnstile.ts';
import site from '../generated/site.json' with { type: 'json' };

const api = site.messages.api;
const ENV_KEYS = [
  'SENDGRID_API_KEY',
  'SENDGRID_BASE_URL',
  'CONTACT_TO',
  'CONTACT_FROM',
  'CONTACT_OUTBOX_DIR',
  'TURNSTILE_SECRET_KEY',
  'TURNSTILE_VERIFY_URL',
  'CONTACT_DEPLOYED',
  'CONTEXT',
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

// Fake SendGrid: records every request, answers 202 unless told otherwise.
const sendgridRequests: Recorded[] = [];
let sendgridStatus = 202;
const sendgrid = createServer(async (request, response) => {
  sendgridRequests.push({
    method: request.method ?? '',
    url: request.url ?? '',
    headers: request.headers,
    body: await readBody(request),
  });
  response.writeHead(sendgridStatus, { 'content-type': 'application/json' });
  response.end(
    sendgridStatus < 300
      ? ''
      : JSON.stringify({ errors: [{ message: 'The from address does not match a verified Sender Identity.' }] }),
  );
});

// Fake siteverify: the token decides the answer.
const verifyRequests: URLSearchParams[] = [];
const siteverify = createServer(async (request, response) => {
  const form = new URLSearchParams(await readBody(request));
  verifyRequests.push(form);
  const token = form.get('response');
  const answer =
    token === 'good'
      ? { success: true, action: 'contact_form_submit', hostname: 'localhost' }
      : token === 'wrong-action'
        ? { success: true, action: 'login' }
        : token === 'spent'
          ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
          : { success: false, 'error-codes': ['invalid-input-response'] };
  if (token === 'not-json') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html>maintenance</html>');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
});

let sendgridUrl = '';
let verifyUrl = '';
let outbox = '';

beforeAll(async () => {
  sendgridUrl = await listen(sendgrid);
  verifyUrl = await listen(siteverify);
});
afterAll(async () => {
  await new Promise((resolve) => sendgrid.close(resolve));
  await new Promise((resolve) => siteverify.close(resolve));
});

beforeEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
  outbox = mkdtempSync(join(tmpdir(), 'contact-outbox-'));
  process.env.CONTACT_OUTBOX_DIR = outbox;
  sendgridRequests.length = 0;
  verifyRequests.length = 0;
  sendgridStatus = 202;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  rmSync(outbox, { recursive: true, force: true });
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

const localContext = { deploy: { context: 'dev' }, ip: '203.0.113.9' } as unknown as Context;
const productionContext = { deploy: { context: 'production' }, ip: '203.0.113.9' } as unknown as Context;

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

async function call(request: Request, context: Context = localContext) {
  const response = await handler(request, context);
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: JSON.parse(text) as Record<string, unknown>,
  };
}

const outboxFiles = () => readdirSync(outbox);

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

  it('answers 413 above 16 KB, whatever content-length says', async () => {
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
    expect(outboxFiles()).toEqual([]);
  });

  it.each(['name', 'email', 'phone'] as const)('refuses a line break in %s (header injection)', async (field) => {
    for (const breaker of ['\r\nBcc: victim@example.com', '\n', '\r']) {
      const value = field === 'email' ? `ada@example.com${breaker}` : `${valid[field]}${breaker}`;
      const result = await call(post({ ...valid, [field]: value }));
      expect(result).toMatchObject({ status: 400, body: { error: api.invalidHeaderField } });
    }
    expect(outboxFiles()).toEqual([]);
  });

  it('declares a Netlify rate limit', () => {
    expect(config.rateLimit).toMatchObject({ windowLimit: expect.any(Number), windowSize: expect.any(Number) });
  });
});

describe('local mode (no SendGrid key, not deployed)', () => {
  it('writes each message as one JSON file to the outbox, atomically', async () => {
    expect(await call(post(valid))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await call(post({ ...valid, phone: '' }))).toMatchObject({ status: 200 });
    const files = outboxFiles();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.json') && !name.startsWith('.'))).toBe(true);
    const saved = files.map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')));
    expect(saved).toContainEqual(
      expect.objectContaining({ name: valid.name, email: valid.email, phone: valid.phone, message: valid.message }),
    );
  });

  it('accepts a filled honeypot silently and keeps nothing', async () => {
    expect(await call(post({ ...valid, website: 'http://spam.example' }))).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(outboxFiles()).toEqual([]);
  });

  it('answers 502 when the outbox cannot be written', async () => {
    process.env.CONTACT_OUTBOX_DIR = join(outbox, 'file-not-dir');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.CONTACT_OUTBOX_DIR, 'x');
    expect(await call(post(valid))).toMatchObject({ status: 502, body: { error: api.deliveryFailed } });
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
    expect(outboxFiles()).toEqual([]);
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
    expect(outboxFiles()).toEqual([]);
  });

  it('writes "not given" for a missing phone', async () => {
    useSendGrid();
    await call(post({ name: 'Bo', email: 'bo@example.com', message: 'Hi' }));
    expect(JSON.parse(sendgridRequests[0]!.body).content[0].value).toContain(
      `Phone: ${site.contactForm.notificationEmail.noPhone}`,
    );
  });

  it('answers 502 with an error the form shows when SendGrid refuses', async () => {
    useSendGrid();
    sendgridStatus = 403;
    expect(await call(post(valid))).toMatchObject({ status: 502, body: { error: api.deliveryFailed } });
    sendgridStatus = 500;
    expect(await call(post(valid))).toMatchObject({ status: 502, body: { error: api.deliveryFailed } });
  });

  it('answers 502 when SendGrid cannot be reached', async () => {
    useSendGrid();
    process.env.SENDGRID_BASE_URL = 'http://127.0.0.1:9/';
    expect(await call(post(valid))).toMatchObject({ status: 502, body: { error: api.deliveryFailed } });
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
  ])('refuses %s with 403 and sends nothing', async (_, token) => {
    useSendGrid();
    useTurnstile();
    expect(await call(post({ ...valid, ...(token ? { turnstileToken: token } : {}) }))).toMatchObject({
      status: 403,
      body: { error: api.verificationFailed },
    });
    expect(sendgridRequests).toHaveLength(0);
  });

  it('refuses when siteverify cannot be reached', async () => {
    useTurnstile();
    process.env.TURNSTILE_VERIFY_URL = 'http://127.0.0.1:9/siteverify';
    expect(await call(post({ ...valid, turnstileToken: 'good' }))).toMatchObject({ status: 403 });
    expect(outboxFiles()).toEqual([]);
  });

  it('refuses when siteverify does not answer in time', async () => {
    const silent = createServer(() => {});
    const url = await listen(silent);
    try {
      expect(await verifyTurnstile({ token: 'good', secret: 's', verifyUrl: url, timeoutMs: 200 })).toMatchObject({
        ok: false,
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('deployed with every secret: verified messages are sent', async () => {
    useSendGrid();
    useTurnstile();
    expect(await call(post({ ...valid, turnstileToken: 'good' }), productionContext)).toMatchObject({ status: 200 });
    expect(await call(post({ ...valid, turnstileToken: 'spent' }), productionContext)).toMatchObject({ status: 403 });
    expect(sendgridRequests).toHaveLength(1);
  });
});
