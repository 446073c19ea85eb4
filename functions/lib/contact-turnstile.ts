/**
 * Server-side Turnstile check. Fails closed: only an HTTP 200 answer whose JSON says `success: true`, for the form's
 * action, on one of our hostnames, passes. A network error, a timeout, another status (whatever its body says), an
 * answer that is not JSON, a bad, expired or spent token, another action or a foreign hostname all refuse.
 */
import { TURNSTILE_ACTION } from './contact-config.ts';

export type Verification = { ok: true } | { ok: false; reason: string };

export const TURNSTILE_TIMEOUT_MS = 5_000;

export async function verifyTurnstile(options: {
  token: string | undefined;
  secret: string;
  verifyUrl: string;
  hostnames: readonly string[];
  remoteIp?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): Promise<Verification> {
  const {
    token,
    secret,
    verifyUrl,
    hostnames,
    remoteIp,
    timeoutMs = TURNSTILE_TIMEOUT_MS,
    fetchImpl = fetch,
  } = options;
  if (!token) return { ok: false, reason: 'missing token' };
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let status: number;
  let answer: unknown;
  try {
    const response = await fetchImpl(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    answer = JSON.parse(await response.text());
  } catch (error) {
    return { ok: false, reason: `siteverify unreachable or not JSON: ${(error as Error)?.name ?? 'error'}` };
  }
  if (status !== 200) return { ok: false, reason: `siteverify answered HTTP ${status}` };
  if (typeof answer !== 'object' || answer === null) return { ok: false, reason: 'siteverify answer is not an object' };
  const { success, action, hostname } = answer as { success?: unknown; action?: unknown; hostname?: unknown };
  if (success !== true)
    return {
      ok: false,
      reason: `siteverify refused: ${JSON.stringify((answer as Record<string, unknown>)['error-codes'] ?? [])}`,
    };
  if (action !== TURNSTILE_ACTION) return { ok: false, reason: `wrong action: ${String(action)}` };
  if (typeof hostname !== 'string' || !hostnames.includes(hostname.toLowerCase()))
    return { ok: false, reason: `foreign hostname: ${String(hostname)}` };
  return { ok: true };
}
