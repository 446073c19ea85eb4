/**
 * GET /.netlify/functions/cms-oauth — the GitHub sign-in of the editor at /admin/ when `editor.signIn` in
 * data/site.yaml is `function` (see admin/backend/choose.ts), for sites without Netlify's OAuth provider.
 *
 * Decap CMS opens this address in a popup (`?provider=github&scope=repo`). We send the popup to GitHub's authorize
 * page with a random `state` kept in an HttpOnly cookie; GitHub sends it back here with `?code&state`; we exchange
 * the code for a token with the OAuth app's id and secret and answer a page that hands the token to the editor by
 * Decap's popup handshake: it posts `authorizing:github` to the opener, and answers the opener's echo with
 * `authorization:github:success:{"token":…,"provider":"github"}` — only ever to an origin we allow.
 *
 * Environment: GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET; optional CMS_OAUTH_ORIGINS (more origins the
 * editor may run on, comma-separated; this function's own origin and `siteUrl` always count) and, for tests or
 * GitHub Enterprise, GITHUB_OAUTH_BASE_URL (default https://github.com).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '@netlify/functions';
import site from '../generated/site.json' with { type: 'json' };

const PROVIDER = 'github';
const STATE_COOKIE = 'cms_oauth_state';
const STATE_LIFETIME_S = 600;
/** The scopes Decap asks for: `repo` (private repositories) or `public_repo`; anything else gets `repo`. */
const SCOPES = new Set(['repo', 'public_repo']);

export type OAuthSettings = {
  clientId: string;
  clientSecret: string;
  githubBaseUrl: string;
  allowedOrigins: string[];
};

/** The settings, or undefined when the OAuth app's id or secret is missing. */
export function oauthSettings(env: Record<string, string | undefined>): OAuthSettings | undefined {
  const clientId = env.GITHUB_OAUTH_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_OAUTH_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return undefined;
  const extra = (env.CMS_OAUTH_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    clientId,
    clientSecret,
    githubBaseUrl: (env.GITHUB_OAUTH_BASE_URL?.trim() || 'https://github.com').replace(/\/+$/, ''),
    allowedOrigins: [new URL(site.siteUrl).origin, ...extra.map((origin) => new URL(origin).origin)],
  };
}

export default async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const settings = oauthSettings(process.env);
  const origins = [url.origin, ...(settings?.allowedOrigins ?? [])];
  if (request.method !== 'GET') return new Response(null, { status: 405, headers: { allow: 'GET' } });
  if (!settings)
    return popupPage(origins, {
      error:
        'Sign-in through this site is not set up: the settings GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are missing (see functions/README.md).',
    });
  const callback = `${url.origin}${url.pathname}`;
  const refused = url.searchParams.get('error');
  if (refused !== null)
    return popupPage(origins, {
      error: `GitHub did not sign you in: ${url.searchParams.get('error_description') ?? refused}`,
    });
  const code = url.searchParams.get('code');
  if (code === null) return startSignIn(settings, callback, url.searchParams.get('scope'), url.protocol === 'https:');

  const expected = cookie(request, STATE_COOKIE);
  const state = url.searchParams.get('state') ?? '';
  if (!expected || !sameText(expected, state))
    return popupPage(origins, {
      error: 'This sign-in expired or was started elsewhere. Close this window and try again.',
    });
  const result = await exchangeCode(settings, code, callback);
  return popupPage(origins, result, clearStateCookie(url.protocol === 'https:'));
};

function startSignIn(settings: OAuthSettings, callback: string, scope: string | null, secure: boolean): Response {
  const state = randomBytes(32).toString('base64url');
  const authorize = new URL(`${settings.githubBaseUrl}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: callback,
    scope: scope !== null && SCOPES.has(scope) ? scope : 'repo',
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      location: authorize.toString(),
      'set-cookie': stateCookie(state, STATE_LIFETIME_S, secure),
      'cache-control': 'no-store',
    },
  });
}

type Outcome = { token: string } | { error: string };

/** GitHub's token endpoint answers 200 with `{ error, error_description }` for a bad code, so both are read. */
async function exchangeCode(settings: OAuthSettings, code: string, callback: string): Promise<Outcome> {
  try {
    const response = await fetch(`${settings.githubBaseUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: callback,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      error?: string;
      error_description?: string;
    };
    if (response.ok && body.access_token) return { token: body.access_token };
    return {
      error: `GitHub refused the sign-in: ${body.error_description ?? body.error ?? `HTTP ${response.status}`}`,
    };
  } catch {
    return { error: 'GitHub could not be reached to finish the sign-in. Close this window and try again.' };
  }
}

/**
 * The page the popup ends on. Its script speaks Decap's handshake (decap-cms-lib-auth): announce, wait for the
 * opener's echo from an allowed origin, then post the outcome to that origin alone.
 */
function popupPage(origins: string[], outcome: Outcome, setCookie?: string): Response {
  const nonce = randomBytes(16).toString('base64');
  const message =
    'token' in outcome
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.error })}`;
  const text = 'token' in outcome ? 'Signed in. This window closes by itself.' : outcome.error;
  const script = `(() => {
  const origins = ${scriptJson([...new Set(origins)])};
  const message = ${scriptJson(message)};
  if (!window.opener) return;
  window.addEventListener('message', (event) => {
    if (event.data === 'authorizing:${PROVIDER}' && origins.includes(event.origin)) window.opener.postMessage(message, event.origin);
  });
  for (const origin of origins) window.opener.postMessage('authorizing:${PROVIDER}', origin);
})();`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in</title></head>
<body><p>${escapeHtml(text)}</p><script nonce="${nonce}">${script}</script></body>
</html>`;
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    // The address holds the one-time code: never send it on.
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
  if (setCookie) headers['set-cookie'] = setCookie;
  return new Response(html, { status: 'token' in outcome ? 200 : 400, headers });
}

function stateCookie(value: string, maxAge: number, secure: boolean): string {
  return `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const clearStateCookie = (secure: boolean) => stateCookie('', 0, secure);

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Served at the default address, /.netlify/functions/cms-oauth (the GitHub OAuth app's callback URL). */
export const config: Config = {};
