import * as z from 'zod';
import { button } from '../button.ts';
import { optionalText, testimonialId, text } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

export const videoSection = defineSection(
  'video',
  'A video that loads only when the visitor presses play, with an optional client quote beside it.',
  {
    video: z
      .strictObject({
        youtubeId: z
          .string()
          .regex(/^[A-Za-z0-9_-]{11}$/, 'an 11-character YouTube video id')
          .optional()
          .describe(
            "Optional: the YouTube video id (the 11 characters after `v=` in the video's address) of a video the agency has published. Without it the poster shows with the section's `action` (e.g. `Book a Live Demo`) and no player.",
          ),
        title: text('What the video shows; read by screen readers and used as the player title.'),
        poster: image.describe('The still picture shown before the video is played.'),
        playLabel: text('The words on the play button, e.g. `Play demo video`.'),
      })
      .describe('The video and its still picture.'),
    caption: optionalText('A sentence under the video.'),
    action: button
      .optional()
      .describe('An optional button under the video, e.g. `Book a Live Demo` that opens the booking popup.'),
    testimonial: testimonialId(
      'Optional: the id of a testimonial in `data/testimonials.yaml` to show beside the video.',
    ).optional(),
  },
  [
    {
      heading: 'Hear It from the Practice',
      video: {
        title: 'Testimonial from the owner of Northside Chiropractic',
        poster: {
          src: '/images/solutions/chiropractic-voice-agent/testimonial-poster.svg',
          alt: 'A chiropractor smiling in her treatment room.',
        },
        playLabel: 'Play testimonial video',
      },
      testimonial: 'chiropractic-owner',
    },
  ],
);
