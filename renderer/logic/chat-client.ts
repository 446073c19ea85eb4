/** The browser's one call to the chat function. No key: the function holds it. */
import { site } from '../site.ts';
import { replyFrom, type HistoryMessage } from './chat.ts';

export const CHAT_ENDPOINT = '/.netlify/functions/openai-chat';

/** Sends the conversation; resolves to the reply text, rejects on any failure (non-OK answers included). */
export async function askChat(messages: HistoryMessage[], timeoutMs = 30_000): Promise<string> {
  const response = await fetch(CHAT_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(site.messages.chat.requestFailed);
  return replyFrom(await response.json(), site.messages.chat.emptyReply);
}
