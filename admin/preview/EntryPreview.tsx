/**
 * The preview pane: the entry drawn by the site's own page renderer (renderer/ContentPage.tsx and its sections)
 * between the site's navigation bar and footer, from the content as the build would see it with this entry in place
 * of its file (facts such as `{price:…}` filled in), on every keystroke. While the entry has mistakes the pane lists
 * them in the validator's words. The bar and footer are drawn from the site settings the editor was built with.
 */
import type { Map as ImmutableMap } from 'immutable';
import { ContentPage } from '../../renderer/ContentPage.tsx';
import { Footer } from '../../renderer/layout/Footer.tsx';
import { Navbar } from '../../renderer/layout/Navbar.tsx';
import { contentViews, pageDataIn, type Content } from '../../renderer/content/views.ts';
import type { SectionType } from '../../renderer/content/types.ts';
import { formatText } from '../../pipeline/lib/format-errors.ts';
import { contentWith, entryFile } from '../content.ts';
import type { PageData } from '../../renderer/content/page-data.ts';
import { PreviewData } from './use-data.ts';

type Immutable = ImmutableMap<string, unknown>;

/** The page a file shared by many pages is best seen on: the first page showing one of these sections. */
const SHOWN_IN: Record<string, SectionType[]> = {
  'data/offerings.yaml': ['pricing-cards', 'price-list'],
  'data/testimonials.yaml': ['testimonials'],
  'data/roi-calculator.yaml': ['roi-calculator'],
  'data/voice-agent-plans.yaml': ['voice-agent-plans'],
};

function routeOf(path: string, data: unknown, views: Content): string {
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

function Mistakes({ text }: { text: string }) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-6">
      <p className="font-semibold text-ink">Not saved yet: the site cannot be built with this entry.</p>
      <pre className="mt-3 whitespace-pre-wrap text-sm">{text}</pre>
    </div>
  );
}

export function EntryPreview({ entry, collection }: { entry: Immutable; collection: Immutable }) {
  const file = entryFile(entry, {
    folder: collection.get('folder') as string | undefined,
    slug: collection.get('slug') as string | undefined,
  });
  const { errors, data } = contentWith(file.path, file.text);
  let route = '/';
  let pageData: PageData | undefined;
  try {
    const views = contentViews(data);
    route = routeOf(file.path, data.get(file.path.replace(/^data\//, '')), views);
    pageData = pageDataIn(views, route);
  } catch {
    // A file the page needs has a mistake (listed below); the page cannot be drawn until it is fixed.
  }
  return (
    <>
      <Navbar urlPathname={route} />
      {/* As renderer/layout/Layout.tsx: room under the fixed navigation bar. */}
      <main className="min-h-[75vh] pt-16">
        {errors.length > 0 && <Mistakes text={formatText(errors)} />}
        {pageData && (
          <PreviewData.Provider value={pageData}>
            <ContentPage />
          </PreviewData.Provider>
        )}
      </main>
      <Footer />
    </>
  );
}
