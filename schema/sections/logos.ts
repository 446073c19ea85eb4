import * as z from 'zod';
import { text } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

const logo = z
  .strictObject({
    name: text('The product name, e.g. `Voiceflow`.'),
    description: text('What we use it for, in one sentence.'),
    logo: image
      .optional()
      .describe(
        "Optional: the vendor's own logo file, exactly as the vendor publishes it for partners. Without it the name is shown as plain text.",
      ),
  })
  .describe('A technology we build with.');

export const logosSection = defineSection(
  'logos',
  "The technologies behind a solution, each with its name (or the vendor's own logo) and role.",
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
