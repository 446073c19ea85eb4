/** The chat panel's calls to the chat function, with the site's words for a failure (see chat-connection.ts). */
import { site } from '../site.ts';
import type { HistoryMessage } from './chat.ts';
import { postChat, replyFrom } from './chat-connection.ts';

/** Sends the conversation; resolves to the reply text, rejects on any failure (non-OK answers included). */
export async function askChat(messages: HistoryMessage[], timeoutMs = 30_000): Promise<string> {
  return replyFrom(
    await postChat(messages, timeoutMs, site.messages.chat.requestFailed),
    site.messages.chat.emptyReply,
  );
}
