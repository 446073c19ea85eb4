import * as z from 'zod';
import { diagnosticMessage } from './errors/vscode.ts';
import { schemaIssue } from './errors/words.ts';
import { slug, stat, testimonialId, text, textList } from './fields.ts';
import { image } from './image.ts';
import { pageBody, requireMenuEntries } from './page.ts';

/** Anchors a case-study page must have, so its side menu always has the same stops. */
export const CASE_STUDY_ANCHORS = ['problem', 'solution', 'results', 'key-takeaways'] as const;
/** A case study ends with one of these. */
export const CASE_STUDY_PROOF_ANCHORS = ['client-testimonial', 'solution-demo'] as const;

const figureMap = (description: string) =>
  z
    .record(z.string().min(1), z.string().trim().min(1))
    .refine((map) => Object.keys(map).length > 0, schemaIssue('emptyGroup', {}))
    .describe(description);

const embeddedPage = z.strictObject(pageBody).superRefine(requireMenuEntries);

const sectionWithId = (ids: readonly string[]) => ({
  contains: { type: 'object', properties: { id: { enum: [...ids] } }, required: ['id'] },
  errorMessage: diagnosticMessage('caseStudySectionRenamed', { required: ids.join('` or `') }),
});
const requiredSectionsForEditors = [
  ...CASE_STUDY_ANCHORS.map((id) => sectionWithId([id])),
  sectionWithId(CASE_STUDY_PROOF_ANCHORS),
];

// The rule on required section ids, for the editor, which checks JSON Schema only (the refinement below is validate's).
const caseStudyPage = z
  .strictObject({ ...pageBody, sections: pageBody.sections.meta({ allOf: requiredSectionsForEditors }) })
  .superRefine(requireMenuEntries);

const REQUIRED_IDS = new Set<string>([...CASE_STUDY_ANCHORS, ...CASE_STUDY_PROOF_ANCHORS]);

/**
 * The section that most likely carried the `missing` required id before it was renamed: the one whose id shares
 * a word with it, else the section standing where the required id belongs (right after the one before it).
 */
function renamedSection(sections: ReadonlyArray<{ id?: string }>, missing: string): number {
  const free = sections.flatMap((section, index) =>
    section.id !== undefined && !REQUIRED_IDS.has(section.id) ? [index] : [],
  );
  const words = missing.split('-');
  const sharing = free.find((index) => sections[index]!.id!.split('-').some((word) => words.includes(word)));
  if (sharing !== undefined) return sharing;
  const order = [...CASE_STUDY_ANCHORS, ...CASE_STUDY_PROOF_ANCHORS] as string[];
  const before = order.slice(0, order.indexOf(missing)).reverse();
  const anchor = before.map((id) => sections.findIndex((section) => section.id === id)).find((index) => index >= 0);
  const next = anchor === undefined ? free[0] : free.find((index) => index === anchor + 1);
  return next ?? -1;
}

export const solution = z
  .strictObject({
    id: slug(
      "The solution's id: the same as its file name without `.yaml`. It becomes the address `/solutions/{id}`.",
    ).refine((id) => id !== 'not-found', schemaIssue('reservedSolutionId', {})),
    title: text('The solution name, e.g. `Property Management Platform`.'),
    company: text(
      'Case studies only: the client, described without naming them if they asked, e.g. `Regional engineering firm`.',
    ).optional(),
    type: z
      .enum(['case-study', 'ready-to-implement'])
      .describe(
        '`case-study` for work delivered to a client, `ready-to-implement` for a solution we offer off the shelf.',
      ),
    featured: z
      .boolean()
      .describe('Featured solutions get the rich page layout written under `detailPage`. Defaults to `false`.')
      .optional(),
    subtitle: text('One line under the title.'),
    image: image.describe('The card and header picture.'),
    industry: textList('Industries it serves, e.g. `Dental`, `Real Estate`.'),
    solutionType: textList('Kinds of solution, e.g. `Voice Agent`, `Workflow Automation`.'),
    businessFunction: textList('Business functions it helps, e.g. `Customer Service`.'),
    businessSize: z
      .array(z.enum(['Solo', 'Small', 'Medium', 'Large']))
      .min(1)
      .describe('Business sizes it suits: `Solo`, `Small`, `Medium`, `Large`.'),
    roiCategory: z
      .array(z.enum(['Time Savings', 'Revenue Growth', 'Cost Reduction', 'Customer Experience', 'Accuracy']))
      .min(1)
      .describe(
        'Where the return comes from: `Time Savings`, `Revenue Growth`, `Cost Reduction`, `Customer Experience`, `Accuracy`.',
      ),
    keyMetrics: figureMap('Headline figures as `label: value` lines, e.g. `Time Saved: 95%`.').meta({
      examples: [{ 'Time Saved': '95%', 'Response Time': 'Under 1 minute' }],
    }),
    techStack: textList(
      'Tools and services it is built with, each starting with the product name, e.g. `Supabase (PostgreSQL)`: its brand mark shows beside it when the site carries it.',
    ),
    timeline: text('How long delivery takes, e.g. `6 weeks`.'),
    problemScore: z
      .number()
      .int()
      .min(1)
      .max(10)
      .describe('How painful the problem is for the client, from 1 (mild) to 10 (critical).'),
    demoAvailable: z
      .boolean()
      .default(false)
      .describe('`true` when a live demo can be shown on a call. Defaults to `false`.'),
    description: text('A paragraph describing the solution.'),
    problemBullets: textList('The problems it solves, as bullets.'),
    solutionBullets: textList('What we built, as bullets.'),
    resultsBullets: textList(
      'The results, as bullets. When there are four or more, the first four show as numbered boxes.',
    ),
    stats: z.array(stat).min(1).describe('Figures shown with the results.'),
    quote: text('A short quote from the client or a user, without quotation marks.'),
    testimonial: testimonialId(
      'Optional: the testimonial (in `data/testimonials.yaml`) of the client who said the quote; their name and role credit it. Without it the quote is not shown.',
    ).optional(),
    expectedBenefits: figureMap(
      'Benefits as `label: value` lines, e.g. `Staff hours saved: 30+ per month`. Cards show the first three.',
    ),
    capabilities: z
      .array(z.string().regex(/^[^:]+: \S.*$/, 'a `Title: description` line'))
      .min(1)
      .describe('What it can do, each written as `Title: description`.')
      .meta({
        examples: [
          [
            'Smart Scheduling: books, moves and confirms appointments in your calendar',
            'Call Summaries: a short note of every call in your inbox',
          ],
        ],
      }),
    applications: textList('Where it can be used, as bullets.'),
    detailPage: embeddedPage
      .optional()
      .describe('Featured solutions only: the rich page at `/solutions/{id}`, written as sections.'),
    caseStudy: caseStudyPage
      .optional()
      .describe(
        'Case studies only: the page at `/solutions/{id}/case-study`, written as sections. It needs sections with the ids `problem`, `solution`, `results`, `key-takeaways` and `client-testimonial` or `solution-demo`.',
      ),
  })
  .superRefine((item, ctx) => {
    const isCaseStudy = item.type === 'case-study';
    // A rule the value of one field calls for stands on that field's line, not at the top of the file.
    if (isCaseStudy && item.company === undefined) {
      ctx.addIssue(schemaIssue('caseStudyNeedsCompany', {}, [], 'type'));
    }
    if (!isCaseStudy && item.company !== undefined) {
      ctx.addIssue(schemaIssue('onlyForCaseStudies', { field: 'company' }, ['company']));
    }
    if (!isCaseStudy && item.caseStudy !== undefined) {
      ctx.addIssue(schemaIssue('onlyForCaseStudies', { field: 'caseStudy' }, ['caseStudy']));
    }
    if (item.featured === true && item.detailPage === undefined) {
      ctx.addIssue(schemaIssue('featuredNeedsDetailPage', {}, [], 'featured'));
    }
    if (item.featured !== true && item.detailPage !== undefined) {
      ctx.addIssue(schemaIssue('detailPageOnlyFeatured', {}, ['detailPage']));
    }
    if (item.caseStudy !== undefined) {
      const sections = item.caseStudy.sections;
      const ids = new Set(sections.map((section) => section.id));
      const missing: string[] = CASE_STUDY_ANCHORS.filter((anchor) => !ids.has(anchor));
      if (!CASE_STUDY_PROOF_ANCHORS.some((anchor) => ids.has(anchor)))
        missing.push(CASE_STUDY_PROOF_ANCHORS.join('` or `'));
      // A required id that was renamed is reported at the renamed id, where the editor changed it.
      const renamed = missing.length === 1 ? renamedSection(sections, missing[0]!.split('`')[0]!) : -1;
      if (renamed >= 0) {
        ctx.addIssue(
          schemaIssue('caseStudySectionRenamed', { required: missing[0]!, found: sections[renamed]!.id }, [
            'caseStudy',
            'sections',
            renamed,
            'id',
          ]),
        );
      } else if (missing.length > 0) {
        ctx.addIssue(schemaIssue('caseStudySectionsMissing', { missing }, ['caseStudy', 'sections']));
      }
    }
  })
  .describe('A solution: a delivered case study or a ready-to-implement offer. Each gets a page at `/solutions/{id}`.');
