/**
 * The contact form: native browser validation first, then the shared zod schema (loaded on first submit), an
 * invisible Turnstile token when a site key is configured, and the POST to the function. Success shows the green
 * confirmation (until reload or remount) and clears the fields; failure shows a toast and keeps everything typed.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { site } from '../../site.ts';
import { describeFailure, serverError } from '../../logic/contact.ts';
import { TurnstileWidget } from './turnstile.ts';

export const CONTACT_ENDPOINT = '/.netlify/functions/send-contact-email';

const form = site.contactForm;
const messages = site.messages.contact;

type Fields = { name: string; email: string; phone: string; message: string; website: string };
const EMPTY: Fields = { name: '', email: '', phone: '', message: '', website: '' };

/**
 * What the form's ids start with. Not React's useId, whose ids differ between the page the server renders and the
 * contact window the browser hydrates as an island of its own. The form is in that window only, once a page.
 */
const ID = 'contact-form';

/** Limits the browser enforces, matching schema/contact-message.ts. */
const MAX = { name: 100, email: 254, phone: 40, message: 5000 } as const;

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-accent-strong focus:outline-none focus:ring-2 focus:ring-accent-strong/30';
const labelStyle = 'block text-sm font-medium text-ink';

export async function showFailure(description: string) {
  const { toast } = await import('sonner');
  toast.error(messages.failureTitle, { description });
}

export function ContactForm({
  active,
  onSuccess,
  firstField,
}: {
  active: boolean;
  onSuccess?: () => void;
  firstField?: RefObject<HTMLInputElement | null>;
}) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const turnstileBox = useRef<HTMLDivElement>(null);
  const widget = useRef<TurnstileWidget | null>(null);
  const siteKey = site.turnstile.siteKey;

  // The bot check loads once the window has opened, and only when a site key is configured.
  useEffect(() => {
    if (!active || !siteKey || !turnstileBox.current) return;
    widget.current ??= new TurnstileWidget();
    void widget.current.mount(turnstileBox.current, siteKey);
  }, [active, siteKey]);
  useEffect(() => () => widget.current?.remove(), []);

  const update = (name: keyof Fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { checkContactMessage } = await import('./validate.ts');
      let turnstileToken: string | undefined;
      if (siteKey) {
        if (!widget.current?.ready) throw new Error(messages.verificationNotReady);
        turnstileToken = await widget.current.getToken(messages.verificationNotReady);
      }
      const payload = {
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        message: fields.message,
        website: fields.website,
        ...(turnstileToken ? { turnstileToken } : {}),
      };
      const checked = checkContactMessage(payload);
      if (!checked.ok) throw new Error(checked.message);
      const response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        throw new Error(serverError(body) ?? messages.sendFailed);
      }
      setFields(EMPTY);
      setSent(true);
      widget.current?.reset();
      onSuccess?.();
    } catch (error) {
      // A token is spent once the server has seen it; the next try gets a fresh one.
      widget.current?.reset();
      await showFailure(describeFailure(error, messages.failureFallback));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={`${ID}-privacy`}>
      {sent && (
        <div
          role="status"
          className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
          data-testid="contact-success"
        >
          <p className="font-semibold">{form.successTitle}</p>
          <p className="mt-1 text-sm">{form.successMessage}</p>
        </div>
      )}
      <div>
        <label htmlFor={`${ID}-name`} className={labelStyle}>
          {form.nameLabel}
        </label>
        <input
          ref={firstField}
          id={`${ID}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={MAX.name}
          value={fields.name}
          onChange={update('name')}
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${ID}-email`} className={labelStyle}>
          {form.emailLabel}
        </label>
        <input
          id={`${ID}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={MAX.email}
          value={fields.email}
          onChange={update('email')}
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${ID}-phone`} className={labelStyle}>
          {form.phoneLabel} <span className="font-normal text-slate-600">{form.optionalMark}</span>
        </label>
        <input
          id={`${ID}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={MAX.phone}
          placeholder={form.phonePlaceholder}
          value={fields.phone}
          onChange={update('phone')}
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${ID}-message`} className={labelStyle}>
          {form.messageLabel}
        </label>
        <textarea
          id={`${ID}-message`}
          name="message"
          rows={4}
          required
          maxLength={MAX.message}
          value={fields.message}
          onChange={update('message')}
          className={`${input} resize-y`}
        />
      </div>
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${ID}-website`}>{form.honeypotLabel}</label>
        <input
          id={`${ID}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={fields.website}
          onChange={update('website')}
        />
      </div>
      <div ref={turnstileBox} />
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className="inline-flex w-full items-center justify-center rounded-lg bg-accent-strong px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-sky-800 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? form.sendingLabel : form.submitLabel}
      </button>
      <p id={`${ID}-privacy`} className="text-sm text-slate-600">
        {form.privacyNote}
      </p>
    </form>
  );
}
