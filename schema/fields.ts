/**
 * Field builders shared by every content schema.
 *
 * Fields that point at something else (a page, an image, a solution, a testimonial)
 * carry `x-ref` metadata. The validator uses it to check the target exists, and codegen
 * uses it to list the valid targets in the JSON Schema so editors can autocomplete them.
 */
import * as z from 'zod';

export type ReferenceKind = 'link' | 'image' | 'solution' | 'testimonial' | 'offering';

/** Metadata key marking a field as a reference; survives `.describe()` and reaches JSON Schema. */
export const REF_KEY = 'x-ref';

/**
 * Metadata key giving a choice's options in words where their values do not say it (`dots`: `Dots at the right
 * edge`); the editor offers any other option in plain words (`top-bar`: `Top bar`).
 */
export const OPTION_LABELS = 'x-option-labels';

/** A piece of visible text: any non-empty string. */
export const text = (description: string) => z.string().trim().min(1).describe(description);

/** An optional piece of visible text. */
export const optionalText = (description: string) => text(description).optional();

/** A list of short texts, shown as bullets or paragraphs. */
export const textList = (description: string, min = 1) =>
  z.array(z.string().trim().min(1)).min(min).describe(description);

/** Lower-case words joined by hyphens, e.g. `case-studies`. Used for anchors and ids. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slug = (description: string) =>
  z.string().regex(SLUG, 'an id: lower-case words joined by hyphens, e.g. bakery-owner').describe(description);

/** An anchor id of a section: the part after `#` in a link such as `/solutions#case-studies`. */
export const anchorId = (
  description = 'Anchor id of this section, so links like `/page#this-id` scroll to it. Lower-case words joined by hyphens.',
) => slug(description);

/** A page address on this site such as `/services/business-process-automation`. */
export const ROUTE = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

export const route = (description: string) =>
  z.string().regex(ROUTE, 'a page address: lower-case words after a /, e.g. /pricing').describe(description);

/** Internal (`/path`, `/path#anchor`) or external (`https://…`, `mailto:…`, `tel:…`) link. */
export const LINK = /^(?:\/[^\s#]*(?:#[a-z0-9-]+)?|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+)$/;

export const link = (description: string) =>
  z
    .string()
    .regex(LINK, 'a link starting with / (a page of this site) or https://, mailto:, tel:')
    .meta({ [REF_KEY]: 'link' })
    .describe(description);

/** An external https address (booking page, research source). */
export const externalUrl = (description: string) =>
  z
    .string()
    .regex(/^https:\/\/[^\s]+$/, 'an address starting with https://')
    .describe(description);

/** A file under `public/`, written from the site root, e.g. `/images/team/founder.svg`. */
export const IMAGE_PATH = /^\/[A-Za-z0-9._/-]+\.(?:svg|webp|avif|png|jpe?g)$/;
export const IMAGE_PATH_FORMAT = 'an image path like /images/name.svg';

export const imagePath = (description: string) =>
  z
    .string()
    .regex(IMAGE_PATH, IMAGE_PATH_FORMAT)
    .meta({ [REF_KEY]: 'image' })
    .describe(description);

/** The id of a solution in `data/solutions/` (the file name without `.yaml`). */
export const solutionId = (description: string) =>
  z
    .string()
    .meta({ [REF_KEY]: 'solution' })
    .describe(description);

/** The id of a testimonial in `data/testimonials.yaml`. */
export const testimonialId = (description: string) =>
  z
    .string()
    .meta({ [REF_KEY]: 'testimonial' })
    .describe(description);

/** The id of an offering in `data/offerings.yaml`, whose starting price is shown. */
export const offeringId = (description: string) =>
  z
    .string()
    .meta({ [REF_KEY]: 'offering' })
    .describe(description);

/** A colour such as `#0EA5E9`. */
export const hexColour = (description: string) =>
  z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'a colour like #0EA5E9')
    .describe(description);

/** Icons the site can draw. Pick the closest meaning; the renderer owns the artwork. */
export const ICONS = [
  'bar-chart',
  'bell',
  'bot',
  'brain',
  'calculator',
  'calendar',
  'check',
  'clock',
  'cog',
  'database',
  'dollar',
  'file-text',
  'globe',
  'graduation-cap',
  'handshake',
  'headset',
  'heart',
  'home',
  'layers',
  'lightbulb',
  'lock',
  'mail',
  'message',
  'phone',
  'refresh',
  'rocket',
  'scale',
  'search',
  'share',
  'shield',
  'smile',
  'sparkles',
  'star',
  'target',
  'trending-up',
  'truck',
  'users',
  'workflow',
  'wrench',
  'zap',
] as const;

export const icon = (description = 'Small picture shown beside the title. One of the listed icon names.') =>
  z.enum(ICONS).describe(description);

/** A short figure such as `95%` or `24/7` with what it measures. */
export const stat = z
  .strictObject({
    value: text('The figure itself, exactly as it should appear, e.g. `95%`, `6 weeks`, `24/7`.'),
    label: text('What the figure measures, e.g. `Time Saved`.'),
    description: optionalText('Optional one-line explanation shown under the label.'),
  })
  .describe('A headline figure with its label.')
  .meta({
    examples: [
      { value: '95%', label: 'Time Saved', description: 'Record checks take under a minute instead of 15-20.' },
    ],
  });
