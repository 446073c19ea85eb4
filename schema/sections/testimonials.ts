import * as z from 'zod';
import { testimonialId } from '../fields.ts';
import { defineSection } from './define.ts';

export const testimonialsSection = defineSection(
  'testimonials',
  'Client quotes taken from `data/testimonials.yaml`.',
  {
    testimonials: z
      .array(testimonialId('The id of a testimonial in `data/testimonials.yaml`.'))
      .min(1)
      .describe('Which quotes to show, in order.'),
  },
  [
    {
      id: 'testimonials',
      heading: 'What Our Clients Say',
      testimonials: ['chiropractic-owner', 'wrap-shop-owner'],
    },
  ],
);
