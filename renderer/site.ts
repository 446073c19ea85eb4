/** Site-wide settings (brand, navigation, footer, messages), generated from data/site.yaml by codegen. */
import type { Site } from '../schema/site.ts';
import siteJson from '../generated/site.json';

export const site = siteJson as Site;

/** Replaces `{name}` placeholders, e.g. `{year}` in the copyright line. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
