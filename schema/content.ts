/**
 * Which schema checks which file under data/. The validator, codegen and editors'
 * schema associations all read this one table.
 */
import type * as z from 'zod';
import { contentFiles, type ContentFiles, type ContentKindName } from './content-files.ts';
import { chatAssistant } from './chat.ts';
import { offeringsFile } from './offerings.ts';
import { pageFile } from './page.ts';
import { roiCalculator } from './roi-calculator.ts';
import { site } from './site.ts';
import { solution } from './solution.ts';
import { testimonialsFile } from './testimonials.ts';
import { voiceAgentPlans } from './voice-agent-plans.ts';

/** A kind of content file: where it lives (schema/content-files.ts) and the schema that checks it. */
export interface ContentKind extends ContentFiles {
  schema: z.ZodType;
}

const SCHEMAS: Record<ContentKindName, z.ZodType> = {
  site,
  page: pageFile,
  solution,
  testimonials: testimonialsFile,
  offerings: offeringsFile,
  chat: chatAssistant,
  'roi-calculator': roiCalculator,
  'voice-agent-plans': voiceAgentPlans,
};

export const contentKinds: readonly ContentKind[] = contentFiles.map((files) => ({
  ...files,
  schema: SCHEMAS[files.name],
}));

export const kindOf = (relativePath: string) => contentKinds.find((kind) => kind.matches(relativePath));
