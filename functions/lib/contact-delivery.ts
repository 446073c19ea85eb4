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
  // A function, not the name itself: in a replacement string `$&`, `$'` and `$\`` stand for parts of the subject.
  const subject = form.notificationEmail.subject.replace('{name}', () => message.name);
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

/**
 * Loads the real @sendgrid/mail and answers a function that sends through it, which throws what SendGrid throws (an
 * answer other than 2xx, a timeout). Loaded only when SendGrid is configured: local mode keeps messages in the store
 * and needs none of it. Loaded before the visitor's answer, never by the send that follows it: Netlify's local
 * emulation deletes the folder it built the function into once it has the answer, and nothing loads from there after.
 * Never throws: when the module cannot be loaded, every send fails with that error, and each try records it.
 */
export async function sendGridSender(settings: SendGridSettings): Promise<(outgoing: Outgoing) => Promise<void>> {
  let sgMail: typeof import('@sendgrid/mail');
  try {
    sgMail = (await import('@sendgrid/mail')).default;
  } catch (error) {
    return () => Promise.reject(error);
  }
  return async (outgoing) => {
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
  };
}

/**
 * A short, log-safe reason for a failed send: SendGrid's status, the network error of a request that got no answer,
 * or whatever else failed in its own words (a module that could not be loaded is not SendGrid's doing).
 */
export function sendFailure(error: unknown): string {
  const { code, message, isAxiosError } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    isAxiosError?: unknown;
  };
  if (typeof code === 'number') return `SendGrid answered ${code}`;
  // @sendgrid/mail's HTTP client (axios) marks the errors of its requests; every other error happened before one.
  if (isAxiosError === true) return `SendGrid unreachable (${typeof code === 'string' ? code : 'no answer'})`;
  // Its first line: Node's module errors go on with the stack of requiring files.
  const text = typeof message === 'string' && message !== '' ? message.split('\n')[0]! : 'unknown error';
  return (typeof code === 'string' ? `${code}: ${text}` : text).slice(0, 200);
}
