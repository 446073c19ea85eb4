/**
 * Server-side Turnstile check. Fails closed: a network error, a timeout, an answer that is not JSON, `success`
 * other than `true` (a bad, expired or already spent token) or another action than the form's all refuse.
 */
import { TURNSTILE_ACTION } from './contact-config.ts';

export type Verification = { ok: true } | { ok: false; reason: string };

export const TURNSTILE_TIMEOUT_MS = 5_000;

export async function verifyTurnstile(options: {
  token: string | undefined;
  secret: string;
  verifyUrl: string;
  remoteIp?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): Promise<Verification> {
  const { token, secret, verifyUrl, remoteIp, timeoutMs = TURNSTILE_TIMEOUT_MS, fetchImpl = fetch } = options;
  if (!token) return { ok: false, reason: 'missing token' };
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let answer: unknown;
  try {
    const response = await fetchImpl(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
    answer = JSON.parse(await response.text());
  } catch (error) {
    return { ok: false, reason: `siteverify unreachable or not JSON: ${(error as Error)?.name ?? 'error'}` };
  }
  if (typeof answer !== 'object' || answer === null) return { ok: false, reason: 'siteverify answer is not an object' };
  const { success, action } = answer as { success?: unknown; action?: unknown; 'error-codes'?: unknown };
  if (success !== true)
    return {
      ok: false,
      reason: `siteverify refused: ${JSON.stringify((answer as Record<string, unknown>)['error-codes'] ?? [])}`,
    };
  if (action !== TURNSTILE_ACTION) return { ok: false, reason: `wrong action: ${String(action)}` };
  return { ok: true };
}
