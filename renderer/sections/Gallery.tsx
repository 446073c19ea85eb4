// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Gallery({ section, tone }: SectionProps<'gallery'>) {
  return <SectionShell section={section} tone={tone}><p>gallery</p></SectionShell>;
}
