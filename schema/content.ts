/**
 * Which schema checks which file under data/. The validator, codegen and editors'
 * schema associations all read this one table.
 */
import type * as z from 'zod';
import { chatAssistant } from './chat.ts';
import { offeringsFile } from './offerings.ts';
import { pageFile } from './page.ts';
import { roiCalculator } from './roi-calculator.ts';
import { site } from './site.ts';
import { solution } from './solution.ts';
import { testimonialsFile } from './testimonials.ts';
import { voiceAgentPlans } from './voice-agent-plans.ts';

export interface ContentKind {
  /** Name of the generated JSON Schema and TypeScript type. */
  name: string;
  /** Glob relative to data/, as editors understand it. */
  glob: string;
  /** Whether a path relative to data/ belongs to this kind. */
  matches: (relativePath: string) => boolean;
  schema: z.ZodType;
}

const exactly = (file: string) => (path: string) => path === file;
const inFolder = (folder: string) => (path: string) => new RegExp(`^${folder}/[^/]+\\.yaml$`).test(path);

export const contentKinds: readonly ContentKind[] = [
  { name: 'site', glob: 'site.yaml', matches: exactly('site.yaml'), schema: site },
  { name: 'page', glob: 'pages/*.yaml', matches: inFolder('pages'), schema: pageFile },
  { name: 'solution', glob: 'solutions/*.yaml', matches: inFolder('solutions'), schema: solution },
  { name: 'testimonials', glob: 'testimonials.yaml', matches: exactly('testimonials.yaml'), schema: testimonialsFile },
  { name: 'offerings', glob: 'offerings.yaml', matches: exactly('offerings.yaml'), schema: offeringsFile },
  { name: 'chat', glob: 'chat.yaml', matches: exactly('chat.yaml'), schema: chatAssistant },
  {
    name: 'roi-calculator',
    glob: 'roi-calculator.yaml',
    matches: exactly('roi-calculator.yaml'),
    schema: roiCalculator,
  },
  {
    name: 'voice-agent-plans',
    glob: 'voice-agent-plans.yaml',
    matches: exactly('voice-agent-plans.yaml'),
    schema: voiceAgentPlans,
  },
];

export const kindOf = (relativePath: string) => contentKinds.find((kind) => kind.matches(relativePath));
