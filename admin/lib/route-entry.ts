/**
 * Which entry a page of the site is made from, so a page's "Edit this page" link (under `npm run dev`) opens it:
 * a page file by its `route:`, a solution's file for `/solutions/{id}` and its case study.
 */
import { isRecord } from '../../pipeline/validate/walk.ts';

const SOLUTION_PAGE = /^\/solutions\/([^/]+)(\/case-study)?$/;

/**
 * The content file (`data/pages/pricing.yaml`) of a site address (`/pricing`, with or without a trailing slash,
 * query or hash), given every content file's parsed data; undefined when no entry makes that page.
 */
export function entryForRoute(route: string, files: Record<string, unknown>): string | undefined {
  const path = route.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
  const [, solution, caseStudy] = SOLUTION_PAGE.exec(path) ?? [];
  return Object.keys(files).find((file) => {
    const data = files[file];
    if (!isRecord(data)) return false;
    if (file.startsWith('data/pages/')) return data.route === path;
    // A solution's pages take their address from its `id`; the case study exists when it has one (renderer/content/views.ts).
    return (
      solution !== undefined &&
      file.startsWith('data/solutions/') &&
      data.id === solution &&
      (caseStudy === undefined || data.caseStudy !== undefined)
    );
  });
}
