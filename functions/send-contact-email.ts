/**
 * POST /.netlify/functions/send-contact-email: the contact form's message, as JSON.
 *
 * Order of checks: POST only (405), JSON only (415), at most 16 KB (413), no line breaks in the fields that reach
 * email headers (400), the shared schema (400 with field errors), the honeypot (a filled `website` field is accepted
 * silently and nothing is sent), configuration (503 when deployed without its secrets), Turnstile (403, failing
 * closed), then delivery: SendGrid (502 when it fails) or, locally, one JSON file in the outbox.
 * Every answer is JSON; failures are `{ error }` and nothing here throws. See lib/contact-config.ts for the modes.
 */
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { contactMessage } from '../schema/contact-message.ts';
import { contactConfig } from './lib/contact-config.ts';
import { sendWithSendGrid, writeToOutbox } from './lib/contact-delivery.ts';
import { verifyTurnstile } from './lib/contact-turnstile.ts';
import { apiMessages, failure, json, readJsonBody } from './lib/http.ts';

z.config({ jitless: true });

export const MAX_BODY_BYTES = 16 * 1024;

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

function deployContextOf(context: Context | undefined): string | undefined {
  try {
    const value = context?.deploy?.context;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

async function handle(request: Request, context: Context | undefined): Promise<Response> {
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const body = read.body;

  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const lineBreak = HEADER_FIELDS.filter((field) => {
      const value = (body as Record<string, unknown>)[field];
      return typeof value === 'string' && /[\r\n]/.test(value);
    });
    if (lineBreak.length > 0)
      return failure(400, apiMessages.invalidHeaderField, {
        fields: Object.fromEntries(lineBreak.map((field) => [field, apiMessages.invalidHeaderField])),
      });
  }

  const parsed = contactMessage.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return failure(400, `${apiMessages.invalidPayload} ${Object.values(fields).join('; ')}`, { fields });
  }
  const message = parsed.data;

  // Bots fill every field; people never see this one. Answer as if sent, send nothing.
  if (message.website !== undefined && message.website.trim() !== '') return json({ ok: true });

  const config = contactConfig(process.env, deployContextOf(context));
  if (config.kind === 'unconfigured') {
    console.error(`send-contact-email: not configured, missing ${config.missing.join(', ')}`);
    return failure(503, apiMessages.notConfigured);
  }

  if (config.turnstile) {
    const verification = await verifyTurnstile({
      token: message.turnstileToken,
      secret: config.turnstile.secret,
      verifyUrl: config.turnstile.verifyUrl,
      remoteIp: typeof context?.ip === 'string' ? context.ip : undefined,
    });
    if (!verification.ok) {
      console.warn(`send-contact-email: Turnstile refused (${verification.reason})`);
      return failure(403, apiMessages.verificationFailed);
    }
  }

  if (config.delivery.via === 'sendgrid') {
    try {
      await sendWithSendGrid(config.delivery, message);
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      console.error(
        `send-contact-email: SendGrid failed${code ? ` (${String(code)})` : ''}: ${(error as Error)?.message ?? error}`,
      );
      return failure(502, apiMessages.deliveryFailed);
    }
    return json({ ok: true });
  }

  try {
    const file = await writeToOutbox(config.delivery.dir, message);
    console.log(`send-contact-email: no SENDGRID_API_KEY, message written to ${file}`);
  } catch (error) {
    console.error(
      `send-contact-email: could not write to the outbox ${config.delivery.dir}: ${(error as Error)?.message ?? error}`,
    );
    return failure(502, apiMessages.deliveryFailed);
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

/**
 * Netlify's function file tracer does not follow the `module-sync` export condition, which Node 20.19+ and 22 use, so
 * it leaves out these entry points of three small packages @sendgrid/mail pulls in (through axios and form-data) and
 * the function cannot load. They are included by hand. (In-source `includedFiles` is relative to this folder.)
 * At most 5 messages a minute from one visitor (IP) to this site (domain). Both values must stay literals: Netlify
 * reads this object from the source without running it.
 */
export const config: Config & { includedFiles?: string[] } = {
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  includedFiles: [
    '../node_modules/async-function/require.mjs',
    '../node_modules/generator-function/require.mjs',
    '../node_modules/async-generator-function/require.mjs',
  ],
};
