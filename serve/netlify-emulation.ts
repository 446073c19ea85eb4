/**
 * Netlify's local emulation (@netlify/dev) as `npm start` (serve.ts) and `npm run dev` (dev-as-deployed.ts) both
 * drive it, so the two answer alike: the same options, request targets and bodies refused as Netlify refuses them,
 * function calls answered in JSON, the delivery retry on its schedule, and answers written to Node's response.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { NetlifyDev } from '@netlify/dev';
import { failure } from '../functions/lib/http.ts';
import { config as retryConfig } from '../functions/retry-contact-delivery.ts';
import type { Site } from '../schema/site.ts';

/** The API's error texts (`messages.api` in data/site.yaml). */
export type ApiMessages = Site['messages']['api'];

/** Larger than any body our functions accept (they refuse more themselves), far below Netlify's 6 MB. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

const off = { enabled: false };

/** The emulation's options for a site folder: everything that would need an account or the network is off. */
export const emulationOptions = (projectRoot: string, serverAddress: string | null) => ({
  projectRoot,
  serverAddress,
  skipGitignore: true,
  geolocation: off,
  edgeFunctions: off,
  images: off,
  database: off,
  aiGateway: off,
});

/** The request target as a URL on this origin, or undefined when Netlify would refuse it (400). */
export function targetOf(rawTarget: string, origin: string): URL | undefined {
  if (!rawTarget.startsWith('/')) return undefined;
  try {
    decodeURIComponent(rawTarget.split('?')[0]!);
    return new URL(`${origin}${rawTarget}`);
  } catch {
    return undefined;
  }
}

/** A body over the limit: `unread` when its declared length said so before any of it was read. */
export class BodyTooLarge extends Error {
  constructor(readonly unread: boolean) {
    super('request body too large');
  }
}

/** How much of a streamed body over the limit is read and dropped after the 413, before the connection is cut. */
const DRAIN_BYTES = 8 * MAX_REQUEST_BODY_BYTES;

/**
 * The request body, read up to the limit: a declared length over it is refused unread; a stream over it is refused
 * once past the limit, and the rest is read and dropped (up to DRAIN_BYTES) so the visitor receives the 413 instead of
 * a connection reset in the middle of sending.
 */
function readBody(request: IncomingMessage): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BODY_BYTES)
    return Promise.reject(new BodyTooLarge(true));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    request.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total <= MAX_REQUEST_BODY_BYTES) return void chunks.push(chunk);
      if (chunks.length > 0 || total - chunk.byteLength <= MAX_REQUEST_BODY_BYTES) {
        chunks.length = 0;
        reject(new BodyTooLarge(false));
      }
      if (total > DRAIN_BYTES) request.destroy();
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The visitor's request as the emulation takes it, its body read (throws BodyTooLarge), the caller's address kept. */
export async function webRequestOf(request: IncomingMessage, url: URL): Promise<Request> {
  const method = request.method ?? 'GET';
  const body = await readBody(request);
  const headers = new Headers(
    Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
    ),
  );
  headers.set('x-forwarded-for', request.socket.remoteAddress ?? '127.0.0.1');
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.byteLength > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

/** The answer to a body over the limit; one refused unread is never read: the connection closes after it. */
export const bodyTooLarge = (error: BodyTooLarge, api: ApiMessages) =>
  failure(413, api.payloadTooLarge, {}, error.unread ? { connection: 'close' } : {});

/**
 * Calls of one function run one after another: @netlify/dev builds the function for each call into a folder it
 * deletes after the call, and a call that arrives while another's build is under way shares that build, whose folder
 * can then be gone before it has loaded the function. Different functions do not wait for each other.
 */
const lastCallOf = new Map<string, Promise<unknown>>();
function oneCallAtATime<T>(name: string, call: () => Promise<T>): Promise<T> {
  const result = (lastCallOf.get(name) ?? Promise.resolve()).then(call, call);
  const settled = result.then(
    () => {},
    () => {},
  );
  lastCallOf.set(name, settled);
  void settled.then(() => lastCallOf.get(name) === settled && lastCallOf.delete(name));
  return result;
}

/**
 * A function's own answer, its refusals (4xx, HTML pages such as cms-oauth's included) too, unless the emulation
 * answered for it with an error page (a function that threw: 500, with its stack trace and paths).
 */
async function functionAnswer(response: Response, name: string, api: ApiMessages): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status < 500 || /^application\/(?:[\w.+-]+\+)?json/i.test(type)) return response;
  console.error('Function %s failed (%d): %s', name, response.status, (await response.text()).slice(0, 2000));
  return failure(502, api.serverError);
}

/**
 * A call to /.netlify/functions/NAME: the function's answer, or a JSON error when it has none to give (also when the
 * emulation, still starting, fails to).
 */
export async function callFunction(
  netlify: NetlifyDev | Promise<NetlifyDev>,
  request: Request,
  api: ApiMessages,
): Promise<Response> {
  const name = new URL(request.url).pathname.split('/')[3] ?? '';
  try {
    const emulation = await netlify;
    const result = await oneCallAtATime(name, () => emulation.handleAndIntrospect(request));
    // Netlify answers an unknown function itself, not with the site's 404 page.
    return result?.type === 'function' ? await functionAnswer(result.response, name, api) : failure(404, api.notFound);
  } catch (error) {
    console.error('Function %s failed: %s', name, (error as Error)?.message ?? error);
    return failure(502, api.serverError);
  }
}

/**
 * Netlify runs the delivery retry on its schedule; the local emulation runs a scheduled function only when its address
 * is called, so a message that failed to send locally would wait forever. Every N minutes, as `*\/N * * * *` says.
 * Answers a function that stops it.
 */
export function runDeliveryRetryOnSchedule(netlify: NetlifyDev, origin: string): () => void {
  const retryMinutes = Number(/^\*\/(\d+) \* \* \* \*$/.exec(retryConfig.schedule ?? '')?.[1]);
  if (!(retryMinutes > 0)) return () => {};
  const runRetry = () =>
    netlify
      .handle(new Request(`${origin}/.netlify/functions/retry-contact-delivery`, { method: 'POST' }))
      .catch((error: unknown) => console.error('retry-contact-delivery: %s', (error as Error)?.message ?? error));
  const timer = setInterval(runRetry, retryMinutes * 60_000).unref();
  return () => clearInterval(timer);
}

/** Writes an answer to the visitor: status, headers (each cookie its own line) and body. */
export async function sendResponse(response: Response, reply: ServerResponse): Promise<void> {
  reply.statusCode = response.status;
  response.headers.forEach((value, name) => name !== 'set-cookie' && reply.setHeader(name, value));
  if (response.headers.getSetCookie().length > 0) reply.setHeader('set-cookie', response.headers.getSetCookie());
  if (response.body) await sendBody(response.body as unknown as NodeReadableStream<Uint8Array>, reply);
  else reply.end();
}

/**
 * Writes a response body to the visitor. When they leave early (a closed page, a cancelled prefetch) the rest is read
 * and dropped, never cancelled: cancelling one of @netlify/dev's file streams makes Node 20's stream adapter throw
 * outside any handler ("Invalid state: Controller is already closed"), which would stop the server.
 */
async function sendBody(body: NodeReadableStream<Uint8Array>, reply: ServerResponse) {
  for await (const chunk of body) {
    if (reply.destroyed || reply.write(chunk)) continue;
    await new Promise((resolve) => {
      reply.once('drain', resolve);
      reply.once('close', resolve);
    });
  }
  reply.end();
}
