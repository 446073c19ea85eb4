/**
 * The contact messages the server started by playwright.config.ts (`npm start`, local mode) has stored: its local
 * Netlify Blobs store in this repository's `.netlify/blobs-serve`, read with the same code as `npm run messages`.
 */
import type { StoredMessage } from '../../functions/lib/contact-store.ts';
import { openLocalMessages } from '../../tools/lib/local-messages.ts';

async function withLocalStore<T>(use: (local: Awaited<ReturnType<typeof openLocalMessages>>) => Promise<T>) {
  const local = await openLocalMessages();
  try {
    return await use(local);
  } finally {
    await local.close();
  }
}

/** Every stored message, newest first. */
export const storedMessages = (): Promise<StoredMessage[]> => withLocalStore((local) => local.store.all());

/** Removes a message a test sent, so the developer's local store keeps only real ones. */
export const deleteStoredMessage = (id: string) => withLocalStore((local) => local.store.delete(id));
