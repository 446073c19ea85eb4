/** Not-found and render faults. An unknown /solutions/{id} gets "Solution not found" with its back link. */
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { SolutionNotFound } from './ContentPage.tsx';
import { site } from './site.ts';

const SOLUTION_ADDRESS = /^\/solutions\/[^/]+\/?$/;

export function ErrorPage() {
  const { is404, urlPathname, abortStatusCode, abortReason } = usePageContext();
  const messages = site.messages.pages;

  useEffect(() => {
    if (is404) console.error(messages.notFoundLog, urlPathname);
  }, [is404, urlPathname, messages.notFoundLog]);

  if (is404 && SOLUTION_ADDRESS.test(urlPathname)) return <SolutionNotFound />;
  if (is404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-32 text-center">
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
