// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function LegalText({ section, tone }: SectionProps<'legal-text'>) {
  return <SectionShell section={section} tone={tone}><p>legal-text</p></SectionShell>;
}
