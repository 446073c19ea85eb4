// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function CaseStudyCards({ section, tone }: SectionProps<'case-study-cards'>) {
  return <SectionShell section={section} tone={tone}><p>case-study-cards</p></SectionShell>;
}
