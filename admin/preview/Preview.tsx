/**
 * The preview pane: the open entry's page drawn by the site's own renderers (renderer/ContentPage.tsx and its
 * sections) between the site's navigation bar and footer, from the content as the build would see it with the
 * entry's change in place (facts such as `{price:…}` filled in), under the page's title as a browser tab shows it. A
 * file shared by many pages (offerings, testimonials) is shown on the first page that uses it; a solution's case study
 * on its own page while a field of it has the focus. While the entry has a mistake that keeps its page from being
 * drawn, the last page drawn stays, dimmed, under the mistakes; a new entry's page shows once it can be drawn. The
 * site's breakpoints follow the pane's width, not the window's (main.tsx turns the stylesheet's width media queries
 * into container queries), and its fixed bar stays in the pane.
 */
import { forwardRef } from 'react';
import { plural } from '../../schema/errors/catalogue.ts';
import { ContentPage } from '../../renderer/ContentPage.tsx';
import { Footer } from '../../renderer/layout/Footer.tsx';
import { Navbar } from '../../renderer/layout/Navbar.tsx';
import { contentViews, pageDataIn, type Content } from '../../renderer/content/views.ts';
import type { SectionType } from '../../renderer/content/types.ts';
import type { PageData } from '../../renderer/content/page-data.ts';
import { PageAddress } from '../../renderer/logic/page-address.ts';
import { PreviewData } from './use-data.ts';

/** The page a file shared by many pages is best seen on: the first page showing one of these sections. */
const SHOWN_IN: Record<string, SectionType[]> = {
  'data/offerings.yaml': ['pricing-cards', 'price-list'],
  'data/testimonials.yaml': ['testimonials'],
  'data/roi-calculator.yaml': ['roi-calculator'],
  'data/voice-agent-plans.yaml': ['voice-agent-plans'],
};

/** Which page of a solution the preview shows: its own page, or its case study's. */
export type PagePart = 'page' | 'case-study';

/** The part of the entry's pages a field is seen on: a solution's case study for a field inside `caseStudy`. */
export const partOf = (field: string | undefined): PagePart =>
  field === 'caseStudy' || field?.startsWith('caseStudy.') ? 'case-study' : 'page';

/** The address a content file is seen at (`part`: a solution's case study), or undefined for no page of its own. */
export function routeOf(path: string, data: unknown, views: Content, part: PagePart = 'page'): string | undefined {
  const record = (data ?? {}) as { route?: string; id?: string };
  if (path.startsWith('data/pages/')) return record.route;
  if (path.startsWith('data/solutions/')) {
    const page = `/solutions/${record.id ?? path.slice('data/solutions/'.length, -'.yaml'.length)}`;
    return part === 'case-study' && views.pages.has(`${page}/case-study`) ? `${page}/case-study` : page;
  }
  const types = SHOWN_IN[path];
  const page = types
    ? [...views.pages.values()].find(
        (view) => view.kind === 'sections' && view.sections.some((section) => types.includes(section.type)),
      )
    : undefined;
  return page?.route ?? '/';
}

/**
 * What the preview draws for the entry at `path` in the content `data` (each valid file's data by its path in data/),
 * or undefined when its page cannot be drawn from it (its file has a mistake, or is not there yet).
 */
export function previewPage(path: string, data: ReadonlyMap<string, unknown>, part: PagePart = 'page') {
  const own = data.get(path.replace(/^data\//, ''));
  // A page or a solution is drawn from its own file's data: without it, no other page stands in for it.
  if (own === undefined && !SHOWN_IN[path] && (path.startsWith('data/pages/') || path.startsWith('data/solutions/')))
    return undefined;
  try {
    const views = contentViews(data);
    const route = routeOf(path, own, views, part);
    const page = route === undefined ? undefined : pageDataIn(views, route);
    return route && page ? { route, page } : undefined;
  } catch {
    // A file the page needs has a mistake (shown at its field); the page cannot be drawn until it is fixed.
    return undefined;
  }
}

const NO_ADDRESS = { writeHash: false };

interface PreviewProps {
  shown: { route: string; page: PageData } | undefined;
  /** The page shown is the last one drawn: this many mistakes keep it from being drawn as it is now. */
  stale?: number;
  /** The entry, in words (`solution`): until its page can be drawn, the pane says what it waits for. */
  entry: string;
  hidden?: boolean;
}

/** The pane; its ref is the page's part (its tab's title and the page), where texts are clicked and shown. */
export const Preview = forwardRef<HTMLDivElement, PreviewProps>(function Preview(
  { shown, stale, entry, hidden },
  page,
) {
  return (
    <section className="ed-preview" aria-label="Preview" hidden={hidden}>
      {stale !== undefined && (
        <p className="ed-preview-stale">
          As before the last change: {plural(stale, 'mistake')} in the form {stale === 1 ? 'keeps' : 'keep'} the page
          from being drawn as it is now. What {stale === 1 ? 'it is' : 'they are'} about is marked.
        </p>
      )}
      <div className="ed-preview-page" ref={page} data-stale={stale !== undefined ? '' : undefined}>
        {shown && (
          // What a browser's tab shows: the page's title, which no element of the page shows.
          <p className="ed-preview-tab" title="The page’s title, as the browser’s tab and search results show it">
            {shown.page.page.title}
          </p>
        )}
        <div className="ed-preview-frame">
          <div className="ed-preview-scroll">
            {shown ? (
              <>
                <Navbar urlPathname={shown.route} />
                {/* As renderer/layout/Layout.tsx: room under the fixed navigation bar. Not a second <main>: the
                    editor's own is the page's one main landmark. */}
                <div className="min-h-[75vh] pt-16">
                  <PreviewData.Provider value={shown.page}>
                    {/* The editor's address is its own: the page's menus leave it alone. */}
                    <PageAddress.Provider value={NO_ADDRESS}>
                      <ContentPage />
                    </PageAddress.Provider>
                  </PreviewData.Provider>
                </div>
                <Footer />
              </>
            ) : (
              <p className="ed-preview-note">
                The {entry}’s page shows here once it can be drawn: fill in what the form asks for.
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
});
