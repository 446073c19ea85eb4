// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function ContactCards({ section, tone }: SectionProps<'contact-cards'>) {
  return <SectionShell section={section} tone={tone}><p>contact-cards</p></SectionShell>;
}
