/**
 * How many columns a row of `count` equal cards gets, given the most that fit (`max`): never a single card left
 * alone under fuller rows. Full rows at `max` (or at 3 when 4 fit: 6 cards as 3 + 3, not 4 + 2), else the most
 * columns whose last row holds two or more (a shorter last row is centred: 5 cards at up to 3 give 3 + 2), else
 * one more column than fits, else one card per row.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(1, count);
  if (count % max === 0) return max;
  if (max === 4 && count % 3 === 0) return 3;
  for (let columns = max; columns >= 2; columns--) if (count % columns !== 1) return columns;
  return count % (max + 1) !== 1 ? max + 1 : 1;
}
