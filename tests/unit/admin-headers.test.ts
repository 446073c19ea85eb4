/**
 * The editor at /admin/ (and its page's other address, /admin/index.html) needs a CSP of its own (it draws the site's stylesheet into its preview and talks to GitHub's
 * API); every other page keeps the site's strict one. Read through Netlify's own header rules (@netlify/headers,
 * which `npm start` serves with), from netlify.toml.
 */
import { join } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { describe, expect, it } from 'vitest';
import { reachingApiRoot } from '../../admin/server/vite-app.ts';

const rules = new HeadersHandler({
  configPath: join(process.cwd(), 'netlify.toml'),
  projectDir: process.cwd(),
  logger: console,
});
const cspOf = async (path: string) =>
  (await rules.apply(new Request(`http://localhost${path}`)))['Content-Security-Policy'] ?? '';

/** The sources a CSP allows for one directive. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('headers of the editor at /admin/', () => {
  it("lets the editor reach GitHub's API, and nothing else from elsewhere; no script from text", async () => {
    for (const path of ['/admin/', '/admin', '/admin/index.html']) {
      const csp = await cspOf(path);
      expect(directive(csp, 'script-src'), path).toEqual(["'self'"]);
      expect(directive(csp, 'connect-src'), path).toEqual(["'self'", 'https://api.github.com']);
      expect(directive(csp, 'frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  it('gives the editor’s page the same headers at /admin/index.html as at /admin/', async () => {
    const headersOf = (path: string) => rules.apply(new Request(`http://localhost${path}`));
    expect(await headersOf('/admin/index.html')).toEqual(await headersOf('/admin/'));
  });

  it("keeps 'unsafe-eval' and GitHub off every visitor's page", async () => {
    for (const path of ['/', '/pricing', '/solutions/some-solution', '/administration', '/admin-tools']) {
      const csp = await cspOf(path);
      expect(csp, path).toContain("default-src 'self'");
      expect(directive(csp, 'script-src'), path).not.toContain("'unsafe-eval'");
      expect(directive(csp, 'connect-src'), path).not.toContain('https://api.github.com');
    }
  });

  it('lets the dev server’s editor reach the GitHub API it was built for (GitHub Enterprise, a fake), and only there', async () => {
    const csp = await cspOf('/admin/');
    expect(reachingApiRoot(csp, undefined)).toBe(csp);
    const enterprise = reachingApiRoot(csp, 'https://github.example.com/api/v3/');
    expect(directive(enterprise, 'connect-src')).toEqual([
      "'self'",
      'https://api.github.com',
      'https://github.example.com',
    ]);
    expect(directive(enterprise, 'default-src')).toEqual(directive(csp, 'default-src'));
    expect(reachingApiRoot(enterprise, 'https://github.example.com')).toBe(enterprise);
  });
});
