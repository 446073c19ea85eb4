/**
 * The contact alerts (functions/lib/contact-alert.ts): the decision and the text as pure functions (fast-check), then
 * the alert pass against a real local Netlify Blobs store (tests/helpers/blobs.ts) and a fake webhook on 127.0.0.1.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alertReasonOf,
  alertsDue,
  alertText,
  alertUndelivered,
  postAlert,
  postFailure,
  sentAlert,
  spokenDuration,
  takenAlert,
  unsentAlert,
  type AlertCall,
} from '../../functions/lib/contact-alert.ts';
import { DEFAULT_TIMINGS, MAX_ATTEMPTS } from '../../functions/lib/contact-forward.ts';
import {
  MessageStore,
  type AlertReason,
  type AlertRecord,
  type DeliveryStatus,
  type StoredMessage,
} from '../../functions/lib/contact-store.ts';
import { startTestBlobs, type TestBlobs } from '../helpers/blobs.ts';
import { startFakeWebhook, type FakeWebhook } from '../helpers/fake-webhook.ts';

const HOUR = 60 * 60_000;
const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const visitorFields = fc.record({
  name: fc.string({ minLength: 1, maxLength: 30 }),
  email: fc.emailAddress(),
  phone: fc.string({ maxLength: 20 }),
  message: fc.string({ minLength: 1, maxLength: 200 }),
});
const lastErrors = fc.constantFrom(null, 'SendGrid answered 503', 'SendGrid unreachable (ECONNREFUSED)');

/** A stored message received within 30 days of T0, in any delivery state, with its last change after arrival. */
const storedMessage = (id: string): fc.Arbitrary<StoredMessage> =>
  fc
    .record({
      received: fc.integer({ min: 0, max: 30 * 24 * HOUR }),
      changedAfter: fc.integer({ min: 0, max: 24 * HOUR }),
      status: fc.constantFrom<DeliveryStatus>('pending', 'delivered', 'failed', 'local'),
      attempts: fc.integer({ min: 0, max: MAX_ATTEMPTS }),
      lastError: lastErrors,
      visitor: visitorFields,
    })
    .map(({ received, changedAfter, status, attempts, lastError, visitor }) => ({
      id,
      receivedAt: iso(T0 + received),
      ...visitor,
      notification: { subject: `Message from ${visitor.name}`, text: visitor.message },
      delivery: {
        status,
        attempts,
        nextAttemptAt: null,
        lease: null,
        lastError,
        deliveredAt: null,
        updatedAt: iso(T0 + received + changedAfter),
      },
    }));

const messages = fc
  .uniqueArray(fc.uuid(), { minLength: 1, maxLength: 12 })
  .chain((ids) => fc.tuple(...ids.map((id) => storedMessage(id))));

const noAlerts = () => undefined;
const key = (id: string, reason: AlertReason) => `${id}/${reason}`;

describe('the alert decision (pure)', () => {
  it('a failed message calls for an alert, a pending one only after the limit, a delivered or local one never', () => {
    fc.assert(
      fc.property(
        storedMessage('m'),
        fc.integer({ min: 0, max: 60 * 24 * HOUR }),
        fc.integer({ min: 1, max: 2 * HOUR }),
        (record, after, limit) => {
          const now = new Date(T0 + after);
          const reason = alertReasonOf(record, now, limit);
          const age = now.getTime() - Date.parse(record.receivedAt);
          if (record.delivery.status === 'failed') expect(reason).toBe('failed');
          else if (record.delivery.status === 'pending') expect(reason).toBe(age > limit ? 'pending' : undefined);
          else expect(reason).toBeUndefined();
          // Still called for at any later time while the state holds.
          if (reason) expect(alertReasonOf(record, new Date(now.getTime() + HOUR), limit)).toBe(reason);
        },
      ),
    );
  });

  it('over any runs, with the webhook failing or a run dying at any of them, each state change is alerted once', () => {
    // Each message moves along pending -> delivered or failed; a run either posts (the webhook answers 2xx or not)
    // or dies after taking its alerts. Every alert that reached a person is counted.
    const run = fc.record({
      advance: fc.integer({ min: 1, max: 2 * HOUR }),
      outcome: fc.constantFrom('posted', 'webhook failed', 'died'),
      changes: fc.array(fc.tuple(fc.nat(), fc.constantFrom<DeliveryStatus>('delivered', 'failed')), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 * HOUR }), { minLength: 1, maxLength: 6 }),
        fc.array(run, { minLength: 1, maxLength: 15 }),
        (arrivals, runs) => {
          const records = arrivals.map((at, index): StoredMessage => ({
            id: `m${index}`,
            receivedAt: iso(T0 + at),
            name: 'Ada',
            email: 'ada@example.com',
            phone: '',
            message: 'Hello',
            notification: { subject: 's', text: 't' },
            delivery: {
              status: 'pending',
              attempts: 1,
              nextAttemptAt: null,
              lease: null,
              lastError: 'SendGrid answered 503',
              deliveredAt: null,
              updatedAt: iso(T0 + at),
            },
          }));
          const alerts = new Map<string, AlertRecord>();
          const reached = new Map<string, number>();
          let now = T0 + 3 * HOUR;
          for (const [index, { advance, outcome, changes }] of runs.entries()) {
            now += advance;
            for (const [which, status] of changes) {
              const record = records[which % records.length]!;
              if (record.delivery.status === 'pending') record.delivery = { ...record.delivery, status };
            }
            const at = new Date(now);
            const due = alertsDue(records, (id, reason) => alerts.get(key(id, reason)), at, HOUR);
            for (const call of due) {
              const taken = takenAlert(
                call,
                `run-${index}`,
                at,
                DEFAULT_TIMINGS.leaseMs,
                alerts.get(key(call.record.id, call.reason)),
              );
              alerts.set(key(call.record.id, call.reason), taken);
            }
            if (outcome === 'died') continue;
            for (const call of due) {
              const name = key(call.record.id, call.reason);
              if (outcome === 'posted') {
                alerts.set(name, sentAlert(alerts.get(name)!, at));
                reached.set(name, (reached.get(name) ?? 0) + 1);
              } else alerts.set(name, unsentAlert(alerts.get(name)!, 'the webhook answered 500'));
            }
            if (outcome === 'posted') {
              // After a run that reached a person, every state change that calls for an alert now has had its one.
              for (const record of records) {
                const reason = alertReasonOf(record, at, HOUR);
                if (reason && (alerts.get(key(record.id, reason))?.lease ?? null) === null)
                  expect(reached.get(key(record.id, reason))).toBe(1);
              }
            }
          }
          for (const [name, count] of reached) {
            expect(count, name).toBe(1);
            expect(name).toMatch(/\/(failed|pending)$/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the alert text (pure)', () => {
  it('names the new state changes, how many messages wait and since when, the last error and where to read them', () => {
    fc.assert(
      fc.property(messages, fc.integer({ min: 1, max: 5 * HOUR }), (records, limit) => {
        const now = new Date(T0 + 40 * 24 * HOUR);
        const calls = alertsDue(records, noAlerts, now, limit);
        fc.pre(calls.length > 0);
        const text = alertText(calls, records, limit);
        const failed = calls.filter((call) => call.reason === 'failed').length;
        const pending = calls.length - failed;
        const waiting = records.filter((record) => ['pending', 'failed'].includes(record.delivery.status));
        const messagesWord = (count: number) => `${count} message${count === 1 ? '' : 's'}`;
        if (failed > 0) expect(text).toContain(`${messagesWord(failed)} failed for good after ${MAX_ATTEMPTS} tries`);
        if (pending > 0)
          expect(text).toContain(`${messagesWord(pending)} pending for more than ${spokenDuration(limit)}`);
        const oldest = waiting.map((record) => record.receivedAt).sort()[0];
        expect(text).toContain(
          `Waiting in all: ${messagesWord(waiting.length)} not delivered, the oldest since ${oldest}.`,
        );
        const errors = waiting.filter((record) => record.delivery.lastError !== null);
        if (errors.length === 0) expect(text).toContain('Last error: none recorded');
        else {
          const latest = errors
            .map((record) => record.delivery.updatedAt)
            .sort()
            .at(-1)!;
          expect(errors.some((record) => text.includes(`Last error: ${record.delivery.lastError} (${latest}).`))).toBe(
            true,
          );
        }
        expect(text).toContain('Site configuration → Blobs');
        expect(text).toContain('npm run messages');
        for (const call of calls.slice(0, 10)) expect(text).toContain(call.record.id);
      }),
    );
  });

  it('never depends on what the visitor wrote: the same text whatever their name, address, phone and message', () => {
    fc.assert(
      fc.property(messages, fc.array(visitorFields, { minLength: 12, maxLength: 12 }), (records, others) => {
        const now = new Date(T0 + 40 * 24 * HOUR);
        const calls = alertsDue(records, noAlerts, now, HOUR);
        fc.pre(calls.length > 0);
        const swapped = records.map((record, index) => ({ ...record, ...others[index]! }));
        const swappedCalls: AlertCall[] = calls.map((call) => ({
          reason: call.reason,
          record: swapped.find((record) => record.id === call.record.id)!,
        }));
        expect(alertText(swappedCalls, swapped, HOUR)).toBe(alertText(calls, records, HOUR));
      }),
    );
  });

  it('states the pending limit as a person would say it', () => {
    expect(spokenDuration(DEFAULT_TIMINGS.pendingAlertMs)).toBe('1 hour');
    expect(spokenDuration(90 * 60_000)).toBe('90 minutes');
    expect(spokenDuration(2500)).toBe('2.5 seconds');
    expect(spokenDuration(1000)).toBe('1 second');
  });
});

/** An address on 127.0.0.1 nothing listens on (fetch refuses port 9 outright, before trying). */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/`;
}

describe('the alert pass (real local Blobs store, fake webhook on 127.0.0.1)', () => {
  let blobs: TestBlobs;
  let webhook: FakeWebhook;
  beforeAll(async () => {
    webhook = await startFakeWebhook();
  });
  afterAll(() => webhook.close());
  beforeEach(async () => {
    blobs = await startTestBlobs();
    webhook.posts.length = 0;
    webhook.status = 200;
    webhook.hold = undefined;
  });
  afterEach(() => blobs.stop());

  const received = new Date(T0);
  const failedRecord = (id: string): StoredMessage => ({
    id,
    receivedAt: received.toISOString(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    message: 'Please call me about invoices.',
    notification: { subject: 'New message from Ada Lovelace', text: 'Please call me about invoices.' },
    delivery: {
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      lease: null,
      lastError: 'SendGrid answered 503',
      deliveredAt: null,
      updatedAt: iso(T0 + 2 * 24 * HOUR),
    },
  });
  const timings = { leaseMs: DEFAULT_TIMINGS.leaseMs, pendingAlertMs: HOUR };
  const runAt = (at: number, owner: string, notify = (text: string) => postAlert(webhook.url, text)) =>
    alertUndelivered(new MessageStore(), notify, { owner, clock: () => new Date(at), timings });

  it('posts one alert for a failed message and none on later runs; the message stays as it was', async () => {
    const store = new MessageStore();
    const record = failedRecord('20261101T000000000Z-a');
    await store.create(record);
    const at = T0 + 3 * 24 * HOUR;
    expect(await runAt(at, 'run-1')).toEqual({ alerted: 1 });
    expect(await runAt(at + 5 * 60_000, 'run-2')).toEqual({ alerted: 0 });
    expect(await runAt(at + 30 * 24 * HOUR, 'run-3')).toEqual({ alerted: 0 });
    expect(webhook.delivered()).toHaveLength(1);
    const text = webhook.delivered()[0]!;
    expect(text).toContain(`New: 1 message failed for good after ${MAX_ATTEMPTS} tries.`);
    expect(text).toContain(`Waiting in all: 1 message not delivered, the oldest since ${record.receivedAt}.`);
    expect(text).toContain(`Last error: SendGrid answered 503 (${record.delivery.updatedAt}).`);
    expect(text).toContain(record.id);
    for (const visitor of [record.name, record.email, record.phone, record.message])
      expect(text).not.toContain(visitor);
    expect((await store.read(record.id))?.record).toEqual(record);
    expect(await store.ids()).toEqual([record.id]);
  });

  it('a webhook that fails, does not answer in time or cannot be reached loses nothing: a later run alerts once', async () => {
    const store = new MessageStore();
    const record = failedRecord('20261101T000000000Z-b');
    await store.create(record);
    const at = T0 + 3 * 24 * HOUR;
    webhook.status = 500;
    expect(await runAt(at, 'run-1')).toEqual({ alerted: 0, unsent: 1, error: 'the webhook answered 500' });
    const closed = await closedAddress();
    expect(await runAt(at + 1, 'run-2', (text) => postAlert(closed, text))).toMatchObject({
      alerted: 0,
      error: 'the webhook could not be reached (ECONNREFUSED)',
    });
    let release = () => {};
    webhook.hold = new Promise((resolve) => (release = resolve));
    expect(await runAt(at + 2, 'run-3', (text) => postAlert(webhook.url, text, 200))).toMatchObject({
      alerted: 0,
      error: 'the webhook did not answer in time',
    });
    webhook.hold = undefined;
    release();
    // The post given up on reaches the webhook now, and is answered 500 like the first.
    await expect.poll(() => webhook.posts.length).toBe(2);
    expect(webhook.delivered()).toEqual([]);
    expect((await store.read(record.id))?.record).toEqual(record);

    webhook.status = 200;
    expect(await runAt(at + 3, 'run-4')).toEqual({ alerted: 1 });
    expect(await runAt(at + 4, 'run-5')).toEqual({ alerted: 0 });
    expect(webhook.delivered()).toHaveLength(1);
    expect(webhook.delivered()[0]).toContain('1 message failed for good');
  });

  it('two runs never both alert: while one posts, the other finds the alert taken', async () => {
    const store = new MessageStore();
    await store.create(failedRecord('20261101T000000000Z-c'));
    const at = T0 + 3 * 24 * HOUR;
    let release = () => {};
    webhook.hold = new Promise((resolve) => (release = resolve));
    const first = runAt(at, 'run-1');
    await expect
      .poll(async () => (await store.readAlert('20261101T000000000Z-c', 'failed'))?.alert.lease?.owner)
      .toBe('run-1');
    expect(await runAt(at + 1000, 'run-2')).toEqual({ alerted: 0 });
    release();
    expect(await first).toEqual({ alerted: 1 });
    expect(webhook.delivered()).toHaveLength(1);
    expect(webhook.posts).toHaveLength(1);
  });

  it('a run that died holding an alert leaves it to the first run after its lease', async () => {
    const store = new MessageStore();
    const record = failedRecord('20261101T000000000Z-d');
    await store.create(record);
    const at = T0 + 3 * 24 * HOUR;
    const call: AlertCall = { record, reason: 'failed' };
    expect(await store.writeAlert(takenAlert(call, 'dead-run', new Date(at), timings.leaseMs))).toBeTruthy();
    expect(await runAt(at + timings.leaseMs - 1000, 'run-1')).toEqual({ alerted: 0 });
    expect(await runAt(at + timings.leaseMs + 1000, 'run-2')).toEqual({ alerted: 1 });
    expect(webhook.delivered()).toHaveLength(1);
  });

  it('one alert per state change: pending for more than an hour, then failed; delivered and local messages never', async () => {
    const store = new MessageStore();
    const pending: StoredMessage = {
      ...failedRecord('20261101T000000000Z-e'),
      delivery: { ...failedRecord('x').delivery, status: 'pending', attempts: 3, updatedAt: iso(T0 + HOUR / 2) },
    };
    const delivered: StoredMessage = {
      ...failedRecord('20261101T000000000Z-f'),
      delivery: { ...pending.delivery, status: 'delivered', lastError: null },
    };
    const local: StoredMessage = {
      ...delivered,
      id: '20261101T000000000Z-g',
      delivery: { ...delivered.delivery, status: 'local' },
    };
    const etag = await store.create(pending);
    await store.create(delivered);
    await store.create(local);

    expect(await runAt(T0 + HOUR - 1000, 'run-1')).toEqual({ alerted: 0 });
    expect(await runAt(T0 + HOUR + 1000, 'run-2')).toEqual({ alerted: 1 });
    expect(await runAt(T0 + 2 * HOUR, 'run-3')).toEqual({ alerted: 0 });
    expect(webhook.delivered()).toHaveLength(1);
    expect(webhook.delivered()[0]).toContain('New: 1 message pending for more than 1 hour.');
    expect(webhook.delivered()[0]).not.toContain(delivered.id);

    await store.replace({ ...pending, delivery: { ...pending.delivery, status: 'failed' } }, etag);
    expect(await runAt(T0 + 3 * HOUR, 'run-4')).toEqual({ alerted: 1 });
    expect(await runAt(T0 + 4 * HOUR, 'run-5')).toEqual({ alerted: 0 });
    expect(webhook.delivered()).toHaveLength(2);
    expect(webhook.delivered()[1]).toContain('New: 1 message failed for good');
    expect(await store.ids()).toEqual([pending.id, delivered.id, local.id]);
  });
});

describe('postFailure', () => {
  it('never names the webhook address (a secret)', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/secret-token-123`;
    try {
      const error = await postAlert(url, 'x', 100).catch((failure: unknown) => failure);
      expect(postFailure(error)).toBe('the webhook did not answer in time');
      expect(postFailure(new Error(`oops ${url}`))).toBe('the webhook could not be reached');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
