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

/** Served at the default address, /.netlify/functions/openai-chat. */
export const config: Config = {};
