import * as z from 'zod';
import { button } from '../button.ts';
import { OPTION_LABELS, solutionId, text } from '../fields.ts';
import { defineSection } from './define.ts';

export const solutionCardsSection = defineSection(
  'solution-cards',
  'Cards built from solutions in `data/solutions/`: title, subtitle, first benefits and a link to the solution.',
  {
    solutions: z
      .array(solutionId('The id of a solution (its file name in `data/solutions/` without `.yaml`).'))
      .min(1)
      .describe('Which solutions to show, in order.'),
    linkTo: z
      .enum(['detail', 'case-study'])
      .meta({ [OPTION_LABELS]: { detail: 'The solution page', 'case-study': 'The case study' } })
      .describe(
        'Where each card leads: `detail` (the solution page `/solutions/{id}`) or `case-study` (`/solutions/{id}/case-study`).',
      ),
    linkLabel: text("The words of each card's link, e.g. `View Solution →`."),
    action: button.optional().describe('A button under the cards.'),
  },
  [
    {
      heading: 'Featured Solutions',
      solutions: ['property-management-platform', 'peak-fitness-platform'],
      linkTo: 'detail',
      linkLabel: 'View Solution →',
    },
  ],
);
