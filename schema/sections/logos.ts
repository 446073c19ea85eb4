import * as z from 'zod';
import { text } from '../fields.ts';
import { defineSection } from './define.ts';

const logo = z
  .strictObject({
    name: text(
      'The product name, e.g. `Supabase`. Its brand mark (from the simple-icons set) shows beside the name when the site carries it; a product without one, e.g. `Voiceflow`, shows its name alone. Either way screen readers hear the name.',
    ),
    description: text('What we use it for, in one sentence.'),
  })
  .describe('A technology we build with.');

export const logosSection = defineSection(
  'logos',
  'The technologies behind a solution, each as its logo (brand mark and name) with its role.',
  {
    logos: z.array(logo).min(1).describe('The technologies, in order.'),
  },
  [
    {
      heading: 'Technology Stack',
      logos: [
        {
          name: 'OpenAI',
          description: 'Powers the assistant that reads and answers messages.',
        },
      ],
    },
  ],
);
