/**
 * Every section type a page can use. Adding a type: write its module, add it to the union here, give it a
 * renderer in renderer/sections/ and an entry in renderer/sections/index.tsx, then run `npm run docs`.
 */
import * as z from 'zod';
import { benefitCardsSection } from './benefit-cards.ts';
import { benefitsSection } from './benefits.ts';
import { callToActionSection } from './call-to-action.ts';
import { cardGridSection } from './card-grid.ts';
import { caseStudyCardsSection } from './case-study-cards.ts';
import { comparisonSection } from './comparison.ts';
import { contactCardsSection } from './contact-cards.ts';
import { featureGroupsSection } from './feature-groups.ts';
import { flipCardsSection } from './flip-cards.ts';
import { functionBlocksSection } from './function-blocks.ts';
import { gallerySection } from './gallery.ts';
import { heroSection } from './hero.ts';
import { legalTextSection } from './legal-text.ts';
import { logosSection } from './logos.ts';
import { metricsSection } from './metrics.ts';
import { priceListSection } from './price-list.ts';
import { pricingCardsSection } from './pricing-cards.ts';
import { roiCalculatorSection } from './roi-calculator.ts';
import { solutionCardsSection } from './solution-cards.ts';
import { teamSection } from './team.ts';
import { testimonialsSection } from './testimonials.ts';
import { textSection } from './text.ts';
import { timelineSection } from './timeline.ts';
import { videoSection } from './video.ts';
import { voiceAgentPlansSection } from './voice-agent-plans.ts';

export const section = z
  .discriminatedUnion('type', [
    heroSection,
    cardGridSection,
    flipCardsSection,
    metricsSection,
    caseStudyCardsSection,
    solutionCardsSection,
    testimonialsSection,
    pricingCardsSection,
    priceListSection,
    contactCardsSection,
    callToActionSection,
    benefitsSection,
    benefitCardsSection,
    functionBlocksSection,
    timelineSection,
    teamSection,
    gallerySection,
    videoSection,
    legalTextSection,
    roiCalculatorSection,
    voiceAgentPlansSection,
    logosSection,
    featureGroupsSection,
    textSection,
    comparisonSection,
  ])
  .describe('One block of a page. `type` says which kind of block it is and which other fields it takes.');
