/** Pure rules of the contact form: what a failure toast says, and which pages close the window after sending. */

/** The server's `error` field, when its JSON answer has a non-empty one. */
export function serverError(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const error = (body as Record<string, unknown>).error;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

/** The toast text: the error's message (the server's `error` is thrown as one), else `fallback`. */
export function describeFailure(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

/** Whether the message window closes itself after a successful send on `pathname`. */
export const closesOnSuccess = (pathname: string, pages: readonly string[]) =>
  pages.some((page) => normalise(page) === normalise(pathname));
