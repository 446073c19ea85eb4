import * as z from 'zod';

/** Bounds of a conversation sent to the chat function. */
export const CHAT_LIMITS = {
  maxTurns: 12,
  maxMessageChars: 2000,
  maxTotalChars: 8000,
} as const;

export const chatMessage = z
  .strictObject({
    role: z.enum(['system', 'user', 'assistant']).describe('Who wrote the message. The server drops `system` messages and writes its own.'),
    content: z.string().max(CHAT_LIMITS.maxMessageChars, `a message may be at most ${CHAT_LIMITS.maxMessageChars} characters`).describe('The message text.'),
  })
  .describe('One message of the conversation.');

/** The chat function's request body. Total length is checked separately (413). */
export const chatRequest = z
  .strictObject({
    messages: z
      .array(chatMessage)
      .min(1, 'send at least one message')
      .refine((messages) => messages.filter((message) => message.role !== 'system').length <= CHAT_LIMITS.maxTurns, `at most ${CHAT_LIMITS.maxTurns} user and assistant messages`)
      .refine((messages) => messages.at(-1)?.role === 'user', 'the last message must come from the user')
      .describe('The conversation so far, oldest first, ending with the visitor\'s new message.'),
  })
  .describe('A request to the chat assistant.');

export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatRequest = z.infer<typeof chatRequest>;
