import * as z from 'zod';
import { button } from '../button.ts';
import { icon, optionalText, text, textList } from '../fields.ts';
import { defineSection } from './define.ts';

const pricingCard = z
  .strictObject({
    icon: icon().optional(),
    title: text('The offer name, e.g. `Growth`.'),
    price: text(
      "The price as visitors read it, stating the offering's price from `data/offerings.yaml`, e.g. `{price:voice-agents}+` or `Starting at {price:custom-automation}`.",
    ),
    description: text('One or two sentences on what the offer includes.'),
    features: textList('What the offer includes, as bullets. Only the first three are shown on the card.').optional(),
    badge: optionalText('A highlight label such as `Most Popular`; the card is also drawn larger.'),
    action: button.optional().describe("The card's button."),
  })
  .describe('A price card.');

export const pricingCardsSection = defineSection(
  'pricing-cards',
  'A few price cards side by side, used as a teaser that links to the full pricing page.',
  {
    cards: z.array(pricingCard).min(1).max(4).describe('The cards, in order (at most four).'),
    action: button.optional().describe('A link under the cards, e.g. `View All Solutions & Pricing`.'),
  },
  [
    {
      heading: 'Solutions & Pricing',
      cards: [
        {
          title: 'Growth',
          price: '{price:voice-agents}+',
          description: 'A voice agent or chatbot built around your business.',
          badge: 'Most Popular',
          action: { label: 'Get Started', opens: 'contact-form' },
        },
      ],
      action: { label: 'View All Solutions & Pricing', href: '/pricing', style: 'ghost' },
    },
  ],
);
