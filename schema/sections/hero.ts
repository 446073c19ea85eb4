import * as z from 'zod';
import { buttons } from '../button.ts';
import { optionalText, stat, text } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

const counter = z
  .strictObject({
    value: z.number().int().min(0).describe('The number the counter counts up to, e.g. `14`.'),
    suffix: z
      .string()
      .describe('Text right after the number, e.g. `+` or ` Weeks` (start with a space for a separate word).')
      .optional(),
    label: text('What is counted, e.g. `AI Solutions Delivered`.'),
  })
  .describe('An animated number that counts up from 0 when the page opens.');

export const heroSection = defineSection(
  'hero',
  'The large opening block of a page: headline, tagline, buttons and optional figures or pictures.',
  {
    eyebrow: optionalText('A short label above the headline, e.g. `Dental AI Voice Agent`.'),
    heading: text('The main headline of the page (the only top-level heading).'),
    tagline: optionalText('The sentence under the headline.'),
    actions: buttons('Buttons under the tagline, most important first.').optional(),
    counters: z.array(counter).min(1).describe('Animated counters shown under the buttons.').optional(),
    stats: z
      .array(stat)
      .min(1)
      .max(4)
      .describe('Up to four fixed headline figures, e.g. the results of a case study.')
      .optional(),
    image: image.optional().describe('One picture beside the text.'),
    carousel: z
      .array(image)
      .min(2)
      .describe('Pictures that rotate every few seconds; clicking one opens it full screen.')
      .optional(),
  },
  [
    {
      id: 'hero',
      heading: 'Supercharge Your Business with Smart AI Solutions',
      tagline: 'From strategy to execution, we make AI your competitive edge.',
      actions: [{ label: 'Get in Touch', opens: 'contact-form' }],
      counters: [{ value: 14, suffix: '+', label: 'AI Solutions Delivered' }],
      image: {
        src: '/images/home/hero-dashboard.svg',
        alt: 'An automation dashboard showing calls answered and hours saved this month.',
      },
    },
  ],
);
