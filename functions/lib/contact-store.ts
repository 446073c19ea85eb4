/**
 * Where contact messages are kept: the Netlify Blobs store `contact-messages`, one JSON blob per message, keyed by its
 * id. Netlify runs the store in production; `npm start` (@netlify/dev) emulates it in `.netlify/blobs-serve`.
 *
 * Why Blobs: it needs no setup or schema (the site's one durable write is a message and its delivery status), each
 * write replaces a whole blob at once (a record is never half-written), and conditional writes (`onlyIfNew`,
 * `onlyIfMatch` with the entry's ETag) give the compare-and-set a delivery lease needs. Reads use strong consistency,
 * so the retry sees what the contact function has just written.
 *
 * Record life: `pending` (stored, the email not sent yet) -> `delivered`, or `failed` after the last try (it stays,
 * with the last error). `local`: kept without an email service (local mode), nothing to deliver.
 * Only the holder of an unexpired lease sends; see contact-forward.ts.
 *
 * Next to the messages, under `alerts/`, one small record per alert a message called for (contact-alert.ts): whether it
 * went out, and who is sending it, written with the same conditional writes, so two runs never both send it.
 */
import { randomUUID } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import type { ContactMessage } from '../../schema/contact-message.ts';
import { composeEmail, type NotificationEmail } from './contact-delivery.ts';

export const STORE_NAME = 'contact-messages';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'local';

export interface Lease {
  /** Who may send the message now (one call of the contact function or of the retry). */
  owner: string;
  until: string;
}

export interface Delivery {
  status: DeliveryStatus;
  /** Sends tried so far (a send cut off by a crash is not counted). */
  attempts: number;
  /** When the retry may try again (pending messages only). */
  nextAttemptAt: string | null;
  lease: Lease | null;
  lastError: string | null;
  deliveredAt: string | null;
  updatedAt: string;
}

export interface StoredMessage {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The email as the team receives it, fixed when the message arrives. */
  notification: NotificationEmail;
  delivery: Delivery;
}

/** Sortable by time: `20261123T041241123Z-<uuid>`, so keys list oldest first. */
export const newMessageId = (now: Date) => `${now.toISOString().replace(/[-:.]/g, '')}-${randomUUID()}`;

export function newRecord(message: ContactMessage, now: Date, delivery: Delivery): StoredMessage {
  return {
    id: newMessageId(now),
    receivedAt: now.toISOString(),
    name: message.name,
    email: message.email,
    phone: message.phone ?? '',
    message: message.message,
    notification: composeEmail(message),
    delivery,
  };
}

export interface Versioned {
  record: StoredMessage;
  etag: string;
}

/** Why a message calls for an alert: it failed for good, or it has been pending too long. */
export type AlertReason = 'failed' | 'pending';

export interface AlertRecord {
  messageId: string;
  reason: AlertReason;
  /** When the alert went out (posted to the webhook, or logged); null until it has. */
  sentAt: string | null;
  /** Who is sending it now (one run of the retry); once expired, the next run may send it. */
  lease: Lease | null;
  /** Why the last try to send it failed (the webhook's status or a network error). */
  lastError: string | null;
}

const ALERTS_FOLDER = 'alerts';
const alertKey = (messageId: string, reason: AlertReason) => `${ALERTS_FOLDER}/${messageId}/${reason}`;

/** The store's operations the contact flow needs, each one whole-record and atomic. */
export class MessageStore {
  constructor(private readonly store: Store = getStore({ name: STORE_NAME, consistency: 'strong' })) {}

  /** Stores a new record; never overwrites one. Returns its ETag. */
  async create(record: StoredMessage): Promise<string> {
    const { modified, etag } = await this.store.setJSON(record.id, record, { onlyIfNew: true });
    if (!modified || !etag) throw new Error(`message ${record.id} already exists`);
    return etag;
  }

  /**
   * The record and its ETag. Netlify answers a read with the ETag; the local emulation does not, but lists it, so the
   * listed one is taken first: if the record changes before it is read, that older ETag makes the next replace fail
   * instead of overwriting the change.
   */
  async read(id: string): Promise<Versioned | undefined> {
    const entry = await this.readVersioned<StoredMessage>(id);
    return entry && { record: entry.data, etag: entry.etag };
  }

  private async readVersioned<T>(key: string): Promise<{ data: T; etag: string } | undefined> {
    const { blobs } = await this.store.list({ prefix: key });
    const listed = blobs.find((blob) => blob.key === key)?.etag;
    const entry = await this.store.getWithMetadata(key, { type: 'json' });
    const etag = entry?.etag ?? listed;
    if (!entry || !etag) return undefined;
    return { data: entry.data as T, etag };
  }

  /** Replaces the record if nobody changed it since `etag`; the new ETag, or undefined when someone did. */
  async replace(record: StoredMessage, etag: string): Promise<string | undefined> {
    const { modified, etag: next } = await this.store.setJSON(record.id, record, { onlyIfMatch: etag });
    return modified ? next : undefined;
  }

  /** The ids of every message, oldest first (the alert records are in a folder of their own, not listed). */
  async ids(): Promise<string[]> {
    const { blobs } = await this.store.list({ directories: true });
    return blobs.map((blob) => blob.key).sort();
  }

  /** A message's alert record for one reason, and its ETag; undefined when none was written. */
  async readAlert(messageId: string, reason: AlertReason): Promise<{ alert: AlertRecord; etag: string } | undefined> {
    const entry = await this.readVersioned<AlertRecord>(alertKey(messageId, reason));
    return entry && { alert: entry.data, etag: entry.etag };
  }

  /**
   * Writes an alert record: a new one (no `etag`), or over the version `etag`. The new ETag, or undefined when another
   * run wrote first.
   */
  async writeAlert(alert: AlertRecord, etag?: string): Promise<string | undefined> {
    const condition = etag === undefined ? { onlyIfNew: true as const } : { onlyIfMatch: etag };
    const { modified, etag: next } = await this.store.setJSON(
      alertKey(alert.messageId, alert.reason),
      alert,
      condition,
    );
    return modified ? next : undefined;
  }

  /** Every record, newest first. */
  async all(): Promise<StoredMessage[]> {
    const ids = await this.ids();
    const records: StoredMessage[] = [];
    for (let start = 0; start < ids.length; start += 20) {
      const batch = await Promise.all(
        ids.slice(start, start + 20).map((id) => this.store.get(id, { type: 'json' }) as Promise<StoredMessage | null>),
      );
      for (const record of batch) if (record) records.push(record);
    }
    return records.sort((a, b) => (a.id < b.id ? 1 : -1));
  }

  /** Deletes a message and its alert records. */
  async delete(id: string): Promise<void> {
    await this.store.delete(id);
    for (const reason of ['failed', 'pending'] as const) await this.store.delete(alertKey(id, reason));
  }
}
