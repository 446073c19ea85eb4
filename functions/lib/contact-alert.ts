/**
 * Telling a person when contact messages are not getting through. A message calls for an alert when it is marked
 * `failed`, and when it has been pending longer than `pendingAlertMs` (an hour) since it arrived. Each such state
 * change is alerted once, not once per run of the retry:
 *
 * - Its alert record (contact-store.ts, `alerts/<id>/<reason>`) says whether the alert went out. A run takes the
 *   alert with a conditional write (a lease, like a delivery's), so two runs never both send it.
 * - One run sends one alert naming every state change it took, with how many messages wait, since when, the last
 *   error and where to read them; never a visitor's name, address or text.
 * - It goes to `CONTACT_ALERT_WEBHOOK_URL` (`{"text": ...}`), or, without one, to the log at error level. A webhook
 *   that fails or does not answer in time leaves the alerts unsent (the lease is given back) for the next run. The
 *   retry delivers before it alerts, so alerting never holds up a delivery.
 */
import site from '../../generated/site.json' with { type: 'json' };
import { plural } from '../../schema/errors/catalogue.ts';
import { leaseFree, MAX_ATTEMPTS, type DeliveryTimings } from './contact-forward.ts';
import type { AlertReason, AlertRecord, MessageStore, StoredMessage } from './contact-store.ts';

export const ALERT_TIMEOUT_MS = 10_000;

/** A state change that calls for an alert. */
export interface AlertCall {
  record: StoredMessage;
  reason: AlertReason;
}

/** The alert a message calls for now, if any. */
export function alertReasonOf(record: StoredMessage, now: Date, pendingAlertMs: number): AlertReason | undefined {
  if (record.delivery.status === 'failed') return 'failed';
  if (record.delivery.status === 'pending' && now.getTime() - Date.parse(record.receivedAt) > pendingAlertMs)
    return 'pending';
  return undefined;
}

/**
 * The alerts to send now: each message's current reason, unless its alert for that reason went out already or
 * another run holds it (an unexpired lease). `alertOf` gives the alert record written for a message and reason.
 */
export function alertsDue(
  records: readonly StoredMessage[],
  alertOf: (messageId: string, reason: AlertReason) => AlertRecord | undefined,
  now: Date,
  pendingAlertMs: number,
): AlertCall[] {
  return records.flatMap((record) => {
    const reason = alertReasonOf(record, now, pendingAlertMs);
    if (!reason) return [];
    const alert = alertOf(record.id, reason);
    return !alert || (alert.sentAt === null && leaseFree(alert.lease, now)) ? [{ record, reason }] : [];
  });
}

/** The alert record of a run that takes `call` to send it. */
export const takenAlert = (
  call: AlertCall,
  owner: string,
  now: Date,
  leaseMs: number,
  before?: AlertRecord,
): AlertRecord => ({
  messageId: call.record.id,
  reason: call.reason,
  sentAt: null,
  lease: { owner, until: new Date(now.getTime() + leaseMs).toISOString() },
  lastError: before?.lastError ?? null,
});

export const sentAlert = (alert: AlertRecord, now: Date): AlertRecord => ({
  ...alert,
  sentAt: now.toISOString(),
  lease: null,
  lastError: null,
});

/** Given back after a failed post, so the next run sends it at once. */
export const unsentAlert = (alert: AlertRecord, error: string): AlertRecord => ({
  ...alert,
  lease: null,
  lastError: error,
});

/** `1 hour`, `90 minutes`, `2.5 seconds`: the pending limit as the alert states it. */
export function spokenDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return plural(ms / 3_600_000, 'hour');
  if (ms % 60_000 === 0) return plural(ms / 60_000, 'minute');
  return plural(ms / 1000, 'second');
}

const IDS_NAMED = 10;

/**
 * The alert's text: the state changes it reports, how many messages wait (pending or failed) and since when, the
 * most recent error, and where to read the messages. Only ids, counts, times and SendGrid's answers: never a field
 * the visitor wrote.
 */
export function alertText(
  calls: readonly AlertCall[],
  records: readonly StoredMessage[],
  pendingAlertMs: number,
): string {
  const failed = calls.filter((call) => call.reason === 'failed').length;
  const pending = calls.length - failed;
  const waiting = records.filter((record) => ['pending', 'failed'].includes(record.delivery.status));
  const oldest = waiting.map((record) => record.receivedAt).sort()[0];
  const lastTried = waiting
    .filter((record) => record.delivery.lastError !== null)
    .sort((a, b) => (a.delivery.updatedAt < b.delivery.updatedAt ? 1 : -1))[0];
  const ids = calls.map((call) => call.record.id);
  return [
    `${site.brand.name} website (${site.siteUrl}): contact messages are not reaching the team.`,
    `New: ${[
      failed > 0 ? `${plural(failed, 'message')} failed for good after ${MAX_ATTEMPTS} tries` : '',
      pending > 0 ? `${plural(pending, 'message')} pending for more than ${spokenDuration(pendingAlertMs)}` : '',
    ]
      .filter(Boolean)
      .join('; ')}.`,
    `Waiting in all: ${plural(waiting.length, 'message')} not delivered, the oldest since ${oldest}.`,
    lastTried
      ? `Last error: ${lastTried.delivery.lastError} (${lastTried.delivery.updatedAt}).`
      : 'Last error: none recorded (the first send never finished).',
    'Read them: Netlify, Site configuration → Blobs, store "contact-messages" (locally: npm run messages).',
    `Messages: ${ids.slice(0, IDS_NAMED).join(', ')}${ids.length > IDS_NAMED ? ` and ${ids.length - IDS_NAMED} more` : ''}.`,
  ].join('\n');
}

/** Posts `text` to a Slack-compatible incoming webhook; throws on a non-2xx answer, a network error or a timeout. */
export async function postAlert(url: string, text: string, timeoutMs = ALERT_TIMEOUT_MS): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}

/** A short, log-safe reason a post failed (never the webhook's address, which is a secret). */
export function postFailure(error: unknown): string {
  const { name, message, cause } = (error ?? {}) as { name?: unknown; message?: unknown; cause?: { code?: unknown } };
  if (name === 'TimeoutError') return 'the webhook did not answer in time';
  if (typeof cause?.code === 'string') return `the webhook could not be reached (${cause.code})`;
  return typeof message === 'string' && message.startsWith('the webhook')
    ? message
    : 'the webhook could not be reached';
}

export type AlertOutcome = { alerted: number } | { alerted: 0; unsent: number; error: string };

/**
 * One alert pass of the retry: takes every alert due now (alertsDue) and sends them as one alert with `notify`.
 * When `notify` throws, the alerts are given back for the next run.
 */
export async function alertUndelivered(
  store: MessageStore,
  notify: (text: string) => Promise<void>,
  options: { owner: string; clock?: () => Date; timings: Pick<DeliveryTimings, 'leaseMs' | 'pendingAlertMs'> },
): Promise<AlertOutcome> {
  const { owner, clock = () => new Date(), timings } = options;
  const records = await store.all();
  const now = clock();
  const written = new Map<string, { alert: AlertRecord; etag: string }>();
  for (const record of records) {
    const reason = alertReasonOf(record, now, timings.pendingAlertMs);
    const entry = reason && (await store.readAlert(record.id, reason));
    if (entry) written.set(`${record.id}/${reason}`, entry);
  }
  const taken: { call: AlertCall; alert: AlertRecord; etag: string }[] = [];
  const due = alertsDue(records, (id, reason) => written.get(`${id}/${reason}`)?.alert, now, timings.pendingAlertMs);
  for (const call of due) {
    const before = written.get(`${call.record.id}/${call.reason}`);
    const alert = takenAlert(call, owner, now, timings.leaseMs, before?.alert);
    const etag = await store.writeAlert(alert, before?.etag);
    if (etag) taken.push({ call, alert, etag });
  }
  if (taken.length === 0) return { alerted: 0 };

  try {
    await notify(
      alertText(
        taken.map(({ call }) => call),
        records,
        timings.pendingAlertMs,
      ),
    );
  } catch (error) {
    const reason = postFailure(error);
    for (const { alert, etag } of taken) await store.writeAlert(unsentAlert(alert, reason), etag);
    return { alerted: 0, unsent: taken.length, error: reason };
  }
  for (const { alert, etag } of taken) await store.writeAlert(sentAlert(alert, clock()), etag);
  return { alerted: taken.length };
}
