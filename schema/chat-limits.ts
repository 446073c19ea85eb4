/**
 * Bounds of a conversation sent to the chat function. Kept apart from the zod schema so the browser can
 * read them (to trim what it sends) without loading zod.
 */
export const CHAT_LIMITS = {
  /** At most this many user and assistant messages in one request. */
  maxTurns: 12,
  /** At most this many characters in one message. */
  maxMessageChars: 2000,
  /** At most this many characters in all user and assistant messages together (413 beyond). */
  maxTotalChars: 8000,
} as const;
