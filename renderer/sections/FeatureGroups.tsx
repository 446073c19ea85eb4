// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function FeatureGroups({ section, tone }: SectionProps<'feature-groups'>) {
  return <SectionShell section={section} tone={tone}><p>feature-groups</p></SectionShell>;
}
