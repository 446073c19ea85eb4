/** A client quote: the words, then who said them beside an initials badge. */
import * as quoteIcon from 'lucide-react/icons/quote';
import { lucideIcon } from './lucide-icon.tsx';
import type { Testimonial } from '../content/types.ts';

const Quote = lucideIcon(quoteIcon);

export function TestimonialCard({ testimonial, large = false }: { testimonial: Testimonial; large?: boolean }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <Quote aria-hidden="true" strokeWidth={1.75} className="size-8 text-accent" />
      <blockquote className="mt-4 flex-1">
        <p className={large ? 'text-lg leading-relaxed text-ink' : 'leading-relaxed text-slate-700'}>
          {testimonial.quote}
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-6">
        {/* The name follows, so the badge is decoration for screen readers. */}
        <span
          aria-hidden="true"
          className="inline-flex size-12 flex-none items-center justify-center rounded-full bg-accent-soft text-sm font-bold tracking-wide text-accent-strong"
        >
          {testimonial.initials}
        </span>
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
