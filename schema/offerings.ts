import * as z from 'zod';
import { slug, text } from './fields.ts';

/** What we sell and from what price: written once here, shown wherever a price is stated. */
export const offering = z
  .strictObject({
    id: slug(
      'A short unique name, used to state the price elsewhere: `{price:chatbots}` in any text, `offering: chatbots` in the pricing list.',
    ),
    name: text('What the offering is called, e.g. `Chatbots`.'),
    startingPrice: z
      .number()
      .int()
      .positive()
      .describe(
        'The lowest price in US dollars, as a plain number such as `699`. Every page stating it changes with it.',
      ),
  })
  .describe('An offering with its starting price.');

export const offeringsFile = z
  .strictObject({
    offerings: z.array(offering).min(1).describe('Every offering whose price the site states.'),
  })
  .describe('Starting prices, each written once. Text states one as `{price:id}`, e.g. `Starting at {price:chatbots}`.')
  .meta({ examples: [{ offerings: [{ id: 'chatbots', name: 'Chatbots', startingPrice: 699 }] }] });

export type Offering = z.infer<typeof offering>;
export type OfferingsFile = z.infer<typeof offeringsFile>;
