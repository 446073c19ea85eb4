/**
 * The dental ROI formula and the rules for reading the calculator's fields. Pure and framework-free, so the
 * component, the property tests and anything else compute exactly the same figures.
 *
 * Each figure is a whole number computed from the rounded figures shown before it (design.md), so what a visitor
 * sees adds up: total = revenue + wages, annual = total x 12.
 */
import type { RoiInputName, RoiResultName } from '../../schema/roi-calculator.ts';

export type RoiInputs = Record<RoiInputName, number>;
export type RoiResults = Record<RoiResultName, number>;

/** The two assumptions of the model, in percent (`model` in data/roi-calculator.yaml). */
export interface RoiModel {
  callsHandledPercent: number;
  noShowReductionPercent: number;
}

export type RoiFormat = 'number' | 'currency' | 'hours';

export function computeRoi(inputs: RoiInputs, model: RoiModel): RoiResults {
  // appts x rate/100 x reduction/100 as one product over one division: for whole-number inputs the product is exact,
  // so an exact half (e.g. 25 x 2 x 30 / 10000 = 0.15 ... 12.5) rounds up instead of drifting to 12.4999999.
  const noShowsAvoided = Math.round((inputs.apptsPerMonth * inputs.noShowRate * model.noShowReductionPercent) / 10_000);
  const additionalRevenue = Math.round(noShowsAvoided * inputs.avgValue);
  const hoursSaved = Math.round((inputs.staffHours * model.callsHandledPercent) / 100);
  const wageSavings = Math.round(hoursSaved * inputs.staffWage);
  const totalMonthlyBenefit = additionalRevenue + wageSavings;
  const annualROI = totalMonthlyBenefit * 12;
  return { noShowsAvoided, additionalRevenue, hoursSaved, wageSavings, totalMonthlyBenefit, annualROI };
}

/**
 * What a field holds as the visitor typed it, with leading zeros stripped (`007` -> `7`, `0.5` and `0` stay).
 * Anything else is left as typed.
 */
export function stripLeadingZeros(raw: string): string {
  return raw.replace(/^(-?)0+(?=\d)/, '$1');
}

/** The number a field counts as: blank or non-numeric counts as 0; bounds are not enforced. */
export function readRoiInput(raw: string): number {
  const trimmed = raw.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

/** Reads every field; a field missing from `raw` counts as blank. */
export function readRoiInputs(raw: Partial<Record<RoiInputName, string>>, names: readonly RoiInputName[]): RoiInputs {
  return Object.fromEntries(names.map((name) => [name, readRoiInput(raw[name] ?? '')])) as RoiInputs;
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A result as shown: `2,700`, `$2,700` or `24 hrs` (symbol and suffix come from data). */
export function formatRoiResult(
  value: number,
  format: RoiFormat,
  words: { currencySymbol: string; hoursSuffix: string },
): string {
  const number = grouping.format(value);
  if (format === 'currency')
    return value < 0 ? `-${words.currencySymbol}${grouping.format(-value)}` : `${words.currencySymbol}${number}`;
  if (format === 'hours') return `${number}${words.hoursSuffix}`;
  return number;
}
