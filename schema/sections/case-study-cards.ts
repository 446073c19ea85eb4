import * as z from 'zod';
import { button } from '../button.ts';
import { link, stat, text } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

const caseStudyCard = z
  .strictObject({
    title: text('The client or project name, e.g. `Chiropractic Voice Agent`.'),
    heroText: text('The one-line result that headlines the card.'),
    summary: text('Two sentences on what was built.'),
    stats: z.array(stat).min(1).max(3).describe('Up to three figures from the case study.'),
    href: link('The case-study page, e.g. `/solutions/dinamiq/case-study`.'),
    image: image,
  })
  .describe('A card that leads to a case study.');

export const caseStudyCardsSection = defineSection(
  'case-study-cards',
  'Cards that each summarise a case study and link to it.',
  {
    cards: z.array(caseStudyCard).min(1).describe('The cards, in order.'),
    action: button.optional().describe('A link under the cards, e.g. `View All Case Studies`.'),
  },
  [
    {
      cards: [
        {
          title: 'Chiropractic Voice Agent',
          heroText: '62% fewer no-shows',
          summary:
            'Two voice agents answer every call and confirm every appointment. The front desk has time for patients again.',
          stats: [{ value: '62%', label: 'Fewer No-Shows' }],
          href: '/solutions/chiropractic-voice-agent/case-study',
          image: {
            src: '/images/solutions/chiropractic-voice-agent.svg',
            alt: 'The voice agent dashboard of a chiropractic practice.',
          },
        },
      ],
    },
  ],
);
