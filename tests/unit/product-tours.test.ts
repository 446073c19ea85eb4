/**
 * The illustrated product tours are made by `npm run tours` (ffmpeg) and committed. These tests need no ffmpeg: they
 * fail when a storyboard or one of its screens changed but its video was not made again, when a tour's files are
 * missing, and when its captions do not follow its storyboard. Also: the frames' view boxes, and the YouTube
 * addresses an editor may paste.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../pipeline/content.ts';
import { TOUR_LENGTH } from '../../schema/product-tour-files.ts';
import { videoSection } from '../../schema/sections/video.ts';
import { youtubeIdOf } from '../../schema/youtube.ts';
import {
  cueTimes,
  FINGERPRINTS_FILE,
  parseCaptions,
  stepFrameSvg,
  tourCaptions,
  tourFingerprint,
  tourOutputs,
  toursIn,
  tourSeconds,
  type Tour,
} from '../../tools/lib/product-tours.ts';

const repo = join(import.meta.dirname, '..', '..');
const publicDir = join(repo, 'public');
const uses = toursIn(loadContent());
const recorded = JSON.parse(readFileSync(join(repo, FINGERPRINTS_FILE), 'utf8')) as Record<string, string>;

describe('the committed product tours', () => {
  it('are the demo sections of the dental and healthcare pages, the featured platforms and the case studies', () => {
    expect(uses.map((use) => use.file).sort()).toEqual(
      [
        'pages/dental-ai-voice-agent.yaml',
        'pages/healthcare-ai-voice-agent.yaml',
        'solutions/dinamiq.yaml',
        'solutions/lead-capture.yaml',
        'solutions/peak-fitness-platform.yaml',
        'solutions/postbud.yaml',
        'solutions/property-management-platform.yaml',
        'solutions/record-verification.yaml',
        'solutions/voice-agent-service-industry.yaml',
      ].sort(),
    );
    const names = uses.map((use) => use.tour.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(uses.map((use) => [use.tour.name, use] as const))(
    '%s: made from its current storyboard and screens (else run `npm run tours`)',
    (name, use) => {
      expect(recorded[name], `${name} has no recorded fingerprint: run \`npm run tours\``).toBeDefined();
      expect(
        tourFingerprint(use.tour, publicDir),
        `${name} changed since its video was made: run \`npm run tours\``,
      ).toBe(recorded[name]);
    },
  );

  it.each(uses.map((use) => [use.tour.name, use.tour] as const))(
    '%s: its video, poster and captions exist, and each caption runs while its step does',
    (name, tour) => {
      const { onDisk } = tourOutputs(name, publicDir);
      for (const file of Object.values(onDisk)) expect(existsSync(file), file).toBe(true);
      expect(statSync(onDisk.video).size).toBeGreaterThan(10_000);
      expect(readFileSync(onDisk.poster).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const cues = parseCaptions(readFileSync(onDisk.captions, 'utf8'));
      expect(cues.map((cue) => cue.text)).toEqual(tour.steps.map((step) => step.caption));
      const expected = cueTimes(tour);
      cues.forEach((cue, index) => {
        expect(cue.start).toBeCloseTo(expected[index]!.start, 3);
        expect(cue.end).toBeCloseTo(expected[index]!.end, 3);
      });
      expect(cues.at(-1)!.end).toBeCloseTo(tourSeconds(tour), 3);
      expect(tourSeconds(tour)).toBeGreaterThanOrEqual(TOUR_LENGTH.min);
      expect(tourSeconds(tour)).toBeLessThanOrEqual(TOUR_LENGTH.max);
    },
  );

  it('the fingerprint changes with a caption, a duration, a close-up or a screen', () => {
    const tour = uses[0]!.tour;
    const base = tourFingerprint(tour, publicDir);
    const step = tour.steps[0]!;
    const variants: Tour[] = [
      { ...tour, steps: [{ ...step, caption: `${step.caption} Changed.` }, ...tour.steps.slice(1)] },
      { ...tour, steps: [{ ...step, seconds: step.seconds + 1 }, ...tour.steps.slice(1)] },
      { ...tour, steps: [{ ...step, focus: { x: 10, y: 10, zoom: 2 } }, ...tour.steps.slice(1)] },
      { ...tour, steps: [{ ...step, screen: tour.steps.at(-1)!.screen }, ...tour.steps.slice(1)] },
      { ...tour, steps: [...tour.steps].reverse() },
    ];
    for (const variant of variants) expect(tourFingerprint(variant, publicDir)).not.toBe(base);
  });
});

describe('captions', () => {
  it('round-trip through WebVTT with their times', () => {
    const tour: Tour = {
      name: 'sample',
      steps: [
        { screen: '/a.svg', caption: 'First: a call --> answered.', seconds: 6.5 },
        { screen: '/b.svg', caption: 'Second', seconds: 70 },
      ],
    };
    const vtt = tourCaptions(tour);
    expect(vtt).toContain('00:00:06.500 --> 00:01:16.500');
    expect(parseCaptions(vtt)).toEqual([
      { start: 0, end: 6.5, text: 'First: a call -> answered.' },
      { start: 6.5, end: 76.5, text: 'Second' },
    ]);
  });
});

describe('a step frame', () => {
  const screen = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200"><rect/></svg>';
  const viewBox = (svg: string) => /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number);

  it('fits the whole screen into the 16:9 frame, centred', () => {
    const frame = stepFrameSvg(screen, { screen: '/x.svg', caption: 'x', seconds: 5 });
    expect(frame).toMatch(/^<svg width="1280" height="720" viewBox="[^"]+" preserveAspectRatio="xMidYMid meet" xmlns/);
    const [x, y, width, height] = viewBox(frame);
    expect(width! / height!).toBeCloseTo(16 / 9, 5);
    expect(x! + width! / 2).toBeCloseTo(600, 5);
    expect(y! + height! / 2).toBeCloseTo(400, 5);
    expect(height).toBeCloseTo(800, 5);
  });

  it('a close-up stays inside the screen, at its zoom', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 1.2, max: 4, noNaN: true }),
        (x, y, zoom) => {
          const [left, top, width, height] = viewBox(
            stepFrameSvg(screen, { screen: '/x.svg', caption: 'x', seconds: 5, focus: { x, y, zoom } }),
          );
          expect(width).toBeCloseTo(1422.222 / zoom, 2);
          expect(height).toBeCloseTo(800 / zoom, 2);
          if (width! <= 1200) {
            expect(left).toBeGreaterThanOrEqual(-0.001);
            expect(left! + width!).toBeLessThanOrEqual(1200.001);
          }
          expect(top).toBeGreaterThanOrEqual(-0.001);
          expect(top! + height!).toBeLessThanOrEqual(800.001);
        },
      ),
    );
  });
});

describe('a YouTube video as an editor pastes it', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    id,
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${id}`,
    `www.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    `https://www.youtube.com/shorts/${id}`,
    ` https://www.youtube.com/live/${id} `,
  ])('%s is the video %s', (pasted) => {
    expect(youtubeIdOf(pasted)).toBe(id);
    const parsed = videoSection.parse({
      type: 'video',
      video: { title: 'T', playLabel: 'Play', youtube: pasted, poster: { src: '/images/a.svg', alt: 'A' } },
    });
    expect(parsed.video?.youtube).toBe(id);
  });

  it.each([
    'https://vimeo.com/76979871',
    `https://www.youtube.com/channel/${id}`,
    'https://www.youtube.com/watch?v=short',
    `https://evil.example/watch?v=${id}`,
    `javascript:alert(1)//youtu.be/${id}`,
    'not a video',
  ])('%s is refused with a clear error', (pasted) => {
    expect(youtubeIdOf(pasted)).toBeUndefined();
    const result = videoSection.safeParse({
      type: 'video',
      video: { title: 'T', playLabel: 'Play', youtube: pasted, poster: { src: '/images/a.svg', alt: 'A' } },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['video', 'youtube'],
      message: expect.stringContaining('expected a YouTube address'),
    });
  });

  it('a video needs exactly one of a tour and a YouTube video, and a YouTube video its poster', () => {
    const issues = (video: object) =>
      videoSection.safeParse({ type: 'video', video: { title: 'T', playLabel: 'Play', ...video } }).error?.issues;
    expect(issues({})).toMatchObject([{ message: expect.stringContaining('exactly one of `tour`') }]);
    expect(issues({ youtube: id })).toMatchObject([{ path: ['video', 'poster'] }]);
    expect(videoSection.safeParse({ type: 'video', testimonial: 'someone' }).success).toBe(true);
  });
});
