/**
 * The local backend's client (`npm run dev`): saves go to the dev server (admin/server/local-backend.ts), which checks them
 * with the validator once more and writes data/ and public/ of this checkout. No account, no network.
 */
import { BackendError, ChangedElsewhere, type Backend, type Change, type Upload } from './types.ts';

async function post(apiUrl: string, body: unknown): Promise<unknown> {
  let answer: Response;
  try {
    answer = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new BackendError(
      'The editor cannot reach `npm run dev`: is it still running? Nothing was saved; your changes are kept here.',
    );
  }
  const reply = (await answer.json().catch(() => ({}))) as { error?: string; changed?: Record<string, string | null> };
  if (answer.status === 409 && reply.changed)
    throw new ChangedElsewhere(
      'This entry was changed elsewhere since you opened it. Nothing was saved; your changes are kept.',
      reply.changed,
    );
  if (!answer.ok)
    throw new BackendError(reply.error ?? `The dev server refused the save (${answer.status}); nothing was saved.`);
  return reply;
}

export function localBackend(apiUrl: string): Backend {
  return {
    kind: 'local',
    async save(change: Change) {
      await post(apiUrl, { action: 'save', files: change.files, uploads: change.uploads });
      return {};
    },
    async upload(upload: Upload) {
      const reply = (await post(apiUrl, { action: 'upload', upload })) as { address: string };
      return reply.address;
    },
  };
}
