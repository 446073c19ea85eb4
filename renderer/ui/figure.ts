/**
 * One type size for a row of headline figures, from the longest of them: short figures (`95%`) are drawn big,
 * long ones (`Under 1 minute`) smaller, so every figure fits its card in one or two lines at any width.
 */
export function figureSize(values: string[], scale: 'large' | 'small' = 'large') {
  const longest = Math.max(0, ...values.map((value) => value.length));
  if (scale === 'small') return longest <= 5 ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl';
  if (longest <= 5) return 'text-3xl sm:text-4xl';
  if (longest <= 8) return 'text-2xl sm:text-3xl';
  return 'text-xl sm:text-2xl';
}

/**
 * A figure over its label, as one entry of a `<dl>` laid out as a grid: the entry is a `CardRows` of two parts,
 * `FIGURE` goes on its `<dd>` and `FIGURE_LABEL` on its `<dt>`. The label comes first in the document, as a list of
 * terms needs, and is drawn under the figure; the rows are shared with the entries beside it, so their figures (one size
 * per row) sit on one baseline and their labels start on one line however either wraps.
 */
export const FIGURE = 'row-start-1 self-end';
export const FIGURE_LABEL = 'row-start-2';
