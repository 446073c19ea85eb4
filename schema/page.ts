import * as z from 'zod';
import { schemaIssue } from './errors/words.ts';
import { button } from './button.ts';
import { link, OPTION_LABELS, route, text } from './fields.ts';
import { section } from './sections/index.ts';

/** The on-page menu built from the sections that have a `navLabel`. */
export const pageMenu = z
  .strictObject({
    style: z
      .enum(['dots', 'side', 'top-bar'])
      .meta({
        [OPTION_LABELS]: {
          dots: 'Dots at the right edge',
          side: 'List beside the content',
          'top-bar': 'Bar under the navigation',
        },
      })
      .describe(
        'How the menu looks: `dots` (fixed dots at the right edge, large screens), `side` (a sticky list beside the content, large screens) or `top-bar` (a bar under the navigation with in-page links).',
      ),
    label: text('What screen readers announce for the menu, e.g. `Sections of this page`.'),
    action: button.optional().describe('An extra button at the end of a `top-bar` menu, e.g. `Contact Us`.'),
  })
  .describe('An in-page menu listing every section that has a `navLabel`.');

/** What any page needs, wherever it is written. */
export const pageBody = {
  title: text(
    'The browser tab title and search-result headline, e.g. `AI Solutions Pricing | AI101`. Keep it under 60 characters.',
  ),
  description: text('The search-result summary under the title. One or two sentences, about 150 characters.'),
  menu: pageMenu.optional(),
  sections: z.array(section).min(1).describe('The blocks of the page, top to bottom.'),
};

/** A menu lists the sections with a `navLabel`; one without any would be empty. */
export function requireMenuEntries(
  page: { menu?: unknown; sections: ReadonlyArray<{ navLabel?: string }> },
  ctx: z.RefinementCtx,
) {
  if (page.menu !== undefined && !page.sections.some((section) => section.navLabel !== undefined)) {
    ctx.addIssue(schemaIssue('emptyMenu', {}, ['menu']));
  }
}

export const contentPage = z
  .strictObject({
    route: route('The address of the page, e.g. `/services/business-process-automation`. Every page needs its own.'),
    ...pageBody,
  })
  .superRefine(requireMenuEntries)
  .describe('A page of the site: its address, search-engine text and the sections it shows.')
  .meta({
    examples: [
      {
        route: '/services/payroll-automation',
        title: 'Payroll Automation | AI101',
        description: 'Payroll that runs itself: hours collected, checked and sent to your accountant.',
        sections: [
          {
            type: 'hero',
            heading: 'Payroll Without the Paperwork',
            actions: [{ label: 'Get in Touch', opens: 'contact-form' }],
          },
          { type: 'text', paragraphs: ['We connect your time clock to your payroll service.'] },
        ],
      },
    ],
  });

export const redirectPage = z
  .strictObject({
    route: route('The old address that should forward visitors, e.g. `/expertise`.'),
    redirect: link(
      'Where visitors are sent instead, e.g. `/pricing` or `/solutions#case-studies`. Search engines are told the move is permanent (301).',
    ),
    title: text('The title shown for a split second while the browser forwards, e.g. `Redirecting to Pricing`.'),
  })
  .describe('An old address that forwards visitors to another page.')
  .meta({ examples: [{ route: '/expertise', redirect: '/pricing', title: 'Redirecting to Pricing | AI101' }] });

export const pageFile = z
  .union([redirectPage, contentPage])
  .describe(
    'A page under `data/pages/`: either a content page (`route`, `title`, `description`, `sections`) or a redirect (`route`, `redirect`, `title`).',
  );
