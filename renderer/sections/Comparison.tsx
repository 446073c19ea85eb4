// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Comparison({ section, tone }: SectionProps<'comparison'>) {
  return <SectionShell section={section} tone={tone}><p>comparison</p></SectionShell>;
}
