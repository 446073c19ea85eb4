/**
 * A contact function call in a process of its own, for the test that kills it between storing and sending:
 * node --import tsx tests/helpers/contact-sender.ts '<message JSON>'. Configuration comes from the environment.
 */
import type { Context } from '@netlify/functions';
import handler from '../../functions/send-contact-email.ts';

const pending: Promise<unknown>[] = [];
const context = { deploy: { context: 'dev' }, waitUntil: (work: Promise<unknown>) => pending.push(work) };
const response = await handler(
  new Request('http://localhost/.netlify/functions/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: process.argv[2],
  }),
  context as unknown as Context,
);
console.log(`answered ${response.status}`);
await Promise.all(pending);
