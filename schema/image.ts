import * as z from 'zod';
import { imagePath, text } from './fields.ts';

/** An image file with the words a screen reader says instead of it. */
export const image = z
  .strictObject({
    src: imagePath('The image file under `public/`, written from the site root, e.g. `/images/dental/reception.svg`.'),
    alt: text('What the image shows, for people who cannot see it. Describe it in one sentence; never leave it empty.'),
  })
  .describe('An image and its alternative text.')
  .meta({
    examples: [
      {
        src: '/images/dental/appointment-calendar.svg',
        alt: 'A week of appointments in the practice calendar, each confirmed by text message.',
      },
    ],
  });

export type Image = z.infer<typeof image>;
