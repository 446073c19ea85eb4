/**
 * Click any text to edit it, both ways (admin/preview/click-to-edit.ts), in Chromium over the site's own built pages:
 * a click on a text, picture or button picks the field it comes from and nothing of the page acts on it, Enter on a
 * link does the same, and showing a field scrolls to its element, unfolds it and outlines it. The editor's modules
 * are bundled with esbuild and put into each page, with the text index made from the real content.
 */
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { loadContent } from '../../pipeline/content.ts';
import type { FieldRef } from '../../admin/lib/text-index.ts';
import { expect, test } from './fixtures.ts';

let script: string;
let style: string;
let files: Record<string, unknown>;

// The pages' own CSP would refuse the editor's bundle, put in as an inline script.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  files = Object.fromEntries(loadContent().sources.map((source) => [source.file, source.data]));
  const { outputFiles } = await build({
    stdin: {
      contents:
        "export * from './admin/preview/click-to-edit.ts'; export * from './admin/lib/text-index.ts'; export * from './admin/lib/build-text-index.ts';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'editor',
    outdir: 'bundle',
    platform: 'browser',
  });
  script = outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  style = outputFiles.find((file) => file.path.endsWith('.css'))!.text;
});

type Editor = typeof import('../../admin/preview/click-to-edit.ts') &
  typeof import('../../admin/lib/text-index.ts') &
  typeof import('../../admin/lib/build-text-index.ts');
declare global {
  interface Window {
    editor: Editor;
    picks: FieldRef[];
    index: ReturnType<Editor['buildTextIndex']>;
  }
}

/**
 * Opens a page as the preview: its <main> (`whole`: the whole page, its navigation bar and footer too) picks fields
 * for the entry `file` as the editor's preview does (the bar's and footer's texts are the site settings'), each pick
 * kept in `window.picks`.
 */
async function preview(page: Page, route: string, file: string, whole = false) {
  await page.goto(route);
  await page.addScriptTag({ content: script });
  await page.addStyleTag({ content: style });
  await page.evaluate(
    ({ files, file, whole }) => {
      window.index = window.editor.buildTextIndex(files);
      window.picks = [];
      window.editor.attachClickToEdit(
        whole ? document.body : document.querySelector('main')!,
        async () => (text, layout, around) =>
          window.editor.fieldForText(window.index, text, { file: layout ? 'data/site.yaml' : file, around }),
        (ref) => window.picks.push(ref),
      );
    },
    { files, file, whole },
  );
}

const lastPick = (page: Page) => page.evaluate(() => window.picks.at(-1));

test('a click on a text, a button or a picture picks its field, and the page does nothing else', async ({ page }) => {
  await preview(page, '/pricing', 'data/pages/pricing.yaml');
  const offerings = (files['data/offerings.yaml'] as { offerings: Array<{ id: string }> }).offerings;
  await page.getByText('Starting at $699').first().click();
  expect(await lastPick(page)).toEqual({
    file: 'data/offerings.yaml',
    path: `offerings.${offerings.findIndex((offering) => offering.id === 'chatbots')}.startingPrice`,
  });

  const sections = (files['data/pages/pricing.yaml'] as { sections: Array<{ actions?: Array<{ label: string }> }> })
    .sections;
  const at = sections.findIndex((section) => section.actions);
  await page.locator('main').getByRole('button', { name: sections[at]!.actions![0]!.label }).click();
  expect(await lastPick(page)).toEqual({ file: 'data/pages/pricing.yaml', path: `sections.${at}.actions.0.label` });

  await preview(page, '/about', 'data/pages/about.yaml');
  const picture = page.locator('main img').first();
  const src = await picture.getAttribute('src');
  await picture.click();
  const pick = (await lastPick(page))!;
  expect(pick.file).toBe('data/pages/about.yaml');
  expect(pick.path).toMatch(/\.src$/);
  expect(await page.evaluate((ref) => window.editor.textOfField(window.index, ref), pick)).toContain(src);
});

test('links stay in the tab order; Enter or a click on one picks its words and goes nowhere', async ({ page }) => {
  await preview(page, '/', 'data/pages/home.yaml');
  // A button that opens the contact form picks its words and opens nothing.
  await page.locator('main [data-opens="contact-form"]').first().click();
  expect(await page.evaluate(() => window.picks.length)).toBe(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const link = page.locator('main a[href^="/"]').first();
  const words = (await link.textContent())!.trim();
  await link.focus();
  await page.keyboard.press('Enter');
  await link.click();
  expect(new URL(page.url()).pathname).toBe('/');
  const picks = (await page.evaluate(() => window.picks)).slice(1);
  expect(picks).toHaveLength(2);
  expect(picks[0]).toEqual(picks[1]);
  expect(await page.evaluate((ref) => window.editor.textOfField(window.index, ref), picks[0]!)).toContain(words);
});

test('showing a field scrolls to its element, unfolds the block holding it and outlines it, one at a time', async ({
  page,
}) => {
  const file = 'data/pages/business-process-automation.yaml';
  await preview(page, '/services/business-process-automation', file);
  const sections = (files[file] as { sections: Array<{ blocks?: Array<{ automations: string[] }> }> }).sections;
  const at = sections.findIndex((section) => section.blocks);
  const last = sections[at]!.blocks!.length - 1;
  // The last function block is folded when the page opens.
  const show = (path: string) =>
    page.evaluate(
      ({ file, path }) => {
        const texts = window.editor.textOfField(window.index, { file, path });
        return window.editor.showField(document.querySelector('main')!, texts)?.textContent;
      },
      { file, path },
    );
  const automation = sections[at]!.blocks![last]!.automations[0]!;
  expect(await show(`sections.${at}.blocks.${last}.automations.0`)).toBe(automation);
  const shown = page.locator('.ed-shown');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveText(automation);
  await expect(shown).toBeInViewport();
  expect(await shown.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

  await show(`sections.${at}.blocks.0.automations.0`);
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveText(sections[at]!.blocks![0]!.automations[0]!);
  await expect(shown).toBeInViewport();
});

test('a card clicked while it turns over, or beside its figure, picks its own field', async ({ page }) => {
  const home = files['data/pages/home.yaml'] as {
    sections: Array<{ type: string; cards?: Array<Record<string, unknown>> }>;
  };
  const flip = home.sections.findIndex((section) => section.type === 'flip-cards');
  await preview(page, '/', 'data/pages/home.yaml');
  // Edge-on, half-way through its turn: neither face's letters are under the pointer.
  const card = page.locator('main [role="group"][aria-labelledby]').first();
  await card.scrollIntoViewIfNeeded();
  await card.evaluate((group) => {
    const turning = group.firstElementChild as HTMLElement;
    turning.style.transition = 'none';
    turning.style.transform = 'rotateY(90deg)';
  });
  await card.click();
  expect((await lastPick(page))?.path).toMatch(new RegExp(`^sections\\.${flip}\\.cards\\.0\\.(problem|solution)$`));

  // A case-study card's figure, clicked in its box beside its letters, under the card's link stretched over it: the
  // figure's own field (its fact's, in the solution it is written in), not the link's words.
  const cases = home.sections.findIndex((section) => section.type === 'case-study-cards');
  const stats = home.sections[cases]!.cards![0]!.stats as Array<{ value: string }>;
  const [, owner, key] = /^\{stat:([\w-]+):([\w-]+)\}$/.exec(stats[0]!.value)!;
  const ownerStats = (files[`data/solutions/${owner}.yaml`] as { stats: Array<{ label: string }> }).stats;
  const figure = page.locator('main article dd').first();
  await figure.scrollIntoViewIfNeeded();
  const box = (await figure.boundingBox())!;
  await page.mouse.click(box.x + 2, box.y + box.height - 2);
  expect(await lastPick(page)).toEqual({
    file: `data/solutions/${owner}.yaml`,
    path: `stats.${ownerStats.findIndex((stat) => stat.label.toLowerCase().replace(/\W+/g, '-') === key)}.value`,
  });
});

test('a text of the navigation bar or the footer picks the site settings’ field, not a page’s that says the same', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await preview(page, '/pricing', 'data/pages/pricing.yaml', true);
  const navigation = (files['data/site.yaml'] as { navigation: Array<{ label: string }> }).navigation;
  await page.locator('header').getByRole('link', { name: 'Pricing', exact: true }).click();
  expect(await lastPick(page)).toEqual({
    file: 'data/site.yaml',
    path: `navigation.${navigation.findIndex((item) => item.label === 'Pricing')}.label`,
  });
});
