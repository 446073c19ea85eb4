// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Logos({ section, tone }: SectionProps<'logos'>) {
  return <SectionShell section={section} tone={tone}><p>logos</p></SectionShell>;
}
