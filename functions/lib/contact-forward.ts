/**
 * Forwarding stored contact messages by email, exactly once as far as we can tell.
 *
 * - A message is sent only by the holder of its lease: the contact function takes the lease in the same write that
 *   stores the message, the retry takes it with a conditional write (compare-and-set on the record's ETag) once it has
 *   expired. So the first send and a retry never both send, and two retries never send the same message.
 * - The outcome is written with the lease's ETag: delivered, or back to pending with the next try after a backoff,
 *   or failed after MAX_ATTEMPTS. A sender killed mid-way leaves its lease to expire; the retry then sends.
 * - The one case no email API lets us rule out: SendGrid accepted the email and the sender died before writing
 *   `delivered`. The lease (`leaseMs`, far longer than the send timeout) makes that window as small as a crash.
 * - Each try is logged with the message id, the try number, SendGrid's status or the network error and what comes
 *   next (the next try's time, or `failed`); never the visitor's name, address or text.
 */
import { sendFailure } from './contact-delivery.ts';
import type { Delivery, Lease, MessageStore, StoredMessage, Versioned } from './contact-store.ts';

/** Sends tried before a message is marked failed (it stays stored and listed). */
export const MAX_ATTEMPTS = 8;

/** The lengths of time delivery works with; tests shorten them (contact-config.ts, `CONTACT_TEST_*`). */
export interface DeliveryTimings {
  /** How long a sender owns a message: far longer than one send may take (SendGrid's timeout is 10 s). */
  leaseMs: number;
  /** Wait after the first failed try; each later wait is three times the one before... */
  firstRetryMs: number;
  /** ...up to this. */
  longestRetryMs: number;
  /** A message pending longer than this since it arrived calls for an alert (contact-alert.ts). */
  pendingAlertMs: number;
}

export const DEFAULT_TIMINGS: Readonly<DeliveryTimings> = {
  leaseMs: 5 * 60_000,
  firstRetryMs: 5 * 60_000,
  longestRetryMs: 24 * 60 * 60_000,
  pendingAlertMs: 60 * 60_000,
};

/** Wait before the next try after `attempts` failed ones: 5 min, 15 min, 45 min, ... at most a day. */
export const retryDelayMs = (attempts: number, timings: DeliveryTimings = DEFAULT_TIMINGS) =>
  Math.min(timings.firstRetryMs * 3 ** Math.max(0, attempts - 1), timings.longestRetryMs);

export type Send = (message: StoredMessage) => Promise<void>;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** Delivery state of a message the contact function stores and sends itself at once (it holds the lease). */
export const pendingWithLease = (owner: string, now: Date, leaseMs = DEFAULT_TIMINGS.leaseMs): Delivery => ({
  status: 'pending',
  attempts: 0,
  nextAttemptAt: now.toISOString(),
  lease: { owner, until: later(now, leaseMs) },
  lastError: null,
  deliveredAt: null,
  updatedAt: now.toISOString(),
});

/** Delivery state of a message kept without an email service (local mode). */
export const keptLocally = (now: Date): Delivery => ({
  status: 'local',
  attempts: 0,
  nextAttemptAt: null,
  lease: null,
  lastError: null,
  deliveredAt: null,
  updatedAt: now.toISOString(),
});

export const leaseFree = (lease: Lease | null, now: Date) => lease === null || Date.parse(lease.until) <= now.getTime();

/** Whether the retry should send this message now. */
export const isDue = (record: StoredMessage, now: Date) =>
  record.delivery.status === 'pending' &&
  leaseFree(record.delivery.lease, now) &&
  (record.delivery.nextAttemptAt === null || Date.parse(record.delivery.nextAttemptAt) <= now.getTime());

/** Takes the lease of a due message for `owner`; undefined when it is not due or someone else took it first. */
export async function claim(
  store: MessageStore,
  id: string,
  owner: string,
  now: Date,
  leaseMs = DEFAULT_TIMINGS.leaseMs,
): Promise<Versioned | undefined> {
  const current = await store.read(id);
  if (!current || !isDue(current.record, now)) return undefined;
  const record: StoredMessage = {
    ...current.record,
    delivery: {
      ...current.record.delivery,
      lease: { owner, until: later(now, leaseMs) },
      updatedAt: now.toISOString(),
    },
  };
  const etag = await store.replace(record, current.etag);
  return etag ? { record, etag } : undefined;
}

/** The delivery state after one try. */
function afterTry(delivery: Delivery, now: Date, error: string | null, timings: DeliveryTimings): Delivery {
  const attempts = delivery.attempts + 1;
  const base = { ...delivery, attempts, lease: null, updatedAt: now.toISOString() };
  if (error === null) return { ...base, status: 'delivered', nextAttemptAt: null, deliveredAt: now.toISOString() };
  if (attempts >= MAX_ATTEMPTS) return { ...base, status: 'failed', nextAttemptAt: null, lastError: error };
  return { ...base, status: 'pending', nextAttemptAt: later(now, retryDelayMs(attempts, timings)), lastError: error };
}

/**
 * The log line for one try of message `id` (the record as written after it, or undefined when it could not be
 * written): the try number, SendGrid's answer and what happens next. Never the visitor's fields.
 */
export function describeTry(
  id: string,
  attempt: number,
  error: string | null,
  written: StoredMessage | undefined,
): { level: 'log' | 'warn' | 'error'; text: string } {
  const head = `contact delivery: message ${id} try ${attempt} of ${MAX_ATTEMPTS}`;
  if (error === null) return { level: 'log', text: `${head} delivered` };
  const failed = `${head} failed (${error})`;
  if (!written) return { level: 'warn', text: `${failed}; its lease was taken meanwhile, its new holder tries next` };
  if (written.delivery.status === 'failed')
    return { level: 'error', text: `${failed}; no tries left, marked failed and kept in the store` };
  return { level: 'warn', text: `${failed}; next try at ${written.delivery.nextAttemptAt}` };
}

/**
 * Sends a message whose lease we hold (`held` is the version carrying it) and records the outcome.
 * Returns the record as written, or undefined when the lease was lost meanwhile (its new holder decides).
 */
export async function deliver(
  store: MessageStore,
  held: Versioned,
  send: Send,
  options: { clock?: () => Date; timings?: DeliveryTimings } = {},
): Promise<StoredMessage | undefined> {
  const written = await recordTry(store, held, send, options);
  const line = describeTry(held.record.id, held.record.delivery.attempts + 1, written.error, written.record);
  console[line.level](line.text);
  return written.record;
}

async function recordTry(
  store: MessageStore,
  held: Versioned,
  send: Send,
  { clock = () => new Date(), timings = DEFAULT_TIMINGS }: { clock?: () => Date; timings?: DeliveryTimings },
): Promise<{ error: string | null; record: StoredMessage | undefined }> {
  let error: string | null = null;
  try {
    await send(held.record);
  } catch (failure) {
    error = sendFailure(failure);
  }
  let current: Versioned | undefined = held;
  // A successful send must end as `delivered`, even if the record changed meanwhile; a failed one only while we
  // still hold the lease.
  for (let round = 0; round < 5 && current; round += 1) {
    const delivery = afterTry(held.record.delivery, clock(), error, timings);
    const record: StoredMessage = { ...current.record, delivery };
    if (await store.replace(record, current.etag)) return { error, record };
    current = await store.read(held.record.id);
    if (!current || current.record.delivery.status === 'delivered') return { error, record: current?.record };
    if (error !== null) return { error, record: undefined };
  }
  throw new Error(`message ${held.record.id} was sent but could not be marked delivered`);
}

export interface RetrySummary {
  due: number;
  delivered: number;
  retryLater: number;
  failed: number;
}

/**
 * One run of the scheduled retry: every pending message whose lease is free and whose next try has come is claimed
 * and sent, oldest first, until `budgetMs` has passed (the rest wait for the next run).
 */
export async function retryUndelivered(
  store: MessageStore,
  send: Send,
  options: { owner: string; clock?: () => Date; budgetMs?: number; timings?: DeliveryTimings },
): Promise<RetrySummary> {
  const { owner, clock = () => new Date(), budgetMs = 20_000, timings = DEFAULT_TIMINGS } = options;
  const started = clock().getTime();
  const summary: RetrySummary = { due: 0, delivered: 0, retryLater: 0, failed: 0 };
  for (const id of await store.ids()) {
    if (clock().getTime() - started > budgetMs) break;
    const held = await claim(store, id, owner, clock(), timings.leaseMs);
    if (!held) continue;
    summary.due += 1;
    const outcome = await deliver(store, held, send, { clock, timings });
    if (outcome?.delivery.status === 'delivered') summary.delivered += 1;
    else if (outcome?.delivery.status === 'failed') summary.failed += 1;
    else summary.retryLater += 1;
  }
  return summary;
}
