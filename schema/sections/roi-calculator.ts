import { defineSection } from './define.ts';

export const roiCalculatorSection = defineSection(
  'roi-calculator',
  'The ROI calculator. Its fields, defaults and assumptions live in `data/roi-calculator.yaml`; here you only set the heading and intro.',
  {},
  [
    {
      id: 'roi-calculator',
      heading: 'Calculate Your ROI',
      intro: 'See what an AI voice agent could save your practice each month.',
    },
  ],
);
