/**
 * npm run tours [-- --force]
 * Makes the illustrated product tours the video sections in data/ ask for (`video.tour`): each step's screen (an SVG
 * under public/) is drawn by resvg into a 1280×720 frame (its close-up, if the step has one), and Debian's ffmpeg
 * cross-fades the frames into an H.264 MP4 (no sound), which Chromium and Safari both play. Beside each video it
 * writes the captions (WebVTT, one cue per step) and the poster (the first frame, JPEG), and records the tour's
 * fingerprint in public/videos/fingerprints.json. A tour whose storyboard and screens have not changed is skipped;
 * files of tours no longer in data/ are removed. Only this script needs ffmpeg; the site and its tests do not.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import { loadContent } from '../pipeline/content.ts';
import { BRAND_FAMILY, BRAND_WEIGHTS, withBrandFont } from '../pipeline/build/brand-font.ts';
import { TOUR_FADE_SECONDS, TOURS_FOLDER } from '../schema/product-tour-files.ts';
import {
  FINGERPRINTS_FILE,
  stepFrameSvg,
  tourCaptions,
  tourFingerprint,
  tourOutputs,
  toursIn,
  tourSeconds,
  TOUR_RECIPE,
  type TourUse,
} from './lib/product-tours.ts';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const repo = process.cwd();
const publicDir = join(repo, 'public');
const FPS = 24;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (spawnSync('ffmpeg', ['-version']).error) {
  fail(
    'npm run tours needs ffmpeg to encode the videos: install it with `sudo apt-get install ffmpeg` (Debian/Ubuntu).',
  );
}

const content = loadContent();
if (content.errors.length > 0) fail('The content has errors: run `npm run validate` and fix them first.');
const uses = toursIn(content);
const byName = new Map<string, TourUse>();
for (const use of uses) {
  const other = byName.get(use.tour.name);
  if (other) fail(`Two tours are named "${use.tour.name}" (${other.file} and ${use.file}): give each its own name.`);
  byName.set(use.tour.name, use);
}

const fingerprintsPath = join(repo, FINGERPRINTS_FILE);
const recorded: Record<string, string> = existsSync(fingerprintsPath)
  ? (JSON.parse(readFileSync(fingerprintsPath, 'utf8')) as Record<string, string>)
  : {};

function ffmpeg(args: string[]) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (run.status !== 0) fail(`ffmpeg failed: ${run.stderr || run.error?.message}`);
}

/** Each step's frame as a PNG file in `folder`, drawn in the brand typeface. */
function drawFrames(use: TourUse, folder: string): string[] {
  return withBrandFont(BRAND_WEIGHTS, (fontFiles) =>
    use.tour.steps.map((step, index) => {
      const svg = stepFrameSvg(readFileSync(join(publicDir, step.screen), 'utf8'), step);
      const png = new Resvg(svg, {
        background: TOUR_RECIPE.background,
        font: { loadSystemFonts: false, fontFiles, defaultFontFamily: BRAND_FAMILY },
      })
        .render()
        .asPng();
      const file = join(folder, `step-${index}.png`);
      writeFileSync(file, png);
      return file;
    }),
  );
}

/**
 * The frames cross-faded into one video: every step but the last runs a fade longer, so each fade starts as its
 * step's caption does and the video lasts exactly the storyboard's seconds.
 */
function encode(use: TourUse, frames: string[], output: string) {
  const steps = use.tour.steps;
  const inputs = frames.flatMap((frame, index) => {
    const seconds = steps[index]!.seconds + (index < frames.length - 1 ? TOUR_FADE_SECONDS : 0);
    return ['-loop', '1', '-framerate', String(FPS), '-t', seconds.toFixed(3), '-i', frame];
  });
  const filters: string[] = [];
  let last = '[0:v]';
  let offset = 0;
  for (let index = 1; index < frames.length; index += 1) {
    offset += steps[index - 1]!.seconds;
    const out = `[v${index}]`;
    filters.push(
      `${last}[${index}:v]xfade=transition=fade:duration=${TOUR_FADE_SECONDS}:offset=${offset.toFixed(3)}${out}`,
    );
    last = out;
  }
  filters.push(`${last}format=yuv420p[out]`);
  ffmpeg([
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[out]',
    '-r',
    String(FPS),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'stillimage',
    '-crf',
    '30',
    '-profile:v',
    'high',
    '-level',
    '4.0',
    '-g',
    String(FPS * 10),
    '-movflags',
    '+faststart',
    '-metadata',
    `title=${use.title}`,
    '-an',
    output,
  ]);
}

mkdirSync(join(publicDir, TOURS_FOLDER), { recursive: true });
const fingerprints: Record<string, string> = {};
for (const use of uses) {
  const { name } = use.tour;
  const outputs = tourOutputs(name, publicDir);
  const fingerprint = tourFingerprint(use.tour, publicDir);
  fingerprints[name] = fingerprint;
  const complete = Object.values(outputs.onDisk).every((file) => existsSync(file));
  if (!values.force && complete && recorded[name] === fingerprint) {
    console.log(`${name}: unchanged`);
    continue;
  }
  const work = mkdtempSync(join(tmpdir(), `tour-${name}-`));
  try {
    const frames = drawFrames(use, work);
    encode(use, frames, outputs.onDisk.video);
    ffmpeg(['-i', frames[0]!, '-q:v', '4', outputs.onDisk.poster]);
    writeFileSync(outputs.onDisk.captions, tourCaptions(use.tour));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const size = (file: string) => `${(statSync(file).size / 1024).toFixed(0)} KB`;
  console.log(
    `${name}: made ${outputs.video} (${tourSeconds(use.tour)} s, ${size(outputs.onDisk.video)}), poster ${size(outputs.onDisk.poster)}, captions`,
  );
}

// Files of tours no longer in the content go, so public/ holds only what a page plays.
const wanted = new Set([
  'fingerprints.json',
  ...uses.flatMap(({ tour }) =>
    Object.values(tourOutputs(tour.name, publicDir).onDisk).map((file) => file.split('/').at(-1)!),
  ),
]);
for (const file of readdirSync(join(publicDir, TOURS_FOLDER))) {
  if (!wanted.has(file)) {
    rmSync(join(publicDir, TOURS_FOLDER, file));
    console.log(`removed ${TOURS_FOLDER}/${file} (no tour uses it)`);
  }
}
writeFileSync(fingerprintsPath, `${JSON.stringify(fingerprints, null, 2)}\n`);
