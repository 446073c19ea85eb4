import * as z from 'zod';
import { CHAT_LIMITS } from './chat-limits.ts';

export { CHAT_LIMITS };

export const chatMessage = z
  .strictObject({
    role: z
      .enum(['system', 'user', 'assistant'])
      .describe('Who wrote the message. The server drops `system` messages and writes its own.'),
    content: z
      .string()
      .max(CHAT_LIMITS.maxMessageChars, `a message may be at most ${CHAT_LIMITS.maxMessageChars} characters`)
      .describe('The message text.'),
  })
  .describe('One message of the conversation.');

/** The chat function's request body. Total length is checked separately (413): see `conversationLength`. */
export const chatRequest = z
  .strictObject({
    messages: z
      .array(chatMessage)
      .min(1, 'send at least one message')
      .refine(
        (messages) => messages.filter((message) => message.role !== 'system').length <= CHAT_LIMITS.maxTurns,
        `at most ${CHAT_LIMITS.maxTurns} user and assistant messages`,
      )
      .refine((messages) => messages.at(-1)?.role === 'user', 'the last message must come from the user')
      .describe("The conversation so far, oldest first, ending with the visitor's new message."),
  })
  .describe('A request to the chat assistant.');

export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatRequest = z.infer<typeof chatRequest>;

/** Characters in the user and assistant messages of a conversation (system messages are dropped, so they do not count). */
export const conversationLength = (messages: readonly ChatMessage[]) =>
  messages.reduce((total, message) => (message.role === 'system' ? total : total + message.content.length), 0);
