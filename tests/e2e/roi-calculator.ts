/** The ROI calculator on the dental page, as the widget tests and the dev preview's test drive it. */
import { computeRoi, formatRoiResult, type RoiInputs } from '../../renderer/logic/roi.ts';
import { ROI_INPUTS, ROI_RESULTS } from '../../schema/roi-calculator.ts';
import { content } from './content.ts';
import { expect, type Page } from './fixtures.ts';

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

/**
 * Holds the calculator's module (requests matching `modulePattern`) while the visitor types 30 and 900 and presses
 * Calculate, then lets it through: the figures shown must be those for what was typed, within `timeout` of it.
 */
export async function typeBeforeCalculatorHydrates(page: Page, modulePattern: string, { timeout = 5_000 } = {}) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(modulePattern, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(ROI_PAGE);
  // The page's script is what holds an early press for the island. The built site runs it before the load event that
  // goto waits for; `npm run dev` (vike's dev entry) imports it only after, and a press before it runs is not seen.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
  await roiField(page, 'staffWage').fill('30');
  await roiField(page, 'apptsPerMonth').fill('900');
  await roiCalculate(page).click();
  await expect(roiResults(page)).toBeHidden();
  release();
  await expect(roiResults(page)).toBeVisible({ timeout });
  expect(await shownFigures(page)).toEqual(expectedFigures({ ...roiDefaults, staffWage: 30, apptsPerMonth: 900 }));
}
