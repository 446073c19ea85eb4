import { defineSection } from './define.ts';

export const voiceAgentPlansSection = defineSection(
  'voice-agent-plans',
  'The monthly voice-agent plans and add-ons. They live in `data/voice-agent-plans.yaml`; here you only set the heading and intro.',
  {},
  [
    {
      id: 'pricing',
      heading: 'Simple Monthly Plans',
      intro: 'Every plan includes setup, training and support.',
    },
  ],
);
