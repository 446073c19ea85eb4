// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function SolutionCards({ section, tone }: SectionProps<'solution-cards'>) {
  return <SectionShell section={section} tone={tone}><p>solution-cards</p></SectionShell>;
}
