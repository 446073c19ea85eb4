import * as z from 'zod';
import { text } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

const galleryItem = z
  .strictObject({
    src: image.shape.src,
    alt: image.shape.alt,
    caption: text('The caption shown under the picture and in the full-screen viewer, e.g. `Call Log`.'),
  })
  .describe('A picture of the gallery.');

export const gallerySection = defineSection(
  'gallery',
  'Pictures in a grid; clicking one opens a full-screen viewer with previous and next.',
  {
    images: z.array(galleryItem).min(1).describe('The pictures, in order.'),
  },
  [
    {
      heading: 'Inside the Dashboard',
      images: [
        {
          src: '/images/healthcare/call-log.svg',
          alt: 'A list of the calls the voice agent answered today.',
          caption: 'Call Log',
        },
        {
          src: '/images/healthcare/call-transcript.svg',
          alt: 'The transcript of one call, with the booked appointment highlighted.',
          caption: 'Call Transcript',
        },
      ],
    },
  ],
);
