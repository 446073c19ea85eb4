import * as z from 'zod';
import { schemaIssue } from '../errors/words.ts';
import { anchorId, optionalText } from '../fields.ts';

/** Fields every section may have. */
export const commonFields = {
  id: anchorId().optional(),
  navLabel: optionalText(
    'Short name of this section in the page menu (dot navigation or side menu), e.g. `Pricing`. Needs an `id`. Leave out to keep the section out of the menu.',
  ),
  heading: optionalText('The section title shown to visitors.'),
  intro: optionalText('One or two sentences under the heading.'),
};

/** A short example of a section as an editor writes it, without the `type` line (added for you). */
type SectionExample<S extends z.core.$ZodLooseShape> = z.input<
  z.ZodObject<Omit<typeof commonFields, keyof S> & S, z.core.$strict>
>;

/**
 * Builds a section schema: `type` names the renderer, the shape adds the section's own fields. The examples
 * reach editors through the JSON Schema and the authoring guide, and are validated by its test.
 */
export function defineSection<const T extends string, S extends z.core.$ZodLooseShape>(
  type: T,
  description: string,
  shape: S,
  examples: SectionExample<S>[],
) {
  return z
    .strictObject({
      type: z.literal(type).describe(`The kind of section. \`${type}\`: ${description}`),
      ...commonFields,
      ...shape,
    })
    .superRefine((value, ctx) => {
      const section = value as { navLabel?: string; id?: string };
      if (section.navLabel !== undefined && section.id === undefined) {
        ctx.addIssue(schemaIssue('navLabelWithoutId', {}, ['navLabel']));
      }
    })
    .meta({
      id: `${type.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())}Section`,
      description,
      examples: examples.map((example) => ({ type, ...example })),
    });
}
