/**
 * The opening block of a page. Motion (none of it when the visitor prefers reduced motion):
 * - a hero with counters (the home page) fades its text in and counts up to its figures in CSS alone, so visitors
 *   without JavaScript, and crawlers, get the final figures from the page's text;
 * - a carousel (see `Carousel`) moves on every 4000 ms; a click (or Enter on the focused picture) opens the
 *   full-screen viewer at the picture shown. Only its first picture comes with the page.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { CAROUSEL_INTERVAL_MS, wrapIndex } from '../logic/motion.ts';
import { useReducedMotion } from '../logic/use-motion.ts';
import { CardRows } from '../ui/CardRows.tsx';
import { ButtonRow } from '../ui/ActionButton.tsx';
import { GalleryViewer } from '../ui/GalleryViewer.tsx';
import { Image, imageSizeOf } from '../ui/Image.tsx';
import { Island } from '../islands/Island.tsx';
import { FIGURE, FIGURE_LABEL, figureSize } from '../ui/figure.ts';
import { balancedGrid } from '../ui/grid.ts';
import { fill, site } from '../site.ts';
import type { SectionProps } from './types.ts';

type HeroSection = SectionProps<'hero'>['section'];
type Counter = NonNullable<HeroSection['counters']>[number];
type Picture = NonNullable<HeroSection['carousel']>[number];

// Opacity only: a moving box would turn every tick of the counters inside it into a layout shift.
const FADE_IN =
  'motion-safe:transition-opacity motion-safe:delay-100 motion-safe:duration-700 motion-safe:ease-out motion-safe:starting:opacity-0';

/**
 * A counter's figure: counted up by CSS (`.count` in styles.css) from the first frame, in a box as wide as the
 * final figure so nothing moves as digits are added; screen readers read the figure from the text beside it.
 */
function CountUp({ counter, size }: { counter: Counter; size: string }) {
  const final = `${counter.value}${counter.suffix ?? ''}`;
  return (
    <dd className={`${FIGURE} ${size} font-extrabold tabular-nums text-accent-strong`} data-counter={counter.value}>
      <span className="sr-only">{final}</span>
      <span aria-hidden="true">
        <span
          className="count inline-block text-right"
          style={{ '--to': counter.value, width: `${String(counter.value).length}ch` } as CSSProperties}
        />
        {counter.suffix}
      </span>
    </dd>
  );
}

/** Holds the place of a picture not fetched yet, at its proportions, so nothing moves when it comes. */
function PicturePlace({ src }: { src: string }) {
  const size = imageSizeOf(src);
  return <span className="block w-full" style={size && { aspectRatio: `${size.width} / ${size.height}` }} />;
}

/** The picture after `shown`, leaving out those that could not be had; `shown` itself when no other can show. */
function nextPicture(shown: number, count: number, failed: ReadonlySet<number>): number {
  for (let step = 1; step < count; step += 1) {
    const candidate = wrapIndex(shown, step, count);
    if (!failed.has(candidate)) return candidate;
  }
  return shown;
}

export function Carousel({ pictures, eager }: { pictures: Picture[]; eager: boolean }) {
  const [shown, setShown] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const reduced = useReducedMotion();

  // A slide stays CAROUSEL_INTERVAL_MS whatever the visitor does (clicks, hovers, the open viewer), then the next
  // picture shows once it has arrived: a late one holds the slide before it, never a blank slide. A picture that
  // cannot be had is left out.
  const [arrived, setArrived] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [timeUpFor, setTimeUpFor] = useState<number | null>(null);
  useEffect(() => {
    if (reduced) return;
    const timer = window.setTimeout(() => setTimeUpFor(shown), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [reduced, shown]);
  const next = nextPicture(shown, pictures.length, failed);
  useEffect(() => {
    if (timeUpFor === shown && arrived.has(next)) setShown(next);
  }, [timeUpFor, shown, next, arrived]);
  const add = (set: ReadonlySet<number>, index: number) => new Set(set).add(index);

  // Stacked in one place, every picture counts as on screen and would load with the page, and each one's own layout
  // (its words above all) takes the main thread as it arrives. The next picture is fetched halfway to its turn.
  const [fetched, setFetched] = useState(1);
  useEffect(() => {
    if (reduced || fetched >= pictures.length) return;
    const timer = window.setTimeout(() => setFetched((count) => Math.max(count, next + 1)), CAROUSEL_INTERVAL_MS / 2);
    return () => window.clearTimeout(timer);
  }, [reduced, shown, next, fetched, pictures.length]);

  const current = pictures[shown]!;
  return (
    <div className="relative">
      <button
        type="button"
        data-carousel
        data-carousel-index={shown}
        onClick={() => setViewing(shown)}
        aria-label={fill(site.messages.ui.galleryOpen, { caption: current.alt })}
        className="group grid w-full cursor-zoom-in overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
      >
        {pictures.map((picture, index) => (
          <span
            key={picture.src}
            aria-hidden={index !== shown}
            className={`[grid-area:1/1] transition-opacity duration-700 ${index === shown ? 'opacity-100' : 'opacity-0'}`}
          >
            {index < fetched ? (
              <Image
                image={picture}
                eager={eager && index === 0}
                className="h-auto w-full"
                onLoad={() => setArrived((set) => add(set, index))}
                onError={() => setFailed((set) => add(set, index))}
              />
            ) : (
              <PicturePlace src={picture.src} />
            )}
          </span>
        ))}
      </button>
      <div aria-hidden="true" className="mt-4 flex justify-center gap-2">
        {pictures.map((picture, index) => (
          <span
            key={picture.src}
            className={`h-2 rounded-full transition-all ${index === shown ? 'w-6 bg-accent-strong' : 'w-2 bg-slate-300'}`}
          />
        ))}
      </div>
      <GalleryViewer images={pictures} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </div>
  );
}

function HeroCounters({ counters, className }: { counters: Counter[]; className: string }) {
  // Sized like the stats, and with narrow sides on a phone: each figure stays on one line in three cards across.
  const size = figureSize(
    counters.map((counter) => `${counter.value}${counter.suffix ?? ''}`),
    'small',
  );
  return (
    <dl className={`mt-10 grid grid-cols-3 gap-4 ${className}`}>
      {counters.map((counter) => (
        <CardRows
          parts={2}
          key={counter.label}
          className="rounded-xl border border-slate-200 bg-white/80 px-2 py-4 text-center shadow-sm sm:px-4"
        >
          <dt className={`${FIGURE_LABEL} mt-1 text-xs font-medium text-slate-600 sm:text-sm`}>{counter.label}</dt>
          <CountUp counter={counter} size={size} />
        </CardRows>
      ))}
    </dl>
  );
}

export function Hero({ section, isFirst }: SectionProps<'hero'>) {
  const Heading = isFirst ? 'h1' : 'h2';
  const picture = section.image ?? section.carousel?.[0];
  const statSize = figureSize(section.stats?.map((stat) => stat.value) ?? [], 'small');
  const statGrid = balancedGrid(section.stats?.length ?? 0, { base: 2, sm: 4, lg: picture ? 2 : 4 }, 'tight');
  return (
    <section id={section.id} className="motif-hero relative overflow-hidden">
      <div
        className={`band-inner relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 [--band-max:80rem] ${picture ? 'lg:grid-cols-2' : ''}`}
      >
        <div
          className={`${picture ? '' : 'mx-auto max-w-3xl text-center'} ${section.counters ? FADE_IN : ''}`}
          data-hero-content
        >
          {section.eyebrow && (
            <p className="mb-4 inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
              {section.eyebrow}
            </p>
          )}
          <Heading className="text-balance text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {section.heading}
          </Heading>
          {section.tagline && (
            <p className="mt-6 text-lg leading-relaxed text-slate-600 sm:text-xl">{section.tagline}</p>
          )}
          {section.intro && <p className="mt-4 text-base leading-relaxed text-slate-600">{section.intro}</p>}
          {section.actions && (
            <ButtonRow buttons={section.actions} className={`mt-8 ${picture ? '' : 'justify-center'}`} />
          )}
          {section.counters && (
            <HeroCounters counters={section.counters} className={picture ? '' : 'mx-auto max-w-2xl'} />
          )}
          {section.stats && (
            <dl className={`mt-10 ${statGrid.list}`}>
              {section.stats.map((stat, index) => (
                <CardRows
                  parts={2}
                  key={stat.label}
                  style={statGrid.start(index)}
                  className={`${statGrid.item} rounded-xl border border-slate-200 bg-white/80 p-4 shadow-sm`}
                >
                  <dt className={`${FIGURE_LABEL} mt-1 text-sm text-slate-600`}>{stat.label}</dt>
                  <dd className={`${FIGURE} ${statSize} text-balance font-extrabold text-ink`}>{stat.value}</dd>
                </CardRows>
              ))}
            </dl>
          )}
        </div>
        {section.carousel ? (
          // Its first move comes after 4 s: its code loads once the page is idle (or at the first touch).
          <Island
            name="carousel"
            component={Carousel}
            props={{ pictures: section.carousel, eager: isFirst }}
            when="idle"
          />
        ) : (
          picture && (
            <div className="relative">
              <Image
                image={picture}
                eager={isFirst}
                className="h-auto w-full rounded-2xl border border-slate-200 shadow-xl"
              />
            </div>
          )
        )}
      </div>
    </section>
  );
}
