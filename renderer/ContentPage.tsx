/** Draws whatever the address holds: a page of sections, a simple solution page, a redirect, or "solution not found". */
import { useData } from 'vike-react/useData';
import { Island } from './islands/Island.tsx';
import type { PageData, PageView } from './content/page-data.ts';
import { PageMenu, menuEntries } from './layout/PageMenu.tsx';
import { SectionList } from './sections/index.tsx';
import { SolutionPage } from './SolutionPage.tsx';
import { BackToSolutions } from './ui/BackToSolutions.tsx';
import { site } from './site.ts';

function SectionsPage({ page }: { page: Extract<PageView, { kind: 'sections' }> }) {
  const [first, ...rest] = page.sections;
  const menu = page.menu;
  const pageMenu = menu && (
    <Island name="page-menu" component={PageMenu} props={{ menu, entries: menuEntries(page.sections) }} when="idle" />
  );
  return (
    <>
      {page.backLink && (
        // Lined up with the hero under it (same width and padding).
        <div className="motif-hero">
          <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
            <BackToSolutions />
          </div>
        </div>
      )}
      {menu?.style === 'side' ? (
        <>
          {first && <SectionList sections={[first]} />}
          {/* Bands stay full width; from large screens their content moves right of the menu (styles.css). */}
          <div data-rail="side" className="relative">
            {pageMenu}
            <SectionList sections={rest} offset={1} />
          </div>
        </>
      ) : menu?.style === 'dots' ? (
        // The dots sit in a gutter the content keeps clear on large screens (styles.css).
        <div data-rail="dots">
          {pageMenu}
          <SectionList sections={page.sections} />
        </div>
      ) : (
        <>
          {first && <SectionList sections={[first]} />}
          {pageMenu}
          <SectionList sections={rest} offset={1} />
        </>
      )}
    </>
  );
}

function Redirect({ page }: { page: Extract<PageView, { kind: 'redirect' }> }) {
  // The server answers with a real 301; where it cannot, the page's meta refresh (Head.tsx) goes on, and this link.
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-ink">{page.title}</h1>
      <p className="mt-4">
        {site.messages.pages.redirecting}{' '}
        <a href={page.redirect} className="font-semibold text-accent-strong underline">
          {page.redirect}
        </a>
      </p>
    </div>
  );
}

export function SolutionNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-32 text-center">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{site.messages.pages.solutionNotFound}</h1>
      <p className="mt-8">
        <BackToSolutions />
      </p>
    </div>
  );
}

export function ContentPage() {
  const { page } = useData<PageData>();
  switch (page.kind) {
    case 'sections':
      return <SectionsPage page={page} />;
    case 'solution':
      return <SolutionPage solution={page.solution} hasCaseStudy={page.hasCaseStudy} />;
    case 'redirect':
      return <Redirect page={page} />;
    case 'solution-not-found':
      return <SolutionNotFound />;
  }
}
