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
