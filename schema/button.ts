import * as z from 'zod';
import { schemaIssue } from './errors/words.ts';
import { link, OPTION_LABELS, text } from './fields.ts';

export const BUTTON_ACTIONS = ['contact-form', 'booking', 'chat'] as const;

/**
 * A button or call-to-action link. It either goes to an address (`href`)
 * or opens one of the site's built-in windows (`opens`).
 */
export const button = z
  .strictObject({
    label: text('The words on the button, e.g. `Book Free Consultation`.'),
    href: link(
      'Where the button goes: a page of this site such as `/contact` or `/solutions#case-studies`, or a full https:// address. Leave out when the button opens a window instead.',
    ).optional(),
    opens: z
      .enum(BUTTON_ACTIONS)
      .describe(
        'Which window the button opens instead of going to a page: `contact-form` (the "Send us a message" form), `booking` (the scheduling popup) or `chat` (the chat assistant).',
      )
      .optional(),
    whenBookingUnavailable: z
      .enum(['new-tab', 'nothing'])
      .meta({ [OPTION_LABELS]: { 'new-tab': 'Open the booking page in a new tab', nothing: 'Do nothing' } })
      .describe(
        'Only for `opens: booking`: what happens if the scheduling popup could not load. `new-tab` opens the booking page in a new tab (the usual choice); `nothing` does nothing.',
      )
      .optional(),
    style: z
      .enum(['primary', 'secondary', 'ghost'])
      .describe(
        'How prominent the button looks: `primary` (filled accent colour), `secondary` (outlined) or `ghost` (text link with an arrow). Defaults to `primary`.',
      )
      .optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.href === undefined) === (value.opens === undefined)) {
      ctx.addIssue(schemaIssue('buttonHrefOrOpens', {}));
    }
    if (value.whenBookingUnavailable !== undefined && value.opens !== 'booking') {
      ctx.addIssue(schemaIssue('bookingFallbackOnly', {}, ['whenBookingUnavailable']));
    }
  })
  .describe('A button: give `label` and either `href` (a link) or `opens` (a window).')
  .meta({
    examples: [
      { label: 'View Pricing', href: '/pricing', style: 'secondary' },
      { label: 'Book Free Consultation', opens: 'booking', whenBookingUnavailable: 'new-tab' },
    ],
  });

export type Button = z.infer<typeof button>;

export const buttons = (description: string) => z.array(button).min(1).describe(description);
