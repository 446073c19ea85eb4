import * as z from 'zod';
import { text, textList } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

const functionBlock = z
  .strictObject({
    title: text('The business function, e.g. `Client Acquisition`.'),
    description: text('Two sentences on what gets automated.'),
    automations: textList('The key automations, as bullets.'),
    beforeAfter: z
      .strictObject({
        before: text('How the work is done today, without automation.'),
        after: text('How the work is done once automated.'),
      })
      .describe('A before-and-after comparison.'),
    results: textList('The anticipated results, as bullets.'),
    caseStudy: z
      .strictObject({
        text: text('A one-sentence example from a real project.'),
        metric: text('The figure that example achieved, e.g. `85% less time on posts`.'),
      })
      .optional()
      .describe('An optional example from one of our projects.'),
    diagram: image.optional().describe('A diagram of the automated workflow.'),
  })
  .describe('One business function and how we automate it.');

export const functionBlocksSection = defineSection(
  'function-blocks',
  'Blocks for each business function: key automations, a before/after comparison and anticipated results.',
  {
    blocks: z.array(functionBlock).min(1).describe('The blocks, in order.'),
    labels: z
      .strictObject({
        automations: text('Heading over the automations list, e.g. `Key Automations`.'),
        before: text('Label of the before column, e.g. `Before`.'),
        after: text('Label of the after column, e.g. `After`.'),
        results: text('Heading over the results list, e.g. `Anticipated Results`.'),
      })
      .describe('The small headings repeated in every block.'),
  },
  [
    {
      blocks: [
        {
          title: 'Client Acquisition',
          description: 'Leads are captured, scored and followed up automatically.',
          automations: ['Instant replies to web inquiries'],
          beforeAfter: { before: 'Leads wait a day for a reply.', after: 'Every lead hears back within minutes.' },
          results: ['More booked calls'],
        },
      ],
      labels: { automations: 'Key Automations', before: 'Before', after: 'After', results: 'Anticipated Results' },
    },
  ],
);
