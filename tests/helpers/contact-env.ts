/**
 * The contact function's settings for a test that runs it in a server (`npm start`, `npm run dev`): mail through a
 * fake SendGrid listening on 127.0.0.1, no Turnstile, and the store of a local run, not a deploy's.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const contactEnv = (sendgrid: Server) => ({
  SENDGRID_API_KEY: 'SG.test-key',
  SENDGRID_BASE_URL: `http://127.0.0.1:${(sendgrid.address() as AddressInfo).port}`,
  CONTACT_TO: 'team@ai101.agency',
  CONTACT_FROM: 'website@ai101.agency',
  TURNSTILE_SECRET_KEY: '',
  CONTACT_DEPLOYED: '',
});
