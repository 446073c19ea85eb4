/**
 * Answers "what does this address show?" from the process's content (loaded and validated once by the
 * pipeline). Server-only: pages receive the result as their data.
 */
import { currentContent, type Content as LoadedContent } from '../../pipeline/content.ts';
import { SOLUTION_NOT_FOUND_ROUTE } from '../../pipeline/lib/deploy-files.ts';
import { formatText } from '../../pipeline/lib/format-errors.ts';
import { stringsUnder } from '../../pipeline/lib/walk.ts';
import type { ChatAssistant } from './types.ts';
import type { PageFile } from './types.ts';
import type { RoiCalculator } from './types.ts';
import type { Site } from './types.ts';
import type { Solution } from './types.ts';
import type { TestimonialsFile } from './types.ts';
import type { VoiceAgentPlans } from './types.ts';
import type { PageData, PageView, SolutionSummary } from './page-data.ts';

interface Content {
  site: Site;
  pages: Map<string, PageView>;
  solutions: Map<string, Solution>;
  testimonials: TestimonialsFile['testimonials'];
  chat: ChatAssistant;
  roiCalculator: RoiCalculator;
  voiceAgentPlans: VoiceAgentPlans;
}

/** The pages made from each loaded content; the dev server replaces the content on every save. */
const views = new WeakMap<LoadedContent, Content>();

export function siteContent(): Content {
  const result = currentContent();
  const cached = views.get(result);
  if (cached) return cached;
  if (result.errors.length > 0)
    throw new Error(`The content has errors; fix them first (npm run validate):\n${formatText(result.errors)}`);
  const parsed = (relativePath: string) => {
    if (!result.data.has(relativePath)) throw new Error(`data/${relativePath} is missing`);
    return result.data.get(relativePath);
  };
  const site = parsed('site.yaml') as Site;
  const solutions = new Map(
    result.sources
      .filter((source) => source.kind.name === 'solution')
      .map((source) => {
        const solution = parsed(source.relativePath) as Solution;
        return [solution.id, solution] as const;
      }),
  );
  const pages = new Map<string, PageView>();
  for (const source of result.sources.filter((candidate) => candidate.kind.name === 'page')) {
    const page = parsed(source.relativePath) as PageFile;
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
  const content: Content = {
    site,
    pages,
    solutions,
    testimonials: (parsed('testimonials.yaml') as TestimonialsFile).testimonials,
    chat: parsed('chat.yaml') as ChatAssistant,
    roiCalculator: parsed('roi-calculator.yaml') as RoiCalculator,
    voiceAgentPlans: parsed('voice-agent-plans.yaml') as VoiceAgentPlans,
  };
  views.set(result, content);
  return content;
}

/** Every address to pre-render: pages, solution pages, redirect fallbacks and the solution-not-found page. */
export const prerenderedRoutes = () => [...siteContent().pages.keys()];

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

/** The data of the page at `pathname`, or undefined when no page lives there. */
export function pageDataFor(pathname: string): PageData | undefined {
  const content = siteContent();
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
