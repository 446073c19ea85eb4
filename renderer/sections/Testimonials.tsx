import { useData } from 'vike-react/useData';
import type { Testimonial } from '../../schema/testimonials.ts';
import type { PageData } from '../content/page-data.ts';
import { SectionShell, THIRDS_ROW_ITEM } from '../ui/SectionShell.tsx';
import { TestimonialCard } from '../ui/TestimonialCard.tsx';
import type { SectionProps } from './types.ts';

export function Testimonials({ section, tone }: SectionProps<'testimonials'>) {
  const { testimonials } = useData<PageData>();
  const shown = section.testimonials
    .map((id) => testimonials[id])
    .filter((quote): quote is Testimonial => quote !== undefined);
  return (
    <SectionShell section={section} tone={tone} wide>
      <ul className="flex flex-wrap justify-center gap-6">
        {shown.map((testimonial) => (
          <li key={testimonial.id} className={THIRDS_ROW_ITEM}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
