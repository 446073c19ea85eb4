/**
 * The email the team receives for a contact message (pure), and sending it through SendGrid.
 * The team's own addresses are the sender and recipient; the visitor is only the reply-to.
 */
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

export type SendGridSettings = { apiKey: string; to: string; from: string; baseUrl?: string };

/** What is sent: the stored email, the visitor as reply-to, the message id for tracing in SendGrid's activity. */
export interface Outgoing {
  id: string;
  name: string;
  email: string;
  notification: NotificationEmail;
}

/** Sends through the real @sendgrid/mail; throws what SendGrid throws (an answer other than 2xx, a timeout). */
export async function sendWithSendGrid(settings: SendGridSettings, outgoing: Outgoing): Promise<void> {
  // Loaded only when SendGrid is configured: local mode keeps messages in the store and needs none of it.
  const { default: sgMail } = await import('@sendgrid/mail');
  // setApiKey resets the API host, so the override comes after it.
  sgMail.setApiKey(settings.apiKey);
  const client = (sgMail as unknown as { client: { setDefaultRequest(key: string, value: unknown): void } }).client;
  client.setDefaultRequest('baseUrl', settings.baseUrl ?? 'https://api.sendgrid.com/');
  sgMail.setTimeout(SENDGRID_TIMEOUT_MS);
  await sgMail.send({
    to: settings.to,
    from: settings.from,
    replyTo: { email: outgoing.email, name: outgoing.name },
    subject: outgoing.notification.subject,
    text: outgoing.notification.text,
    customArgs: { contact_message_id: outgoing.id },
  });
}

/** A short, log-safe reason for a failed send: SendGrid's status, a timeout or a network error code. */
export function sendFailure(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'number') return `SendGrid answered ${code}`;
  if (typeof code === 'string') return `SendGrid unreachable (${code})`;
  return typeof message === 'string' && message !== '' ? message.slice(0, 200) : 'unknown error';
}
