/** What the browser tests expect, read from the same content the site is built from. */
import { siteContent } from '../../renderer/content/load.server.ts';
import type { PageView } from '../../renderer/content/page-data.ts';

export const content = siteContent();

/** The h1 a page shows: its first section's heading, or the solution title on simple solution pages. */
export function expectedHeading(page: PageView): string | undefined {
  if (page.kind === 'sections') return page.sections[0]?.type === 'hero' ? page.sections[0].heading : undefined;
  if (page.kind === 'solution') return page.solution.title;
  if (page.kind === 'solution-not-found') return content.site.messages.pages.solutionNotFound;
  return undefined;
}

export const contentPages = [...content.pages.values()].filter((page) => page.kind !== 'redirect');
export const redirectPages = [...content.pages.values()].filter(
  (page): page is Extract<PageView, { kind: 'redirect' }> => page.kind === 'redirect',
);
