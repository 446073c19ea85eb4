/**
 * Property tests of the contact function and the contact form's pure rules. 10,000 random bodies (wrong types, huge
 * strings, unicode, nested junk, missing fields, raw non-JSON) through the real handler in local mode:
 * never a 5xx, never a throw, always a JSON answer.
 */
import type { Context } from '@netlify/functions';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import handler from '../../functions/send-contact-email.ts';
import { MessageStore } from '../../functions/lib/contact-store.ts';
import site from '../../generated/site.json' with { type: 'json' };
import { closesOnSuccess, describeFailure, serverError } from '../../renderer/logic/contact.ts';
import { contactMessage, isHeaderSafe } from '../../schema/contact-message.ts';
import { startTestBlobs, type TestBlobs } from '../helpers/blobs.ts';

const context = { deploy: { context: 'dev' } } as unknown as Context;
const ENV_KEYS = ['SENDGRID_API_KEY', 'TURNSTILE_SECRET_KEY', 'CONTACT_DEPLOYED', 'CONTEXT'];
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
let blobs: TestBlobs;

beforeAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key];
  blobs = await startTestBlobs();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  await blobs.stop();
  for (const key of ENV_KEYS) saved[key] === undefined ? delete process.env[key] : (process.env[key] = saved[key]);
  vi.restoreAllMocks();
});

const junk = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ maxLength: 20_000 }).map((text) => text.repeat(2)),
  fc.constantFrom('', ' ', '\r\n', 'ada@example.com', 'a@b', '😀'.repeat(50), 'x'.repeat(6000), 'Bcc: x@y.z\r\n'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Bodies shaped like the form's, with each field sometimes missing, sometimes junk, sometimes plausible. */
const formish = fc.record(
  {
    name: fc.oneof(fc.constant('Ada Lovelace'), junk),
    email: fc.oneof(fc.constant('ada@example.com'), fc.emailAddress(), junk),
    phone: fc.oneof(fc.constant('+1 555 123 4567'), junk),
    message: fc.oneof(fc.constant('Hello'), fc.string({ unit: 'grapheme', maxLength: 2000 }), junk),
    turnstileToken: junk,
    website: fc.oneof(fc.constant(''), junk),
    extra: junk,
  },
  { requiredKeys: [] },
);

type Body = { text: string; type: string; method: string };
const bodies: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 6,
    arbitrary: formish.map((value) => ({ text: JSON.stringify(value), type: 'application/json', method: 'POST' })),
  },
  {
    weight: 2,
    arbitrary: fc.jsonValue({ maxDepth: 6 }).map((value) => ({
      text: JSON.stringify(value) ?? 'null',
      type: 'application/json; charset=utf-8',
      method: 'POST',
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'binary', maxLength: 500 })
      .map((text) => ({ text, type: 'application/json', method: 'POST' })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      text: fc.string({ maxLength: 200 }),
      type: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        '',
        'application/jsonx',
        'APPLICATION/JSON',
      ),
      method: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
    }),
  },
);

describe('send-contact-email never fails badly', () => {
  it('10,000 random bodies: never a 5xx, never a throw, always JSON with an error on failure', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async ({ text, type, method }) => {
        const request = new Request('http://localhost/.netlify/functions/send-contact-email', {
          method,
          headers: type ? { 'content-type': type } : {},
          body: text,
        });
        const response = await handler(request, context);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const body = JSON.parse(await response.text());
        if (response.status >= 400) expect(typeof body.error).toBe('string');
      }),
      { numRuns: 10_000 },
    );
  }, 300_000);
});

/** Every character that could break or disguise an email header. */
const HEADER_BREAKERS = ['\r', '\n', '\u2028', '\u2029', '\u0085', '\v', '\f', '\0', '\t', '\u001b', '\u007f'];
const BIDI_CONTROLS = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e'];
BIDI_CONTROLS.push('\u2066', '\u2067', '\u2068', '\u2069');

describe('header-bound fields', () => {
  const post = (body: unknown) =>
    handler(
      new Request('http://localhost/.netlify/functions/send-contact-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      context,
    );
  const valid = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 555 0100', message: 'Hello' };

  it('refuse a line or paragraph separator, a control or a bidi control anywhere, and nothing is stored', async () => {
    const before = (await new MessageStore().ids()).length;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('name', 'phone'),
        fc.string({ maxLength: 15 }),
        fc.constantFrom(...HEADER_BREAKERS, ...BIDI_CONTROLS),
        fc.string({ maxLength: 15 }),
        async (field, head, breaker, tail) => {
          const response = await post({ ...valid, [field]: `${head}${breaker}${tail}` });
          expect(response.status).toBe(400);
          expect((await response.json()).error).toBe(site.messages.api.invalidHeaderField);
        },
      ),
      { numRuns: 500 },
    );
    expect((await new MessageStore().ids()).length).toBe(before);
  });

  it('the schema agrees: a header field is valid only without any of them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const unsafe = [...HEADER_BREAKERS, ...BIDI_CONTROLS].some((char) => text.includes(char));
        if (unsafe) expect(isHeaderSafe(text)).toBe(false);
        const name = `A${text}`.slice(0, 100);
        const parsed = contactMessage.safeParse({ ...valid, name });
        if (!isHeaderSafe(name.trim())) expect(parsed.success).toBe(false);
      }),
      { numRuns: 3000 },
    );
    for (const char of [...HEADER_BREAKERS, ...BIDI_CONTROLS])
      expect(isHeaderSafe(`a${char}b`), JSON.stringify(char)).toBe(false);
    for (const text of ['Ada Lovelace', 'José Núñez-O’Brien', '山田 太郎', 'محمد', '+1 (555) 010-0100 ext. 7'])
      expect(isHeaderSafe(text)).toBe(true);
  });
});

describe('the form rules', () => {
  it('the toast text is the error message when there is one, else the fallback', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constant(undefined), fc.constant(null), fc.integer(), fc.object()),
        fc.string({ minLength: 1 }),
        (value, fallback) => {
          const error = typeof value === 'string' ? new Error(value) : value;
          const text = describeFailure(error, fallback);
          if (typeof value === 'string' && value.trim() !== '') expect(text).toBe(value);
          else expect(text).toBe(fallback);
        },
      ),
    );
  });

  it("the server's error field is used only when it is a non-empty string", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const error = serverError(body);
        const field =
          typeof body === 'object' && body !== null && !Array.isArray(body)
            ? (body as Record<string, unknown>).error
            : undefined;
        if (typeof field === 'string' && field.trim() !== '') expect(error).toBe(field);
        else expect(error).toBeUndefined();
      }),
    );
  });

  it('closes on success exactly on the listed pages, with or without a trailing slash', () => {
    expect(closesOnSuccess('/about', ['/about'])).toBe(true);
    expect(closesOnSuccess('/about/', ['/about'])).toBe(true);
    expect(closesOnSuccess('/contact', ['/about'])).toBe(false);
    expect(closesOnSuccess('/', [])).toBe(false);
    fc.assert(
      fc.property(fc.webPath(), fc.webPath(), (path, other) => {
        expect(closesOnSuccess(path, [])).toBe(false);
        expect(closesOnSuccess(path, [path])).toBe(true);
        expect(closesOnSuccess(`${path}/`, [path])).toBe(true);
        if (other.replace(/\/+$/, '') !== path.replace(/\/+$/, '')) expect(closesOnSuccess(path, [other])).toBe(false);
      }),
    );
  });
});
