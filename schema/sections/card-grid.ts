import * as z from 'zod';
import { button } from '../button.ts';
import { icon, optionalText, text, textList } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

const card = z
  .strictObject({
    title: text('The card title.'),
    description: text('Two or three sentences on the card.'),
    icon: icon().optional(),
    image: image.optional().describe('A picture at the top of the card.'),
    price: optionalText('Price text shown on the card, exactly as visitors should read it.'),
    features: textList('Bullet points listed on the card.').optional(),
    link: button.optional().describe("The card's button or link, e.g. `Learn more →` to `/services`."),
  })
  .describe('One card of the grid.');

export const cardGridSection = defineSection(
  'card-grid',
  'A grid of cards, each with a title, text and optional icon, picture, bullets and link.',
  {
    columns: z
      .union([z.literal(2), z.literal(3)])
      .describe('How many cards sit side by side on wide screens: 2 or 3. Defaults to 3.')
      .optional(),
    cards: z.array(card).min(1).describe('The cards, in order.'),
    actions: z.array(button).min(1).describe('Buttons under the grid.').optional(),
  },
  [
    {
      heading: 'Our Services',
      columns: 2,
      cards: [
        {
          title: 'AI Consulting & Strategy',
          icon: 'target',
          description: 'We find the processes where AI pays off fastest and plan the work with you.',
          link: { label: 'Learn more →', href: '/services', style: 'ghost' },
        },
      ],
    },
  ],
);
