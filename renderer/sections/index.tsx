/**
 * One renderer per section type. The type of this map makes a missing renderer a compile error; the whole recipe
 * for adding a section type is in schema/sections/index.ts.
 */
import type { ComponentType } from 'react';
import type { Section, SectionType } from '../content/types.ts';
import type { Tone } from '../ui/SectionShell.tsx';
import { BenefitCards } from './BenefitCards.tsx';
import { Benefits } from './Benefits.tsx';
import { CallToAction } from './CallToAction.tsx';
import { CardGrid } from './CardGrid.tsx';
import { CaseStudyCards } from './CaseStudyCards.tsx';
import { Comparison } from './Comparison.tsx';
import { ContactCards } from './ContactCards.tsx';
import { FeatureGroups } from './FeatureGroups.tsx';
import { FlipCards } from './FlipCards.tsx';
import { FunctionBlocks } from './FunctionBlocks.tsx';
import { Gallery } from './Gallery.tsx';
import { Hero } from './Hero.tsx';
import { LegalText } from './LegalText.tsx';
import { Logos } from './Logos.tsx';
import { Metrics } from './Metrics.tsx';
import { PriceList } from './PriceList.tsx';
import { PricingCards } from './PricingCards.tsx';
import { RoiCalculator } from './RoiCalculator.tsx';
import { SolutionCards } from './SolutionCards.tsx';
import { Team } from './Team.tsx';
import { Testimonials } from './Testimonials.tsx';
import { Text } from './Text.tsx';
import { Timeline } from './Timeline.tsx';
import { Video } from './Video.tsx';
import { VoiceAgentPlans } from './VoiceAgentPlans.tsx';
import type { SectionProps } from './types.ts';

const renderers: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  hero: Hero,
  'card-grid': CardGrid,
  'call-to-action': CallToAction,
  benefits: Benefits,
  text: Text,
  metrics: Metrics,
  'flip-cards': FlipCards,
  'case-study-cards': CaseStudyCards,
  'solution-cards': SolutionCards,
  testimonials: Testimonials,
  'pricing-cards': PricingCards,
  'price-list': PriceList,
  'contact-cards': ContactCards,
  'benefit-cards': BenefitCards,
  'function-blocks': FunctionBlocks,
  timeline: Timeline,
  team: Team,
  gallery: Gallery,
  video: Video,
  'legal-text': LegalText,
  'roi-calculator': RoiCalculator,
  'voice-agent-plans': VoiceAgentPlans,
  logos: Logos,
  'feature-groups': FeatureGroups,
  comparison: Comparison,
};

/** Bands alternate white and tinted down the page; the hero and calls to action bring their own. */
const toneAt = (index: number): Tone => (index % 2 === 0 ? 'white' : 'tinted');

export function SectionList({ sections, offset = 0 }: { sections: Section[]; offset?: number }) {
  return sections.map((section, index) => {
    const Renderer = renderers[section.type] as ComponentType<SectionProps<SectionType>>;
    return (
      <Renderer
        key={section.id ?? `${section.type}-${index}`}
        section={section}
        tone={toneAt(index + offset)}
        isFirst={index + offset === 0}
      />
    );
  });
}
