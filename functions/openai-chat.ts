/**
 * POST /.netlify/functions/openai-chat `{ messages }` -> `{ content }` or `{ error }`.
 * Settings come from the environment (OPENAI_API_KEY, OPENAI_MODEL, OPENAI_BASE_URL, OPENAI_TIMEOUT_MS,
 * OPENAI_MAX_RETRIES, OPENAI_MAX_COMPLETION_TOKENS); see functions/lib/chat-handler.ts.
 */
import type { Config, Context } from '@netlify/functions';
import { createChatHandler, settingsFromEnv, type ChatHandler } from './lib/chat-handler.ts';

let cached: { key: string; handler: ChatHandler } | undefined;

/** One handler (and one OpenAI client) per set of settings; a changed environment gets a new one. */
function handlerFor(env: Record<string, string | undefined>): ChatHandler {
  const settings = settingsFromEnv(env);
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, handler: createChatHandler(settings) };
  return cached.handler;
}

export default async (request: Request, _context?: Context): Promise<Response> => handlerFor(process.env)(request);

/**
 * Served at the default address, /.netlify/functions/openai-chat. Every value must stay a literal: Netlify reads this
 * object from the source without running it.
 */
export const config: Config = {
  // At most 10 messages a minute from one visitor (IP) to this site (domain), enforced by Netlify's edge as the
  // contact form's limit is: each call may be an OpenAI request, paid for by the site.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
