/**
 * Scheduled every 5 minutes: sends the contact messages whose email has not gone out yet (SendGrid failed, timed
 * out, or the contact function died before sending), each when its backoff has passed, each by whoever holds its
 * lease (lib/contact-forward.ts). After MAX_ATTEMPTS tries a message is marked failed and stays stored, listed by
 * `npm run messages` locally and in the site's Blobs store on Netlify. Then it alerts a person, once per message that
 * failed or has been pending for more than an hour (lib/contact-alert.ts): to CONTACT_ALERT_WEBHOOK_URL, or to the
 * log at error level. Without SendGrid settings there is nothing to send. `npm start` runs it on the same schedule,
 * and a request to /.netlify/functions/retry-contact-delivery runs it at once (Netlify's local emulation only).
 */
import { randomUUID } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { alertUndelivered, postAlert, type AlertOutcome } from './lib/contact-alert.ts';
import { contactConfig, deployContextOf } from './lib/contact-config.ts';
import { sendGridSender } from './lib/contact-delivery.ts';
import { retryUndelivered } from './lib/contact-forward.ts';
import { MessageStore } from './lib/contact-store.ts';
import { json } from './lib/http.ts';

const oneLine = (text: string) => text.replaceAll('\n', ' ');

export default async (_request: Request, context: Context): Promise<Response> => {
  const config = contactConfig(process.env, deployContextOf(context));
  if (config.kind !== 'ready' || config.delivery.via !== 'sendgrid') {
    return json({ skipped: 'no email service configured' });
  }
  for (const reason of config.ignored) console.warn(`retry-contact-delivery: ${reason}`);
  const sendgrid = config.delivery;
  const store = new MessageStore();
  const owner = randomUUID();
  try {
    const summary = await retryUndelivered(store, await sendGridSender(sendgrid), {
      owner,
      timings: config.timings,
    });
    if (summary.due > 0) console.log(`retry-contact-delivery: ${JSON.stringify(summary)}`);

    const webhook = config.alertWebhookUrl;
    const notify = webhook
      ? async (text: string) => {
          await postAlert(webhook, text);
          console.log(`retry-contact-delivery: alert posted to the webhook: ${oneLine(text)}`);
        }
      : async (text: string) => console.error(`retry-contact-delivery: ALERT ${oneLine(text)}`);
    let alerts: AlertOutcome;
    try {
      alerts = await alertUndelivered(store, notify, { owner, timings: config.timings });
    } catch (error) {
      alerts = { alerted: 0, unsent: 0, error: (error as Error)?.message ?? String(error) };
    }
    if ('error' in alerts)
      console.error(`retry-contact-delivery: alert not sent (${alerts.error}); the next run tries again`);
    return json({ ...summary, alerted: alerts.alerted });
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
