/**
 * What the functions share: JSON answers, and reading a JSON request body safely
 * (POST only, JSON only, bounded size). Every failure is a JSON body `{ error }` a person can act on.
 */
import site from '../../generated/site.json' with { type: 'json' };

export const apiMessages = site.messages.api;

/**
 * Headers of every API answer. Netlify applies netlify.toml's headers to files, not to function answers, so these
 * are set here: JSON only (never sniffed as HTML), nothing may load or frame it, no referrer, never cached.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, ...headers } });
}

export const failure = (
  status: number,
  error: string,
  details: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => json({ error, ...details }, status, headers);

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

/** Reads a POSTed JSON body of at most `maxBytes`, answering 405, 415, 413 or 400 when it is not one. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (request.method !== 'POST')
    return { ok: false, response: failure(405, apiMessages.methodNotAllowed, {}, { allow: 'POST' }) };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    return { ok: false, response: failure(415, apiMessages.unsupportedMediaType) };
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, response: failure(413, apiMessages.payloadTooLarge) };
  const bytes = await readAtMost(request, maxBytes);
  if (bytes === undefined) return { ok: false, response: failure(413, apiMessages.payloadTooLarge) };
  try {
    return { ok: true, body: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, response: failure(400, apiMessages.invalidPayload, { fields: { body: 'not valid JSON' } }) };
  }
}

/** The body's bytes, or undefined as soon as it passes the limit (a missing or lying content-length changes nothing). */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
