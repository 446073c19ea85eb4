/**
 * Starts the real `npm start` server (serve/serve.ts, @netlify/dev underneath) on a free port against a
 * small fake build in a temp folder, with the real netlify.toml and a `_redirects` made from the real data.
 * No build, no network: everything is on localhost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects } from '../../generated/routes.ts';
import { redirectsFile } from '../../pipeline/build/deploy-files.ts';
import site from '../../generated/site.json' with { type: 'json' };
import { acceptsConnections, networkAddress } from '../helpers/network.ts';

/** serve/serve.ts's limit (not imported: importing it would start a server). */
const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

const repo = fileURLToPath(new URL('../..', import.meta.url));
let root = '';
let server: ChildProcess | undefined;
let origin = '';
let output = '';

const fakeBuild: Record<string, string> = {
  'dist/client/index.html': '<h1>Home page</h1>',
  'dist/client/pricing/index.html': '<h1>Pricing page</h1>',
  'dist/client/expertise/index.html': '<meta http-equiv="refresh" content="0; url=/pricing">', // the fallback the real 301 must win over
  'dist/client/solutions/postbud/index.html': '<h1>Postbud solution</h1>',
  'dist/client/solutions/not-found/index.html':
    '<h1>Solution not found</h1><a href="/solutions">← Back to all solutions</a>',
  'dist/client/404.html': '<h1>Page not found</h1>',
  'dist/client/assets/app-1234.js': 'console.log(1)',
  'dist/client/notes/index.html': '<h1>Notes</h1>',
  'dist/client/_redirects': redirectsFile(redirects),
  'dist/client/assets/app-1234.css': `body { color: red; }\n${'.rule { margin: 0 }\n'.repeat(200)}`,
  'dist/client/assets/logo.png': '\x89PNG fake image bytes',
  'functions/hello.mjs': 'export default async (request) => Response.json({ hello: new URL(request.url).pathname });',
  'functions/echo.mjs': 'export default async (request) => Response.json({ bytes: (await request.text()).length });',
  'functions/thread.mjs': `import { threadId } from 'node:worker_threads';
let calls = 0;
export default async () => Response.json({ thread: threadId, calls: ++calls });`,
  'functions/changing.mjs': 'export default async () => Response.json({ version: 1 });',
  'functions/boom.mjs': 'export default async () => { throw new Error("kaboom at " + import.meta.url); };',
  // A function's own refusal as a page, as cms-oauth answers a sign-in it cannot finish.
  'functions/refusal-page.mjs':
    'export default async () => new Response("<p>Sign-in is not set up</p>", { status: 400, headers: { "content-type": "text/html; charset=utf-8" } });',
  'dist/client/admin/index.html': '<h1>Editor</h1>',
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  for (const [path, text] of Object.entries(fakeBuild)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  copyFileSync(join(repo, 'netlify.toml'), join(root, 'netlify.toml'));

  server = spawn(process.execPath, ['pipeline/run.mjs', 'serve/serve.ts', '--root', root], {
    cwd: repo,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((started, failed) => {
    const timer = setTimeout(() => failed(new Error(`server did not start:\n${output}`)), 110_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Serving the built site at (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        started(url);
      }
    };
    server?.stdout?.on('data', read);
    server?.stderr?.on('data', read);
    server?.once('exit', (code) => failed(new Error(`server exited with ${code}:\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

/** A raw request (fetch would normalise the address, decompress the body or refuse a lying content-length). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  bodyBytes = 0,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(origin);
    const request = httpRequest({ host: 'localhost', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, body: bytes.toString() });
      });
    });
    // The server may close the connection while the body is still being sent: that is the point.
    request.on('error', (error) => ((error as { code?: string }).code === 'EPIPE' ? undefined : reject(error)));
    let left = bodyBytes;
    const chunk = Buffer.alloc(16_384, 'x');
    const pump = () => {
      while (left > 0) {
        left -= chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end();
    };
    if (bodyBytes > 0) pump();
    else if (headers['content-length']) request.flushHeaders();
    else request.end();
  });
}
const rawGet = (path: string, headers: Record<string, string> = {}) => raw('GET', path, headers);
const rawPost = (path: string, headers: Record<string, string>, bodyBytes = 0) =>
  raw('POST', path, { 'content-type': 'application/json', ...headers }, bodyBytes);

describe('npm start server (through @netlify/dev)', () => {
  it('does not build when pointed at a finished build', () => {
    expect(output).not.toMatch(/npm run build/);
  });

  it('answers / with 200, the page and the security headers from netlify.toml', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Home page');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://challenges.cloudflare.com');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves pages by their pretty address', async () => {
    const response = await get('/pricing');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Pricing page');
  });

  it('answers each data redirect with a real 301 to its target, over the meta-refresh fallback page', async () => {
    for (const { from, to } of redirects) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      const location = new URL(response.headers.get('location') ?? '', origin);
      expect(`${location.pathname}${location.hash}`, from).toBe(to);
    }
    expect(new URL((await get('/expertise')).headers.get('location') ?? '', origin).pathname).toBe('/pricing');
  });

  it('answers an unknown address with 404.html and status 404, with the headers', async () => {
    const response = await get('/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });

  it('answers an unknown solution with the Solution not found page and status 404', async () => {
    const response = await get('/solutions/unknown-x');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Solution not found');
  });

  it('still serves a real solution page under the 404 rule with 200', async () => {
    const response = await get('/solutions/postbud');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Postbud solution');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the _redirects file itself', async () => {
    expect((await get('/_redirects')).status).toBe(404);
  });

  it('runs functions at /.netlify/functions/*', async () => {
    const response = await get('/.netlify/functions/hello');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: '/.netlify/functions/hello' });
  });

  it('answers concurrent function calls, every one of them', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/.netlify/functions/hello')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
  }, 60_000);

  it('runs each call in a thread of its own, as Netlify runs each on a fresh instance', async () => {
    const call = async () =>
      (await (await get('/.netlify/functions/thread')).json()) as { thread: number; calls: number };
    const answers = [];
    for (let index = 0; index < 3; index += 1) answers.push(await call());
    // Nothing carries over from one call to the next: a new thread, a new module.
    expect(new Set(answers.map((answer) => answer.thread)).size).toBe(3);
    expect(answers.map((answer) => answer.calls)).toEqual([1, 1, 1]);
  }, 60_000);

  it('answers from a changed function once it is rebuilt, never again from a thread that loaded the old one', async () => {
    const version = async () =>
      ((await (await get('/.netlify/functions/changing')).json()) as { version: number }).version;
    expect(await version()).toBe(1);
    writeFileSync(join(root, 'functions/changing.mjs'), 'export default async () => Response.json({ version: 2 });');
    const deadline = Date.now() + 30_000;
    while ((await version()) !== 2) {
      if (Date.now() > deadline) throw new Error(`the change was not picked up:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const after = [];
    for (let index = 0; index < 5; index += 1) after.push(await version());
    expect(after).toEqual([2, 2, 2, 2, 2]);
  }, 40_000);

  it('passes request bodies to functions', async () => {
    const response = await fetch(`${origin}/.netlify/functions/echo`, { method: 'POST', body: 'x'.repeat(5000) });
    expect(await response.json()).toEqual({ bytes: 5000 });
  });

  it.each(['/%', '/%ff', '/about%', '/pricing/%E0%A4%A', '/.netlify/functions/hello%'])(
    'answers the malformed address %s with 400 and a JSON error',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: site.messages.api.badAddress });
    },
  );

  it("passes a function's own refusal through, an HTML page too", async () => {
    const response = await fetch(`${origin}/.netlify/functions/refusal-page`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('<p>Sign-in is not set up</p>');
  });

  it.each(['/admin/%E0%A4%A', '/admin/snapshot.json/..%2f', '/admin/..%2f..%2fnetlify.toml', '/admin/%00'])(
    'answers the malformed address %s with 4xx',
    async (path) => {
      const { status } = await rawGet(path);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    },
  );

  it("answers the editor's save with 404: there is no editor backend outside npm run dev", async () => {
    const save = { action: 'save', files: [{ path: 'data/pages/about.yaml', text: 'x: 1\n' }], uploads: 5 };
    const response = await fetch(`${origin}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(save),
    });
    expect(response.status).toBe(404);
  });

  const lan = networkAddress();
  const skipped = lan ? '' : ' (skipped: this machine has no network address to try)';
  it.skipIf(!lan)(`listens on this computer only, not at its network address${skipped}`, async () => {
    const { port } = new URL(origin);
    expect(await acceptsConnections('localhost', Number(port))).toBe(true);
    expect(await acceptsConnections(lan!, Number(port))).toBe(false);
  });

  it('answers a function that throws with a JSON error that shows no stack trace or local path', async () => {
    for (const headers of [{ accept: '*/*' }, { accept: 'text/html' }]) {
      const response = await fetch(`${origin}/.netlify/functions/boom`, { headers });
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: site.messages.api.serverError });
      expect(text).not.toMatch(/kaboom|\/tmp|\/work|node_modules|at /);
    }
    const missing = await get('/.netlify/functions/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: site.messages.api.notFound });
  });

  it('refuses a body over the limit with 413 before reading it: declared or streamed', async () => {
    const declared = await rawPost('/.netlify/functions/echo', {
      'content-length': String(MAX_REQUEST_BODY_BYTES + 1),
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ error: site.messages.api.payloadTooLarge });
    const streamed = await rawPost(
      '/.netlify/functions/echo',
      { 'transfer-encoding': 'chunked' },
      MAX_REQUEST_BODY_BYTES + 65_536,
    );
    expect(streamed.status).toBe(413);
    // The server still answers afterwards.
    expect((await get('/.netlify/functions/hello')).status).toBe(200);
  });

  it('sends the netlify.toml headers with its 301 redirects, as Netlify does', async () => {
    const response = await get(redirects[0]!.from);
    expect(response.status).toBe(301);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('compresses text with brotli or gzip as the client asks, and leaves images and other clients alone', async () => {
    const css = fakeBuild['dist/client/assets/app-1234.css']!;
    const br = await rawGet('/assets/app-1234.css', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(css);
    expect(br.bytes.byteLength).toBeLessThan(css.length / 5);
    const gzip = await rawGet('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toContain('Home page');
    expect(gzip.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await rawGet('/', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await rawGet('/')).headers['content-encoding']).toBeUndefined();
    expect((await rawGet('/assets/logo.png', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((done) => server?.once('exit', (code) => done(code)));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
