/**
 * Classes for a centred, wrapping row of equal cards that never leaves one card alone on its last row: the column
 * count per width comes from `balancedColumns`, and a shorter last row sits in the middle. Put `balancedGrid(...)`
 * on the list and `GRID_ITEM` on each item.
 */
import { balancedColumns } from '../logic/grid.ts';

type Columns = 1 | 2 | 3 | 4;
/** The most columns that fit from each width up: base (phones), sm 640px, md 768px, lg 1024px. Unset: as below. */
export interface MaxColumns {
  base?: Columns;
  sm?: Columns;
  md?: Columns;
  lg?: Columns;
}

// Whole class names, so Tailwind finds them: each item's width follows `--cols`, set per width.
const COLS = {
  base: { 1: '[--cols:1]', 2: '[--cols:2]', 3: '[--cols:3]', 4: '[--cols:4]' },
  sm: { 1: 'sm:[--cols:1]', 2: 'sm:[--cols:2]', 3: 'sm:[--cols:3]', 4: 'sm:[--cols:4]' },
  md: { 1: 'md:[--cols:1]', 2: 'md:[--cols:2]', 3: 'md:[--cols:3]', 4: 'md:[--cols:4]' },
  lg: { 1: 'lg:[--cols:1]', 2: 'lg:[--cols:2]', 3: 'lg:[--cols:3]', 4: 'lg:[--cols:4]' },
} as const;

export const GAP = { normal: 'gap-6 [--gap:1.5rem]', tight: 'gap-4 [--gap:1rem]', wide: 'gap-8 [--gap:2rem]' };

export function balancedGrid(count: number, max: MaxColumns, gap: keyof typeof GAP = 'normal') {
  let fits: Columns = 1;
  const classes = (['base', 'sm', 'md', 'lg'] as const).map((width) => {
    fits = max[width] ?? fits;
    return COLS[width][Math.min(4, balancedColumns(count, fits)) as Columns];
  });
  return `flex flex-wrap justify-center ${GAP[gap]} ${classes.join(' ')}`;
}

export const GRID_ITEM = 'min-w-0 flex-none basis-[calc((100%-(var(--cols)-1)*var(--gap))/var(--cols))]';
