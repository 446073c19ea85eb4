import { defineSection } from './define.ts';

export const roiCalculatorSection = defineSection(
  'roi-calculator',
  'The ROI calculator. Its fields, defaults and assumptions live in `data/roi-calculator.yaml`; here you only set the heading and intro.',
  {},
);
