/** The data one page receives: its own content plus the site-wide parts and whatever its sections refer to. */
import type { ContentPage, PageMenu, RedirectPage } from './types.ts';
import type { RoiCalculator } from './types.ts';
import type { Section } from './types.ts';
import type { Solution } from './types.ts';
import type { Testimonial } from './types.ts';
import type { VoiceAgentPlans } from './types.ts';

/** What a solution card or link needs, without the whole solution. */
export interface SolutionSummary {
  id: string;
  title: string;
  subtitle: string;
  type: Solution['type'];
  image: Solution['image'];
  industry: string[];
  benefits: Array<[label: string, value: string]>;
  hasCaseStudy: boolean;
}

export type PageView =
  | {
      kind: 'sections';
      route: string;
      title: string;
      description: string;
      menu?: PageMenu;
      sections: Section[];
      backLink?: boolean;
    }
  | { kind: 'solution'; route: string; title: string; description: string; solution: Solution; hasCaseStudy: boolean }
  | { kind: 'redirect'; route: string; title: string; redirect: string }
  | { kind: 'solution-not-found'; route: string; title: string; description: string };

export interface PageData {
  page: PageView;
  testimonials: Record<string, Testimonial>;
  solutions: Record<string, SolutionSummary>;
  roiCalculator?: RoiCalculator;
  voiceAgentPlans?: VoiceAgentPlans;
}

export type { ContentPage, RedirectPage };
