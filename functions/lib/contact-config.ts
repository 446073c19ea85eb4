/**
 * How the contact function runs, read from the environment on every request (so tests can change it).
 *
 * - SendGrid mode: `SENDGRID_API_KEY`, `CONTACT_TO` and `CONTACT_FROM` are set. `SENDGRID_BASE_URL` overrides the API
 *   host (tests point it at a fake server on 127.0.0.1).
 * - Local mode: no SendGrid key and the function is not deployed. Messages are kept in the store (Netlify Blobs,
 *   emulated by `npm start`) and not emailed; `npm run messages` lists them.
 * - Deployed without its secrets (no SendGrid settings, or no `TURNSTILE_SECRET_KEY`): every message is refused with
 *   503 'Contact form is not configured', so nothing is ever silently dropped.
 *
 * "Deployed" means Netlify runs the function for a real deploy: the function context's `deploy.context` is
 * `production`, `deploy-preview` or `branch-deploy` (Netlify's local emulation, which `npm start` uses, says `dev`),
 * or the `CONTEXT` variable says so. `CONTACT_DEPLOYED=true` forces it (and `false` forces local mode).
 *
 * Turnstile: with `TURNSTILE_SECRET_KEY` set every message needs a token that siteverify accepts for the action
 * `contact_form_submit` on one of our hostnames: the site's own (`siteUrl` in data/site.yaml, with and without
 * `www.`), the addresses Netlify gives the deploy (`URL`, `DEPLOY_PRIME_URL`, `DEPLOY_URL`), any listed in
 * `TURNSTILE_HOSTNAMES` (comma-separated), and locally `localhost` and `127.0.0.1`. `TURNSTILE_VERIFY_URL` overrides
 * the siteverify address. Locally, without the secret, no check is made.
 */
import site from '../../generated/site.json' with { type: 'json' };

export const TURNSTILE_ACTION = 'contact_form_submit';
export const TURNSTILE_DEFAULT_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

type Env = Record<string, string | undefined>;

export type ContactConfig =
  | { kind: 'unconfigured'; missing: string[] }
  | {
      kind: 'ready';
      delivery: { via: 'sendgrid'; apiKey: string; to: string; from: string; baseUrl?: string } | { via: 'none' };
      turnstile: { secret: string; verifyUrl: string; hostnames: string[] } | null;
    };

const DEPLOYED_CONTEXTS = new Set(['production', 'deploy-preview', 'branch-deploy']);

/** Whether the function runs in a real Netlify deploy (see the module comment). */
export function isDeployed(env: Env, deployContext: string | undefined): boolean {
  if (env.CONTACT_DEPLOYED === 'true') return true;
  if (env.CONTACT_DEPLOYED === 'false') return false;
  if (deployContext !== undefined && deployContext !== '') return DEPLOYED_CONTEXTS.has(deployContext);
  return DEPLOYED_CONTEXTS.has(env.CONTEXT ?? '');
}

const present = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);

const hostnameOf = (address: string | undefined) => {
  try {
    return address ? new URL(address).hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
};

/** The hostnames a Turnstile token may have been issued on (see the module comment). */
export function turnstileHostnames(env: Env, deployed: boolean): string[] {
  const own = hostnameOf(site.siteUrl);
  const names = [
    own,
    own && (own.startsWith('www.') ? own.slice(4) : `www.${own}`),
    hostnameOf(env.URL),
    hostnameOf(env.DEPLOY_PRIME_URL),
    hostnameOf(env.DEPLOY_URL),
    ...(env.TURNSTILE_HOSTNAMES ?? '').split(',').map((name) => name.trim().toLowerCase()),
    ...(deployed ? [] : ['localhost', '127.0.0.1']),
  ];
  return [...new Set(names.filter((name): name is string => !!name))];
}

export function contactConfig(env: Env, deployContext: string | undefined): ContactConfig {
  const deployed = isDeployed(env, deployContext);
  const apiKey = present(env.SENDGRID_API_KEY);
  const to = present(env.CONTACT_TO);
  const from = present(env.CONTACT_FROM);
  const secret = present(env.TURNSTILE_SECRET_KEY);
  const turnstile = secret
    ? {
        secret,
        verifyUrl: present(env.TURNSTILE_VERIFY_URL) ?? TURNSTILE_DEFAULT_VERIFY_URL,
        hostnames: turnstileHostnames(env, deployed),
      }
    : null;

  const missing: string[] = [];
  if (apiKey || deployed) {
    if (!apiKey) missing.push('SENDGRID_API_KEY');
    if (!to) missing.push('CONTACT_TO');
    if (!from) missing.push('CONTACT_FROM');
  }
  if (deployed && !turnstile) missing.push('TURNSTILE_SECRET_KEY');
  if (missing.length > 0) return { kind: 'unconfigured', missing };

  const delivery = apiKey
    ? { via: 'sendgrid' as const, apiKey, to: to!, from: from!, baseUrl: present(env.SENDGRID_BASE_URL) }
    : { via: 'none' as const };
  return { kind: 'ready', delivery, turnstile };
}

/** The deploy context Netlify gives a function (`production`, `dev`, ...), if any. */
export function deployContextOf(context: { deploy?: { context?: unknown } } | undefined): string | undefined {
  try {
    const value = context?.deploy?.context;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
