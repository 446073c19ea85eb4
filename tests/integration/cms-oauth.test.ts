/**
 * functions/cms-oauth.ts (the editor's GitHub sign-in when `editor.signIn` is `function`) against the fake GitHub
 * of tests/helpers/fake-github.ts on 127.0.0.1: its OAuth authorize page and token endpoint, and its API to prove
 * the token handed to the editor works. The handler is called with Request objects, as Netlify calls it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import handler from '../../functions/cms-oauth.ts';
import site from '../../generated/site.json' with { type: 'json' };
import { FakeGitHub } from '../helpers/fake-github.ts';

const FUNCTION_URL = 'https://editor.example/.netlify/functions/cms-oauth';
const ENV_KEYS = ['GITHUB_OAUTH_CLIENT_ID', 'GITHUB_OAUTH_CLIENT_SECRET', 'GITHUB_OAUTH_BASE_URL', 'CMS_OAUTH_ORIGINS'];
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

const github = new FakeGitHub({
  owner: 'ai101',
  name: 'website',
  branch: 'main',
  files: new Map([['data/site.yaml', Buffer.from('siteUrl: https://example.com\n')]]),
  users: [{ login: 'edith', name: 'Edith Editor', email: 'edith@example.com', push: true }],
  oauthClient: { id: 'client-123', secret: 'secret-456' },
});

function configure(env: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const key of ENV_KEYS) delete process.env[key];
  Object.assign(process.env, env);
}

const configured = () =>
  configure({
    GITHUB_OAUTH_CLIENT_ID: 'client-123',
    GITHUB_OAUTH_CLIENT_SECRET: 'secret-456',
    GITHUB_OAUTH_BASE_URL: github.url,
  });

/** The message the popup page posts to the editor, and the origins it may post to, read from its script. */
function handshake(html: string): { message: string; origins: string[] } {
  const message = /const message = (".*?");\n/.exec(html)?.[1];
  const origins = /const origins = (\[.*?\]);\n/.exec(html)?.[1];
  expect(message, 'the page carries a message').toBeDefined();
  return { message: JSON.parse(message!) as string, origins: JSON.parse(origins!) as string[] };
}

/** Runs the whole sign-in: start, GitHub's authorize page, back to the function with the code. */
async function signIn(options: { scope?: string; tamperState?: boolean } = {}) {
  const start = await handler(
    new Request(`${FUNCTION_URL}?provider=github&site_id=example&scope=${options.scope ?? 'repo'}`),
  );
  expect(start.status).toBe(302);
  const cookie = start.headers.get('set-cookie') ?? '';
  const authorize = new URL(start.headers.get('location')!);
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  if (options.tamperState) back.searchParams.set('state', 'not-the-state');
  const done = await handler(new Request(back, { headers: { cookie: cookie.split(';')[0]! } }));
  return { start, authorize, back, done, html: await done.text() };
}

beforeAll(async () => {
  await github.start();
});

afterEach(() => {
  github.tokenRequests.length = 0;
});

afterAll(async () => {
  configure(savedEnv as Record<string, string>);
  for (const key of ENV_KEYS) if (savedEnv[key] === undefined) delete process.env[key];
  await github.stop();
});

describe('cms-oauth: GitHub sign-in for the editor', () => {
  it('sends the popup to GitHub with our app, the callback and a fresh state kept in an HttpOnly cookie', async () => {
    configured();
    const { start, authorize } = await signIn();
    expect(authorize.origin + authorize.pathname).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe('client-123');
    expect(authorize.searchParams.get('redirect_uri')).toBe(FUNCTION_URL);
    expect(authorize.searchParams.get('scope')).toBe('repo');
    const state = authorize.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(start.headers.get('set-cookie')).toMatch(
      new RegExp(`^cms_oauth_state=${state}; .*HttpOnly; SameSite=Lax; Secure$`),
    );
    const again = await handler(new Request(`${FUNCTION_URL}?provider=github&scope=repo`));
    expect(new URL(again.headers.get('location')!).searchParams.get('state')).not.toBe(state);
  });

  it("exchanges the code for a token that works on the GitHub API, and hands it over by Decap's handshake", async () => {
    configured();
    const { done, html } = await signIn();
    expect(done.status).toBe(200);
    expect(github.tokenRequests).toEqual([
      { client_id: 'client-123', client_secret: 'secret-456', code: expect.any(String), redirect_uri: FUNCTION_URL },
    ]);
    const { message, origins } = handshake(html);
    const prefix = 'authorization:github:success:';
    expect(message.startsWith(prefix)).toBe(true);
    const { token, provider } = JSON.parse(message.slice(prefix.length)) as { token: string; provider: string };
    expect(provider).toBe('github');
    const user = await fetch(`${github.url}/user`, { headers: { authorization: `token ${token}` } });
    expect(((await user.json()) as { login: string }).login).toBe('edith');
    // The token goes only to the function's own origin and the live site's.
    expect(origins).toEqual(['https://editor.example', new URL(site.siteUrl).origin]);
    expect(html).toContain("window.opener.postMessage('authorizing:github', origin)");
    expect(html).not.toContain("'*'");
    // The inline script runs under a CSP that allows exactly it; the state cookie is cleared.
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(done.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);
    expect(done.headers.get('referrer-policy')).toBe('no-referrer');
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect(done.headers.get('set-cookie')).toMatch(/^cms_oauth_state=; Path=\/; Max-Age=0;/);
  });

  it('adds the origins of CMS_OAUTH_ORIGINS and asks GitHub for `public_repo` only when Decap asks for it', async () => {
    configure({
      GITHUB_OAUTH_CLIENT_ID: 'client-123',
      GITHUB_OAUTH_CLIENT_SECRET: 'secret-456',
      GITHUB_OAUTH_BASE_URL: `${github.url}/`,
      CMS_OAUTH_ORIGINS: 'http://localhost:3850, https://preview.example/admin/',
    });
    const { authorize, html } = await signIn({ scope: 'public_repo' });
    expect(authorize.searchParams.get('scope')).toBe('public_repo');
    expect(handshake(html).origins).toEqual([
      'https://editor.example',
      new URL(site.siteUrl).origin,
      'http://localhost:3850',
      'https://preview.example',
    ]);
    const odd = await handler(new Request(`${FUNCTION_URL}?provider=github&scope=admin:org`));
    expect(new URL(odd.headers.get('location')!).searchParams.get('scope')).toBe('repo');
  });

  it('refuses a callback whose state is not the one it set, without asking GitHub for a token', async () => {
    configured();
    const { done, html } = await signIn({ tamperState: true });
    expect(done.status).toBe(400);
    expect(github.tokenRequests).toEqual([]);
    expect(handshake(html).message).toBe(
      'authorization:github:error:{"message":"This sign-in expired or was started elsewhere. Close this window and try again."}',
    );
  });

  it("passes on GitHub's words when GitHub refuses the app's secret or the person declines", async () => {
    configure({
      GITHUB_OAUTH_CLIENT_ID: 'client-123',
      GITHUB_OAUTH_CLIENT_SECRET: 'wrong',
      GITHUB_OAUTH_BASE_URL: github.url,
    });
    const wrongSecret = await signIn();
    expect(wrongSecret.done.status).toBe(400);
    expect(handshake(wrongSecret.html).message).toContain(
      'GitHub refused the sign-in: The client_id and/or client_secret passed are incorrect.',
    );
    const declined = await handler(
      new Request(`${FUNCTION_URL}?error=access_denied&error_description=The+user+has+denied+your+application+access.`),
    );
    expect(declined.headers.get('location')).toBeNull();
    expect(handshake(await declined.text()).message).toContain(
      'GitHub did not sign you in: The user has denied your application access.',
    );
  });

  it('says plainly what is missing when the OAuth app is not configured, and sends nobody to GitHub', async () => {
    configure({ GITHUB_OAUTH_BASE_URL: github.url });
    const response = await handler(new Request(`${FUNCTION_URL}?provider=github&scope=repo`));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are missing');
    expect(handshake(html).message).toMatch(/^authorization:github:error:/);
  });

  it('answers only GET', async () => {
    configured();
    const response = await handler(new Request(FUNCTION_URL, { method: 'POST', body: '{}' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});
