/**
 * The browser's calls to the chat function, and its connection test. No key: the function holds it.
 *
 * The connection test (the launcher shows only once it succeeds) is made once per page. The page's own script starts
 * it as the page starts (islands/client.ts), so it runs while the widget's code is still on its way and the launcher
 * shows as soon as the widget has hydrated; the widget then reads the same answer. The page script carries this module
 * on every page, so it stays small (the site's messages stay in chat-client.ts).
 */
import { connectionTest as connectionTestText } from '../../generated/chat-widget.json';
import type { HistoryMessage } from './chat.ts';

export const CHAT_ENDPOINT = '/.netlify/functions/openai-chat';

const CONNECTION_TEST_TIMEOUT_MS = 15_000;

/** Posts the conversation; resolves to the answer's JSON, rejects with `failed` on a non-OK answer. */
export async function postChat(messages: HistoryMessage[], timeoutMs: number, failed: string): Promise<unknown> {
  const response = await fetch(CHAT_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(failed);
  return response.json();
}

/** The reply text from the function's JSON body: its `content`, the empty-reply message when that is blank. */
export function replyFrom(body: unknown, emptyReply: string): string {
  if (typeof body !== 'object' || body === null || !('content' in body))
    throw new Error('no content in the chat response');
  const { content } = body as { content: unknown };
  if (content !== null && content !== undefined && typeof content !== 'string')
    throw new Error('chat response content is not text');
  return typeof content === 'string' && content.trim() !== '' ? content : emptyReply;
}

let connectionTest: Promise<void> | undefined;

/** The page's one connection test: resolves when the function answered it with a reply, rejects otherwise. */
export function chatConnectionTest(): Promise<void> {
  connectionTest ??= postChat(
    [{ role: 'user', content: connectionTestText }],
    CONNECTION_TEST_TIMEOUT_MS,
    'chat connection test failed',
  ).then((body) => void replyFrom(body, ''));
  return connectionTest;
}
