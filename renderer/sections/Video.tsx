/**
 * A click-to-load video: the page shows only our own poster picture and a play button; the YouTube player
 * (and every request to it) starts when the visitor presses play. A video is shown only when the agency has
 * configured one (`youtubeId`); without it the poster stands alone and the section's action (e.g. booking a live
 * demo) sits under it, so there is never a player that cannot play. An optional client quote sits beside it.
 */
import { useEffect, useRef, useState } from 'react';
import { useData } from 'vike-react/useData';
import type { PageData } from '../content/page-data.ts';
import { ActionButton } from '../ui/ActionButton.tsx';
import { Image } from '../ui/Image.tsx';
import { Island } from '../islands/Island.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import { TestimonialCard } from '../ui/TestimonialCard.tsx';
import type { SectionProps } from './types.ts';

type VideoData = SectionProps<'video'>['section']['video'];

const embedUrl = (youtubeId: string) => `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`;

const FRAME = 'relative aspect-video w-full overflow-hidden rounded-2xl border border-slate-200 bg-ink shadow-lg';

export function VideoFacade({ video, youtubeId, eager }: { video: VideoData; youtubeId: string; eager: boolean }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // Keyboard and screen-reader users land on the player that replaced the button they pressed.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className={FRAME}>
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl(youtubeId)}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <>
          <Image image={video.poster} eager={eager} className="absolute inset-0 size-full object-cover" />
          {/* The play control sits in the lower corner, clear of the title a poster carries at its top. */}
          <button
            type="button"
            onClick={() => setPlaying(true)}
            data-video-play={youtubeId}
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
              {video.playLabel}
            </span>
          </button>
        </>
      )}
    </div>
  );
}

export function Video({ section, tone, isFirst }: SectionProps<'video'>) {
  const { testimonials } = useData<PageData>();
  const testimonial = section.testimonial ? testimonials[section.testimonial] : undefined;
  const dark = tone === 'dark';

  const player = (
    <figure className="min-w-0">
      {section.video.youtubeId ? (
        <Island
          name="video"
          component={VideoFacade}
          props={{ video: section.video, youtubeId: section.video.youtubeId, eager: isFirst }}
          when="visible"
        />
      ) : (
        <div className={FRAME} data-video-poster>
          <Image image={section.video.poster} eager={isFirst} className="absolute inset-0 size-full object-cover" />
        </div>
      )}
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
      {testimonial ? (
        <div className="grid items-center gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
          {player}
          <TestimonialCard testimonial={testimonial} large />
        </div>
      ) : (
        <div className="mx-auto max-w-4xl">{player}</div>
      )}
      {section.action && (
        <div className="mt-10 flex justify-center">
          <ActionButton button={section.action} />
        </div>
      )}
    </SectionShell>
  );
}
