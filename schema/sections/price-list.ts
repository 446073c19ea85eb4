import * as z from 'zod';
import { button } from '../button.ts';
import { icon, offeringId, text, textList } from '../fields.ts';
import { defineSection } from './define.ts';

const priceItem = z
  .strictObject({
    icon: icon(),
    title: text('The solution name, e.g. `Inbound Voice AI Agents`.'),
    description: text('Two sentences on what the solution does.'),
    offering: offeringId(
      'Which offering in `data/offerings.yaml` sets the price shown, e.g. `voice-agents`. Cards are sorted by it, cheapest first.',
    ),
    features: textList('What is included, as bullets.').optional(),
  })
  .describe('One solution with its starting price.');

export const priceListSection = defineSection(
  'price-list',
  'The full list of solutions with starting prices, always shown cheapest first.',
  {
    pricePrefix: text('Text written before each price, e.g. `Starting at $` gives `Starting at $2499`.'),
    items: z
      .array(priceItem)
      .min(1)
      .describe('The solutions. Order does not matter: the page sorts them by starting price.'),
    actions: z.array(button).min(1).describe('Buttons under the list, e.g. `Schedule Consultation`.').optional(),
    actionsHeading: text(
      'A short heading over the buttons under the list, e.g. `Not sure which fits? Talk it through with us.`',
    ).optional(),
  },
  [
    {
      heading: 'All Solutions',
      pricePrefix: 'Starting at $',
      items: [
        {
          icon: 'phone',
          title: 'Inbound Voice AI Agents',
          description: 'An AI receptionist that answers, qualifies and books every call.',
          offering: 'voice-agents',
          features: ['Custom voice and script'],
        },
      ],
    },
  ],
);
