/**
 * npm run messages [-- --json]
 * The contact messages the local site (`npm start`, `npm run dev`) received, newest first, with their delivery status.
 * They are kept in the emulated Netlify Blobs store, as the live site keeps them in its own. `--json` prints them as a
 * JSON array of the stored records (every field, delivery status included).
 */
import { parseArgs } from 'node:util';
import { describeMessage, openLocalMessages } from './lib/local-messages.ts';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });

const local = await openLocalMessages();
try {
  const messages = await local.store.all();
  if (values.json) console.log(JSON.stringify(messages, null, 2));
  else if (messages.length === 0)
    console.log('No contact messages yet. Send one through the form on `npm start` or `npm run dev`.');
  else {
    console.log(`${messages.length} contact ${messages.length === 1 ? 'message' : 'messages'}, newest first:\n`);
    console.log(messages.map(describeMessage).join('\n\n'));
  }
} finally {
  await local.close();
}
