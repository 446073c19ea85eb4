/**
 * The site's stylesheet as the preview needs it: its breakpoints (`@media (width >= 48rem)`) become container
 * queries on the preview pane, so a page drawn in a 600 px pane looks as it does in a 600 px window, whatever the
 * editor's window is.
 */
const WIDTH_QUERY =
  /@media\s*(\((?:min-width|max-width|width)[^)]*\)(?:\s*and\s*\((?:min-width|max-width|width)[^)]*\))*)\s*\{/g;

export const PREVIEW_CONTAINER = 'preview';

export const previewStylesheet = (css: string) =>
  css.replace(WIDTH_QUERY, (_, query: string) => `@container ${PREVIEW_CONTAINER} ${query}{`);
