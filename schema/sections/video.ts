import * as z from 'zod';
import { button } from '../button.ts';
import { imagePath, optionalText, slug, testimonialId, text } from '../fields.ts';
import { image } from '../image.ts';
import { schemaIssue } from '../errors/words.ts';
import { TOUR_LENGTH, TOURS_FOLDER } from '../product-tour-files.ts';
import { youtubeIdOf } from '../youtube.ts';
import { defineSection } from './define.ts';

const percent = (description: string) => z.number().min(0).max(100).describe(description);

const tourStep = z
  .strictObject({
    screen: imagePath(
      'The product screen shown in this step: an SVG illustration under `public/`, e.g. `/images/dental/dashboard.svg`.',
    ).superRefine((src, ctx) => {
      if (!src.endsWith('.svg'))
        ctx.addIssue(
          schemaIssue('wrongFormat', { expected: 'an SVG illustration (a path ending in `.svg`)', found: `"${src}"` }),
        );
    }),
    caption: text(
      'What this step shows, in one or two short sentences. It is the caption on screen while the step runs, and what a screen reader or a visitor without sound follows.',
    ),
    seconds: z
      .number()
      .min(3)
      .max(20)
      .describe(
        'How long the step stays on screen, in seconds (3 to 20). Give a reader time for the caption: about 6.',
      ),
    focus: z
      .strictObject({
        x: percent('Where the close-up is centred across the screen, in percent from the left edge (0 to 100).'),
        y: percent('Where the close-up is centred down the screen, in percent from the top edge (0 to 100).'),
        zoom: z
          .number()
          .min(1)
          .max(4)
          .describe('How much closer than the whole screen, e.g. `2` for twice as close (1 to 4).'),
      })
      .optional()
      .describe('Optional: a close-up of one part of the screen. Without it the whole screen is shown.'),
  })
  .describe('One step of the tour: a screen, its caption and how long it stays.');

const productTour = z
  .strictObject({
    name: slug(
      `The tour's file name: \`npm run tours\` writes \`/${TOURS_FOLDER}/{name}.mp4\`, its captions and its poster. Unique across the site, e.g. \`dental-voice-agent\`.`,
    ),
    steps: z
      .array(tourStep)
      .min(2)
      .describe('The steps, in the order they play. The first screen is also the still shown before play.'),
  })
  .superRefine((tour, ctx) => {
    const seconds = tour.steps.reduce((total, step) => total + step.seconds, 0);
    if (seconds < TOUR_LENGTH.min || seconds > TOUR_LENGTH.max) {
      ctx.addIssue(schemaIssue('tourLength', { seconds, ...TOUR_LENGTH }, ['steps']));
    }
  })
  .describe(
    "An illustrated product tour: our own product screens, one after another, each with a caption. After changing it, run `npm run tours` (it needs ffmpeg) and commit the files it writes; the tests fail while a tour's video is older than its storyboard. The play button shows the tour's real length, the sum of its steps' seconds.",
  );

const youtubeVideo = z
  .string()
  .superRefine((value, ctx) => {
    if (youtubeIdOf(value) === undefined)
      ctx.addIssue(
        schemaIssue('wrongFormat', {
          expected:
            'a YouTube address (https://www.youtube.com/watch?v=… or https://youtu.be/…) or an 11-character video id',
          found: `text "${value}"`,
        }),
      );
  })
  // Pages get the id, whichever form the editor pasted.
  .overwrite((value) => youtubeIdOf(value) ?? value)
  .describe(
    "A video the agency published on YouTube: paste its address (e.g. `https://www.youtube.com/watch?v=…` or `https://youtu.be/…`) or its 11-character id. Nothing is loaded from YouTube until the visitor presses play; until then the section's `poster` shows.",
  );

const video = z
  .strictObject({
    title: text('What the video shows; read by screen readers and used as the player title.'),
    playLabel: text(
      'The words on the play button, e.g. `Play the illustrated tour`. The running time is shown beside them.',
    ),
    tour: productTour.optional(),
    youtube: youtubeVideo.optional(),
    poster: image
      .optional()
      .describe('With `youtube`: the still picture shown before the video is played. A tour makes its own.'),
  })
  .superRefine((value, ctx) => {
    if ((value.tour === undefined) === (value.youtube === undefined)) {
      ctx.addIssue(schemaIssue('videoSource', {}));
    }
    if (value.youtube !== undefined && value.poster === undefined) {
      ctx.addIssue(schemaIssue('youtubePosterMissing', {}, ['poster']));
    }
    if (value.tour !== undefined && value.poster !== undefined) {
      ctx.addIssue(schemaIssue('tourPosterNotUsed', {}, ['poster']));
    }
  })
  .describe(
    'The video: an illustrated product tour (`tour`) or a published YouTube video (`youtube`). It plays only when the visitor presses play.',
  );

export const videoSection = defineSection(
  'video',
  'A video that plays when the visitor presses play (nothing of it loads before), with an optional client quote beside it. Without a video the client quote stands alone.',
  {
    video: video
      .optional()
      .describe(
        'Optional: the video. Leave it out until a real one exists: a section with only a `testimonial` shows the quote, name and role, and nothing that promises playback.',
      ),
    caption: optionalText('A sentence under the video.'),
    action: button
      .optional()
      .describe('An optional button under the video, e.g. `Book a Live Demo` that opens the booking popup.'),
    testimonial: testimonialId(
      'Optional: the id of a testimonial in `data/testimonials.yaml` to show beside the video (or alone, without one).',
    ).optional(),
  },
  [
    {
      heading: 'See the Voice Agent in Action',
      intro: 'An illustrated tour of the dashboard: a call, the booking it makes and the reminder it sends.',
      video: {
        title: 'Illustrated tour of the dental AI voice agent',
        playLabel: 'Play the illustrated tour',
        tour: {
          name: 'dental-voice-agent',
          steps: [
            {
              screen: '/images/dental/front-desk-ai-call.svg',
              caption: 'A patient calls and the AI receptionist answers on the first ring.',
              seconds: 15,
            },
            {
              screen: '/images/dental/appointment-calendar.svg',
              caption: 'The agent books the cleaning straight into the practice calendar.',
              seconds: 15,
              focus: { x: 50, y: 40, zoom: 1.5 },
            },
          ],
        },
      },
    },
    { heading: 'Hear It from the Practice', testimonial: 'chiropractic-owner' },
  ],
);
