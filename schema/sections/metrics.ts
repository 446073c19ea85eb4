import * as z from 'zod';
import { button } from '../button.ts';
import { stat } from '../fields.ts';
import { defineSection } from './define.ts';

export const metricsSection = defineSection(
  'metrics',
  'A band of headline figures with optional links under them.',
  {
    metrics: z.array(stat).min(1).describe('The figures, in order.'),
    links: z.array(button).min(1).describe('Links under the figures, e.g. `Based on our case studies`.').optional(),
  },
  [
    {
      heading: 'Why Choose Us?',
      metrics: [
        { value: '62%', label: 'Fewer No-Shows' },
        { value: '24/7', label: 'Automated Response', description: 'Calls and chats answered day and night.' },
      ],
      links: [{ label: 'Based on our case studies', href: '/solutions#case-studies', style: 'ghost' }],
    },
  ],
);
