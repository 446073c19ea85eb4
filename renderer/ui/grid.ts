/**
 * Classes for a grid of equal cards that never leaves one card alone on its last row: the column count per width comes
 * from `balancedColumns`, and a shorter last row sits in the middle. Put `list` on the list, and `item` and
 * `start(index)` (its style) on each item; a card whose parts must line up with its neighbours' is a `CardRows`.
 */
import type { CSSProperties } from 'react';
import { balancedColumns } from '../logic/grid.ts';

type Columns = 1 | 2 | 3 | 4;
/**
 * The most columns that fit from each width up: base (phones, two at most, so three when that leaves no card alone),
 * sm 640px, md 768px, lg 1024px. Unset: as below.
 */
export interface MaxColumns {
  base?: 1 | 2;
  sm?: Columns;
  md?: Columns;
  lg?: Columns;
}

const WIDTHS = ['base', 'sm', 'md', 'lg'] as const;

// Whole class names, so Tailwind finds them. A card spans two of twice as many tracks as there are columns, so a
// shorter last row can start half a card in and sit in the middle.
const TRACKS: Record<(typeof WIDTHS)[number], Partial<Record<Columns, string>>> = {
  base: { 1: 'grid-cols-2', 2: 'grid-cols-4', 3: 'grid-cols-6' },
  sm: { 1: 'sm:grid-cols-2', 2: 'sm:grid-cols-4', 3: 'sm:grid-cols-6', 4: 'sm:grid-cols-8' },
  md: { 1: 'md:grid-cols-2', 2: 'md:grid-cols-4', 3: 'md:grid-cols-6', 4: 'md:grid-cols-8' },
  lg: { 1: 'lg:grid-cols-2', 2: 'lg:grid-cols-4', 3: 'lg:grid-cols-6', 4: 'lg:grid-cols-8' },
};

// Where the first card of a shorter last row starts, per width, is a custom property set on that card alone (unset, the
// card starts wherever it falls): four rules in the stylesheet, which every page carries inline, instead of a class per
// start and width.
const STARTS = 'col-start-(--start) sm:col-start-(--start-sm) md:col-start-(--start-md) lg:col-start-(--start-lg)';
const START_PROPERTIES = { base: '--start', sm: '--start-sm', md: '--start-md', lg: '--start-lg' } as const;

/**
 * The space between cards. A list of cards whose parts share rows (`CardRows`) must have no gap between its rows: the
 * gap would also open inside each card, wherever a part is thinner than it or left out. Such cards are spaced by their
 * bottom margins (`CARD_SPACING`), and the list takes the last row's back. Of the balanced grids, the tight ones hold
 * figures, never thinner than half the gap, and the wide ones (team, benefits) no such cards: both keep their gap.
 */
export const CARD_SPACING = {
  normal: { list: 'gap-x-6 -mb-6', item: 'mb-6' },
  wide: { list: 'gap-x-8 -mb-8', item: 'mb-8' },
};
const GAP = { normal: CARD_SPACING.normal, tight: { list: 'gap-4', item: '' }, wide: { list: 'gap-8', item: '' } };

export function balancedGrid(count: number, max: MaxColumns, gap: keyof typeof GAP = 'normal') {
  let fits: Columns = 1;
  const columns = WIDTHS.map((width) => {
    fits = max[width] ?? fits;
    return Math.min(4, balancedColumns(count, fits)) as Columns;
  });
  return {
    list: `grid ${GAP[gap].list} ${WIDTHS.map((width, at) => TRACKS[width][columns[at]!]).join(' ')}`,
    item: `col-span-2 ${STARTS} ${GAP[gap].item}`,
    /** A last row of n cards under rows of c starts at track c - n + 1. */
    start(index: number): CSSProperties | undefined {
      const starts = WIDTHS.flatMap((width, at) => {
        const last = count % columns[at]!;
        return last > 0 && index === count - last ? [[START_PROPERTIES[width], columns[at]! - last + 1]] : [];
      });
      return starts.length > 0 ? Object.fromEntries(starts) : undefined;
    },
  };
}
