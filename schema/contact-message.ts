import * as z from 'zod';

/** Fields that end up in email headers (name, reply-to) must never carry a line break. */
const singleLine = (value: string) => !/[\r\n]/.test(value);
const SINGLE_LINE = 'must be on one line';

/** The contact form payload: the form validates it in the browser, the function on the server. */
export const contactMessage = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter your name')
      .max(100, 'Please keep your name under 100 characters')
      .refine(singleLine, SINGLE_LINE)
      .describe("The visitor's name."),
    email: z
      .string()
      .trim()
      .max(254, 'Please enter a shorter email address')
      .pipe(z.email('Please enter a valid email address'))
      .refine(singleLine, SINGLE_LINE)
      .describe("The visitor's email address; replies go here."),
    phone: z
      .string()
      .trim()
      .max(40, 'Please enter a shorter phone number')
      .refine(singleLine, SINGLE_LINE)
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
