import { Quote } from 'lucide-react';
import { useData } from 'vike-react/useData';
import type { Testimonial } from '../../schema/testimonials.ts';
import type { PageData } from '../content/page-data.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Testimonials({ section, tone }: SectionProps<'testimonials'>) {
  const { testimonials } = useData<PageData>();
  const shown = section.testimonials.map((id) => testimonials[id]).filter((quote): quote is Testimonial => quote !== undefined);
  return (
    <SectionShell section={section} tone={tone} wide>
      <ul className="flex flex-wrap justify-center gap-6">
        {shown.map((testimonial) => (
          <li key={testimonial.id} className="w-full md:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <Quote aria-hidden="true" strokeWidth={1.75} className="size-8 text-accent" />
              <blockquote className="mt-4 flex-1">
                <p className="leading-relaxed text-slate-700">{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-6">
                <span aria-hidden="true" className="inline-flex size-12 flex-none items-center justify-center rounded-full bg-accent-soft text-sm font-bold tracking-wide text-accent-strong">
                  {testimonial.initials}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
