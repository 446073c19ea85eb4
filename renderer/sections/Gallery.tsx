/**
 * Screenshots in a grid. Each thumbnail is a button (`data-gallery-index`) that opens the shared full-screen viewer
 * at that picture.
 */
import { useState } from 'react';
import { GalleryViewer } from '../ui/GalleryViewer.tsx';
import { Image } from '../ui/Image.tsx';
import { Island } from '../islands/Island.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import { fill, site } from '../site.ts';
import type { SectionProps } from './types.ts';

export function Gallery({ section, tone }: SectionProps<'gallery'>) {
  return (
    <SectionShell section={section} tone={tone} wide>
      <Island name="gallery" component={GalleryGrid} props={{ images: section.images }} when="idle" />
    </SectionShell>
  );
}

export function GalleryGrid({ images }: { images: SectionProps<'gallery'>['section']['images'] }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.src}>
            <figure className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
              <button
                type="button"
                data-gallery-index={index}
                onClick={() => setViewing(index)}
                aria-label={fill(site.messages.ui.galleryOpen, { caption: image.caption })}
                className="relative block w-full cursor-zoom-in overflow-hidden border-b border-slate-100 bg-slate-100"
              >
                {/*
                  Each screenshot costs the browser tens of milliseconds to draw: the browser lays it out and draws it
                  (and loads it) only once it is near the screen, in a box of its exact size, so nothing moves then.
                */}
                <span className="block aspect-[8/5] [content-visibility:auto]">
                  <Image
                    image={image}
                    className="aspect-[8/5] h-auto w-full object-cover object-top transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                </span>
                <span
                  aria-hidden="true"
                  className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-ink opacity-0 shadow-sm transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
                >
                  <svg
                    viewBox="0 0 20 20"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M12 3h5v5M8 17H3v-5M17 3l-6 6M3 17l6-6" />
                  </svg>
                </span>
              </button>
              <figcaption className="px-4 py-3 text-sm font-semibold text-ink">{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <GalleryViewer images={images} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </>
  );
}
