/**
 * Starts the real `npm start` server (pipeline/serve.ts, @netlify/dev underneath) on a free port against a
 * small fake build in a temp folder, with the real netlify.toml and a `_redirects` made from the real data.
 * No build, no network: everything is on localhost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects } from '../generated/routes.ts';
import { redirectsFile } from '../pipeline/lib/deploy-files.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
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
  'dist/client/_redirects': redirectsFile(redirects),
  'functions/hello.mjs': 'export default async (request) => Response.json({ hello: new URL(request.url).pathname });',
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  for (const [path, text] of Object.entries(fakeBuild)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  copyFileSync(join(repo, 'netlify.toml'), join(root, 'netlify.toml'));

  server = spawn(process.execPath, ['--import', 'tsx', 'pipeline/serve.ts', '--root', root], {
    cwd: repo,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((started, failed) => {
    const timer = setTimeout(() => failed(new Error(`server did not start:\n${output}`)), 30_000);
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
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

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

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((done) => server?.once('exit', (code) => done(code)));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
