/**
 * The opening block of a page. Motion (none of it when the visitor prefers reduced motion):
 * - a hero with counters (the home page) fades its text in after 100 ms, in CSS, so it shows without JavaScript;
 * - counters count from 0 to their figure over 1200 ms with an ease-out; the pre-rendered page holds the final
 *   figures, so visitors without JavaScript and crawlers read them;
 * - a carousel moves to its next picture every 4000 ms, whatever the visitor does; a click (or Enter on the focused
 *   picture) opens the full-screen viewer at the picture shown. Only its first picture comes with the page; each next
 *   one is fetched halfway to its turn.
 */
import { useEffect, useRef, useState } from 'react';
import { COUNTER_DURATION_MS, CAROUSEL_INTERVAL_MS, counterValue, wrapIndex } from '../logic/motion.ts';
import { prefersReducedMotion, useReducedMotion } from '../logic/use-motion.ts';
import { ButtonRow } from '../ui/ActionButton.tsx';
import { GalleryViewer } from '../ui/GalleryViewer.tsx';
import { Image, imageSizeOf } from '../ui/Image.tsx';
import { Island } from '../islands/Island.tsx';
import { figureSize } from '../ui/figure.ts';
import { balancedGrid, GRID_ITEM } from '../ui/grid.ts';
import { fill, site } from '../site.ts';
import type { SectionProps } from './types.ts';

type HeroSection = SectionProps<'hero'>['section'];
type Counter = NonNullable<HeroSection['counters']>[number];
type Picture = NonNullable<HeroSection['carousel']>[number];

// Opacity only: a moving box would turn every tick of the counters inside it into a layout shift.
const FADE_IN =
  'motion-safe:transition-opacity motion-safe:delay-100 motion-safe:duration-700 motion-safe:ease-out motion-safe:starting:opacity-0';

function CountUp({ counter }: { counter: Counter }) {
  const [value, setValue] = useState(counter.value);
  const figure = useRef<HTMLElement>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    // The figure keeps the width of its final value and grows from its left edge (see below): a centred figure that
    // widens as it counts would move its text a little on every tick, each move a layout shift.
    if (figure.current) figure.current.style.minWidth = `${figure.current.getBoundingClientRect().width}px`;
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const next = counterValue(counter.value, now - start, COUNTER_DURATION_MS);
      setValue(next);
      if (now - start < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
    };
    setValue(0);
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      setValue(counter.value);
    };
  }, [counter.value]);
  // Only a figure that gains digits as it counts widens; one of a single digit stays centred, also when it wraps
  // (3 Weeks on a phone: left-aligned, its two lines would sit off-centre in the card).
  const align = String(counter.value).length > 1 ? 'text-left' : 'text-center';
  return (
    <dd
      ref={figure}
      className={`self-center ${align} text-2xl font-extrabold tabular-nums text-accent-strong sm:text-3xl`}
      data-counter={counter.value}
    >
      {`${value}${counter.suffix ?? ''}`}
    </dd>
  );
}

/** Holds the place of a picture not fetched yet, at its proportions, so nothing moves when it comes. */
function PicturePlace({ src }: { src: string }) {
  const size = imageSizeOf(src);
  return <span className="block w-full" style={size && { aspectRatio: `${size.width} / ${size.height}` }} />;
}

export function Carousel({ pictures, eager }: { pictures: Picture[]; eager: boolean }) {
  const [shown, setShown] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const reduced = useReducedMotion();

  // Runs on regardless of clicks, hovers or the open viewer; only reduced motion keeps it still.
  useEffect(() => {
    if (reduced) return;
    const timer = window.setInterval(
      () => setShown((index) => wrapIndex(index, 1, pictures.length)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [reduced, pictures.length]);

  // Stacked in one place, every picture counts as on screen and would load with the page, and each one's own layout
  // (its words above all) takes the main thread as it arrives. The next picture is fetched halfway to its turn.
  const [fetched, setFetched] = useState(1);
  useEffect(() => {
    if (reduced || fetched >= pictures.length) return;
    const timer = window.setTimeout(
      () => setFetched((count) => Math.max(count, Math.min(shown + 2, pictures.length))),
      CAROUSEL_INTERVAL_MS / 2,
    );
    return () => window.clearTimeout(timer);
  }, [reduced, shown, fetched, pictures.length]);

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
              <Image image={picture} eager={eager && index === 0} className="h-auto w-full" />
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

export function HeroCounters({ counters, className }: { counters: Counter[]; className: string }) {
  return (
    <dl className={`mt-10 grid grid-cols-3 gap-4 ${className}`}>
      {counters.map((counter) => (
        <div
          key={counter.label}
          className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white/80 p-4 text-center shadow-sm"
        >
          <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm">{counter.label}</dt>
          <CountUp counter={counter} />
        </div>
      ))}
    </dl>
  );
}

export function Hero({ section, isFirst }: SectionProps<'hero'>) {
  const Heading = isFirst ? 'h1' : 'h2';
  const picture = section.image ?? section.carousel?.[0];
  const statSize = figureSize(section.stats?.map((stat) => stat.value) ?? [], 'small');
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
            // They count up as the page opens: their code loads at once.
            <Island
              name="counters"
              component={HeroCounters}
              props={{ counters: section.counters, className: picture ? '' : 'mx-auto max-w-2xl' }}
              when="load"
            />
          )}
          {section.stats && (
            <dl
              className={`mt-10 ${balancedGrid(section.stats.length, { base: 2, sm: 4, lg: picture ? 2 : 4 }, 'tight')}`}
            >
              {section.stats.map((stat) => (
                <div
                  key={stat.label}
                  className={`${GRID_ITEM} flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white/80 p-4 shadow-sm`}
                >
                  <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
                  <dd className={`${statSize} text-balance font-extrabold text-ink`}>{stat.value}</dd>
                </div>
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
