/**
 * The preview pane: the open entry's page drawn by the site's own renderers (renderer/ContentPage.tsx and its
 * sections) between the site's navigation bar and footer, from the content as the build would see it with the
 * entry's change in place (facts such as `{price:…}` filled in). A file shared by many pages (offerings, testimonials)
 * is shown on the first page that uses it. The site's breakpoints follow the pane's width, not the window's
 * (main.tsx turns the stylesheet's width media queries into container queries), and its fixed bar stays in the pane.
 */
import { forwardRef } from 'react';
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

/** The address a content file is seen at. */
export function routeOf(path: string, data: unknown, views: Content): string {
  const record = (data ?? {}) as { route?: string; id?: string };
  if (path.startsWith('data/pages/') && record.route) return record.route;
  if (path.startsWith('data/solutions/') && record.id) return `/solutions/${record.id}`;
  const types = SHOWN_IN[path];
  const page = types
    ? [...views.pages.values()].find(
        (view) => view.kind === 'sections' && view.sections.some((section) => types.includes(section.type)),
      )
    : undefined;
  return page?.route ?? '/';
}

/** What the preview draws: the page of `path` in the content `data` (each valid file's data by its path in data/). */
export function previewPage(path: string, data: ReadonlyMap<string, unknown>) {
  try {
    const views = contentViews(data);
    const route = routeOf(path, data.get(path.replace(/^data\//, '')), views);
    return { route, page: pageDataIn(views, route) };
  } catch {
    // A file the page needs has a mistake (shown at its field); the page cannot be drawn until it is fixed.
    return undefined;
  }
}

const NO_ADDRESS = { writeHash: false };

interface PreviewProps {
  shown: { route: string; page: PageData | undefined } | undefined;
  hidden?: boolean;
}

export const Preview = forwardRef<HTMLDivElement, PreviewProps>(function Preview({ shown, hidden }, scroller) {
  return (
    <section className="ed-preview" aria-label="Preview" hidden={hidden}>
      <div className="ed-preview-frame">
        <div className="ed-preview-scroll" ref={scroller}>
          {shown?.page ? (
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
            <p className="ed-preview-note">The preview shows the page again once the mistakes in the form are fixed.</p>
          )}
        </div>
      </div>
    </section>
  );
});
