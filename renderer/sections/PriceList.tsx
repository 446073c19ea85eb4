// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function PriceList({ section, tone }: SectionProps<'price-list'>) {
  return <SectionShell section={section} tone={tone}><p>price-list</p></SectionShell>;
}
