// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Video({ section, tone }: SectionProps<'video'>) {
  return <SectionShell section={section} tone={tone}><p>video</p></SectionShell>;
}
