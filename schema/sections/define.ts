import * as z from 'zod';
import { anchorId, optionalText } from '../fields.ts';

/** Fields every section may have. */
const commonFields = {
  id: anchorId().optional(),
  navLabel: optionalText('Short name of this section in the page menu (dot navigation or side menu), e.g. `Pricing`. Needs an `id`. Leave out to keep the section out of the menu.'),
  heading: optionalText('The section title shown to visitors.'),
  intro: optionalText('One or two sentences under the heading.'),
};

/** Builds a section schema: `type` names the renderer, the shape adds the section's own fields. */
export function defineSection<const T extends string, S extends z.core.$ZodLooseShape>(type: T, description: string, shape: S) {
  return z
    .strictObject({
      type: z.literal(type).describe(`The kind of section. \`${type}\`: ${description}`),
      ...commonFields,
      ...shape,
    })
    .superRefine((value, ctx) => {
      const section = value as { navLabel?: string; id?: string };
      if (section.navLabel !== undefined && section.id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['navLabel'], message: 'a section with `navLabel` needs an `id` for the menu to link to' });
      }
    })
    .meta({ id: `${type.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())}Section`, description });
}
