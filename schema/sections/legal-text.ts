import * as z from 'zod';
import { text, textList } from '../fields.ts';
import { defineSection } from './define.ts';

const clause = z
  .strictObject({
    heading: text('The clause title, e.g. `SMS Messaging Consent`.'),
    paragraphs: textList('The clause text, one entry per paragraph.'),
    bullets: textList('Optional list under the paragraphs.').optional(),
  })
  .describe('One numbered clause of the legal text.');

export const legalTextSection = defineSection(
  'legal-text',
  'A legal document: effective date and numbered clauses.',
  {
    effectiveDate: text('The date the text takes effect, written as visitors should read it, e.g. `April 10th, 2025`.'),
    effectiveLabel: text('The words before the date, e.g. `Effective date:`.'),
    clauses: z.array(clause).min(1).describe('The clauses, in order.'),
  },
  [
    {
      effectiveLabel: 'Effective date:',
      effectiveDate: 'April 10th, 2025',
      clauses: [
        {
          heading: 'SMS Messaging Consent',
          paragraphs: [
            'When you give us your phone number, you agree to receive appointment reminders by text message.',
          ],
          bullets: ['Reply STOP to opt out at any time.'],
        },
      ],
    },
  ],
);
