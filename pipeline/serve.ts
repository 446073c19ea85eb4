/**
 * `npm start`: builds the site when the build is missing or older than its sources, then serves it the
 * way Netlify does, through Netlify's own local emulation (@netlify/dev): the redirects in `_redirects`
 * (real 301s), the headers in netlify.toml, functions at /.netlify/functions/* from functions/, and the
 * site's 404.html with status 404 for unknown addresses. Offline: no account, login or network.
 *
 *   node --import tsx pipeline/serve.ts [--root DIR]
 *
 * --root (or SITE_ROOT) is a folder holding a netlify.toml; the folder it publishes is served as is.
 * Default: this repository, built first when needed. PORT picks the port (default 3000, 0 for any free one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NetlifyDev } from '@netlify/dev';
import { buildIsStale } from './lib/build-freshness.ts';
import { notFoundRewriteFor } from './lib/deploy-files.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({ options: { root: { type: 'string' } } });
const root = resolve(args.root ?? process.env.SITE_ROOT ?? repo);

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
  blobs: { enabled: false },
  images: { enabled: false },
  database: { enabled: false },
  aiGateway: { enabled: false },
};
const netlify = new NetlifyDev(options);
// Static files only: tells an address that has a page of its own from one a rewrite answered.
const files = new NetlifyDev({
  ...options,
  functions: { enabled: false },
  redirects: { enabled: false },
  headers: { enabled: false },
});
const started = Promise.all([netlify.start(), files.start()]).then(() => warmUpFunctions());

const withStatus = (response: Response, status: number) =>
  new Response(response.body, { status, headers: response.headers });

/** Netlify answers an unknown address with the site's 404.html (and the `/*` headers), status 404. */
async function notFound(): Promise<Response> {
  const page = await netlify.handle(new Request(`${origin}/404.html`));
  return withStatus(page ?? new Response('Not found', { headers: { 'content-type': 'text/plain' } }), 404);
}

/**
 * The request as a web Request whose body can be read more than once: @netlify/dev may build the request it
 * hands a function twice (while compiling it on first use), and a Node stream can be read only once.
 */
async function replayable(request: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const headers = new Headers(
    Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
    ),
  );
  const init = { method: request.method ?? 'GET', headers };
  const url = new URL(request.url ?? '/', origin);
  if (bytes.length === 0) return new Request(url, init);
  return new (class extends Request {
    override get body() {
      return new Blob([bytes]).stream();
    }
  })(url, { ...init, body: bytes });
}

/**
 * Calls to the same function run one at a time. @netlify/dev serves each call from a temporary copy of the function and its
 * node_modules that it deletes afterwards; concurrent calls then fail to import modules from a copy already gone
 * ("Cannot find module .../functions-serve/_x/..."). One visitor at a time is plenty for a local preview.
 */
const queues = new Map<string, Promise<unknown>>();
const TURN_LIMIT_MS = 10_000;
function oneAtATime<T>(functionName: string, call: () => Promise<T>): Promise<T> {
  const next = (queues.get(functionName) ?? Promise.resolve()).then(call, call);
  // A call that runs long gives up its turn, so one slow call never holds up the rest.
  queues.set(
    functionName,
    Promise.race([next, new Promise((resolve) => setTimeout(resolve, TURN_LIMIT_MS))]).catch(() => undefined),
  );
  return next;
}

/**
 * @netlify/dev compiles a function on its first call, which takes seconds; doing it before the first visitor
 * keeps the chat's connection test and the first contact message as quick as the ones after.
 */
async function warmUpFunctions() {
  const functionsDir = join(root, 'functions');
  const names = existsSync(functionsDir)
    ? readdirSync(functionsDir)
        .filter((file) => /\.(ts|mts|js|mjs)$/.test(file))
        .map((file) => file.replace(/\.\w+$/, ''))
    : [];
  await Promise.all(
    names.map((name) =>
      oneAtATime(name, () =>
        netlify.handle(new Request(`${origin}/.netlify/functions/${name}`, { method: 'OPTIONS' })),
      ),
    ),
  );
}

async function answer(request: IncomingMessage): Promise<Response> {
  const { pathname } = new URL(request.url ?? '/', origin);
  if (NETLIFY_CONFIG_FILES.has(pathname)) return notFound();
  const replay = await replayable(request);
  const handle = async () => {
    const result = await netlify.handleAndIntrospect(replay);
    // Read the whole answer inside the turn, so the temporary copy outlives nothing that still needs it.
    return result && { ...result, response: new Response(await result.response.arrayBuffer(), result.response) };
  };
  const functionName = /^\/\.netlify\/functions\/([^/]+)/.exec(pathname)?.[1];
  const result = functionName ? await oneAtATime(functionName, handle) : await netlify.handleAndIntrospect(replay);
  if (!result) return notFound();
  // @netlify/dev answers a `404` rewrite (`/solutions/*  /solutions/not-found/  404`) with its target's
  // status, 200; Netlify answers it with 404. A page that exists at the address itself stays 200.
  if (
    result.type === 'redirect' &&
    result.response.ok &&
    notFoundRewriteFor(pathname) &&
    !(await files.handle(new Request(`${origin}${pathname}`)))
  ) {
    return withStatus(result.response, 404);
  }
  return result.response;
}

async function respond(request: IncomingMessage, reply: ServerResponse) {
  await started;
  const response = await answer(request);
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
    console.error(`${request.method} ${request.url}:`, error);
    if (!reply.headersSent) reply.writeHead(500, { 'content-type': 'text/plain' });
    reply.end('Internal server error');
  });
});

await started;
console.log(`Serving the built site at ${origin}`);
if (!process.env.SENDGRID_API_KEY)
  console.log(
    `Contact form messages (no SENDGRID_API_KEY): written to ${resolve(process.env.CONTACT_OUTBOX_DIR?.trim() || '.data/outbox')}`,
  );

async function stop() {
  server.close();
  server.closeAllConnections();
  await Promise.allSettled([netlify.stop(), files.stop()]);
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
