import * as z from 'zod';
import { schemaIssue } from './errors/words.ts';
import { text, textList } from './fields.ts';

export const ROI_INPUTS = [
  'dentists',
  'hygienists',
  'avgValue',
  'noShowRate',
  'apptsPerMonth',
  'staffHours',
  'staffWage',
] as const;
export const ROI_RESULTS = [
  'noShowsAvoided',
  'additionalRevenue',
  'hoursSaved',
  'wageSavings',
  'totalMonthlyBenefit',
  'annualROI',
] as const;

const input = z
  .strictObject({
    label: text('The field label, e.g. `Number of dentists`.'),
    default: z.number().min(0).describe('The value filled in when the page opens.'),
    min: z
      .number()
      .min(0)
      .describe('The smallest value the field offers (a hint to the browser; the calculation accepts any number).'),
    max: z.number().min(0).describe('The largest value the field offers.'),
  })
  .superRefine((field, ctx) => {
    // With min above max no default fits: that one mistake is reported alone.
    if (field.min > field.max) ctx.addIssue(schemaIssue('minAboveMax', {}, ['min']));
    else if (field.default < field.min || field.default > field.max) {
      ctx.addIssue(schemaIssue('defaultOutOfRange', { min: field.min, max: field.max }, ['default']));
    }
  })
  .describe('One input of the calculator.')
  .meta({ examples: [{ label: 'Number of dentists', default: 2, min: 1, max: 20 }] });

const result = z
  .strictObject({
    label: text('What the figure means, e.g. `No-shows avoided per month`.'),
    format: z
      .enum(['number', 'currency', 'hours'])
      .describe('How the figure is written: `number` (18), `currency` ($2,700) or `hours` (24 hrs).'),
  })
  .describe('One result of the calculator.');

const shapeOf = <K extends readonly string[], S extends z.ZodType>(keys: K, schema: S) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as { [P in K[number]]: S };

export const roiCalculator = z
  .strictObject({
    inputs: z.strictObject(shapeOf(ROI_INPUTS, input)).describe('The seven inputs, with labels, defaults and bounds.'),
    results: z.strictObject(shapeOf(ROI_RESULTS, result)).describe('The six results, with labels and formats.'),
    model: z
      .strictObject({
        callsHandledPercent: z
          .number()
          .min(0)
          .max(100)
          .describe('Share of staff phone time the AI takes over, in percent (60).'),
        noShowReductionPercent: z
          .number()
          .min(0)
          .max(100)
          .describe('How much the AI reduces no-shows, in percent (30).'),
      })
      .describe('The two assumptions the formula uses. Keep them equal to the figures in `assumptions`.'),
    assumptions: textList('The assumptions, stated for visitors under the results.'),
    assumptionsHeading: text('Heading over the assumptions, e.g. `Assumptions`.'),
    calculateLabel: text('The button that shows the results, e.g. `Calculate ROI`.'),
    resultsHeading: text('Heading over the results, e.g. `Your Estimated Monthly Impact`.'),
    currencySymbol: text('Written before money figures, e.g. `$`.'),
    hoursSuffix: z
      .string()
      .min(1)
      .describe(
        'Written right after hour figures; start with a space for a separate word, e.g. ` hrs` gives `24 hrs`.',
      ),
  })
  .superRefine((calculator, ctx) => {
    const stated = calculator.assumptions.join(' ');
    const modelled = Object.values(calculator.model);
    // The sentences that state a percentage the model does not use: where a changed figure was left as it was.
    const stale = calculator.assumptions.flatMap((sentence, index) => {
      const others = new Set(
        [...sentence.matchAll(/(\d+(?:\.\d+)?)%/g)]
          .map(([, figure]) => Number(figure))
          .filter((figure) => !modelled.includes(figure)),
      );
      return others.size > 0 ? [{ sentence, index, others: [...others] }] : [];
    });
    for (const [key, value] of Object.entries(calculator.model)) {
      if (stated.includes(`${value}%`)) continue;
      const [only] = stale;
      if (stale.length === 1 && only!.others.length === 1) {
        const figure = only!.others[0]!;
        const sentence = only!.sentence.replaceAll(`${figure}%`, `${value}%`);
        const line = `- ${/^[-?:,[\]{}#&*!|>'"%@`]|:\s|\s#/.test(sentence) ? JSON.stringify(sentence) : sentence}`;
        ctx.addIssue(
          schemaIssue('assumptionNotStated', { value, key, stated: figure, line }, ['assumptions', only!.index]),
        );
      } else ctx.addIssue(schemaIssue('assumptionNotStated', { value, key }, ['assumptions']));
    }
  })
  .describe('The dental ROI calculator: inputs, results and the assumptions behind the formula.');

export type RoiCalculator = z.infer<typeof roiCalculator>;
export type RoiInputName = (typeof ROI_INPUTS)[number];
export type RoiResultName = (typeof ROI_RESULTS)[number];
