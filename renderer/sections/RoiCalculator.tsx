// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function RoiCalculator({ section, tone }: SectionProps<'roi-calculator'>) {
  return <SectionShell section={section} tone={tone}><p>roi-calculator</p></SectionShell>;
}
