/**
 * Forwarding stored contact messages by email, exactly once as far as we can tell.
 *
 * - A message is sent only by the holder of its lease: the contact function takes the lease in the same write that
 *   stores the message, the retry takes it with a conditional write (compare-and-set on the record's ETag) once it has
 *   expired. So the first send and a retry never both send, and two retries never send the same message.
 * - The outcome is written with the lease's ETag: delivered, or back to pending with the next try after a backoff,
 *   or failed after MAX_ATTEMPTS. A sender killed mid-way leaves its lease to expire; the retry then sends.
 * - The one case no email API lets us rule out: SendGrid accepted the email and the sender died before writing
 *   `delivered`. The lease (LEASE_MS, far longer than the send timeout) makes that window as small as a crash.
 */
import { sendFailure } from './contact-delivery.ts';
import type { Delivery, Lease, MessageStore, StoredMessage, Versioned } from './contact-store.ts';

/** How long a sender owns a message: far longer than one send may take (SendGrid's timeout is 10 s). */
export const LEASE_MS = 5 * 60_000;
/** Sends tried before a message is marked failed (it stays stored and listed). */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 5 * 60_000;
const LONGEST_WAIT_MS = 24 * 60 * 60_000;

/** Wait before the next try after `attempts` failed ones: 5 min, 15 min, 45 min, ... at most a day. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 3 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

export type Send = (message: StoredMessage) => Promise<void>;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** Delivery state of a message the contact function stores and sends itself at once (it holds the lease). */
export const pendingWithLease = (owner: string, now: Date): Delivery => ({
  status: 'pending',
  attempts: 0,
  nextAttemptAt: now.toISOString(),
  lease: { owner, until: later(now, LEASE_MS) },
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

const leaseFree = (lease: Lease | null, now: Date) => lease === null || Date.parse(lease.until) <= now.getTime();

/** Whether the retry should send this message now. */
export const isDue = (record: StoredMessage, now: Date) =>
  record.delivery.status === 'pending' &&
  leaseFree(record.delivery.lease, now) &&
  (record.delivery.nextAttemptAt === null || Date.parse(record.delivery.nextAttemptAt) <= now.getTime());

/** Takes the lease of a due message for `owner`; undefined when it is not due or someone else took it first. */
export async function claim(store: MessageStore, id: string, owner: string, now: Date): Promise<Versioned | undefined> {
  const current = await store.read(id);
  if (!current || !isDue(current.record, now)) return undefined;
  const record: StoredMessage = {
    ...current.record,
    delivery: {
      ...current.record.delivery,
      lease: { owner, until: later(now, LEASE_MS) },
      updatedAt: now.toISOString(),
    },
  };
  const etag = await store.replace(record, current.etag);
  return etag ? { record, etag } : undefined;
}

/** The delivery state after one try. */
function afterTry(delivery: Delivery, now: Date, error: string | null): Delivery {
  const attempts = delivery.attempts + 1;
  const base = { ...delivery, attempts, lease: null, updatedAt: now.toISOString() };
  if (error === null) return { ...base, status: 'delivered', nextAttemptAt: null, deliveredAt: now.toISOString() };
  if (attempts >= MAX_ATTEMPTS) return { ...base, status: 'failed', nextAttemptAt: null, lastError: error };
  return { ...base, status: 'pending', nextAttemptAt: later(now, retryDelayMs(attempts)), lastError: error };
}

/**
 * Sends a message whose lease we hold (`held` is the version carrying it) and records the outcome.
 * Returns the record as written, or undefined when the lease was lost meanwhile (its new holder decides).
 */
export async function deliver(
  store: MessageStore,
  held: Versioned,
  send: Send,
  clock: () => Date = () => new Date(),
): Promise<StoredMessage | undefined> {
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
    const record: StoredMessage = { ...current.record, delivery: afterTry(held.record.delivery, clock(), error) };
    if (await store.replace(record, current.etag)) return record;
    current = await store.read(held.record.id);
    if (!current || current.record.delivery.status === 'delivered') return current?.record;
    if (error !== null) return undefined;
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
  options: { owner: string; clock?: () => Date; budgetMs?: number },
): Promise<RetrySummary> {
  const { owner, clock = () => new Date(), budgetMs = 20_000 } = options;
  const started = clock().getTime();
  const summary: RetrySummary = { due: 0, delivered: 0, retryLater: 0, failed: 0 };
  for (const id of await store.ids()) {
    if (clock().getTime() - started > budgetMs) break;
    const held = await claim(store, id, owner, clock());
    if (!held) continue;
    summary.due += 1;
    const outcome = await deliver(store, held, send, clock);
    if (outcome?.delivery.status === 'delivered') summary.delivered += 1;
    else if (outcome?.delivery.status === 'failed') summary.failed += 1;
    else summary.retryLater += 1;
  }
  return summary;
}
