/** The "← Back to all solutions" link of solution pages and the 'Solution not found' page. */
import { site } from '../site.ts';

export function BackToSolutions() {
  return (
    <a
      href="/solutions"
      className="inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
    >
      {site.messages.pages.backToSolutions}
    </a>
  );
}
