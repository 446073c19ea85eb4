/**
 * Page widgets and motion in Chromium against the built site: the ROI calculator, the dental hero carousel and the
 * shared full-screen viewer, the healthcare gallery, dot and side menus, the hero fade-in and flip cards (videos,
 * logos, counters and a late carousel picture: media.spec.ts). Timers run on Playwright's clock.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import type { RoiInputs } from '../../renderer/logic/roi.ts';
import { ROI_INPUTS } from '../../schema/roi-calculator.ts';
import { content } from './content.ts';
import {
  expectedFigures,
  ROI_PAGE,
  roiCalculate,
  roiDefaults,
  roiField,
  roiResults,
  shownFigures,
  typeBeforeCalculatorHydrates,
} from './roi-calculator.ts';
import { expect, test, withoutChatConnectionTest, type Page } from './fixtures.ts';

const ui = content.site.messages.ui;
const roi = content.roiCalculator;
const sectionsOf = (route: string) => {
  const view = content.pages.get(route);
  if (view?.kind !== 'sections') throw new Error(`${route} is not a page of sections`);
  return view.sections;
};
const sectionOf = <T extends string>(route: string, type: T) => {
  const found = sectionsOf(route).find((section) => section.type === type);
  if (!found) throw new Error(`${route} has no ${type} section`);
  return found as Extract<ReturnType<typeof sectionsOf>[number], { type: T }>;
};

const DENTAL = '/dental-ai-voice-agent';
const HEALTHCARE = '/healthcare-ai-voice-agent';
const T0 = new Date('2025-04-10T09:00:00Z').getTime();

/** Waits until the page is interactive and shows the element (a pre-rendered page looks the same before). */
async function hydrated(page: Page, selector: string) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator(selector).first().waitFor({ state: 'attached' });
}

/** Installs Playwright's clock, stopped, so only runFor moves page time. */
async function stopTime(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
}

test.describe('ROI calculator', () => {
  /** The calculator reacts once React has attached: wait until a change hides shown results. */
  async function ready(page: Page) {
    await page.goto(ROI_PAGE);
    await expect(async () => {
      await roiCalculate(page).click();
      await expect(roiResults(page)).toBeVisible({ timeout: 500 });
    }).toPass();
  }

  test('the pre-rendered page holds the default figures, hidden; the fields carry the bounds as attributes', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(ROI_PAGE)).text();
    expect(html).toMatch(/<div data-roi-results="true" hidden="">/);
    for (const figure of ['18', '$2,700', '24 hrs', '$480', '$3,180', '$38,160'])
      expect(html).toContain(`>${figure}</dd>`);

    await page.goto(ROI_PAGE);
    await expect(roiResults(page)).toBeHidden();
    for (const name of ROI_INPUTS) {
      const input = roiField(page, name);
      await expect(input).toHaveAttribute('type', 'number');
      await expect(input).toHaveAttribute('min', String(roi.inputs[name].min));
      await expect(input).toHaveAttribute('max', String(roi.inputs[name].max));
      await expect(input).toHaveValue(String(roi.inputs[name].default));
      await expect(page.getByLabel(roi.inputs[name].label)).toHaveCount(1);
    }
    for (const assumption of roi.assumptions) await expect(page.getByText(assumption)).toBeVisible();
  });

  test('Calculate shows the default figures: 18, $2,700, 24 hrs, $480, $3,180, $38,160', async ({ page }) => {
    await ready(page);
    expect(await shownFigures(page)).toEqual(['18', '$2,700', '24 hrs', '$480', '$3,180', '$38,160']);
    expect(await shownFigures(page)).toEqual(expectedFigures(roiDefaults));
  });

  test('changing any field hides the results until Calculate is pressed again', async ({ page }) => {
    await ready(page);
    for (const name of ROI_INPUTS) {
      await roiCalculate(page).click();
      await expect(roiResults(page)).toBeVisible();
      await roiField(page, name).fill(String(roi.inputs[name].default + 1));
      await expect(roiResults(page)).toBeHidden();
    }
    await roiCalculate(page).click();
    await expect(roiResults(page)).toBeVisible();
    expect(await shownFigures(page)).toEqual(
      expectedFigures(Object.fromEntries(ROI_INPUTS.map((name) => [name, roi.inputs[name].default + 1])) as RoiInputs),
    );
  });

  const cases: Array<{
    name: string;
    typed: Partial<Record<(typeof ROI_INPUTS)[number], string>>;
    counted: Partial<RoiInputs>;
    figures?: string[];
  }> = [
    {
      name: 'a blank field counts as 0',
      typed: { apptsPerMonth: '' },
      counted: { apptsPerMonth: 0 },
      figures: ['0', '$0', '24 hrs', '$480', '$480', '$5,760'],
    },
    {
      name: 'leading zeros are stripped',
      typed: { apptsPerMonth: '0600', staffWage: '0025' },
      counted: { apptsPerMonth: 600, staffWage: 25 },
      figures: ['18', '$2,700', '24 hrs', '$600', '$3,300', '$39,600'],
    },
    {
      name: 'the bounds are not enforced',
      typed: { staffHours: '1000', noShowRate: '150', dentists: '50' },
      counted: { staffHours: 1000, noShowRate: 150, dentists: 50 },
    },
    {
      name: 'every field blank gives zeros',
      typed: Object.fromEntries(ROI_INPUTS.map((name) => [name, ''])),
      counted: Object.fromEntries(ROI_INPUTS.map((name) => [name, 0])),
      figures: ['0', '$0', '0 hrs', '$0', '$0', '$0'],
    },
    {
      name: 'other figures',
      typed: { avgValue: '220', noShowRate: '12', apptsPerMonth: '850', staffHours: '65', staffWage: '23' },
      counted: { avgValue: 220, noShowRate: 12, apptsPerMonth: 850, staffHours: 65, staffWage: 23 },
    },
  ];
  for (const example of cases) {
    test(`figures: ${example.name}`, async ({ page }) => {
      await ready(page);
      for (const [name, value] of Object.entries(example.typed)) {
        await roiField(page, name).fill(value);
        if (value !== '') await expect(roiField(page, name)).toHaveValue(String(Number(value)));
      }
      await roiCalculate(page).click();
      await expect(roiResults(page)).toBeVisible();
      const figures = await shownFigures(page);
      expect(figures).toEqual(expectedFigures({ ...roiDefaults, ...example.counted }));
      if (example.figures) expect(figures).toEqual(example.figures);
    });
  }

  test('typing keeps leading zeros out of the field and non-numeric input counts as 0', async ({ page }) => {
    await ready(page);
    const appts = roiField(page, 'apptsPerMonth');
    await appts.fill('');
    await appts.pressSequentially('00700');
    await expect(appts).toHaveValue('700');
    // "1e" is not a number: the browser reports the field as empty, which counts as 0.
    await appts.fill('');
    await appts.pressSequentially('1e');
    await roiCalculate(page).click();
    expect(await shownFigures(page)).toEqual(expectedFigures({ ...roiDefaults, apptsPerMonth: 0 }));
  });

  test('what a visitor types before the calculator has hydrated counts, and an early Calculate waits for it', async ({
    page,
  }) => {
    // The calculator's code arrives only once the visitor has typed and pressed Calculate.
    const islands = JSON.parse(readFileSync(join('dist', 'islands.json'), 'utf8')) as Record<string, string>;
    await typeBeforeCalculatorHydrates(page, `**${islands['modules/roi-calculator']}`);
  });

  test('Enter in a field calculates too', async ({ page }) => {
    await ready(page);
    await roiField(page, 'staffWage').fill('30');
    await expect(roiResults(page)).toBeHidden();
    await roiField(page, 'staffWage').press('Enter');
    await expect(roiResults(page)).toBeVisible();
    expect(await shownFigures(page)).toEqual(expectedFigures({ ...roiDefaults, staffWage: 30 }));
  });
});

test.describe('dental hero carousel', () => {
  const carousel = (page: Page) => page.locator('#hero [data-carousel]');
  const viewer = (page: Page) => page.locator('dialog[data-gallery-viewer]').filter({ visible: true });
  const pictures = sectionOf(DENTAL, 'hero').carousel!;

  test('advances every 4000 ms, wraps, and keeps going after clicks and the viewer', async ({ page }) => {
    await stopTime(page);
    await page.goto(DENTAL);
    await hydrated(page, '#hero [data-carousel]');
    await expect(carousel(page)).toHaveAttribute('data-carousel-index', '0');
    await page.clock.runFor(3990);
    await expect(carousel(page)).toHaveAttribute('data-carousel-index', '0');
    await page.clock.runFor(20);
    await expect(carousel(page)).toHaveAttribute('data-carousel-index', '1');
    await expect(carousel(page)).toHaveAccessibleName(ui.galleryOpen.replace('{caption}', pictures[1]!.alt));

    // Interaction does not stop it: open the viewer, let time pass, close it.
    await carousel(page).click();
    await expect(viewer(page)).toBeVisible();
    await page.clock.runFor(4000);
    await page.getByRole('button', { name: ui.closeDialog }).click();
    await expect(viewer(page)).toHaveCount(0);
    await expect(carousel(page)).toHaveAttribute('data-carousel-index', '2');
    await carousel(page).hover();
    // A slide moves on once its 4000 ms are up and the next picture has arrived (fetched meanwhile): one at a time.
    for (let index = 3; index <= pictures.length; index += 1) {
      await page.clock.runFor(4000);
      await expect(carousel(page)).toHaveAttribute('data-carousel-index', String(index % pictures.length));
    }
  });

  test('Enter on the focused picture opens the viewer at it; previous and next wrap; close returns focus', async ({
    page,
  }) => {
    await stopTime(page);
    await page.goto(DENTAL);
    await hydrated(page, '#hero [data-carousel]');
    await expect(carousel(page)).toHaveAttribute('data-carousel-index', '0');
    await page.clock.runFor(4000);
    await expect(carousel(page)).toHaveAttribute('data-carousel-index', '1');
    await carousel(page).focus();
    await page.keyboard.press('Enter');
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    const position = (n: number) =>
      ui.galleryPosition.replace('{current}', String(n)).replace('{total}', String(pictures.length));
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(2));
    await expect(dialog.locator('img')).toHaveAttribute('src', pictures[1]!.src);
    await dialog.getByRole('button', { name: ui.galleryPrevious }).click();
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(1));
    await dialog.getByRole('button', { name: ui.galleryPrevious }).click();
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(pictures.length));
    await expect(dialog.locator('img')).toHaveAttribute('src', pictures.at(-1)!.src);
    await dialog.getByRole('button', { name: ui.galleryNext }).click();
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(1));
    await dialog.getByRole('button', { name: ui.closeDialog }).click();
    await expect(viewer(page)).toHaveCount(0);
    await expect(carousel(page)).toBeFocused();
  });

  test('fetches only its first picture with the page, each next one halfway to its turn, and nothing moves', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await withoutChatConnectionTest(page);
    // Notes each picture's load event before the carousel hears it (a capturing listener on the document goes first;
    // load events never reach the window).
    await page.addInitScript(() => {
      const arrived: string[] = [];
      (window as unknown as { __arrived: string[] }).__arrived = arrived;
      document.addEventListener(
        'load',
        (event) => event.target instanceof HTMLImageElement && arrived.push(new URL(event.target.src).pathname),
        true,
      );
    });
    await stopTime(page);
    await page.goto(DENTAL);
    await hydrated(page, '#hero [data-carousel]');
    await page.waitForLoadState('networkidle');
    const images = carousel(page).locator('img');
    await expect(images).toHaveCount(1);
    expect(requested).toContain(pictures[0]!.src);
    expect(requested).not.toContain(pictures[1]!.src);
    const box = await carousel(page).boundingBox();

    await page.clock.runFor(1990);
    await expect(images).toHaveCount(1);
    await page.clock.runFor(20);
    await expect(images).toHaveCount(2);
    await expect(images.nth(1)).toHaveAttribute('src', pictures[1]!.src);
    await expect.poll(() => requested).toContain(pictures[1]!.src);
    // It shows once it has arrived (media.spec.ts holds one back).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __arrived: string[] }).__arrived))
      .toContain(pictures[1]!.src);
    await page.clock.runFor(4000);
    await expect(carousel(page)).toHaveAttribute('data-carousel-index', '1');
    // The next picture is fetched halfway to its turn: at most 2000 ms after this slide showed.
    await page.clock.runFor(2010);
    await expect(images).toHaveCount(Math.min(3, pictures.length));
    expect(await carousel(page).boundingBox()).toEqual(box);
  });

  test('stays still when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopTime(page);
    await page.goto(DENTAL);
    await hydrated(page, '#hero [data-carousel]');
    await page.clock.runFor(4000 * 3);
    await expect(carousel(page)).toHaveAttribute('data-carousel-index', '0');
  });
});

test.describe('healthcare gallery viewer', () => {
  const images = sectionOf(HEALTHCARE, 'gallery').images;
  const position = (n: number) =>
    ui.galleryPosition.replace('{current}', String(n)).replace('{total}', String(images.length));
  const thumbnail = (page: Page, index: number) => page.locator(`#gallery [data-gallery-index="${index}"]`);

  async function open(page: Page, index: number) {
    await page.goto(HEALTHCARE);
    await hydrated(page, '#gallery [data-gallery-index]');
    const button = thumbnail(page, index);
    await button.scrollIntoViewIfNeeded();
    // Once the page script runs, a press before the island has hydrated is held and replayed, so one click is enough.
    await button.click();
    await expect(page.locator('dialog[data-gallery-viewer][open]')).toBeVisible();
    return page.locator('dialog[data-gallery-viewer][open]');
  }

  test('holds the 8 screenshots, each a button named from its caption', async ({ page }) => {
    expect(images.map((image) => image.caption)).toEqual([
      'Home Page',
      'Call Log',
      'Call Transcript',
      'Multilingual Call Transcript',
      'Analytics Dashboard',
      'Dashboard Graphs',
      'To-Do Tasks',
      'To-Do Task Details',
    ]);
    await page.goto(HEALTHCARE);
    for (const [index, image] of images.entries())
      await expect(thumbnail(page, index)).toHaveAccessibleName(ui.galleryOpen.replace('{caption}', image.caption));
  });

  test('arrow keys move and wrap, Escape closes and focus returns to the thumbnail', async ({ page }) => {
    const dialog = await open(page, 0);
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(1));
    await expect(dialog.locator('figcaption')).toHaveText(images[0]!.caption);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(8));
    await expect(dialog.locator('figcaption')).toHaveText(images[7]!.caption);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(1));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(3));
    await expect(dialog.locator('img')).toHaveAttribute('src', images[2]!.src);
    await expect(dialog.locator('img')).toHaveAttribute('alt', images[2]!.alt);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[data-gallery-viewer][open]')).toHaveCount(0);
    await expect(thumbnail(page, 0)).toBeFocused();
  });

  test('the buttons wrap from the last to the first and back', async ({ page }) => {
    const dialog = await open(page, 7);
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(8));
    await dialog.getByRole('button', { name: ui.galleryNext }).click();
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(1));
    await dialog.getByRole('button', { name: ui.galleryPrevious }).click();
    await expect(dialog.locator('[data-gallery-position]')).toHaveText(position(8));
    await dialog.getByRole('button', { name: ui.closeDialog }).click();
    await expect(page.locator('dialog[data-gallery-viewer][open]')).toHaveCount(0);
    await expect(thumbnail(page, 7)).toBeFocused();
  });

  test('the page does not scroll while the viewer is open, and does again after', async ({ page }) => {
    await open(page, 2);
    const before = await page.evaluate(() => window.scrollY);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const inputs = await page.evaluateHandle(() => {
      const seen: string[] = [];
      addEventListener('wheel', () => seen.push('wheel'), { capture: true, passive: true });
      addEventListener('keydown', (event) => seen.push(event.key), { capture: true });
      addEventListener('scroll', (event) => event.target === document && seen.push('scroll'), { passive: true });
      return seen;
    });
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    // Once the page has both inputs and has drawn two frames since, a scroll they started would have moved it.
    await page.waitForFunction((seen) => seen.includes('wheel') && seen.includes('PageDown'), inputs);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await inputs.jsonValue()).toEqual(['wheel', 'PageDown']);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('Tab and Shift+Tab stay inside the viewer', async ({ page }) => {
    const dialog = await open(page, 4);
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
    await expect(dialog).toBeVisible();
  });
});

test.describe('dot navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const homeIds = sectionsOf('/').flatMap((section) => (section.navLabel && section.id ? [section.id] : []));
  const dot = (page: Page, id: string) => page.locator(`nav[data-page-menu] a[href="#${id}"]`);
  const activeDot = (page: Page) => page.locator('nav[data-page-menu] a[aria-current="true"]');
  const top = (page: Page, id: string) =>
    page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

  async function ready(page: Page, route: string) {
    await page.goto(route);
    await hydrated(page, 'nav[data-page-menu] a');
  }

  test('home: eight dots, hero first; scrolling marks the section in view and replaces the hash', async ({ page }) => {
    expect(homeIds).toEqual([
      'hero',
      'challenges',
      'services',
      'value-prop',
      'case-studies',
      'testimonials',
      'solutions-pricing',
      'get-in-touch',
    ]);
    await ready(page, '/');
    await expect(page.locator('nav[data-page-menu="dots"] a')).toHaveCount(8);
    await expect(activeDot(page)).toHaveAttribute('href', '#hero');
    expect(new URL(page.url()).hash).toBe('');
    const length = await page.evaluate(() => history.length);
    for (const id of ['services', 'case-studies', 'testimonials', 'challenges']) {
      await page.evaluate(
        (target) =>
          window.scrollTo({
            top: document.getElementById(target)!.getBoundingClientRect().top + window.scrollY - 80,
            behavior: 'instant',
          }),
        id,
      );
      await expect(activeDot(page)).toHaveAttribute('href', `#${id}`);
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
    }
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(activeDot(page)).toHaveAttribute('href', '#hero');
    await expect(page).toHaveURL(/#hero$/);
  });

  test('home: a click scrolls smoothly to 80px below the top and pushes the hash', async ({ page }) => {
    await ready(page, '/');
    const length = await page.evaluate(() => history.length);
    await dot(page, 'solutions-pricing').click();
    await expect(page).toHaveURL(/#solutions-pricing$/);
    await expect.poll(() => top(page, 'solutions-pricing')).toBeCloseTo(80, 0);
    await expect(activeDot(page)).toHaveAttribute('href', '#solutions-pricing');
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
    await dot(page, 'challenges').click();
    await expect.poll(() => top(page, 'challenges')).toBeCloseTo(80, 0);
    await expect(page).toHaveURL(/#challenges$/);
    expect(await page.evaluate(() => history.length)).toBe(length + 2);
    await page.goBack();
    await expect(page).toHaveURL(/#solutions-pricing$/);
  });

  test('home: the dots are for large screens only', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator('nav[data-page-menu="dots"]')).toBeHidden();
  });

  test('healthcare: dots for overview, ROI, pricing and demo, following the scroll', async ({ page }) => {
    await ready(page, HEALTHCARE);
    await expect(page.locator('nav[data-page-menu="dots"] a')).toHaveCount(4);
    expect(
      await page
        .locator('nav[data-page-menu="dots"] a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['#hero', '#roi-calculator', '#pricing', '#solution-demo']);
    await expect(activeDot(page)).toHaveAttribute('href', '#hero');
    await dot(page, 'roi-calculator').click();
    await expect(page).toHaveURL(/#roi-calculator$/);
    await expect.poll(() => top(page, 'roi-calculator')).toBeCloseTo(80, 0);
    await expect(activeDot(page)).toHaveAttribute('href', '#roi-calculator');
    await page.evaluate(() =>
      window.scrollTo({
        top: document.getElementById('pricing')!.getBoundingClientRect().top + window.scrollY - 80,
        behavior: 'instant',
      }),
    );
    await expect(activeDot(page)).toHaveAttribute('href', '#pricing');
    await expect(page).toHaveURL(/#pricing$/);
  });

  test('case study: the side menu links the five parts and marks the one being read', async ({ page }) => {
    await ready(page, '/solutions/chiropractic-voice-agent/case-study');
    const menu = page.locator('nav[data-page-menu="side"]');
    await expect(menu).toBeVisible();
    expect(await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '#problem',
      '#solution',
      '#results',
      '#key-takeaways',
      '#client-testimonial',
    ]);
    await menu.locator('a[href="#results"]').click();
    await expect(page).toHaveURL(/#results$/);
    await expect(menu.locator('a[aria-current="true"]')).toHaveAttribute('href', '#results');
    // The click's smooth scroll first comes to rest: Chromium carries on an unfinished one after a script's instant
    // scroll, past the place that scroll asked for (by up to 320 px here).
    await expect.poll(() => top(page, 'results')).toBeCloseTo(80, 0);
    await page.evaluate(() =>
      window.scrollTo({
        top: document.getElementById('key-takeaways')!.getBoundingClientRect().top + window.scrollY - 80,
        behavior: 'instant',
      }),
    );
    await expect(menu.locator('a[aria-current="true"]')).toHaveAttribute('href', '#key-takeaways');
  });

  test('lead capture: its own top bar with in-page links and the external Contact Us link', async ({ page }) => {
    await ready(page, '/solutions/lead-capture/case-study');
    const bar = page.locator('nav[data-page-menu="top-bar"]');
    await expect(bar).toBeVisible();
    expect(await bar.locator('ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '#problem',
      '#solution',
      '#results',
      '#key-takeaways',
      '#solution-demo',
    ]);
    const contact = bar.getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('href', /^https:\/\//);
    await expect(contact).toHaveAttribute('target', '_blank');
    await bar.locator('a[href="#results"]').click();
    await expect(page).toHaveURL(/#results$/);
    // The section lands just below both the navigation and the sticky bar (both measured once scrolling settles).
    const gapBelowBar = async () =>
      (await top(page, 'results')) - (await bar.evaluate((element) => element.getBoundingClientRect().bottom));
    await expect
      .poll(async () => {
        const gap = await gapBelowBar();
        return gap >= -1 && gap <= 40;
      })
      .toBe(true);
  });
});

test.describe('home hero motion', () => {
  // The counters: tests/e2e/media.spec.ts.
  test('the hero content fades in after 100 ms', async ({ page }) => {
    await page.goto('/');
    const content = page.locator('#hero [data-hero-content]');
    const style = await content.evaluate((element) => ({
      delay: getComputedStyle(element).transitionDelay,
      property: getComputedStyle(element).transitionProperty,
    }));
    expect(style.delay).toBe('0.1s');
    expect(style.property).toContain('opacity');
    await expect.poll(() => content.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });
});

test.describe('flip cards', () => {
  const challenges = sectionOf('/', 'flip-cards');

  async function rotation(card: Locator) {
    return card.evaluate((element) => {
      const inner = element.firstElementChild as HTMLElement;
      return new DOMMatrixReadOnly(getComputedStyle(inner).transform).m11;
    });
  }

  test('a challenge card turns to its solution on keyboard focus, and back on blur', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#challenges [role="group"]');
    await expect(cards).toHaveCount(challenges.cards.length);
    const first = cards.first();
    await expect(first).toHaveAccessibleName(challenges.cards[0]!.problem);
    await expect(first).toHaveAccessibleDescription(challenges.cards[0]!.solution);
    expect(await rotation(first)).toBeCloseTo(1);
    await first.focus();
    await expect.poll(() => rotation(first)).toBeCloseTo(-1);
    await page.keyboard.press('Tab');
    await expect(cards.nth(1)).toBeFocused();
    await expect.poll(() => rotation(cards.nth(1))).toBeCloseTo(-1);
    await expect.poll(() => rotation(first)).toBeCloseTo(1);
  });

  test('"We can fix it" opens the contact form (the open-contact-modal event)', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as { __opened?: number }).__opened = 0;
      window.addEventListener('open-contact-modal', () => ((window as { __opened?: number }).__opened! += 1));
    });
    const button = page.locator('#challenges').getByRole('button', { name: challenges.action!.label });
    await expect(async () => {
      await button.click();
      expect(await page.evaluate(() => (window as { __opened?: number }).__opened)).toBeGreaterThan(0);
    }).toPass();
  });
});
