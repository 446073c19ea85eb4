/**
 * A click-to-play video: the page shows only a still and a play button naming the video's running time; the video
 * itself (and every request for it) starts when the visitor presses play. Two kinds:
 * - an illustrated product tour made by `npm run tours`: our own MP4 from public/videos, with its WebVTT captions
 *   on by default and the browser's own controls (keyboard operable), its poster the tour's first frame;
 * - a video the agency published on YouTube, through a facade: our own poster until play, then the nocookie player.
 * A section without a video (a client testimonial before the client has recorded one) shows the quote alone, with
 * nothing that promises playback.
 */
import { useEffect, useRef, useState } from 'react';
import { useData } from 'vike-react/useData';
import { clockTime, TOUR_FRAME, tourFiles } from '../../schema/product-tour-files.ts';
import type { PageData } from '../content/page-data.ts';
import { ActionButton } from '../ui/ActionButton.tsx';
import { imageSizeOf } from '../ui/Image.tsx';
import { Island } from '../islands/Island.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import { TestimonialCard } from '../ui/TestimonialCard.tsx';
import { site } from '../site.ts';
import type { SectionProps } from './types.ts';

type VideoData = NonNullable<SectionProps<'video'>['section']['video']>;

/** What the player needs, as plain JSON for the island. */
interface PlayerProps {
  title: string;
  playLabel: string;
  /** The running time in seconds, when known (a tour's is the sum of its steps). */
  seconds?: number;
  poster: { src: string; alt: string };
  source: { kind: 'tour'; video: string; captions: string } | { kind: 'youtube'; id: string };
  eager: boolean;
}

const embedUrl = (youtubeId: string) => `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`;

const FRAME = 'relative aspect-video w-full overflow-hidden rounded-2xl border border-slate-200 bg-ink shadow-lg';

export function VideoPlayer({ title, playLabel, seconds, poster, source, eager }: PlayerProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement & HTMLIFrameElement>(null);

  // Keyboard and screen-reader users land on the player that replaced the button they pressed; a tour starts at once.
  useEffect(() => {
    const element = player.current;
    if (!playing || !element) return;
    element.focus();
    if (element instanceof HTMLVideoElement) void element.play().catch(() => undefined);
  }, [playing]);

  const size = source.kind === 'tour' ? TOUR_FRAME : imageSizeOf(poster.src);
  return (
    <div className={FRAME}>
      {playing ? (
        source.kind === 'tour' ? (
          <video
            ref={player}
            controls
            playsInline
            preload="auto"
            poster={poster.src}
            aria-label={title}
            data-video-player="tour"
            className="absolute inset-0 size-full bg-ink"
          >
            <source src={source.video} type="video/mp4" />
            <track
              kind="captions"
              src={source.captions}
              srcLang={site.language}
              label={site.messages.ui.captions}
              default
            />
          </video>
        ) : (
          <iframe
            ref={player}
            src={embedUrl(source.id)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            data-video-player="youtube"
            className="absolute inset-0 size-full border-0"
          />
        )
      ) : (
        <>
          <img
            src={poster.src}
            alt={poster.alt}
            width={size?.width}
            height={size?.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          {/* The play control sits in the lower corner, clear of the screen's own title at its top. */}
          <button
            type="button"
            onClick={() => setPlaying(true)}
            data-video-play={source.kind}
            className="group absolute inset-0 flex size-full items-end justify-start p-3 sm:p-5"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-white/95 py-1.5 pl-1.5 pr-4 text-sm font-semibold text-ink shadow-lg ring-1 ring-slate-200 transition-transform group-hover:scale-105">
              <span
                aria-hidden="true"
                className="inline-flex size-8 items-center justify-center rounded-full bg-accent-strong text-white sm:size-10"
              >
                <svg viewBox="0 0 24 24" className="ml-0.5 size-4 sm:size-5" fill="currentColor">
                  <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
                </svg>
              </span>
              {playLabel}
              {seconds !== undefined && (
                <time dateTime={`PT${Math.round(seconds)}S`} className="font-medium tabular-nums text-slate-600">
                  {clockTime(seconds)}
                </time>
              )}
            </span>
          </button>
        </>
      )}
    </div>
  );
}

/** The player's props for a section's video: a tour's files and running time, or a YouTube id and its poster. */
function playerProps(video: VideoData, eager: boolean): PlayerProps {
  const common = { title: video.title, playLabel: video.playLabel, eager };
  if (video.tour) {
    const files = tourFiles(video.tour.name);
    return {
      ...common,
      seconds: video.tour.steps.reduce((total, step) => total + step.seconds, 0),
      poster: { src: files.poster, alt: video.title },
      source: { kind: 'tour', video: files.video, captions: files.captions },
    };
  }
  // The schema lets a video without a tour through only with a YouTube id and its poster.
  return { ...common, poster: video.poster!, source: { kind: 'youtube', id: video.youtube! } };
}

export function Video({ section, tone, isFirst }: SectionProps<'video'>) {
  const { testimonials } = useData<PageData>();
  const testimonial = section.testimonial ? testimonials[section.testimonial] : undefined;
  const dark = tone === 'dark';

  const player = section.video && (
    <figure className="min-w-0">
      <Island name="video" component={VideoPlayer} props={playerProps(section.video, isFirst)} when="visible" />
      {section.caption && (
        <figcaption
          className={`mt-4 text-sm leading-relaxed ${dark ? 'text-slate-300' : 'text-slate-600'} ${testimonial ? '' : 'text-center'}`}
        >
          {section.caption}
        </figcaption>
      )}
    </figure>
  );

  return (
    <SectionShell section={section} tone={tone}>
      {player && testimonial ? (
        <div className="grid items-center gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
          {player}
          <TestimonialCard testimonial={testimonial} large />
        </div>
      ) : player ? (
        <div className="mx-auto max-w-4xl">{player}</div>
      ) : (
        testimonial && (
          <div className="mx-auto max-w-3xl" data-testimonial-only>
            <TestimonialCard testimonial={testimonial} large />
          </div>
        )
      )}
      {section.action && (
        <div className="mt-10 flex justify-center">
          <ActionButton button={section.action} />
        </div>
      )}
    </SectionShell>
  );
}
