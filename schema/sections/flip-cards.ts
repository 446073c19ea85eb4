import * as z from 'zod';
import { button } from '../button.ts';
import { icon, text } from '../fields.ts';
import { defineSection } from './define.ts';

const flipCard = z
  .strictObject({
    icon: icon().optional(),
    problem: text('The front of the card: a problem the visitor recognises.'),
    solution: text('The back of the card, shown on hover or keyboard focus: how we solve it.'),
  })
  .describe('A card that turns over to reveal a solution.');

export const flipCardsSection = defineSection(
  'flip-cards',
  'Cards that flip on hover or focus to show how a problem gets solved.',
  {
    cards: z.array(flipCard).min(1).describe('The cards, in order.'),
    action: button.optional().describe('A button under the cards, e.g. `We can fix it` that opens the contact form.'),
  },
  [
    {
      heading: 'Sound Familiar?',
      cards: [
        {
          icon: 'clock',
          problem: 'Manual work is slowing you down',
          solution: 'We automate the data entry and follow-ups that eat your week.',
        },
      ],
      action: { label: 'We can fix it', opens: 'contact-form' },
    },
  ],
);
