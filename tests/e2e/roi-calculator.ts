/** The ROI calculator on the dental page, as the widget tests and the dev preview's test drive it. */
import { computeRoi, formatRoiResult, type RoiInputs } from '../../renderer/logic/roi.ts';
import { ROI_INPUTS, ROI_RESULTS } from '../../schema/roi-calculator.ts';
import { content } from './content.ts';
import type { Page } from './fixtures.ts';

const roi = content.roiCalculator;

export const ROI_PAGE = '/dental-ai-voice-agent';
export const roiDefaults = Object.fromEntries(ROI_INPUTS.map((name) => [name, roi.inputs[name].default])) as RoiInputs;
export const roiField = (page: Page, name: string) => page.locator(`#roi-calculator [data-roi-input="${name}"]`);
export const roiResults = (page: Page) => page.locator('#roi-calculator [data-roi-results]');
export const roiCalculate = (page: Page) =>
  page.locator('#roi-calculator').getByRole('button', { name: roi.calculateLabel });
export const shownFigures = (page: Page) =>
  Promise.all(ROI_RESULTS.map((name) => page.locator(`#roi-calculator [data-roi-result="${name}"]`).textContent()));
/** The figures the calculator must show for `inputs`, from the same formula and formats. */
export const expectedFigures = (inputs: RoiInputs) => {
  const figures = computeRoi(inputs, roi.model);
  return ROI_RESULTS.map((name) => formatRoiResult(figures[name], roi.results[name].format, roi));
};
