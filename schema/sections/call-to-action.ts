import { buttons } from '../button.ts';
import { textList } from '../fields.ts';
import { defineSection } from './define.ts';

export const callToActionSection = defineSection(
  'call-to-action',
  'A closing band that invites the visitor to act, with one or more buttons.',
  {
    points: textList('Short reassurances listed above the buttons, e.g. `No setup fees`.').optional(),
    actions: buttons('The buttons, most important first.'),
  },
  [
    {
      heading: 'Ready to Get Started?',
      points: ['Free 30-minute consultation', 'No setup fees'],
      actions: [
        { label: 'Book Free Consultation', opens: 'booking', whenBookingUnavailable: 'new-tab' },
        { label: 'View Pricing', href: '/pricing', style: 'secondary' },
      ],
    },
  ],
);
