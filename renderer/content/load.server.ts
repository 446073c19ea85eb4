/**
 * Reads and validates all content once per build, then answers "what does this address show?".
 * Server-only: pages receive the result as their data.
 */
import { join } from 'node:path';
import type { ZodType } from 'zod';
import { validateContent } from '../../pipeline/lib/validate-content.ts';
import { SOLUTION_NOT_FOUND_ROUTE } from '../../pipeline/lib/deploy-files.ts';
import { formatText } from '../../pipeline/lib/format-errors.ts';
import { factsFrom, resolveFacts } from '../../pipeline/lib/resolve-facts.ts';
import type { ChatAssistant } from '../../schema/chat.ts';
import type { PageFile } from '../../schema/page.ts';
import type { RoiCalculator } from '../../schema/roi-calculator.ts';
import type { Site } from '../../schema/site.ts';
import type { Solution } from '../../schema/solution.ts';
import type { TestimonialsFile } from '../../schema/testimonials.ts';
import type { VoiceAgentPlans } from '../../schema/voice-agent-plans.ts';
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

let loaded: Content | undefined;

export function loadContent(root = process.cwd()): Content {
  if (loaded) return loaded;
  const result = validateContent({ root, dataDir: join(root, 'data'), publicDir: join(root, 'public') });
  if (result.errors.length > 0)
    throw new Error(`The content has errors; fix them first (npm run validate):\n${formatText(result.errors)}`);
  // FACTS: the one place where fact references (`{price:chatbots}`, `offering: chatbots`, `{stat:id:label}`,
  // `{summary:id}`) are replaced by the values written once in data/, before any page sees the content.
  const facts = factsFrom(result.sources);
  const parsed = (relativePath: string) => {
    const source = result.sources.find((candidate) => candidate.relativePath === relativePath);
    if (!source) throw new Error(`data/${relativePath} is missing`);
    return resolveFacts((source.kind.schema as ZodType).parse(source.data), facts);
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
  loaded = {
    site,
    pages,
    solutions,
    testimonials: (parsed('testimonials.yaml') as TestimonialsFile).testimonials,
    chat: parsed('chat.yaml') as ChatAssistant,
    roiCalculator: parsed('roi-calculator.yaml') as RoiCalculator,
    voiceAgentPlans: parsed('voice-agent-plans.yaml') as VoiceAgentPlans,
  };
  return loaded;
}

/** Every address to pre-render: pages, solution pages, redirect fallbacks and the solution-not-found page. */
export const prerenderedRoutes = () => [...loadContent().pages.keys()];

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

/** Strings found under `key` anywhere in a value, e.g. every `testimonial` or `src` a page mentions. */
function valuesOf(value: unknown, key: string, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => valuesOf(item, key, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      if (name === key && typeof item === 'string') found.add(item);
      else if (name === key && Array.isArray(item))
        item.forEach((entry) => typeof entry === 'string' && found.add(entry));
      else valuesOf(item, key, found);
    }
  }
  return found;
}

/** The data of the page at `pathname`, or undefined when no page lives there. */
export function pageDataFor(pathname: string, root = process.cwd()): PageData | undefined {
  const content = loadContent(root);
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = content.pages.get(route);
  if (!page) return undefined;
  const mentionedSolutions = [...valuesOf(page, 'solutions'), ...(page.kind === 'solution' ? [page.solution.id] : [])];
  const mentionedTestimonials = [...valuesOf(page, 'testimonials'), ...valuesOf(page, 'testimonial')];
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
