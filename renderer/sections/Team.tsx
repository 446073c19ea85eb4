// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Team({ section, tone }: SectionProps<'team'>) {
  return <SectionShell section={section} tone={tone}><p>team</p></SectionShell>;
}
