/**
 * Delivering a contact message: the email the team receives (pure), SendGrid, and the local outbox.
 * The team's own addresses are the sender and recipient; the visitor is only the reply-to.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import site from '../../generated/site.json' with { type: 'json' };
import type { ContactMessage } from '../../schema/contact-message.ts';

export const SENDGRID_TIMEOUT_MS = 10_000;

export type NotificationEmail = { subject: string; text: string };

const form = site.contactForm;

/** Subject and readable plain-text body of the email for one (validated, single-line header fields) message. */
export function composeEmail(message: ContactMessage): NotificationEmail {
  const subject = form.notificationEmail.subject.replace('{name}', message.name);
  const phone = message.phone && message.phone !== '' ? message.phone : form.notificationEmail.noPhone;
  const text = [
    form.notificationEmail.intro,
    '',
    `${form.nameLabel}: ${message.name}`,
    `${form.emailLabel}: ${message.email}`,
    `${form.phoneLabel}: ${phone}`,
    '',
    `${form.messageLabel}:`,
    message.message,
    '',
  ].join('\n');
  return { subject, text };
}

type SendGridSettings = { apiKey: string; to: string; from: string; baseUrl?: string };

/** Sends through the real @sendgrid/mail; throws what SendGrid throws. */
export async function sendWithSendGrid(settings: SendGridSettings, message: ContactMessage): Promise<void> {
  const { subject, text } = composeEmail(message);
  // Loaded only when SendGrid is configured: local mode writes to the outbox and needs none of it.
  const { default: sgMail } = await import('@sendgrid/mail');
  // setApiKey resets the API host, so the override comes after it.
  sgMail.setApiKey(settings.apiKey);
  const client = (sgMail as unknown as { client: { setDefaultRequest(key: string, value: unknown): void } }).client;
  client.setDefaultRequest('baseUrl', settings.baseUrl ?? 'https://api.sendgrid.com/');
  sgMail.setTimeout(SENDGRID_TIMEOUT_MS);
  await sgMail.send({
    to: settings.to,
    from: settings.from,
    replyTo: { email: message.email, name: message.name },
    subject,
    text,
  });
}

/** Writes one JSON file per message into `dir`, atomically (a temporary file renamed into place). Returns its path. */
export async function writeToOutbox(dir: string, message: ContactMessage, now = new Date()): Promise<string> {
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const name = `${now.toISOString().replace(/[:.]/g, '-')}-${id}.json`;
  const final = join(dir, name);
  const temporary = join(dir, `.${name}.tmp`);
  const { subject, text } = composeEmail(message);
  const record = {
    id,
    receivedAt: now.toISOString(),
    name: message.name,
    email: message.email,
    phone: message.phone ?? '',
    message: message.message,
    notification: { subject, text },
  };
  try {
    await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
    await rename(temporary, final);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return final;
}
