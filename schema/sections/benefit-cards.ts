import * as z from 'zod';
import { button } from '../button.ts';
import { externalUrl, text, textList } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

const benefitCard = z
  .strictObject({
    title: text('The use case, e.g. `Booking Appointments`.'),
    description: text('Two sentences on how AI helps with it.'),
    benefits: textList('What the business gains, as bullets.'),
    image,
    researchLink: z
      .strictObject({
        url: externalUrl('The address of the study or article.'),
        text: text('The words of the link, e.g. `Read the research`.'),
      })
      .optional()
      .describe('An optional link to research that backs the claims.'),
  })
  .describe('A use-case card with a picture and a list of benefits.');

export const benefitCardsSection = defineSection(
  'benefit-cards',
  'Use-case cards, each with a picture, a list of benefits and an optional research link.',
  {
    cards: z.array(benefitCard).min(1).describe('The cards, in order.'),
    action: button.optional().describe('A button under the cards.'),
  },
  [
    {
      heading: 'How AI Helps Small Businesses',
      cards: [
        {
          title: 'Booking Appointments',
          description: 'An AI receptionist books and confirms appointments around the clock. Nobody waits on hold.',
          benefits: ['No missed calls', 'Bookings after hours'],
          image: {
            src: '/images/small-business/booking-appointments.svg',
            alt: 'A calendar filling up with appointments booked by an AI receptionist.',
          },
        },
      ],
    },
  ],
);
