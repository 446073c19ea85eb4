import * as z from 'zod';
import { text } from '../fields.ts';
import { defineSection } from './define.ts';

const milestone = z
  .strictObject({
    year: z.number().int().min(1900).max(2100).describe('The year of the milestone, e.g. `2024`.'),
    title: text('What happened, in a few words.'),
    description: text('Two sentences of the story.'),
  })
  .describe('One milestone of the story.');

export const timelineSection = defineSection(
  'timeline',
  'A story told as milestones in time order.',
  {
    milestones: z.array(milestone).min(1).describe('The milestones, oldest first.'),
  },
  [
    {
      heading: 'Our Story',
      milestones: [
        {
          year: 2006,
          title: 'The founders meet',
          description: 'Marcus and Samuel met while building a customer-service platform.',
        },
        { year: 2023, title: 'First AI projects', description: 'Friends asked for help with AI, and word spread.' },
      ],
    },
  ],
);
