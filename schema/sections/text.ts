import * as z from 'zod';
import { button } from '../button.ts';
import { textList } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

export const textSection = defineSection(
  'text',
  'Plain paragraphs with optional bullets, picture and buttons.',
  {
    paragraphs: textList('The text, one entry per paragraph.'),
    bullets: textList('An optional bullet list after the paragraphs.').optional(),
    image: image.optional().describe('An optional picture beside the text.'),
    actions: z.array(button).min(1).describe('Optional buttons under the text.').optional(),
  },
  [
    {
      heading: 'About AI101',
      paragraphs: [
        'We help small and medium businesses put AI to work.',
        'You work with the founders directly, from the first call to launch day.',
      ],
      bullets: ['Voice agents', 'Chatbots', 'Custom automation'],
      actions: [{ label: 'Meet the team', href: '/about#team', style: 'ghost' }],
    },
  ],
);
