import * as z from 'zod';
import { text, textList } from '../fields.ts';
import { defineSection } from './define.ts';

const column = z
  .strictObject({
    title: text('The column title, e.g. `Before AI`.'),
    points: textList('The facts of this column, as bullets.'),
  })
  .describe('One side of the comparison.');

export const comparisonSection = defineSection(
  'comparison',
  'A before-and-after comparison in two columns.',
  {
    before: column,
    after: column,
  },
  [
    {
      heading: 'Before and After AI',
      before: { title: 'Before AI', points: ['Calls go to voicemail after 5 pm', 'Reminders sent by hand'] },
      after: { title: 'After AI', points: ['Every call answered, day and night', 'Reminders sent automatically'] },
    },
  ],
);
