/**
 * Classes for a grid of equal cards that never leaves one card alone on its last row: the column count per width comes
 * from `balancedColumns`, and a shorter last row sits in the middle. Put `list` on the list, and `item` and
 * `start(index)` (its style) on each item; a card whose parts must line up with its neighbours' also takes `cardRows`.
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

export const GAP = { normal: 'gap-6', tight: 'gap-4', wide: 'gap-8' };

export function balancedGrid(count: number, max: MaxColumns, gap: keyof typeof GAP = 'normal') {
  let fits: Columns = 1;
  const columns = WIDTHS.map((width) => {
    fits = max[width] ?? fits;
    return Math.min(4, balancedColumns(count, fits)) as Columns;
  });
  return {
    list: `grid ${GAP[gap]} ${WIDTHS.map((width, at) => TRACKS[width][columns[at]!]).join(' ')}`,
    item: `col-span-2 ${STARTS}`,
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

// Whole class names, so Tailwind finds them.
const ROW_SPANS = {
  2: 'row-span-2',
  3: 'row-span-3',
  4: 'row-span-4',
  5: 'row-span-5',
  6: 'row-span-6',
  7: 'row-span-7',
} as const;

/**
 * A card whose parts take `parts` rows of the grid it sits in, rows it shares with the cards beside it: each part
 * (figure, title, price, description, button) starts on the same line as the same part of its neighbours, however
 * long theirs are. Parts are spaced by their margins, not the grid's gap. The parts after one that a card may leave out
 * are placed in their rows (`row-start-N`), so that none moves up into the empty place; a part that draws a box of its
 * own (a border, pills on wrapping lines) takes `self-start`, so that a taller neighbour does not stretch it.
 */
export const cardRows = (parts: keyof typeof ROW_SPANS) => `${ROW_SPANS[parts]} grid grid-rows-subgrid gap-y-0`;
