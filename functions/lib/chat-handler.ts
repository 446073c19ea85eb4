/**
 * The chat function's behaviour, apart from Netlify's entry point so tests can run it with any settings.
 *
 * POST `{ messages }` (schema/chat-request.ts). Client `system` messages are dropped and the server's own
 * system prompt goes first. Bounds: at most 12 user and assistant messages (400), 2,000 characters a message
 * and 8,000 in all (413). The 'test connection' call is answered without spending a completion. With an
 * OpenAI key the `openai` SDK answers; without one, the offline assistant does. Every failure is `{ error }`.
 */
import type OpenAI from 'openai';
import { CHAT_LIMITS, chatRequest, conversationLength, type ChatMessage } from '../../schema/chat-request.ts';
import site from '../../generated/site.json' with { type: 'json' };
import { chatContent } from './chat-content.ts';
import { isConnectionTest, offlineReply } from './chat-offline.ts';
import { quotesPrice } from './price-guard.ts';
import { buildSystemPrompt } from './chat-prompt.ts';
import { failure, json, readJsonBody } from './http.ts';

export interface ChatSettings {
  /** OPENAI_API_KEY; without it the offline assistant answers. */
  apiKey?: string;
  /** OPENAI_MODEL, default `gpt-4o-mini`. */
  model: string;
  /** OPENAI_BASE_URL; the SDK's default when unset. */
  baseURL?: string;
  /** OPENAI_TIMEOUT_MS, default 8 s (a Netlify function has 10). */
  timeoutMs: number;
  /** OPENAI_MAX_RETRIES, default 1. */
  maxRetries: number;
  /** OPENAI_MAX_COMPLETION_TOKENS, default 350: a short answer. */
  maxCompletionTokens: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : fallback;
};

export function settingsFromEnv(env: Record<string, string | undefined> = process.env): ChatSettings {
  return {
    apiKey: env.OPENAI_API_KEY?.trim() || undefined,
    model: env.OPENAI_MODEL?.trim() || 'gpt-4o-mini',
    baseURL: env.OPENAI_BASE_URL?.trim() || undefined,
    timeoutMs: positive(env.OPENAI_TIMEOUT_MS, 8000),
    maxRetries: positive(env.OPENAI_MAX_RETRIES, 1),
    maxCompletionTokens: positive(env.OPENAI_MAX_COMPLETION_TOKENS, 350) || 350,
  };
}

/** JSON bodies beyond this are refused unread: 8,000 characters of text, escaped, fit well within it. */
export const MAX_BODY_BYTES = 64 * 1024;

const errors = chatContent.errors;
let warnedMissingKey = false;

/** Logs the catalogue's missing-key message, once per server process. */
function warnMissingKey() {
  if (warnedMissingKey) return;
  warnedMissingKey = true;
  console.warn(site.messages.chat.missingKey);
}

const issueFields = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.') || 'body', issue.message]));

export type ChatHandler = (request: Request) => Promise<Response>;

export function createChatHandler(settings: ChatSettings): ChatHandler {
  // The SDK loads only when a key is configured: the offline assistant needs none of it.
  const sdk = settings.apiKey ? import('openai') : undefined;
  const client: Promise<OpenAI> | undefined = sdk?.then(
    ({ default: OpenAIClient }) =>
      new OpenAIClient({
        apiKey: settings.apiKey,
        baseURL: settings.baseURL,
        timeout: settings.timeoutMs,
        maxRetries: settings.maxRetries,
      }),
  );
  const systemPrompt = buildSystemPrompt();

  async function complete(history: ChatMessage[]): Promise<Response> {
    try {
      const completion = await (
        await client!
      ).chat.completions.create({
        model: settings.model,
        messages: [
          { role: 'system', content: systemPrompt },
          ...history.map((message) => ({ role: message.role as 'user' | 'assistant', content: message.content })),
        ],
        max_completion_tokens: settings.maxCompletionTokens,
      });
      if (!Array.isArray(completion?.choices))
        return upstreamFailure(502, errors.unavailable, 'answered something that is not a completion');
      const content = completion.choices[0]?.message?.content?.trim() ?? '';
      if (content === '') return json({ content: site.messages.chat.emptyReply });
      // The prompt forbids prices; this makes sure of it.
      return json({ content: quotesPrice(content) ? chatContent.contactRedirect : content });
    } catch (error) {
      const { default: OpenAI } = await sdk!;
      if (error instanceof OpenAI.APIConnectionTimeoutError)
        return upstreamFailure(504, errors.unavailable, 'timed out');
      if (error instanceof OpenAI.APIError && error.status === 429)
        return upstreamFailure(503, errors.busy, 'rate limited (429)', { 'retry-after': '60' });
      if (error instanceof OpenAI.APIError)
        return upstreamFailure(502, errors.unavailable, `answered ${error.status ?? 'without a status'}`);
      return upstreamFailure(502, errors.unavailable, error instanceof Error ? error.message : String(error));
    }
  }

  return async function handle(request: Request): Promise<Response> {
    try {
      const read = await readJsonBody(request, MAX_BODY_BYTES);
      if (!read.ok) return read.response;
      const parsed = chatRequest.safeParse(read.body);
      if (!parsed.success) {
        const fields = issueFields(parsed.error.issues);
        const tooLong = parsed.error.issues.some(
          (issue) => issue.code === 'too_big' && issue.path.at(-1) === 'content',
        );
        return tooLong
          ? failure(413, errors.conversationTooLong, { fields })
          : failure(400, errors.invalidRequest, { fields });
      }
      // Only the visitor's and the assistant's turns pass; the system prompt is ours alone.
      const history = parsed.data.messages.filter((message) => message.role !== 'system');
      if (conversationLength(history) > CHAT_LIMITS.maxTotalChars) {
        return failure(413, errors.conversationTooLong, {
          fields: { messages: `at most ${CHAT_LIMITS.maxTotalChars} characters in all` },
        });
      }
      if (isConnectionTest(history)) {
        if (!client) warnMissingKey();
        return json({ content: chatContent.connectionTestReply });
      }
      if (!client) {
        warnMissingKey();
        return json({ content: offlineReply(history) });
      }
      return await complete(history);
    } catch (error) {
      console.error('openai-chat: unexpected failure:', error instanceof Error ? error.message : error);
      return failure(500, errors.unavailable);
    }
  };
}

function upstreamFailure(status: number, error: string, why: string, headers: Record<string, string> = {}): Response {
  console.error(`openai-chat: the AI service ${why}.`);
  return failure(status, error, {}, headers);
}
