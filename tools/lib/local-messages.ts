/**
 * The contact messages `npm start` and `npm run dev` received: their emulated Netlify Blobs store (in
 * `<root>/.netlify/blobs-serve`), opened through @netlify/dev's own Blobs emulation, so it is read exactly as the
 * functions wrote it. Works whether or not the server is running.
 */
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import type { DeliveryStatus, StoredMessage } from '../../functions/lib/contact-store.ts';
import { MessageStore } from '../../functions/lib/contact-store.ts';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

export interface LocalMessages {
  store: MessageStore;
  close(): Promise<void>;
}

export async function openLocalMessages(root = REPO): Promise<LocalMessages> {
  const off = { enabled: false };
  const netlify = new NetlifyDev({
    projectRoot: root,
    serverAddress: null,
    skipGitignore: true,
    aiGateway: off,
    database: off,
    edgeFunctions: off,
    environmentVariables: off,
    functions: off,
    geolocation: off,
    headers: off,
    images: off,
    redirects: off,
    staticFiles: off,
  });
  await netlify.start();
  return { store: new MessageStore(), close: () => netlify.stop() };
}

const STATUS_TEXT: Record<DeliveryStatus, (message: StoredMessage) => string> = {
  local: () => 'kept locally (no SENDGRID_API_KEY, not emailed)',
  pending: ({ delivery }) =>
    delivery.attempts === 0
      ? 'not sent yet'
      : `not delivered after ${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'} (${delivery.lastError}); next try ${delivery.nextAttemptAt}`,
  delivered: ({ delivery }) => `delivered ${delivery.deliveredAt}`,
  failed: ({ delivery }) => `FAILED after ${delivery.attempts} tries (${delivery.lastError}); still stored`,
};

/**
 * The characters a terminal acts on (C0 and C1 controls but tab and line feed, DEL) or that reorder or break the line
 * it shows (bidirectional marks and overrides, the line and paragraph separators).
 */
const ACTED_ON = /[\0-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/gu;

/** A visitor's text as it was typed, with each character a terminal would act on written as an escape (`\x1b`). */
const visible = (text: string) =>
  text.replace(ACTED_ON, (character) => {
    const code = character.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });

/**
 * One message as a person reads it in a terminal. What a visitor sent is shown, never obeyed: a message could
 * otherwise move the cursor, retitle the window or write over a line with one reading "status: delivered".
 */
export function describeMessage(message: StoredMessage): string {
  const phone = message.phone ? `, ${message.phone}` : '';
  return [
    `${message.receivedAt}  ${message.name} <${message.email}>${phone}`,
    `  status: ${STATUS_TEXT[message.delivery.status](message)}`,
    `  id: ${message.id}`,
    ...message.message.split('\n').map((line) => `  | ${line}`),
  ]
    .map(visible)
    .join('\n');
}
