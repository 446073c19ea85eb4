/** Site-wide settings (brand, navigation, footer, messages), generated from data/site.yaml by codegen. */
import type { Site } from './content/types.ts';
import siteJson from '../generated/site.json';

export const site = siteJson as Site;

export { fill } from '../pipeline/validate/fill.ts';
