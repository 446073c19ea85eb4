/**
 * `npm start`: builds the site when the build is missing or older than its sources, then serves it the
 * way Netlify does, through Netlify's own local emulation (@netlify/dev): the redirects in `_redirects`
 * (real 301s), the headers in netlify.toml, functions at /.netlify/functions/* from functions/, and the
 * site's 404.html with status 404 for unknown addresses. Offline: no account, login or network.
 *
 *   node --import tsx scripts/serve.ts [--root DIR]
 *
 * --root (or SITE_ROOT) is a folder holding a netlify.toml; the folder it publishes is served as is.
 * Default: this repository, built first when needed. PORT picks the port (default 3000, 0 for any free one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NetlifyDev } from '@netlify/dev';
import { notFoundRewriteFor } from './lib/deploy-files.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({ options: { root: { type: 'string' } } });
const root = resolve(args.root ?? process.env.SITE_ROOT ?? repo);

/** What the build is made from; a change to any of these makes the build stale. */
const BUILD_INPUTS = ['data', 'schema', 'pages', 'renderer', 'public', 'functions', 'vite.config.ts'];

const newestChange = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, encoding: 'utf8' }).reduce((newest, name) => Math.max(newest, statSync(join(path, name)).mtimeMs), stat.mtimeMs);
};

function buildIsStale(): boolean {
  // _redirects is written last (by postbuild), so its presence means the whole build finished.
  const built = join(repo, 'dist', 'client', '_redirects');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.map((input) => join(repo, input)).some((input) => existsSync(input) && newestChange(input) > builtAt);
}

if (root === resolve(repo) && buildIsStale()) {
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
const files = new NetlifyDev({ ...options, functions: { enabled: false }, redirects: { enabled: false }, headers: { enabled: false } });
const started = Promise.all([netlify.start(), files.start()]);

const withStatus = (response: Response, status: number) => new Response(response.body, { status, headers: response.headers });

/** Netlify answers an unknown address with the site's 404.html (and the `/*` headers), status 404. */
async function notFound(): Promise<Response> {
  const page = await netlify.handle(new Request(`${origin}/404.html`));
  return withStatus(page ?? new Response('Not found', { headers: { 'content-type': 'text/plain' } }), 404);
}

async function answer(request: IncomingMessage): Promise<Response> {
  const { pathname } = new URL(request.url ?? '/', origin);
  if (NETLIFY_CONFIG_FILES.has(pathname)) return notFound();
  const result = await netlify.handleAndIntrospectNodeRequest(request);
  if (!result) return notFound();
  // @netlify/dev answers a `404` rewrite (`/solutions/*  /solutions/not-found/  404`) with its target's
  // status, 200; Netlify answers it with 404. A page that exists at the address itself stays 200.
  if (result.type === 'redirect' && result.response.ok && notFoundRewriteFor(pathname) && !(await files.handle(new Request(`${origin}${pathname}`)))) {
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
  if (response.body) await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), reply);
  else reply.end();
}

server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
  respond(request, reply).catch((error: unknown) => {
    console.error(`${request.method} ${request.url}:`, error);
    if (!reply.headersSent) reply.writeHead(500, { 'content-type': 'text/plain' });
    reply.end('Internal server error');
  });
});

await started;
console.log(`Serving the built site at ${origin}`);

async function stop() {
  server.close();
  server.closeAllConnections();
  await Promise.allSettled([netlify.stop(), files.stop()]);
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
