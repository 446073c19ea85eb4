import * as z from 'zod';
import { slug, text } from './fields.ts';

export const testimonial = z
  .strictObject({
    id: slug('A short unique name for this quote, used to pick it on pages, e.g. `chiropractic-owner`.'),
    quote: text('What the client said, without quotation marks.'),
    name: text("Who said it: a person's name or the business name."),
    role: text('Their role and business, e.g. `Owner, Northside Chiropractic`.'),
    initials: z
      .string()
      // Scripts without capitals (Chinese, Arabic, Hebrew) write initials in their own letters.
      .regex(/^[\p{Lu}\p{Lo}]{1,3}$/u, 'one to three capital letters')
      .describe(
        'One to three capital letters, in any alphabet, shown in the round badge instead of a photo, e.g. `NC`, `ÁM` or `王`.',
      ),
  })
  .describe('A client quote.');

export const testimonialsFile = z
  .strictObject({
    testimonials: z
      .array(testimonial)
      .min(1)
      .describe('Every client quote the site may show. Pages pick them by `id`.'),
  })
  .describe('Client quotes, shown on pages through `testimonials` sections.')
  .meta({
    examples: [
      {
        testimonials: [
          {
            id: 'dental-office-manager',
            quote: 'Our phones used to ring out at lunch. Now every patient gets an answer and a booking.',
            name: 'Priya Shah',
            role: 'Office Manager, Lakeside Dental',
            initials: 'PS',
          },
        ],
      },
    ],
  });

export type Testimonial = z.infer<typeof testimonial>;
export type TestimonialsFile = z.infer<typeof testimonialsFile>;
