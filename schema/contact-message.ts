import * as z from 'zod';

/**
 * What must never reach an email header (subject, reply-to): every control character (CR, LF, VT, FF, NUL, NEL
 * U+0085, ...), the line and paragraph separators U+2028 and U+2029, and the bidirectional controls that reorder text.
 */
const HEADER_UNSAFE = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
export const isHeaderSafe = (value: string) => !HEADER_UNSAFE.test(value);
const SINGLE_LINE = 'must be on one line';

/** The contact form payload: the form validates it in the browser, the function on the server. */
export const contactMessage = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter your name')
      .max(100, 'Please keep your name under 100 characters')
      .refine(isHeaderSafe, SINGLE_LINE)
      .describe("The visitor's name."),
    email: z
      .string()
      .trim()
      .max(254, 'Please enter a shorter email address')
      .pipe(z.email('Please enter a valid email address'))
      .refine(isHeaderSafe, SINGLE_LINE)
      .describe("The visitor's email address; replies go here."),
    phone: z
      .string()
      .trim()
      .max(40, 'Please enter a shorter phone number')
      .refine(isHeaderSafe, SINGLE_LINE)
      .optional()
      .describe('Optional phone number, any format.'),
    message: z
      .string()
      .trim()
      .min(1, 'Please enter a message')
      .max(5000, 'Please keep your message under 5,000 characters')
      .describe('What the visitor wants to tell us.'),
    turnstileToken: z.string().max(2048).optional().describe('The bot-check token from Cloudflare Turnstile.'),
    website: z
      .string()
      .max(200)
      .optional()
      .describe('A hidden field people never see or fill in; anything in it marks the message as automated.'),
  })
  .describe('A message sent through the contact form.');

export type ContactMessage = z.infer<typeof contactMessage>;
