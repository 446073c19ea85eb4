/**
 * `npm start`: builds the site when the build is missing or older than its sources, then serves it as Netlify does,
 * offline, through Netlify's own local emulation (@netlify/dev): `_redirects`, the netlify.toml headers, functions/ at
 * /.netlify/functions/*, Blobs in .netlify/, 404.html for unknown addresses, and compression. Requests Netlify would
 * refuse (broken percent-encoding, a body over MAX_REQUEST_BODY_BYTES) are refused here too; every error is JSON
 * `{ error }`, without stack traces or local paths.
 *
 *   node pipeline/run.mjs serve/serve.ts [--root DIR]
 *
 * --root (or SITE_ROOT): a folder holding a netlify.toml, whose published folder is served as is (default: this
 * repository, built first when needed). PORT: the port (default 3000, 0 for any free one).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { NetlifyDev } from '@netlify/dev';
import { HeadersHandler } from '@netlify/headers';
import { API_HEADERS, failure } from '../functions/lib/http.ts';
import { config as retryConfig } from '../functions/retry-contact-delivery.ts';
import site from '../generated/site.json' with { type: 'json' };
import { NOT_FOUND_PAGE_PATHS, notFoundRewriteFor } from '../pipeline/lib/deploy-files.ts';
import { buildIsStale } from './build-freshness.ts';
import { compress, isCompressible, pickEncoding } from './compression.ts';

/** Larger than any body our functions accept (they refuse more themselves), far below Netlify's 6 MB. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

// npm runs scripts in the repository's folder.
const repo = process.cwd();
const { values: args } = parseArgs({ options: { root: { type: 'string' } } });
const root = resolve(args.root ?? process.env.SITE_ROOT ?? repo);
const api = site.messages.api;

if (root === resolve(repo) && buildIsStale(repo)) {
  console.log('The build is missing or older than its sources: running `npm run build` first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Netlify reads these from the build output and never serves them.
const NETLIFY_CONFIG_FILES = new Set(['/_redirects', '/_headers']);

const server = createServer();
await new Promise<void>((listening, failed) => {
  server.once('error', failed).listen(Number(process.env.PORT ?? 3000), listening);
});
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;

const options = {
  projectRoot: root,
  serverAddress: origin,
  skipGitignore: true,
  // Everything that would need an account or the network is off.
  geolocation: { enabled: false },
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  database: { enabled: false },
  aiGateway: { enabled: false },
};
// Static files, redirects, headers, functions, and the Blobs emulation that functions (and `npm run messages`) use.
const netlify = new NetlifyDev(options);
// Static files only: tells an address that has a page of its own from one a rewrite answered.
const files = new NetlifyDev({
  ...options,
  functions: { enabled: false },
  blobs: { enabled: false },
  redirects: { enabled: false },
});
// Requests that arrive while this starts wait for it.
const ready = Promise.all([netlify.start(), files.start()]);
// The netlify.toml header rules, for the redirects @netlify/dev answers without them.
const headerRules = new HeadersHandler({
  configPath: join(root, 'netlify.toml'),
  projectDir: root,
  logger: console,
});

const withStatus = (response: Response, status: number) =>
  new Response(response.body, { status, headers: response.headers });

const jsonError = (status: number, error: string, headers: Record<string, string> = {}) =>
  failure(status, error, {}, headers);

/**
 * Netlify answers an unknown address with the site's 404.html (and the `/*` headers), status 404. Read past the
 * redirects: they send the 404 page's own addresses to it with a 404 too.
 */
async function notFound(): Promise<Response> {
  const page = await files.handle(new Request(`${origin}/404.html`));
  return withStatus(page ?? new Response('Not found', { headers: { 'content-type': 'text/plain' } }), 404);
}

/** The request target as a URL on this origin, or undefined when Netlify would refuse it (400). */
function targetOf(rawTarget: string): URL | undefined {
  if (!rawTarget.startsWith('/')) return undefined;
  try {
    decodeURIComponent(rawTarget.split('?')[0]!);
    return new URL(`${origin}${rawTarget}`);
  } catch {
    return undefined;
  }
}

/** A body over the limit: `unread` when its declared length said so before any of it was read. */
class BodyTooLarge extends Error {
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

/** A function's own answer, unless the emulation answered for it with a text or HTML error page. */
async function functionAnswer(response: Response, name: string): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status < 400 || /^application\/(?:[\w.+-]+\+)?json/i.test(type)) return response;
  console.error('Function %s failed (%d): %s', name, response.status, (await response.text()).slice(0, 2000));
  return response.status === 404 ? jsonError(404, api.notFound) : jsonError(502, api.serverError);
}

async function answer(request: IncomingMessage, url: URL): Promise<Response> {
  if (NETLIFY_CONFIG_FILES.has(url.pathname) || (NOT_FOUND_PAGE_PATHS as readonly string[]).includes(url.pathname))
    return notFound();
  const method = request.method ?? 'GET';
  const body = await readBody(request);
  const headers = new Headers(
    Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
    ),
  );
  headers.set('x-forwarded-for', request.socket.remoteAddress ?? '127.0.0.1');
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.byteLength > 0;
  const webRequest = new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });

  if (url.pathname.startsWith('/.netlify/functions/')) {
    const name = url.pathname.split('/')[3] ?? '';
    try {
      const result = await oneCallAtATime(name, () => netlify.handleAndIntrospect(webRequest));
      // Netlify answers an unknown function itself, not with the site's 404 page.
      return result?.type === 'function' ? await functionAnswer(result.response, name) : jsonError(404, api.notFound);
    } catch (error) {
      console.error('Function %s failed: %s', name, (error as Error)?.message ?? error);
      return jsonError(502, api.serverError);
    }
  }
  const result = await netlify.handleAndIntrospect(webRequest);
  if (!result) return notFound();
  if (result.type === 'redirect' && result.response.status >= 300 && result.response.status < 400) {
    // Netlify sends the header rules of the address with its redirect; @netlify/dev sends only the Location.
    const redirect = new Response(null, { status: result.response.status, headers: result.response.headers });
    await headerRules.apply(new Request(url), redirect);
    return redirect;
  }
  // @netlify/dev answers a `404` rewrite (`/solutions/*  /solutions/not-found/  404`) with its target's
  // status, 200; Netlify answers it with 404. A page that exists at the address itself stays 200.
  if (
    result.type === 'redirect' &&
    result.response.ok &&
    notFoundRewriteFor(url.pathname) &&
    !(await files.handle(new Request(url)))
  ) {
    return withStatus(result.response, 404);
  }
  return result.response;
}

/** Brotli or gzip for text-like bodies the client accepts compressed, as Netlify's CDN sends them. */
async function encoded(request: IncomingMessage, response: Response): Promise<Response> {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (
    !encoding ||
    !response.body ||
    request.method === 'HEAD' ||
    response.headers.has('content-encoding') ||
    !isCompressible(response.headers.get('content-type')) ||
    /no-transform/i.test(response.headers.get('cache-control') ?? '')
  )
    return response;
  const body = await compress(new Uint8Array(await response.arrayBuffer()), encoding);
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  headers.append('vary', 'Accept-Encoding');
  return new Response(new Uint8Array(body), { status: response.status, headers });
}

async function respond(request: IncomingMessage, reply: ServerResponse) {
  await ready;
  const url = targetOf(request.url ?? '/');
  let response: Response;
  if (!url) response = jsonError(400, api.badAddress);
  else {
    try {
      response = await answer(request, url);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      // A body refused unread is never read: the connection closes after this answer.
      response = jsonError(413, api.payloadTooLarge, error.unread ? { connection: 'close' } : {});
    }
  }
  response = await encoded(request, response);
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

server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
  respond(request, reply).catch((error: unknown) => {
    // The visitor left (closed the tab, navigated on) before the answer was sent: nothing went wrong here.
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' && reply.destroyed) return;
    console.error('%s %s: %s', request.method, request.url, (error as Error)?.stack ?? error);
    if (reply.headersSent) return void reply.end();
    reply.writeHead(500, API_HEADERS);
    reply.end(JSON.stringify({ error: api.serverError }));
  });
});

await ready;

/**
 * Netlify runs the delivery retry on its schedule; the local emulation runs a scheduled function only when its address
 * is called, so a message that failed to send locally would wait forever. Every N minutes, as `*\/N * * * *` says.
 */
const retryMinutes = Number(/^\*\/(\d+) \* \* \* \*$/.exec(retryConfig.schedule ?? '')?.[1]);
if (retryMinutes > 0) {
  const runRetry = () =>
    netlify
      .handle(new Request(`${origin}/.netlify/functions/retry-contact-delivery`, { method: 'POST' }))
      .catch((error: unknown) => console.error('retry-contact-delivery: %s', (error as Error)?.message ?? error));
  setInterval(runRetry, retryMinutes * 60_000).unref();
}

console.log(`Serving the built site at ${origin}`);
console.log(
  'Functions answer at /.netlify/functions/*. Contact messages are kept in the local Netlify Blobs store (.netlify/blobs-serve): `npm run messages` lists them.',
);

async function stop() {
  server.close();
  server.closeAllConnections();
  await Promise.allSettled([netlify.stop(), files.stop()]);
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
