import * as z from 'zod';
import { button } from './button.ts';
import { optionalText, slug, text, textList } from './fields.ts';

const plan = z
  .strictObject({
    id: slug('A short unique name, e.g. `growth`.'),
    name: text('The plan name, e.g. `Growth`.'),
    subtitle: text('What the plan is, e.g. `AI Office Manager`.'),
    price: text('The monthly price as visitors read it, e.g. `$499`.'),
    period: text('Written after the price, e.g. `/month`.'),
    minutes: text('Included call minutes, e.g. `2000 minutes`.'),
    features: textList('What the plan includes, as bullets.'),
    badge: optionalText('A highlight such as `Most Popular`; the card is also drawn larger.'),
    action: button,
  })
  .describe('A monthly plan.')
  .meta({
    examples: [
      {
        id: 'growth',
        name: 'Growth',
        subtitle: 'AI Office Manager',
        price: '$499',
        period: '/month',
        minutes: '2000 minutes',
        features: ['Answers every call', 'Books into your calendar'],
        badge: 'Most Popular',
        action: { label: 'Start Free Trial', opens: 'booking', whenBookingUnavailable: 'new-tab' },
      },
    ],
  });

const addOn = z
  .strictObject({
    name: text('The add-on name, e.g. `Multilingual Voice`.'),
    price: text('The price as visitors read it, e.g. `$99/month`.'),
    description: text('One sentence on what it adds.'),
  })
  .describe('An optional extra.');

export const voiceAgentPlans = z
  .strictObject({
    plans: z.array(plan).min(1).describe('The plans, cheapest first.'),
    addOnsHeading: text('Heading over the add-ons, e.g. `Add-ons`.'),
    addOns: z.array(addOn).min(1).describe('The add-ons.'),
    note: text('A line under the plans, e.g. about the free trial.'),
  })
  .describe('Monthly plans and add-ons of the dental and healthcare voice agent.');

export type VoiceAgentPlans = z.infer<typeof voiceAgentPlans>;
