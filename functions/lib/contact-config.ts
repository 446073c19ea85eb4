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
 *
 * Alerts: the retry's alerts (contact-alert.ts) go to `CONTACT_ALERT_WEBHOOK_URL`, else to an error-level log line.
 *
 * Test settings (`CONTACT_TEST_*`, see TEST_TIMINGS; ignored when deployed) shorten the delivery timings, so a test
 * takes a message from pending to delivered or failed without waiting minutes.
 */
import site from '../../generated/site.json' with { type: 'json' };
import { DEFAULT_TIMINGS, type DeliveryTimings } from './contact-forward.ts';

export const TURNSTILE_ACTION = 'contact_form_submit';
export const TURNSTILE_DEFAULT_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

type Env = Record<string, string | undefined>;

export type ContactConfig =
  | { kind: 'unconfigured'; missing: string[] }
  | {
      kind: 'ready';
      delivery: { via: 'sendgrid'; apiKey: string; to: string; from: string; baseUrl?: string } | { via: 'none' };
      turnstile: { secret: string; verifyUrl: string; hostnames: string[] } | null;
      timings: DeliveryTimings;
      /** Where alerts are posted; undefined: they are logged at error level. */
      alertWebhookUrl: string | undefined;
      /** Settings that were set but not used, each with the reason (logged by the functions). */
      ignored: string[];
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

const isHttpAddress = (address: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(address).protocol);
  } catch {
    return false;
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
  const { timings, ignored } = deliveryTimings(env, deployed);
  const webhook = present(env.CONTACT_ALERT_WEBHOOK_URL);
  const alertWebhookUrl = webhook && isHttpAddress(webhook) ? webhook : undefined;
  if (webhook && !alertWebhookUrl)
    ignored.push('CONTACT_ALERT_WEBHOOK_URL is not an http(s) address: alerts go to the log');
  return { kind: 'ready', delivery, turnstile, timings, alertWebhookUrl, ignored };
}

const TEST_TIMINGS: Record<keyof DeliveryTimings, string> = {
  leaseMs: 'CONTACT_TEST_LEASE_MS',
  firstRetryMs: 'CONTACT_TEST_FIRST_RETRY_MS',
  longestRetryMs: 'CONTACT_TEST_LONGEST_RETRY_MS',
  pendingAlertMs: 'CONTACT_TEST_PENDING_ALERT_MS',
};

/** The delivery timings: the defaults, or locally the test settings that are whole numbers of milliseconds above 0. */
export function deliveryTimings(env: Env, deployed: boolean): { timings: DeliveryTimings; ignored: string[] } {
  const timings = { ...DEFAULT_TIMINGS };
  const ignored: string[] = [];
  for (const [key, name] of Object.entries(TEST_TIMINGS) as [keyof DeliveryTimings, string][]) {
    const value = present(env[name]);
    if (value === undefined) continue;
    if (deployed) ignored.push(`${name} is a test setting, ignored when deployed`);
    else if (!/^[1-9]\d*$/.test(value)) ignored.push(`${name}=${value} is not a whole number of milliseconds above 0`);
    else timings[key] = Number(value);
  }
  return { timings, ignored };
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
