// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function FunctionBlocks({ section, tone }: SectionProps<'function-blocks'>) {
  return <SectionShell section={section} tone={tone}><p>function-blocks</p></SectionShell>;
}
