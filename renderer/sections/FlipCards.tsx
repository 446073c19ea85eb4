// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function FlipCards({ section, tone }: SectionProps<'flip-cards'>) {
  return <SectionShell section={section} tone={tone}><p>flip-cards</p></SectionShell>;
}
