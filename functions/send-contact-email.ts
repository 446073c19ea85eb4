/**
 * POST /.netlify/functions/send-contact-email: the contact form's message, as JSON. Store, then forward.
 *
 * Order of checks: POST only (405), JSON only (415), at most MAX_BODY_BYTES (413), nothing in the fields that reach
 * email headers that could break or disguise a header (400), the shared schema (400 with field errors), the honeypot
 * (a filled `website` field is accepted silently and nothing is kept), configuration (503 when deployed without its
 * secrets), Turnstile (403, failing closed). Then the message is stored (Netlify Blobs, lib/contact-store.ts) and the
 * visitor is told it arrived: success means "stored" (503 when storing fails, so the form keeps the text). With
 * SendGrid configured the email goes out right after the answer (`waitUntil`); when that fails or the function dies
 * first, the scheduled retry (retry-contact-delivery.ts) sends it later. Locally the message just stays in the store.
 * Every answer is JSON; failures are `{ error }` and nothing here throws. See lib/contact-config.ts for the modes.
 */
import { randomUUID } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { contactMessage, isHeaderSafe } from '../schema/contact-message.ts';
import { contactConfig, deployContextOf } from './lib/contact-config.ts';
import { sendGridSender } from './lib/contact-delivery.ts';
import { deliver, keptLocally, pendingWithLease } from './lib/contact-forward.ts';
import { MessageStore, newRecord } from './lib/contact-store.ts';
import { verifyTurnstile } from './lib/contact-turnstile.ts';
import { apiMessages, failure, json, readJsonBody } from './lib/http.ts';

z.config({ jitless: true });

/**
 * The most bytes a JSON body of a message the schema accepts can take: every field at its maximum length with each
 * UTF-16 unit written as a `\uXXXX` escape (6 bytes, the most JSON spends on one; CJK text sent as UTF-8 takes 3),
 * plus the field names, quotes and separators, and room for whitespace between them.
 */
export const MAX_BODY_BYTES = maxJsonBytes(contactMessage);

function maxJsonBytes(schema: z.ZodObject): number {
  const BYTES_PER_UNIT = 6;
  const WHITESPACE_ALLOWANCE = 1024;
  return Object.entries(schema.shape).reduce(
    (total, [key, field]) => total + `"${key}":"",`.length + BYTES_PER_UNIT * maxLengthOf(field as z.ZodType),
    '{}'.length + WHITESPACE_ALLOWANCE,
  );
}

function maxLengthOf(field: z.ZodType): number {
  let inner: z.ZodType = field;
  for (;;) {
    if (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else break;
  }
  const max = inner instanceof z.ZodString ? inner.maxLength : null;
  if (typeof max !== 'number') throw new Error('every contact field needs a maximum length to bound the body size');
  return max;
}

/** The fields that end up in email headers (sender name in the subject, reply-to). */
const HEADER_FIELDS = ['name', 'email', 'phone'] as const;

/** A field's first problem, keyed by its path, e.g. `{ email: 'Please enter a valid email address' }`. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

async function handle(request: Request, context: Context | undefined): Promise<Response> {
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const body = read.body;

  // Checked on the raw values, before the schema trims them.
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const unsafe = HEADER_FIELDS.filter((field) => {
      const value = (body as Record<string, unknown>)[field];
      return typeof value === 'string' && !isHeaderSafe(value);
    });
    if (unsafe.length > 0)
      return failure(400, apiMessages.invalidHeaderField, {
        fields: Object.fromEntries(unsafe.map((field) => [field, apiMessages.invalidHeaderField])),
      });
  }

  const parsed = contactMessage.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return failure(400, `${apiMessages.invalidPayload} ${Object.values(fields).join('; ')}`, { fields });
  }
  const message = parsed.data;

  // Bots fill every field; people never see this one. Answer as if sent, keep nothing.
  if (message.website !== undefined && message.website.trim() !== '') return json({ ok: true });

  const config = contactConfig(process.env, deployContextOf(context));
  if (config.kind === 'unconfigured') {
    console.error(`send-contact-email: not configured, missing ${config.missing.join(', ')}`);
    return failure(503, apiMessages.notConfigured);
  }
  for (const reason of config.ignored) console.warn(`send-contact-email: ${reason}`);

  if (config.turnstile) {
    const verification = await verifyTurnstile({
      token: message.turnstileToken,
      secret: config.turnstile.secret,
      verifyUrl: config.turnstile.verifyUrl,
      hostnames: config.turnstile.hostnames,
      remoteIp: typeof context?.ip === 'string' ? context.ip : undefined,
    });
    if (!verification.ok) {
      console.warn(`send-contact-email: Turnstile refused (${verification.reason})`);
      return failure(403, apiMessages.verificationFailed);
    }
  }

  const now = new Date();
  const owner = randomUUID();
  const sendgrid = config.delivery.via === 'sendgrid' ? config.delivery : undefined;
  const record = newRecord(
    message,
    now,
    sendgrid ? pendingWithLease(owner, now, config.timings.leaseMs) : keptLocally(now),
  );
  const store = new MessageStore();
  let etag: string;
  try {
    etag = await store.create(record);
  } catch (error) {
    console.error(`send-contact-email: could not store the message: ${(error as Error)?.message ?? error}`);
    return failure(503, apiMessages.deliveryFailed);
  }
  console.log(`send-contact-email: stored message ${record.id}`);

  if (sendgrid) {
    // Loaded before the answer (see sendGridSender); deliver() logs the try's outcome.
    const send = await sendGridSender(sendgrid);
    const forwarding = deliver(store, { record, etag }, send, { timings: config.timings }).catch((error) =>
      console.error(`send-contact-email: message ${record.id} left to the retry: ${error?.message ?? error}`),
    );
    // The visitor's answer does not wait for the email; the function stays alive until it is sent.
    if (typeof context?.waitUntil === 'function') context.waitUntil(forwarding);
    else await forwarding;
  }
  return json({ ok: true });
}

export default async (request: Request, context: Context): Promise<Response> => {
  try {
    return await handle(request, context);
  } catch (error) {
    // Nothing above should throw; if it does, the visitor still gets JSON and no stack trace.
    console.error('send-contact-email: unexpected error', error);
    return failure(500, apiMessages.deliveryFailed);
  }
};

/** Every value must stay a literal: Netlify reads this object from the source without running it. */
export const config: Config & { includedFiles?: string[] } = {
  // At most 5 messages a minute from one visitor (IP) to this site (domain).
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  // Netlify's function file tracer does not follow the `module-sync` export condition (Node 20.19+ and 22), so it
  // would leave out these entry points of packages @sendgrid/mail pulls in, and the function could not load.
  // Paths are relative to this folder.
  includedFiles: [
    '../node_modules/async-function/require.mjs',
    '../node_modules/generator-function/require.mjs',
    '../node_modules/async-generator-function/require.mjs',
  ],
};
