import * as z from 'zod';
import { icon, text } from '../fields.ts';
import { defineSection } from './define.ts';

const benefit = z
  .strictObject({
    icon: icon(),
    title: text('The benefit in a few words, e.g. `Save Time`.'),
    description: text('One or two sentences explaining the benefit.'),
  })
  .describe('A benefit with its icon.');

export const benefitsSection = defineSection(
  'benefits',
  'A list of benefits or beliefs, each with an icon, title and short text.',
  {
    items: z.array(benefit).min(1).describe('The benefits, in order.'),
  },
  [
    {
      heading: 'What We Believe',
      items: [
        { icon: 'clock', title: 'Save Time', description: 'Routine calls, emails and data entry run on their own.' },
        {
          icon: 'smile',
          title: 'Happier Customers',
          description: 'Every question gets an answer in seconds, day or night.',
        },
      ],
    },
  ],
);
