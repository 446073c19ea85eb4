import * as z from 'zod';
import { button } from '../button.ts';
import { textList } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

export const textSection = defineSection('text', 'Plain paragraphs with optional bullets, picture and buttons.', {
  paragraphs: textList('The text, one entry per paragraph.'),
  bullets: textList('An optional bullet list after the paragraphs.').optional(),
  image: image.optional().describe('An optional picture beside the text.'),
  actions: z.array(button).min(1).describe('Optional buttons under the text.').optional(),
});
