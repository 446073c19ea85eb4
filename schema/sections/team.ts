import * as z from 'zod';
import { text } from '../fields.ts';
import { image } from '../image.ts';
import { defineSection } from './define.ts';

const member = z
  .strictObject({
    name: text('Full name.'),
    role: text('Job title, e.g. `Co-founder & CTO`.'),
    bio: text('Two or three sentences about the person.'),
    photo: image
      .optional()
      .describe('Optional: a real portrait the agency supplies. Without it a monogram of the initials is shown.'),
  })
  .describe('A team member.');

export const teamSection = defineSection(
  'team',
  'The people behind the agency, each with a photo, role and short bio.',
  {
    members: z.array(member).min(1).describe('The team members, in order.'),
  },
  [
    {
      heading: 'Meet the Team',
      members: [
        {
          name: 'Marcus Bennett',
          role: 'Co-founder & CEO',
          bio: 'Marcus ran operations for service businesses for over a decade. He leads discovery with every client.',
        },
      ],
    },
  ],
);
