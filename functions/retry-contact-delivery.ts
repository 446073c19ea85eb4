/**
 * Scheduled every 5 minutes: sends the contact messages whose email has not gone out yet (SendGrid failed, timed
 * out, or the contact function died before sending), each when its backoff has passed, each by whoever holds its
 * lease (lib/contact-forward.ts). After MAX_ATTEMPTS tries a message is marked failed and stays stored, listed by
 * `npm run messages` locally and in the site's Blobs store on Netlify. Without SendGrid settings there is nothing to
 * send. `npm start` runs it on the same schedule; POST /.netlify/functions/retry-contact-delivery runs it at once.
 */
import { randomUUID } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { contactConfig, deployContextOf } from './lib/contact-config.ts';
import { sendWithSendGrid } from './lib/contact-delivery.ts';
import { retryUndelivered } from './lib/contact-forward.ts';
import { MessageStore } from './lib/contact-store.ts';
import { json } from './lib/http.ts';

export default async (_request: Request, context: Context): Promise<Response> => {
  const config = contactConfig(process.env, deployContextOf(context));
  if (config.kind !== 'ready' || config.delivery.via !== 'sendgrid') {
    return json({ skipped: 'no email service configured' });
  }
  const sendgrid = config.delivery;
  try {
    const summary = await retryUndelivered(new MessageStore(), (message) => sendWithSendGrid(sendgrid, message), {
      owner: randomUUID(),
    });
    if (summary.due > 0) console.log(`retry-contact-delivery: ${JSON.stringify(summary)}`);
    if (summary.failed > 0) console.error(`retry-contact-delivery: ${summary.failed} message(s) failed for good`);
    return json(summary);
  } catch (error) {
    console.error(`retry-contact-delivery: ${(error as Error)?.message ?? error}`);
    return json({ error: 'retry run failed' }, 500);
  }
};

export const config: Config & { includedFiles?: string[] } = {
  schedule: '*/5 * * * *',
  includedFiles: [
    '../node_modules/async-function/require.mjs',
    '../node_modules/generator-function/require.mjs',
    '../node_modules/async-generator-function/require.mjs',
  ],
};
