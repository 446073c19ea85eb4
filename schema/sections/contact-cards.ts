import * as z from 'zod';
import { button } from '../button.ts';
import { icon, optionalText, text } from '../fields.ts';
import { defineSection } from './define.ts';

const contactCard = z
  .strictObject({
    icon: icon(),
    title: text('The card title, e.g. `Contact Us`.'),
    description: text('What happens when the visitor uses this card.'),
    note: optionalText('A small line under the description, e.g. `We reply within 24-48 hours`.'),
    action: button,
  })
  .describe('A card offering one way to get in touch.');

export const contactCardsSection = defineSection(
  'contact-cards',
  'Cards offering the ways to reach us: the message form and the booking popup.',
  {
    cards: z.array(contactCard).min(1).max(3).describe('The cards, in order.'),
  },
  [
    {
      cards: [
        {
          icon: 'mail',
          title: 'Send a Message',
          description: 'Tell us about your business and we will reply with ideas.',
          note: 'We reply within 24-48 hours',
          action: { label: 'Send a Message', opens: 'contact-form' },
        },
      ],
    },
  ],
);
