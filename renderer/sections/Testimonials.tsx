// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Testimonials({ section, tone }: SectionProps<'testimonials'>) {
  return <SectionShell section={section} tone={tone}><p>testimonials</p></SectionShell>;
}
