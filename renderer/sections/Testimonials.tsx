import { useData } from 'vike-react/useData';
import type { Testimonial } from '../content/types.ts';
import type { PageData } from '../content/page-data.ts';
import { balancedGrid } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import { TestimonialCard } from '../ui/TestimonialCard.tsx';
import type { SectionProps } from './types.ts';

export function Testimonials({ section, tone }: SectionProps<'testimonials'>) {
  const { testimonials } = useData<PageData>();
  const shown = section.testimonials
    .map((id) => testimonials[id])
    .filter((quote): quote is Testimonial => quote !== undefined);
  const grid = balancedGrid(shown.length, { md: 2, lg: 3 });
  return (
    <SectionShell section={section} tone={tone} wide>
      <ul className={grid.list}>
        {shown.map((testimonial, index) => (
          <li key={testimonial.id} style={grid.start(index)} className={grid.item}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
