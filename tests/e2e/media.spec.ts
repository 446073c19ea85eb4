/**
 * What the spec asks of the site's media and motion, in Chromium against the built site: every demo section plays its
 * illustrated tour after a click and fetches nothing of it before, with captions on; the client testimonial promises
 * no playback; every technology logo is an image named after its product; the hero counters count from 0 from the
 * first painted frame (final figures at once with reduced motion or without JavaScript); a carousel picture that
 * arrives late is never shown blank.
 */
import { tourFiles } from '../../schema/product-tour-files.ts';
import type { PageView } from '../../renderer/content/page-data.ts';
import { content } from './content.ts';
import { expect, test, withoutChatConnectionTest, type Page } from './fixtures.ts';

type Sections = Extract<PageView, { kind: 'sections' }>['sections'];
type Section = Sections[number];
const sectionPages = [...content.pages.values()].filter(
  (page): page is Extract<PageView, { kind: 'sections' }> => page.kind === 'sections',
);
const sectionsOfType = <T extends Section['type']>(type: T) =>
  sectionPages.flatMap((page) =>
    page.sections
      .filter((section): section is Extract<Section, { type: T }> => section.type === type)
      .map((section) => ({ route: page.route, section })),
  );

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const T0 = new Date('2025-04-10T09:00:00Z').getTime();

/** Waits until the page is interactive and shows the element (a pre-rendered page looks the same before). */
async function hydrated(page: Page, selector: string) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator(selector).first().waitFor({ state: 'attached' });
}

test.describe('demo videos', () => {
  const tours = sectionsOfType('video').filter(({ section }) => section.video?.tour);

  test('every demo section has a tour: the dental and healthcare pages, three featured platforms, four case studies', () => {
    const routes = tours.map(({ route }) => route).sort();
    expect(routes).toHaveLength(9);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/dental-ai-voice-agent',
        '/healthcare-ai-voice-agent',
        '/solutions/peak-fitness-platform',
        '/solutions/property-management-platform',
        '/solutions/voice-agent-service-industry',
        '/solutions/dinamiq/case-study',
        '/solutions/lead-capture/case-study',
        '/solutions/postbud/case-study',
        '/solutions/record-verification/case-study',
      ]),
    );
  });

  for (const { route, section } of tours) {
    const video = section.video!;
    const tour = video.tour!;
    const seconds = tour.steps.reduce((total, step) => total + step.seconds, 0);
    const files = tourFiles(tour.name);

    test(`${route}: a play button with the real length; the tour plays with captions after a click, not before`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await withoutChatConnectionTest(page);
      await page.goto(route);
      const block = page.locator(`#${section.id}`);
      const play = block.getByRole('button', { name: `${video.playLabel} ${clock(seconds)}` });
      await play.scrollIntoViewIfNeeded();
      await expect(play).toBeVisible();
      await expect(block.locator('img').first()).toHaveAttribute('src', files.poster);
      await page.waitForLoadState('networkidle');
      await expect(block.locator('video, iframe')).toHaveCount(0);
      // Before the click: the poster (a picture, lazily) at most; no video bytes, captions or player.
      expect(requested.filter((path) => path.startsWith('/videos/') && path !== files.poster)).toEqual([]);
      expect(await block.innerText()).not.toMatch(/recorded|real-time|listen to/i);

      // Once the page script runs, a press before the island has hydrated is held and replayed, so one click is enough.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await play.click();
      await expect(block.locator('video')).toHaveCount(1);
      const player = block.locator('video');
      await expect(player).toBeFocused();
      await expect(player).toHaveAttribute('controls', '');
      await expect(player).toHaveAccessibleName(video.title);
      expect(await player.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(false);
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(requested).toContain(files.video);
      // Captions: the default track, showing, with one cue per step of the storyboard.
      const track = block.locator('video track');
      await expect(track).toHaveAttribute('kind', 'captions');
      await expect(track).toHaveAttribute('src', files.captions);
      await expect(track).toHaveAttribute('default', '');
      await expect
        .poll(() =>
          player.evaluate((element: HTMLVideoElement) => {
            const captions = element.textTracks[0]!;
            return { mode: captions.mode, cues: captions.cues?.length ?? 0 };
          }),
        )
        .toEqual({ mode: 'showing', cues: tour.steps.length });
      expect(
        await player.evaluate((element: HTMLVideoElement) => (element.textTracks[0]!.cues![0] as VTTCue).text),
      ).toBe(tour.steps[0]!.caption);
    });
  }

  test('the play button works from the keyboard', async ({ page }) => {
    const { route, section } = tours[0]!;
    await page.goto(route);
    const play = page.locator(`#${section.id} [data-video-play]`);
    await play.scrollIntoViewIfNeeded();
    await hydrated(page, `#${section.id} [data-video-play]`);
    await play.focus();
    await page.keyboard.press('Enter');
    const player = page.locator(`#${section.id} video`);
    await expect(player).toBeFocused();
    await page.keyboard.press('k');
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime > 0)).toBe(true);
  });
});

test.describe('client testimonial', () => {
  const { route, section } = sectionsOfType('video').find(({ section }) => !section.video)!;
  const testimonial = content.testimonials.find((entry) => entry.id === section.testimonial)!;

  test(`${route}: the quote, name and role; no play control, duration or poster`, async ({ page }) => {
    expect(route).toBe('/solutions/chiropractic-voice-agent/case-study');
    await page.goto(route);
    const block = page.locator(`#${section.id}`);
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByText(testimonial.quote)).toBeVisible();
    await expect(block.getByText(testimonial.name, { exact: true })).toBeVisible();
    await expect(block.getByText(testimonial.role, { exact: true })).toBeVisible();
    await expect(block.locator('[data-video-play], video, iframe, img, time')).toHaveCount(0);
    await expect(block.getByRole('button', { name: /play|watch/i })).toHaveCount(0);
    expect(await block.innerText()).not.toMatch(/\b\d+:\d\d\b/);
  });
});

test.describe('technology logos', () => {
  const sections = sectionsOfType('logos');

  test('the healthcare page shows the three technologies as logos', () => {
    const healthcare = sections.find(({ route }) => route === '/healthcare-ai-voice-agent')!;
    expect(healthcare.section.logos.map((logo) => logo.name)).toEqual(['Voiceflow', 'Supabase', 'n8n']);
  });

  for (const { route, section } of sections) {
    test(`${route}: each logo is an image named after its product, a brand mark where simple-icons has one`, async ({
      page,
    }) => {
      await page.goto(route);
      const block = page.locator(`#${section.id}`);
      for (const { name } of section.logos) {
        const logo = block.getByRole('img', { name, exact: true });
        await expect(logo).toHaveCount(1);
        await expect(logo).toBeVisible();
        await expect(block.getByRole('heading', { name, exact: true })).toHaveCount(1);
      }
      const marks = await block.locator('[data-technology-logo]').evaluateAll((logos) =>
        logos.map((logo) => ({
          name: logo.getAttribute('aria-label'),
          mark: logo.getAttribute('data-technology-logo'),
          drawn: Boolean(logo.querySelector('svg[aria-hidden="true"] path')),
        })),
      );
      for (const { mark, drawn } of marks) expect(drawn).toBe(mark !== 'wordmark');
      const byName = Object.fromEntries(marks.map(({ name, mark }) => [name, mark]));
      if ('Supabase' in byName) expect(byName.Supabase).toBe('supabase');
      if ('n8n' in byName) expect(byName.n8n).toBe('n8n');
      if ('Voiceflow' in byName) expect(byName.Voiceflow).toBe('wordmark');
    });
  }
});

test.describe('hero counters', () => {
  const counters = sectionsOfType('hero').find(({ route }) => route === '/')!.section.counters!;
  const finals = counters.map((counter) => counter.value);

  /** Records, from the first frame the counters exist, what each shows in every frame (its animated integer). */
  async function recordFrames(page: Page) {
    await page.addInitScript(() => {
      const frames: number[][] = [];
      (window as unknown as { __counterFrames: number[][] }).__counterFrames = frames;
      const record = () => {
        const shown = [...document.querySelectorAll('.count')].map((element) =>
          Number(getComputedStyle(element).getPropertyValue('--n')),
        );
        if (shown.length > 0) frames.push(shown);
        if (frames.length < 400) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
  }
  const framesOf = (page: Page) =>
    page.evaluate(() => (window as unknown as { __counterFrames: number[][] }).__counterFrames);

  test('the first painted frame shows 0; they count up to the figures without a jump back', async ({ page }) => {
    await recordFrames(page);
    await page.goto('/');
    await expect.poll(async () => (await framesOf(page)).at(-1), { timeout: 10_000 }).toEqual(finals);
    const frames = await framesOf(page);
    expect(frames[0]).toEqual(finals.map(() => 0));
    for (let index = 1; index < frames.length; index += 1) {
      frames[index]!.forEach((value, counter) => expect(value).toBeGreaterThanOrEqual(frames[index - 1]![counter]!));
    }
    // Screen readers read the final figure; the counting number is hidden from them.
    const figures = page.locator('#hero [data-counter]');
    await expect(figures.locator('.sr-only')).toHaveText(
      counters.map((counter) => `${counter.value}${counter.suffix ?? ''}`),
    );
    await expect(figures.locator('.count').first()).toHaveAttribute('style', /--to:/);
    expect(await figures.locator('[aria-hidden="true"]').count()).toBe(counters.length);
  });

  test('they run 1200 ms with an ease-out', async ({ page }) => {
    await page.goto('/');
    const first = page.locator('#hero .count').first();
    const at = (time: number) =>
      first.evaluate((element: HTMLElement, ms) => {
        // The page's own run is over (its figure stays, the animation is gone): start it again, held at `ms`.
        element.style.animation = 'none';
        void element.offsetWidth;
        element.style.animation = '';
        const [animation] = element.getAnimations();
        animation!.pause();
        animation!.currentTime = ms;
        return Number(getComputedStyle(element).getPropertyValue('--n'));
      }, time);
    expect(await at(0)).toBe(0);
    const timing = await first.evaluate((element) => element.getAnimations()[0]!.effect!.getComputedTiming());
    expect(timing.duration).toBe(1200);
    // Ease-out: a quarter of the time covers well over a quarter of the way.
    expect(await at(300)).toBeGreaterThan(finals[0]! * 0.25);
    expect(await at(300)).toBeLessThan(finals[0]!);
    expect(await at(1200)).toBe(finals[0]);
  });

  test('with reduced motion the figures show at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordFrames(page);
    await page.goto('/');
    await expect.poll(async () => (await framesOf(page)).length).toBeGreaterThan(0);
    expect((await framesOf(page))[0]).toEqual(finals);
  });

  test('without JavaScript the figures show at once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const shown = await page
      .locator('#hero .count')
      .evaluateAll((elements) => elements.map((element) => Number(getComputedStyle(element).getPropertyValue('--n'))));
    expect(shown).toEqual(finals);
    await context.close();
  });
});

test.describe('carousel with a late picture', () => {
  const { route, section } = sectionsOfType('hero').find(({ section }) => section.carousel)!;
  const pictures = section.carousel!;

  test('holds the slide before it until the picture arrives, then goes on every 4000 ms; never a blank slide', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${pictures[1]!.src}`, async (routed) => {
      await held;
      await routed.continue();
    });
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1000);
    await page.goto(route);
    await hydrated(page, '#hero [data-carousel]');
    const carousel = page.locator('#hero [data-carousel]');
    // Each time the carousel moves, note whether the picture it moved to had arrived.
    await carousel.evaluate((element) => {
      const shownLoaded: boolean[] = [];
      (window as unknown as { __shownLoaded: boolean[] }).__shownLoaded = shownLoaded;
      new MutationObserver(() => {
        const index = Number(element.getAttribute('data-carousel-index'));
        const image = element.children[index]?.querySelector('img');
        shownLoaded.push(Boolean(image?.complete && image.naturalWidth > 0));
      }).observe(element, { attributes: true, attributeFilter: ['data-carousel-index'] });
    });
    const requested = page.waitForRequest(`**${pictures[1]!.src}`);
    await page.clock.runFor(2010);
    await requested;
    await page.clock.runFor(4000 * 2);
    await expect(carousel).toHaveAttribute('data-carousel-index', '0');
    const visibleSlide = carousel.locator(':scope > span.opacity-100');
    await expect(visibleSlide).toHaveCount(1);
    expect(await visibleSlide.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );

    release();
    await expect(carousel).toHaveAttribute('data-carousel-index', '1');
    // The rhythm goes on from the moment the late picture showed.
    await page.clock.runFor(3990);
    await expect(carousel).toHaveAttribute('data-carousel-index', '1');
    await page.clock.runFor(20);
    await expect(carousel).toHaveAttribute('data-carousel-index', '2');
    expect(await page.evaluate(() => (window as unknown as { __shownLoaded: boolean[] }).__shownLoaded)).toEqual([
      true,
      true,
    ]);
  });
});
