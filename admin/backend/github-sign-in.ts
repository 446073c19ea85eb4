/** Signing in to GitHub through a popup: Netlify's OAuth provider or our cms-oauth function hands over a token. */
import { BackendError } from './types.ts';

const PROVIDER = 'github';

/**
 * Opens the sign-in popup and resolves with the token it hands over: it posts `authorizing:github`, we echo it,
 * it posts `authorization:github:success:{"token":…}` (or `:error:{"message":…}`). Only messages from that window
 * and the sign-in page's origin count.
 */
export function tokenFromPopup(signInUrl: string): Promise<string> {
  const origin = new URL(signInUrl).origin;
  return new Promise((resolve, reject) => {
    const popup = window.open(signInUrl, 'github-sign-in', 'popup,width=600,height=760');
    if (!popup)
      return reject(
        new BackendError('Your browser blocked the GitHub sign-in window: allow pop-ups for this page and try again.'),
      );
    const finish = (outcome: () => void) => {
      window.removeEventListener('message', listen);
      clearInterval(watch);
      popup.close();
      outcome();
    };
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup || typeof event.data !== 'string') return;
      if (event.data === `authorizing:${PROVIDER}`) return popup.postMessage(event.data, origin);
      const [, outcome, json] = /^authorization:github:(success|error):(.*)$/s.exec(event.data) ?? [];
      if (!outcome) return;
      const said = parsed(json!);
      if (outcome === 'success' && typeof said.token === 'string') finish(() => resolve(said.token as string));
      else
        finish(() =>
          reject(
            new BackendError(
              typeof said.message === 'string' && said.message
                ? said.message
                : 'GitHub did not sign you in. Try again.',
            ),
          ),
        );
    };
    window.addEventListener('message', listen);
    const watch = setInterval(() => {
      if (popup.closed)
        finish(() => reject(new BackendError('The GitHub sign-in window was closed before you signed in. Try again.')));
    }, 500);
  });
}

function parsed(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
