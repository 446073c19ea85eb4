/**
 * Answers "what does this address show?" from the process's checked content (loaded and validated once by the
 * pipeline, or handed to a page renderer by the build). Server-only: pages receive the result as their data.
 */
import { checkedData } from '../../pipeline/content.ts';
import type { PageData } from './page-data.ts';
import { contentViews, pageDataIn, type Content } from './views.ts';

/** The pages made from each checked content's data; the dev server replaces the content on every save. */
const views = new WeakMap<ReadonlyMap<string, unknown>, Content>();

export function siteContent(): Content {
  const data = checkedData();
  const cached = views.get(data);
  if (cached) return cached;
  const content = contentViews(data);
  views.set(data, content);
  return content;
}

/** The data of the page at `pathname`, or undefined when no page lives there. */
export const pageDataFor = (pathname: string): PageData | undefined => pageDataIn(siteContent(), pathname);
