/** The frame of every section: anchor id, background band, heading and intro. */
import type { ReactNode } from 'react';
import type { Button } from '../content/types.ts';
import type { Section } from '../content/types.ts';
import { ActionButton } from './ActionButton.tsx';

export type Tone = 'white' | 'tinted' | 'dark';

const backgrounds: Record<Tone, string> = {
  white: 'bg-white',
  tinted: 'bg-slate-50',
  dark: 'motif-dark bg-ink text-slate-300',
};

/** The vertical rhythm every band shares (section shells, the solution page's paired blocks). */
export const BAND_PADDING = 'py-16 sm:py-24';

interface Props {
  section: Pick<Section, 'id' | 'heading' | 'intro'>;
  tone?: Tone;
  children: ReactNode;
  /** Wider content for galleries and grids of many cards. */
  wide?: boolean;
  centered?: boolean;
  /** A button centred under the content, e.g. `View All Case Studies`. */
  action?: Button;
}

export function SectionShell({ section, tone = 'white', children, wide = false, centered = true, action }: Props) {
  const headingId = section.id ? `${section.id}-heading` : undefined;
  // A <section> is a landmark named by its heading; without one it is a plain block.
  const Block = section.heading ? 'section' : 'div';
  return (
    <Block
      id={section.id}
      aria-labelledby={section.heading ? headingId : undefined}
      className={`${backgrounds[tone]} ${BAND_PADDING}`}
    >
      <div
        className={`band-inner mx-auto px-4 sm:px-6 lg:px-8 ${wide ? 'max-w-7xl [--band-max:80rem]' : 'max-w-6xl [--band-max:72rem]'}`}
      >
        {(section.heading || section.intro) && (
          <div className={`mb-12 max-w-3xl ${centered ? 'mx-auto text-center' : ''}`}>
            {section.heading && (
              <h2
                id={headingId}
                className={`text-balance text-3xl font-bold tracking-tight sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-ink'}`}
              >
                {section.heading}
              </h2>
            )}
            {section.heading && <span aria-hidden="true" className={`motif-rule ${centered ? 'mx-auto' : ''}`} />}
            {section.intro && (
              <p className={`mt-4 text-lg leading-relaxed ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>
                {section.intro}
              </p>
            )}
          </div>
        )}
        {children}
        {action && (
          <div className="mt-12 flex justify-center">
            <ActionButton button={action} />
          </div>
        )}
      </div>
    </Block>
  );
}

export const Card = ({ children, className = '' }: { children: ReactNode; className?: string }) => (
  <div className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>{children}</div>
);

/** A bullet list with accent check marks. */
export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-600">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 size-5 flex-none text-accent-strong"
            aria-hidden="true"
            fill="currentColor"
          >
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
