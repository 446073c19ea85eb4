// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function PricingCards({ section, tone }: SectionProps<'pricing-cards'>) {
  return <SectionShell section={section} tone={tone}><p>pricing-cards</p></SectionShell>;
}
