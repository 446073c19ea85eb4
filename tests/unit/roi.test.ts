/** The dental ROI formula and field rules: the spec's defaults, then properties checked with fast-check. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  computeRoi,
  formatRoiResult,
  readRoiInput,
  readRoiInputs,
  stripLeadingZeros,
  type RoiInputs,
  type RoiModel,
  type RoiResults,
} from '../../renderer/logic/roi.ts';
import { ROI_INPUTS, ROI_RESULTS, roiCalculator, type RoiInputName } from '../../schema/roi-calculator.ts';

const data = roiCalculator.parse(
  parse(readFileSync(join(import.meta.dirname, '..', '..', 'data', 'roi-calculator.yaml'), 'utf8')),
);
const model: RoiModel = data.model;
const defaults = Object.fromEntries(ROI_INPUTS.map((name) => [name, data.inputs[name].default])) as RoiInputs;

/**
 * An independent oracle in exact rational arithmetic (BigInt), rounding halves up as Math.round does for
 * non-negative numbers. Whole-number inputs and model percentages only.
 */
function oracle(inputs: RoiInputs, percents: RoiModel): RoiResults {
  const big = (value: number) => BigInt(value);
  /** round(p / q) for p >= 0, q > 0. */
  const roundDiv = (p: bigint, q: bigint) => (2n * p + q) / (2n * q);
  const noShowsAvoided = roundDiv(
    big(inputs.apptsPerMonth) * big(inputs.noShowRate) * big(percents.noShowReductionPercent),
    100n * 100n,
  );
  const additionalRevenue = noShowsAvoided * big(inputs.avgValue);
  const hoursSaved = roundDiv(big(inputs.staffHours) * big(percents.callsHandledPercent), 100n);
  const wageSavings = hoursSaved * big(inputs.staffWage);
  const total = additionalRevenue + wageSavings;
  return {
    noShowsAvoided: Number(noShowsAvoided),
    additionalRevenue: Number(additionalRevenue),
    hoursSaved: Number(hoursSaved),
    wageSavings: Number(wageSavings),
    totalMonthlyBenefit: Number(total),
    annualROI: Number(total * 12n),
  };
}

/** Whole-number inputs well past the spec's bounds (the calculation does not enforce them). */
const wholeInputs = fc.record(
  Object.fromEntries(ROI_INPUTS.map((name) => [name, fc.nat({ max: 100_000 })])) as Record<
    RoiInputName,
    fc.Arbitrary<number>
  >,
) as fc.Arbitrary<RoiInputs>;
/** Any non-negative inputs, fractions included. */
const realInputs = fc.record(
  Object.fromEntries(
    ROI_INPUTS.map((name) => [name, fc.double({ min: 0, max: 100_000, noNaN: true, noDefaultInfinity: true })]),
  ) as Record<RoiInputName, fc.Arbitrary<number>>,
) as fc.Arbitrary<RoiInputs>;
const wholeModel = fc.record({
  callsHandledPercent: fc.integer({ min: 0, max: 100 }),
  noShowReductionPercent: fc.integer({ min: 0, max: 100 }),
});
const words = { currencySymbol: data.currencySymbol, hoursSuffix: data.hoursSuffix };

describe('computeRoi', () => {
  it('gives the figures the spec states for the defaults', () => {
    expect(computeRoi(defaults, model)).toEqual({
      noShowsAvoided: 18,
      additionalRevenue: 2700,
      hoursSaved: 24,
      wageSavings: 480,
      totalMonthlyBenefit: 3180,
      annualROI: 38160,
    });
  });

  it('writes the default figures as 18, $2,700, 24 hrs, $480, $3,180 and $38,160', () => {
    const results = computeRoi(defaults, model);
    expect(ROI_RESULTS.map((name) => formatRoiResult(results[name], data.results[name].format, words))).toEqual([
      '18',
      '$2,700',
      '24 hrs',
      '$480',
      '$3,180',
      '$38,160',
    ]);
  });

  it('rounds exact halves up (25 appointments x 2% x 30% = 0.15 -> 0, 250 x 2% x 30% = 1.5 -> 2)', () => {
    expect(computeRoi({ ...defaults, apptsPerMonth: 250, noShowRate: 2 }, model).noShowsAvoided).toBe(2);
    expect(
      computeRoi({ ...defaults, staffHours: 5, staffWage: 1 }, { ...model, callsHandledPercent: 50 }).hoursSaved,
    ).toBe(3);
  });

  it('matches the independent exact oracle on whole-number inputs and model percentages', () => {
    fc.assert(
      fc.property(wholeInputs, wholeModel, (inputs, percents) => {
        expect(computeRoi(inputs, percents)).toEqual(oracle(inputs, percents));
      }),
      { numRuns: 2000 },
    );
  });

  it('every result is a whole number', () => {
    fc.assert(
      fc.property(realInputs, (inputs) => {
        for (const value of Object.values(computeRoi(inputs, model))) expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it('totals equal the sum of their parts, and the annual figure is 12 months of it', () => {
    fc.assert(
      fc.property(realInputs, (inputs) => {
        const results = computeRoi(inputs, model);
        expect(results.totalMonthlyBenefit).toBe(results.additionalRevenue + results.wageSavings);
        expect(results.annualROI).toBe(results.totalMonthlyBenefit * 12);
      }),
    );
  });

  it('all-zero inputs give all-zero results', () => {
    const zeros = Object.fromEntries(ROI_INPUTS.map((name) => [name, 0])) as RoiInputs;
    expect(Object.values(computeRoi(zeros, model))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('a zero in the inputs of a figure makes that figure zero', () => {
    fc.assert(
      fc.property(
        realInputs,
        fc.constantFrom<RoiInputName>('apptsPerMonth', 'noShowRate', 'avgValue', 'staffHours', 'staffWage'),
        (inputs, zeroed) => {
          const results = computeRoi({ ...inputs, [zeroed]: 0 }, model);
          if (zeroed === 'staffHours' || zeroed === 'staffWage') expect(results.wageSavings).toBe(0);
          else expect(results.additionalRevenue).toBe(0);
          if (zeroed === 'staffHours') expect(results.hoursSaved).toBe(0);
          if (zeroed === 'apptsPerMonth' || zeroed === 'noShowRate') expect(results.noShowsAvoided).toBe(0);
        },
      ),
    );
  });

  it('is monotone: raising any one input never lowers any result', () => {
    fc.assert(
      fc.property(
        realInputs,
        fc.constantFrom(...ROI_INPUTS),
        fc.double({ min: 0, max: 10_000, noNaN: true, noDefaultInfinity: true }),
        (inputs, name, extra) => {
          const before = computeRoi(inputs, model);
          const after = computeRoi({ ...inputs, [name]: inputs[name] + extra }, model);
          for (const result of ROI_RESULTS) expect(after[result]).toBeGreaterThanOrEqual(before[result]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('dentists and hygienists do not enter the formula', () => {
    fc.assert(
      fc.property(realInputs, fc.nat(), fc.nat(), (inputs, dentists, hygienists) => {
        expect(computeRoi({ ...inputs, dentists, hygienists }, model)).toEqual(computeRoi(inputs, model));
      }),
    );
  });
});

describe('reading the fields', () => {
  it('strips leading zeros and keeps everything else as typed', () => {
    expect(['007', '0', '00', '0.5', '00.5', '150', '', '-007', '100'].map(stripLeadingZeros)).toEqual([
      '7',
      '0',
      '0',
      '0.5',
      '0.5',
      '150',
      '',
      '-7',
      '100',
    ]);
  });

  it('blank or non-numeric counts as 0; bounds are not enforced', () => {
    expect(['', '  ', 'abc', '1e', '-', 'NaN', 'Infinity'].map(readRoiInput)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(['150', ' 42 ', '0.5', '99999', '-3', '1e3'].map(readRoiInput)).toEqual([150, 42, 0.5, 99999, -3, 1000]);
  });

  it('stripping leading zeros never changes the number a field counts as', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0{0,4}\d{0,6}(\.\d{1,3})?$/), (raw) => {
        expect(readRoiInput(stripLeadingZeros(raw))).toBe(readRoiInput(raw));
      }),
    );
  });

  it('a missing field counts as blank', () => {
    expect(readRoiInputs({ dentists: '3' }, ROI_INPUTS)).toEqual({
      dentists: 3,
      hygienists: 0,
      avgValue: 0,
      noShowRate: 0,
      apptsPerMonth: 0,
      staffHours: 0,
      staffWage: 0,
    });
  });

  it('formats with grouping, the currency symbol and the hours suffix', () => {
    expect(formatRoiResult(1234567, 'currency', words)).toBe('$1,234,567');
    expect(formatRoiResult(0, 'hours', words)).toBe('0 hrs');
    expect(formatRoiResult(1000, 'number', words)).toBe('1,000');
  });
});
