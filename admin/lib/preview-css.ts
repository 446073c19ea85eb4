/**
 * The site's stylesheet as the preview needs it: its breakpoints (`@media (width >= 48rem)`, and Tailwind's `max-*`
 * variants' `@media not all and (width >= 64rem)`) become container queries on the preview pane, so a page drawn in a
 * 600 px pane looks as it does in a 600 px window, whatever the editor's window is.
 */
const WIDTH_FEATURE = String.raw`\((?:min-width|max-width|width)[^)]*\)`;
const WIDTH_QUERY = new RegExp(
  String.raw`@media\s*(not\s+all\s+and\s*)?(${WIDTH_FEATURE}(?:\s*and\s*${WIDTH_FEATURE})*)\s*\{`,
  'g',
);

export const PREVIEW_CONTAINER = 'preview';

export const previewStylesheet = (css: string) =>
  css.replace(
    WIDTH_QUERY,
    (_, not: string | undefined, query: string) => `@container ${PREVIEW_CONTAINER} ${not ? `not (${query})` : query}{`,
  );
