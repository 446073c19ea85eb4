import * as z from 'zod';
import { schemaIssue } from './errors/words.ts';
import { button } from './button.ts';
import { externalUrl, hexColour, link, OPTION_LABELS, text } from './fields.ts';
import { image } from './image.ts';

const navLink = z
  .strictObject({
    label: text('The words of the link, e.g. `Pricing`.'),
    href: link('Where the link goes, e.g. `/pricing`.'),
    mobileOnly: z
      .boolean()
      .describe('Show this link only in the mobile menu (e.g. `All Services`). Defaults to `false`.')
      .optional(),
  })
  .describe('A link of the navigation.');

const navItem = navLink
  .extend({
    children: z
      .array(navLink)
      .min(1)
      .describe('Links in the dropdown that opens on hover or keyboard focus.')
      .optional(),
  })
  .describe('A top-level navigation entry, optionally with a dropdown of links.')
  .meta({
    examples: [
      {
        label: 'AI Services',
        href: '/services',
        children: [
          { label: 'Business Process Automation', href: '/services/business-process-automation' },
          { label: 'All Services', href: '/services', mobileOnly: true },
        ],
      },
    ],
  });

const withPlaceholder = (placeholder: string, description: string) =>
  text(description).refine((value) => value.includes(placeholder), schemaIssue('mustContain', { placeholder }));

const contactMessages = z
  .strictObject({
    failureTitle: text('Title of the toast when a message could not be sent, e.g. `Something went wrong`.'),
    failureFallback: text('Toast text when the failure gave no reason, e.g. `Please try again later.`.'),
    sendFailed: text(
      'Reason shown when the server refused the message without saying why, e.g. `Failed to send message`.',
    ),
    verificationNotReady: text(
      'Shown when the bot check has not loaded yet, e.g. `Verification not ready. Please reload.`.',
    ),
  })
  .describe('Messages of the contact form.');

const chatMessages = z
  .strictObject({
    requestFailed: text('Logged when the chat server answers with an error, e.g. `Failed to get chat response`.'),
    technicalDifficulties: text("The assistant's reply when anything goes wrong."),
    emptyReply: text("The assistant's reply when the server sends back an empty answer."),
    missingKey: text('Logged on the server when no AI key is configured and the offline assistant answers instead.'),
  })
  .describe('Messages of the chat assistant.');

const pageMessages = z
  .strictObject({
    solutionNotFound: text('Heading when a solution address does not exist, e.g. `Solution not found`.'),
    backToSolutions: text('The link back to the solutions list, e.g. `← Back to all solutions`.'),
    notFoundCode: text('The big code on the not-found page, e.g. `404`.'),
    notFoundTitle: text('Heading of the not-found page, e.g. `Oops! Page not found`.'),
    notFoundLink: text('The link home on the not-found page, e.g. `Return to Home`.'),
    notFoundLog: text('Written to the browser console, followed by the missing address.'),
    applicationError: text('Heading when a page fails to display, e.g. `Unexpected Application Error!`.'),
    redirecting: text(
      'Shown on the brief forwarding page before the link to the new address, e.g. `This page has moved to`.',
    ),
  })
  .describe('Messages of special pages.');

const interfaceLabels = z
  .strictObject({
    skipToContent: text('The first link on every page, for keyboard users, e.g. `Skip to main content`.'),
    openMenu: text('Screen-reader label of the mobile menu button when closed, e.g. `Open menu`.'),
    closeMenu: text('Screen-reader label of the mobile menu button when open, e.g. `Close menu`.'),
    mainNavigation: text('Screen-reader name of the navigation bar, e.g. `Main navigation`.'),
    footerNavigation: text('Screen-reader name of the footer links, e.g. `Footer`.'),
    closeDialog: text("Screen-reader label of every window's close button, e.g. `Close`."),
    galleryOpen: withPlaceholder(
      '{caption}',
      'Screen-reader label of a gallery picture; `{caption}` is replaced by its caption, e.g. `Open {caption} full screen`.',
    ),
    galleryPrevious: text("Label of the viewer's previous button, e.g. `Previous image`."),
    galleryNext: text("Label of the viewer's next button, e.g. `Next image`."),
    galleryPosition: withPlaceholder(
      '{current}',
      'Position in the viewer; `{current}` and `{total}` are replaced, e.g. `{current} of {total}`.',
    ),
    goToSection: withPlaceholder(
      '{section}',
      'Screen-reader label of each menu dot; `{section}` is replaced, e.g. `Go to {section}`.',
    ),
    toastClose: text('Label of the close button on notifications, e.g. `Close notification`.'),
    captions: text("Name of a video's captions in the player's captions menu, in the site's language, e.g. `English`."),
  })
  .describe('Small interface words, mostly read by screen readers.');

const apiMessages = z
  .strictObject({
    methodNotAllowed: text('Server answer to anything but a form submission (POST).'),
    unsupportedMediaType: text('Server answer when the request is not JSON.'),
    payloadTooLarge: text('Server answer when the message is too long.'),
    invalidPayload: text('Server answer when fields are missing or wrong; the field problems follow it.'),
    invalidHeaderField: text('Server answer when a name, email or phone contains a line break.'),
    verificationFailed: text('Server answer when the bot check fails.'),
    deliveryFailed: text('Server answer when the email service refuses the message.'),
    notConfigured: text(
      'Server answer when the live site is missing its email or bot-check settings, e.g. `Contact form is not configured`.',
    ),
    rateLimited: text('Server answer when one visitor sends too many requests.'),
    historyTooLong: text('Chat server answer when the conversation is longer than allowed.'),
    chatUnavailable: text('Chat server answer when the AI service fails or times out.'),
    badAddress: text(
      'Server answer to an address it cannot read (broken `%` encoding), e.g. `This address is not valid.`',
    ),
    notFound: text('Server answer when a server function does not exist.'),
    serverError: text('Server answer when something fails on the server itself; ask the visitor to try again later.'),
  })
  .describe('Error messages the two server functions send back. Visitors may see them in a toast.');

const contactForm = z
  .strictObject({
    title: text('Title of the message window, e.g. `Send us a message`.'),
    nameLabel: text('Label of the name field.'),
    emailLabel: text('Label of the email field.'),
    phoneLabel: text('Label of the phone field (optional for visitors).'),
    phonePlaceholder: text('Example shown in the empty phone field, e.g. `e.g. +1 555 123 4567`.'),
    messageLabel: text('Label of the message field.'),
    optionalMark: text('Shown after the labels of optional fields, e.g. `(optional)`.'),
    submitLabel: text('The send button, e.g. `Send Message`.'),
    sendingLabel: text('The send button while sending, e.g. `Sending...`.'),
    successTitle: text('Heading of the green confirmation, e.g. `Message sent!`.'),
    successMessage: text('Text of the green confirmation; promise a reply within 24 hours.'),
    privacyNote: text('A line under the button about how the data is used.'),
    notificationsLabel: text(
      'Screen-reader name of the corner where notifications (such as a failed send) appear, e.g. `Notifications`.',
    ),
    honeypotLabel: text(
      'Label of a hidden anti-spam field that people never see or fill in, e.g. `Leave this field empty`.',
    ),
    closeOnSuccessOn: z
      .array(link('A page address, e.g. `/about`.'))
      .describe(
        'Pages where the message window closes by itself after a message was sent (elsewhere it stays open showing the green confirmation). Use `[]` for none.',
      ),
    notificationEmail: z
      .strictObject({
        subject: withPlaceholder(
          '{name}',
          "Subject of the email the team receives for each message; `{name}` becomes the visitor's name, e.g. `New website message from {name}`.",
        ),
        intro: text('First line of that email, e.g. `A visitor sent this message through the website contact form.`.'),
        noPhone: text('Written instead of the phone number when the visitor gave none, e.g. `not given`.'),
      })
      .describe('The email the team receives for each message (not shown to visitors).'),
  })
  .describe('Words of the contact form.');

const solutionPage = z
  .strictObject({
    overview: text('Heading over the solution description.'),
    keyMetrics: text('Heading over the key metrics.'),
    problem: text('Heading over the problem bullets.'),
    solution: text('Heading over the solution bullets.'),
    results: text('Heading over the results.'),
    expectedBenefits: text('Heading over the expected benefits.'),
    capabilities: text('Heading over the capabilities.'),
    applications: text('Heading over the applications.'),
    techStack: text('Heading over the technology list.'),
    timeline: text('Label before the delivery time, e.g. `Timeline`.'),
    industry: text('Label before the industries, e.g. `Industry`.'),
    demoAvailable: text('Badge on solutions with a live demo, e.g. `Live demo available`.'),
    readCaseStudy: text('Link from a solution to its case study, e.g. `Read the full case study →`.'),
    caseStudyBadge: text('Badge on case-study solutions, e.g. `Case Study`.'),
    readyBadge: text('Badge on ready-to-implement solutions, e.g. `Ready to Implement`.'),
    closing: z
      .strictObject({
        heading: text('Heading of the closing band.'),
        text: text('Sentence of the closing band.'),
        actions: z.array(button).min(1).describe('Buttons of the closing band.'),
      })
      .describe('The closing band at the bottom of every simple solution page.'),
  })
  .describe('Headings of the simple solution pages built from `data/solutions/`.');

/** Where the editor at `/admin/` on the live site saves, and how editors sign in there. */
const editor = z
  .strictObject({
    repo: z
      .string()
      .regex(/^(?:[A-Za-z0-9-]+\/[A-Za-z0-9._-]+)?$/, 'empty, or owner/name such as ai101-agency/website')
      .describe(
        'The GitHub repository the live site is built from, written `owner/name`, e.g. `ai101-agency/website`. The editor at `/admin/` on the live site saves every change there. Leave empty (`""`) while the site is not on GitHub: `/admin/` then works only on a computer running `npm run dev`.',
      ),
    branch: z
      .string()
      .regex(/^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, 'a branch name such as main')
      .describe(
        'The branch Netlify publishes the live site from, usually `main`. Each change saved in the editor becomes a pull request into this branch, so Netlify builds a preview of it before anyone merges it.',
      ),
    signIn: z
      .enum(['netlify', 'function'])
      .meta({ [OPTION_LABELS]: { netlify: "Netlify's GitHub sign-in", function: "This site's own sign-in function" } })
      .describe(
        "How editors sign in with their GitHub account. `netlify`: through Netlify's GitHub sign-in (set up once in the Netlify site settings under Access & security, OAuth). `function`: through this site's own sign-in function, which needs the settings `GITHUB_OAUTH_CLIENT_ID` and `GITHUB_OAUTH_CLIENT_SECRET` (see functions/README.md).",
      ),
  })
  .describe('The content editor at `/admin/` on the live site: where it saves changes and how editors sign in.');

export const site = z
  .strictObject({
    brand: z
      .strictObject({
        name: text('The agency name, e.g. `AI101`.'),
        legalName: text('The registered company name used in the footer and legal pages.'),
        logo: image.describe(
          "The logo in the navigation bar and the footer. In an SVG file, its words are drawn in the site's typeface (Plus Jakarta Sans, at the weight the file asks for) when the site is built, so the browser needs no font for them.",
        ),
        email: z.email().describe('The public contact email address.'),
        description: text('One sentence about the agency, used for search engines and the footer.'),
      })
      .describe('Who we are.'),
    siteUrl: z
      .url({ protocol: /^https$/ })
      .regex(/[^/]$/, 'no trailing slash')
      .describe(
        'The public address of the live site without a trailing slash, e.g. `https://ai101.agency`. Used for canonical links, the sitemap and social previews.',
      ),
    language: z
      .enum(['en'])
      .meta({ [OPTION_LABELS]: { en: 'English' } })
      .describe('Language of the site content, for browsers and screen readers.'),
    navigation: z.array(navItem).min(1).describe('The top navigation bar, left to right.'),
    footer: z
      .strictObject({
        links: z.array(navLink).min(1).describe('Links in the footer.'),
        copyright: withPlaceholder(
          '{year}',
          'The copyright line; `{year}` becomes the current year, e.g. `© {year} AI101. All rights reserved.`.',
        ),
      })
      .describe('The footer at the bottom of every page.')
      .meta({
        examples: [
          {
            links: [
              { label: 'Privacy Policy', href: '/privacy-policy' },
              { label: 'Terms of Service', href: '/terms-of-service' },
            ],
            copyright: '© {year} AI101 Consulting Inc. All rights reserved.',
          },
        ],
      }),
    booking: z
      .strictObject({
        url: externalUrl('The scheduling page for the free 30-minute discovery call.'),
      })
      .describe('The free discovery-call booking.'),
    floatingButton: z
      .strictObject({
        label: text('The words on the floating booking button, e.g. `Book Free Consultation`.'),
        colour: hexColour(
          'Background colour of the floating booking button. Its text is white, or dark when white would be hard to read on it (contrast below 4.5:1, as with `#0EA5E9`).',
        ),
      })
      .describe('The floating booking button at the bottom right of every page except the contact page.'),
    analytics: z
      .strictObject({
        measurementId: z
          .string()
          .regex(/^(?:G-[A-Z0-9]{4,12})?$/, 'empty, or an id like G-ABC123XYZ')
          .describe('Google Analytics 4 measurement id such as `G-ABC123XYZ`. Leave empty (`""`) for no analytics.'),
      })
      .describe('Visitor analytics.'),
    turnstile: z
      .strictObject({
        siteKey: z
          .string()
          .describe(
            'The public Cloudflare Turnstile site key for the contact form bot check. Leave empty (`""`) to send without a check (local preview).',
          ),
      })
      .describe('Bot protection of the contact form.'),
    editor,
    contactForm,
    solutionPage,
    messages: z
      .strictObject({
        contact: contactMessages,
        chat: chatMessages,
        pages: pageMessages,
        ui: interfaceLabels,
        api: apiMessages,
      })
      .describe('Every message and interface word of the site.'),
  })
  .describe('Site-wide settings: brand, navigation, footer, booking, messages.');

export type Site = z.infer<typeof site>;
