/** Orders priced items cheapest first; items with the same price keep their written order. */
export function sortByStartingPrice<T extends { startingPrice: number }>(items: readonly T[]): T[] {
  // Array.prototype.sort is stable since ES2019, which keeps ties in the editor's order.
  return [...items].sort((a, b) => a.startingPrice - b.startingPrice);
}
