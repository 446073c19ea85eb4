/**
 * Answers "what does this address show?" from the process's content (loaded and validated once by the
 * pipeline). Server-only: pages receive the result as their data.
 */
import { currentContent, type Content as LoadedContent } from '../../pipeline/content.ts';
import { formatText } from '../../schema/errors/terminal.ts';
import type { PageData } from './page-data.ts';
import { contentViews, pageDataIn, type Content } from './views.ts';

/** The pages made from each loaded content; the dev server replaces the content on every save. */
const views = new WeakMap<LoadedContent, Content>();

export function siteContent(): Content {
  const result = currentContent();
  const cached = views.get(result);
  if (cached) return cached;
  if (result.errors.length > 0)
    throw new Error(`The content has errors; fix them first (npm run validate):\n${formatText(result.errors)}`);
  const content = contentViews(result.data);
  views.set(result, content);
  return content;
}

/** Every address to pre-render: pages, solution pages, redirect fallbacks and the solution-not-found page. */
export const prerenderedRoutes = () => [...siteContent().pages.keys()];

/** The data of the page at `pathname`, or undefined when no page lives there. */
export const pageDataFor = (pathname: string): PageData | undefined => pageDataIn(siteContent(), pathname);
