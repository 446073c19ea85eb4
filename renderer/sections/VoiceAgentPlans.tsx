// TEMPORARY: replaced by the real renderer in this session.
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function VoiceAgentPlans({ section, tone }: SectionProps<'voice-agent-plans'>) {
  return <SectionShell section={section} tone={tone}><p>voice-agent-plans</p></SectionShell>;
}
