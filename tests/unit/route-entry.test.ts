/** Which entry a page of the site is made from (admin/lib/route-entry.ts), for "Edit this page" under `npm run dev`. */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../pipeline/content.ts';
import { contentViews } from '../../renderer/content/views.ts';
import { entryForRoute } from '../../admin/lib/route-entry.ts';

let files: Record<string, unknown>;
let routes: string[];

beforeAll(() => {
  const content = loadContent();
  files = Object.fromEntries(content.sources.map((source) => [source.file, source.data]));
  routes = [...contentViews(content.data).pages.values()]
    .filter((page) => page.kind !== 'solution-not-found')
    .map((page) => page.route);
});

/** The addresses a file's data makes: a page's `route`, a solution's page and case study. */
function routesOf(file: string): string[] {
  const data = files[file] as { route?: string; id?: string };
  return file.startsWith('data/solutions/')
    ? [`/solutions/${data.id}`, `/solutions/${data.id}/case-study`]
    : [data.route!];
}

describe('entryForRoute', () => {
  it('names the file of every page of the site, with or without a trailing slash, query or hash', () => {
    expect(routes.length).toBeGreaterThan(30);
    fc.assert(
      fc.property(
        fc.constantFrom(...routes),
        fc.constantFrom('', '/', '?ref=nav', '#top', '/?x=1#y'),
        (route, tail) => {
          const file = entryForRoute(`${route}${route === '/' && tail.startsWith('/') ? tail.slice(1) : tail}`, files);
          expect(routesOf(file!)).toContain(route);
        },
      ),
    );
  });

  it('opens the home page for /, a solution for its pages, and nothing for an address no entry makes', () => {
    expect((files[entryForRoute('/', files)!] as { route: string }).route).toBe('/');
    const solutions = Object.keys(files).filter((file) => file.startsWith('data/solutions/'));
    for (const file of solutions) {
      const { id, caseStudy } = files[file] as { id: string; caseStudy?: unknown };
      expect(entryForRoute(`/solutions/${id}`, files)).toBe(file);
      expect(entryForRoute(`/solutions/${id}/case-study`, files)).toBe(caseStudy ? file : undefined);
    }
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z-]{1,20}(?:\/[a-z-]{1,12})?$/), (route) => {
        fc.pre(!routes.includes(route));
        expect(entryForRoute(route, files)).toBeUndefined();
      }),
    );
  });
});
