/** What each address of the site shows, made from the content's data. */
import { filesOf } from '../../schema/content-files.ts';
import { SOLUTION_NOT_FOUND_ROUTE } from '../../pipeline/build/deploy-files.ts';
import { stringsUnder } from '../../pipeline/validate/walk.ts';
import type { ChatAssistant } from './types.ts';
import type { PageFile } from './types.ts';
import type { RoiCalculator } from './types.ts';
import type { Site } from './types.ts';
import type { Solution } from './types.ts';
import type { TestimonialsFile } from './types.ts';
import type { VoiceAgentPlans } from './types.ts';
import type { PageData, PageView, SolutionSummary } from './page-data.ts';

export interface Content {
  site: Site;
  pages: Map<string, PageView>;
  solutions: Map<string, Solution>;
  testimonials: TestimonialsFile['testimonials'];
  chat: ChatAssistant;
  roiCalculator: RoiCalculator;
  voiceAgentPlans: VoiceAgentPlans;
}

/**
 * The site made from the validated content's data (each file's data by its path in data/, defaults applied and
 * facts filled in): what every address shows. Pure, so the editor's preview (admin/) makes its pages the same way.
 */
export function contentViews(data: ReadonlyMap<string, unknown>): Content {
  const parsed = (relativePath: string) => {
    if (!data.has(relativePath)) throw new Error(`data/${relativePath} is missing`);
    return data.get(relativePath);
  };
  const pathsOf = (kind: string) => [...data.keys()].filter((path) => filesOf(path)?.name === kind);
  const site = parsed('site.yaml') as Site;
  const solutions = new Map(
    pathsOf('solution').map((path) => {
      const solution = parsed(path) as Solution;
      return [solution.id, solution] as const;
    }),
  );
  const pages = new Map<string, PageView>();
  for (const path of pathsOf('page')) {
    const page = parsed(path) as PageFile;
    pages.set(page.route, 'redirect' in page ? { kind: 'redirect', ...page } : { kind: 'sections', ...page });
  }
  for (const solution of solutions.values()) {
    const route = `/solutions/${solution.id}`;
    pages.set(
      route,
      solution.detailPage
        ? { kind: 'sections', route, ...solution.detailPage, backLink: true }
        : {
            kind: 'solution',
            route,
            title: `${solution.title} | ${site.brand.name}`,
            description: solution.subtitle,
            solution,
            hasCaseStudy: solution.caseStudy !== undefined,
          },
    );
    if (solution.caseStudy)
      pages.set(`${route}/case-study`, { kind: 'sections', route: `${route}/case-study`, ...solution.caseStudy });
  }
  pages.set(SOLUTION_NOT_FOUND_ROUTE, {
    kind: 'solution-not-found',
    route: SOLUTION_NOT_FOUND_ROUTE,
    title: `${site.messages.pages.solutionNotFound} | ${site.brand.name}`,
    description: site.messages.pages.solutionNotFound,
  });
  return {
    site,
    pages,
    solutions,
    testimonials: (parsed('testimonials.yaml') as TestimonialsFile).testimonials,
    chat: parsed('chat.yaml') as ChatAssistant,
    roiCalculator: parsed('roi-calculator.yaml') as RoiCalculator,
    voiceAgentPlans: parsed('voice-agent-plans.yaml') as VoiceAgentPlans,
  };
}

const summarise = (solution: Solution): SolutionSummary => ({
  id: solution.id,
  title: solution.title,
  subtitle: solution.subtitle,
  type: solution.type,
  image: solution.image,
  industry: solution.industry,
  benefits: Object.entries(solution.expectedBenefits).slice(0, 3),
  hasCaseStudy: solution.caseStudy !== undefined,
});

/** The data of the page at `pathname` in `content`, or undefined when no page lives there. */
export function pageDataIn(content: Content, pathname: string): PageData | undefined {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = content.pages.get(route);
  if (!page) return undefined;
  const mentionedSolutions = [
    ...stringsUnder(page, 'solutions'),
    ...(page.kind === 'solution' ? [page.solution.id] : []),
  ];
  const mentionedTestimonials = [...stringsUnder(page, 'testimonials'), ...stringsUnder(page, 'testimonial')];
  const sectionTypes =
    page.kind === 'sections' ? new Set(page.sections.map((section) => section.type)) : new Set<string>();
  const data: PageData = {
    page,
    testimonials: Object.fromEntries(
      content.testimonials.filter((item) => mentionedTestimonials.includes(item.id)).map((item) => [item.id, item]),
    ),
    solutions: Object.fromEntries(
      mentionedSolutions.flatMap((id) => {
        const solution = content.solutions.get(id);
        return solution ? [[id, summarise(solution)]] : [];
      }),
    ),
    // Absent rather than undefined: page data is serialised into every page's HTML.
    ...(sectionTypes.has('roi-calculator') && { roiCalculator: content.roiCalculator }),
    ...(sectionTypes.has('voice-agent-plans') && { voiceAgentPlans: content.voiceAgentPlans }),
  };
  return data;
}
