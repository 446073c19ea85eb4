/**
 * The chat widget's pure rules, apart from React: when a message is sent, how the text box grows, what
 * history goes to the server (within the function's bounds), where links are. How a reply is read: chat-connection.ts.
 */
import { CHAT_LIMITS } from '../../schema/chat-limits.ts';

/** The text box grows with its content between these heights, in CSS pixels. */
export const INPUT_HEIGHT = { min: 40, max: 120 } as const;

/** The height the text box takes for content of `scrollHeight` pixels. */
export function inputHeight(scrollHeight: number): number {
  if (!Number.isFinite(scrollHeight)) return INPUT_HEIGHT.min;
  return Math.min(INPUT_HEIGHT.max, Math.max(INPUT_HEIGHT.min, Math.ceil(scrollHeight)));
}

export interface ChatEntry {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: number;
  /** The welcome message: shown, never sent back to the server. */
  welcome?: boolean;
}

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The text to send, or undefined when nothing may be sent (blank input, or the chat is disabled or busy). */
export function textToSend(input: string, disabled: boolean): string | undefined {
  if (disabled) return undefined;
  const text = input.trim();
  return text === '' ? undefined : text;
}

/** Enter sends; Shift+Enter (and Enter while an input method composes) adds a line. */
export const sendsOnKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing;

/**
 * The conversation the server gets: the newest turns that fit its bounds (turn count, characters per message
 * and in all), oldest first, without the welcome message. It always keeps the visitor's last message.
 */
export function historyForRequest(
  entries: readonly ChatEntry[],
  limits: { maxTurns: number; maxMessageChars: number; maxTotalChars: number } = CHAT_LIMITS,
): HistoryMessage[] {
  const kept: HistoryMessage[] = [];
  let total = 0;
  for (let index = entries.length - 1; index >= 0 && kept.length < limits.maxTurns; index -= 1) {
    const entry = entries[index]!;
    if (entry.welcome) continue;
    const content = entry.content.slice(0, limits.maxMessageChars);
    if (total + content.length > limits.maxTotalChars) break;
    total += content.length;
    kept.unshift({ role: entry.type === 'user' ? 'user' : 'assistant', content });
  }
  // A conversation starts with the visitor: drop an assistant reply left first by the trimming.
  while (kept.length > 1 && kept[0]!.role === 'assistant') kept.shift();
  return kept;
}

export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

/** Splits a message into text and links to this site's own pages (`/services`, `/solutions#case-studies`). */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /(^|[\s(])(\/[a-z0-9][a-z0-9\-/]*(?:#[a-z0-9-]+)?)(?=$|[\s).,;:!?])/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index + match[1]!.length;
    const href = match[2]!.replace(/\/+$/, '') || '/';
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[2]!, href });
    last = start + match[2]!.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
