/** GitHub's failures in words an editor can act on: what failed, why, and what became of their change. */
import { BackendError, type PendingChange } from './types.ts';

/** What failed, said after the cause: "GitHub cannot be reached: nothing was saved, your changes are kept." */
const CONSEQUENCE = {
  signIn: 'you are not signed in',
  read: 'the entry could not be loaded from GitHub',
  save: 'nothing was saved, your changes are kept',
  propose: 'your change is saved on GitHub but not yet proposed for publishing; save again to propose it',
  pending: 'the changes waiting to be published could not be listed',
  publish: 'nothing was published',
} as const;
export type Action = keyof typeof CONSEQUENCE;

/** GitHub's refusals to merge, in words; undefined for failures `explain` words. */
export function refusedPublish(error: unknown, change: PendingChange): BackendError | undefined {
  const status = statusOf(error);
  const said = messageOf(error);
  const reason =
    status === 409
      ? 'it changed while you were publishing. Reload the list and publish again.'
      : status === 405 && /status check/i.test(said)
        ? "the site's checks have not passed on it yet. Wait until its preview is built, then publish again."
        : status === 405 && /review/i.test(said)
          ? 'GitHub wants someone to approve it there first.'
          : status === 405
            ? "it clashes with a change published since. Ask the site's developer to settle it on GitHub."
            : undefined;
  return reason && new BackendError(`GitHub did not publish “${change.title}”: ${reason}`);
}

/** Any failure, in words an editor can act on. */
export function explain(error: unknown, action: Action, repo: string): BackendError {
  if (error instanceof BackendError) return error;
  const consequence = CONSEQUENCE[action];
  const status = statusOf(error);
  if (status === undefined)
    return new BackendError(`The editor failed (${String(error)}): ${consequence}. Reload the page and try again.`);
  if (!hasResponse(error))
    return new BackendError(`GitHub cannot be reached: ${consequence}. Check your internet connection and try again.`);
  if (status === 401) return new BackendError(`Your GitHub sign-in has expired: ${consequence}. Sign in again.`);
  if (status === 429 || (status === 403 && /rate limit/i.test(messageOf(error))))
    return new BackendError(
      `GitHub is refusing requests for a while because there were many: ${consequence}. Wait a few minutes and try again.`,
    );
  if (status === 403 || status === 404)
    return new BackendError(
      `GitHub refused or could not find what the editor asked for in ${repo}, so ${consequence}. Reload the page and try again; if it happens again, your account may have lost its Write access: ask the site's developer.`,
    );
  if (status >= 500)
    return new BackendError(`GitHub is having trouble right now: ${consequence}. Try again in a few minutes.`);
  return new BackendError(`GitHub refused this: “${messageOf(error)}”, so ${consequence}.`);
}

/** Octokit's RequestError (named HttpError): `status`, and `response` unless the request never got an answer. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof Error && error.name === 'HttpError'
    ? (error as Error & { status: number }).status
    : undefined;
}

const hasResponse = (error: unknown) => Boolean((error as { response?: unknown }).response);

const messageOf = (error: unknown) =>
  String((error as { response?: { data?: { message?: unknown } } }).response?.data?.message ?? '');
