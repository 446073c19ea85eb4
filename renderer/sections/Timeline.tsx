// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Timeline({ section, tone }: SectionProps<'timeline'>) {
  return <SectionShell section={section} tone={tone}><p>timeline</p></SectionShell>;
}
