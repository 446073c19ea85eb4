// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function BenefitCards({ section, tone }: SectionProps<'benefit-cards'>) {
  return <SectionShell section={section} tone={tone}><p>benefit-cards</p></SectionShell>;
}
