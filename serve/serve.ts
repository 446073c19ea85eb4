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
 * repository, built first when needed). PORT: the port (default 3000, 0 for any free one). HOST: the address to listen
 * on (default localhost: this computer only).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { NetlifyDev } from '@netlify/dev';
import { HeadersHandler } from '@netlify/headers';
import { API_HEADERS, failure } from '../functions/lib/http.ts';
import site from '../generated/site.json' with { type: 'json' };
import { NOT_FOUND_PAGE_PATHS, notFoundRewriteFor } from '../pipeline/build/deploy-files.ts';
import { buildIsStale } from './build-freshness.ts';
import { compress, isCompressible, pickEncoding } from './compression.ts';
import {
  BodyTooLarge,
  bodyTooLarge,
  callFunction,
  emulationOptions,
  runDeliveryRetryOnSchedule,
  sendResponse,
  targetOf,
  webRequestOf,
} from './netlify-emulation.ts';

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
  // This computer only unless HOST says otherwise (README: sharing on a network).
  server.once('error', failed).listen(Number(process.env.PORT ?? 3000), process.env.HOST || 'localhost', listening);
});
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;

const options = emulationOptions(root, origin);
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

/**
 * Netlify answers an unknown address with the site's 404.html (and the `/*` headers), status 404. Read past the
 * redirects: they send the 404 page's own addresses to it with a 404 too.
 */
async function notFound(): Promise<Response> {
  const page = await files.handle(new Request(`${origin}/404.html`));
  return withStatus(page ?? new Response('Not found', { headers: { 'content-type': 'text/plain' } }), 404);
}

async function answer(request: IncomingMessage, url: URL): Promise<Response> {
  if (NETLIFY_CONFIG_FILES.has(url.pathname) || (NOT_FOUND_PAGE_PATHS as readonly string[]).includes(url.pathname))
    return notFound();
  const webRequest = await webRequestOf(request, url);
  if (url.pathname.startsWith('/.netlify/functions/')) return callFunction(netlify, webRequest, api);
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
  const url = targetOf(request.url ?? '/', origin);
  let response: Response;
  if (!url) response = failure(400, api.badAddress);
  else {
    try {
      response = await answer(request, url);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      response = bodyTooLarge(error, api);
    }
  }
  await sendResponse(await encoded(request, response), reply);
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

runDeliveryRetryOnSchedule(netlify, origin);

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
