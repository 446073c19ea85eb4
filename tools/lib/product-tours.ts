/**
 * The parts of `npm run tours` that need no ffmpeg, shared with its test: which tours the content asks for, each
 * tour's fingerprint (its storyboard and the bytes of its screens), its captions as WebVTT, and each step's frame as
 * SVG (the screen, or a close-up of it, fitted into the 16:9 frame).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../../pipeline/content.ts';
import { TOUR_FADE_SECONDS, TOUR_FRAME, TOURS_FOLDER, tourFiles } from '../../schema/product-tour-files.ts';

export interface TourStep {
  screen: string;
  caption: string;
  seconds: number;
  focus?: { x: number; y: number; zoom: number };
}

export interface Tour {
  name: string;
  steps: TourStep[];
}

/** A tour and where the content asks for it. */
export interface TourUse {
  tour: Tour;
  /** The data file of the video section, e.g. `pages/dental-ai-voice-agent.yaml`. */
  file: string;
  /** The video's title, for the video file's metadata. */
  title: string;
}

/**
 * How the frames are made. Part of every fingerprint, so a change to the way tours are drawn or encoded makes every
 * tour again.
 */
export const TOUR_RECIPE = {
  frame: TOUR_FRAME,
  fade: TOUR_FADE_SECONDS,
  background: '#f1f5f9',
  encoder: 'libx264 crf 30 tune stillimage 24 fps, poster jpeg q4',
  version: 1,
} as const;

/** The record `npm run tours` keeps beside the videos: each tour's fingerprint when its files were made. */
export const FINGERPRINTS_FILE = join('public', TOURS_FOLDER, 'fingerprints.json');

/** Every video section's tour in the content, in file order. */
export function toursIn(content: Content): TourUse[] {
  const uses: TourUse[] = [];
  const visit = (node: unknown, file: string) => {
    if (Array.isArray(node)) node.forEach((item) => visit(item, file));
    else if (node && typeof node === 'object') {
      const record = node as { type?: unknown; video?: { title: string; tour?: Tour } };
      if (record.type === 'video' && record.video?.tour) {
        uses.push({ tour: record.video.tour, file, title: record.video.title });
      }
      Object.values(node).forEach((value) => visit(value, file));
    }
  };
  for (const [file, data] of content.data) visit(data, file);
  return uses;
}

/** The fingerprint of a tour: its storyboard, each of its screens' bytes and the recipe. */
export function tourFingerprint(tour: Tour, publicDir: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ recipe: TOUR_RECIPE, tour }));
  for (const screen of new Set(tour.steps.map((step) => step.screen))) {
    hash.update(screen);
    hash.update(readFileSync(join(publicDir, screen)));
  }
  return hash.digest('hex');
}

/** When each step's caption shows, in seconds from the start: one after another, the whole running time. */
export function cueTimes(tour: Tour): { start: number; end: number }[] {
  let start = 0;
  return tour.steps.map((step) => {
    const cue = { start, end: start + step.seconds };
    start = cue.end;
    return cue;
  });
}

export const tourSeconds = (tour: Tour) => tour.steps.reduce((total, step) => total + step.seconds, 0);

const vttTime = (seconds: number) => {
  const millis = Math.round(seconds * 1000);
  const part = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${part(Math.floor(millis / 3_600_000))}:${part(Math.floor(millis / 60_000) % 60)}:${part(Math.floor(millis / 1000) % 60)}.${part(millis % 1000, 3)}`;
};

/** The tour's captions as WebVTT: one cue per step, its caption for as long as the step runs. */
export function tourCaptions(tour: Tour): string {
  const cues = cueTimes(tour).map(
    ({ start, end }, index) =>
      `${index + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${tour.steps[index]!.caption.replace(/-->/g, '->')}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The cues of a WebVTT file: start and end in seconds and the text (enough of the format for our own files). */
export function parseCaptions(vtt: string): { start: number; end: number; text: string }[] {
  if (!vtt.startsWith('WEBVTT')) throw new Error('not a WebVTT file: it must start with WEBVTT');
  const seconds = (time: string) => {
    const parts = time.split(':').map(Number);
    return parts.reduce((total, part) => total * 60 + part, 0);
  };
  return vtt
    .split(/\n\s*\n/)
    .slice(1)
    .flatMap((block) => {
      const lines = block.trim().split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      if (timing < 0) return [];
      const [start, end] = lines[timing]!.split('-->').map((time) => seconds(time.trim().split(/\s/)[0]!));
      return [{ start: start!, end: end!, text: lines.slice(timing + 1).join('\n') }];
    });
}

/** The view box of an SVG's root element: its own, else 0 0 width height. */
function viewBoxOf(svg: string): [number, number, number, number] {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) throw new Error('not an SVG image: no <svg> element');
  const box = /\sviewBox="([^"]+)"/
    .exec(root)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite)) return box as [number, number, number, number];
  const size = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)`).exec(root)?.[1]);
  const [width, height] = [size('width'), size('height')];
  if (!width || !height) throw new Error('an SVG image needs a viewBox or a width and height');
  return [0, 0, width, height];
}

/**
 * One step's frame as SVG: the screen's root element given the frame's size and a view box around the part to show
 * (the whole screen, or its close-up), centred; what lies outside the screen takes the recipe's background.
 */
export function stepFrameSvg(screenSvg: string, step: TourStep): string {
  const [x0, y0, width, height] = viewBoxOf(screenSvg);
  const frameRatio = TOUR_FRAME.width / TOUR_FRAME.height;
  // The whole screen, fitted into the frame, then narrowed by the zoom around the focus (kept inside the screen).
  const fitWidth = Math.max(width, height * frameRatio);
  const fitHeight = fitWidth / frameRatio;
  const zoom = step.focus?.zoom ?? 1;
  const [viewWidth, viewHeight] = [fitWidth / zoom, fitHeight / zoom];
  const centre = (at: number | undefined, start: number, size: number, view: number) => {
    const wanted = at === undefined ? start + size / 2 : start + (size * at) / 100;
    return view >= size ? start + size / 2 : Math.min(Math.max(wanted, start + view / 2), start + size - view / 2);
  };
  const cx = centre(step.focus?.x, x0, width, viewWidth);
  const cy = centre(step.focus?.y, y0, height, viewHeight);
  const box = [cx - viewWidth / 2, cy - viewHeight / 2, viewWidth, viewHeight].map((n) => Number(n.toFixed(3)));
  return screenSvg.replace(/<svg\b[^>]*>/, (root) => {
    const kept = root.replace(/\s(?:width|height|viewBox|preserveAspectRatio)="[^"]*"/g, '');
    return kept.replace(
      /^<svg\b/,
      `<svg width="${TOUR_FRAME.width}" height="${TOUR_FRAME.height}" viewBox="${box.join(' ')}" preserveAspectRatio="xMidYMid meet"`,
    );
  });
}

/** The site paths of a tour's files, and the same files under `publicDir`. */
export function tourOutputs(name: string, publicDir: string) {
  const files = tourFiles(name);
  return {
    ...files,
    onDisk: {
      video: join(publicDir, files.video),
      captions: join(publicDir, files.captions),
      poster: join(publicDir, files.poster),
    },
  };
}
