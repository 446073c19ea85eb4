import * as z from 'zod';
import { icon, text, textList } from '../fields.ts';
import { defineSection } from './define.ts';

const featureGroup = z
  .strictObject({
    icon: icon(),
    title: text('The group name, e.g. `Core AI Voice Capabilities`.'),
    features: textList('The features of the group, as bullets.'),
  })
  .describe('A group of related features.');

export const featureGroupsSection = defineSection(
  'feature-groups',
  'Features arranged in titled groups with bullet lists.',
  {
    groups: z.array(featureGroup).min(1).describe('The groups, in order.'),
  },
  [
    {
      heading: 'Features',
      groups: [
        {
          icon: 'phone',
          title: 'Core AI Voice Capabilities',
          features: ['Answers every call within a second', 'Books appointments into your calendar'],
        },
      ],
    },
  ],
);
