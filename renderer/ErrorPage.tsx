/** Not-found and render faults. An unknown /solutions/{id} gets "Solution not found" with its back link. */
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { SolutionNotFound } from './ContentPage.tsx';
import { Island } from './islands/Island.tsx';
import { site } from './site.ts';

const SOLUTION_ADDRESS = /^\/solutions\/[^/]+\/?$/;

/** Logs the missing address: the one in the browser, since every unknown address gets the same pre-rendered page. */
export function NotFoundLog({ message }: { message: string }) {
  useEffect(() => console.error(message, window.location.pathname), [message]);
  return null;
}

export function ErrorPage() {
  const { is404, urlPathname, abortStatusCode, abortReason } = usePageContext();
  const messages = site.messages.pages;

  if (is404 && SOLUTION_ADDRESS.test(urlPathname)) return <SolutionNotFound />;
  if (is404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-32 text-center">
        <Island name="not-found-log" component={NotFoundLog} props={{ message: messages.notFoundLog }} when="idle" />
        <p className="text-7xl font-extrabold tracking-tight text-accent-strong">{messages.notFoundCode}</p>
        <h1 className="mt-4 text-3xl font-bold text-ink">{messages.notFoundTitle}</h1>
        <p className="mt-8">
          <a
            href="/"
            className="inline-flex rounded-lg bg-accent-strong px-6 py-3 font-semibold text-white hover:bg-sky-800"
          >
            {messages.notFoundLink}
          </a>
        </p>
      </div>
    );
  }
  const detail = typeof abortReason === 'string' ? abortReason : String(abortStatusCode ?? 500);
  return (
    <div className="mx-auto max-w-3xl px-4 py-32 text-center">
      <h1 className="text-3xl font-bold text-ink">{messages.applicationError}</h1>
      <p className="mt-4 text-slate-600">{detail}</p>
    </div>
  );
}
