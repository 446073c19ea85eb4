/** Pure parts of the page widgets: index wrapping, and which section an in-page menu marks. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSectionVisible, pickActiveSection } from '../../renderer/logic/active-section.ts';
import { wrapIndex } from '../../renderer/logic/motion.ts';
import { balancedColumns } from '../../renderer/logic/grid.ts';

/** The number of cards in each row, top to bottom, for `count` cards in rows of `columns`. */
function rowsOf(count: number, columns: number): number[] {
  const rows: number[] = [];
  for (let left = count; left > 0; left -= columns) rows.push(Math.min(columns, left));
  return rows;
}
import { balancedGrid } from '../../renderer/ui/grid.ts';
import { alreadyStated, figuresIn, leadingFigure } from '../../renderer/logic/figures.ts';

describe('wrapIndex', () => {
  it('stays in range, wraps at both ends and undoes itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.nat(),
        fc.integer({ min: -200, max: 200 }),
        (count, start, step) => {
          const index = start % count;
          const moved = wrapIndex(index, step, count);
          expect(moved >= 0 && moved < count).toBe(true);
          expect(wrapIndex(moved, -step, count)).toBe(index);
        },
      ),
    );
    expect(wrapIndex(0, -1, 8)).toBe(7);
    expect(wrapIndex(7, 1, 8)).toBe(0);
  });
});

describe('active section', () => {
  it('a section counts once 30% of it (or of the band, when taller) is in the band', () => {
    expect(isSectionVisible({ id: 'a', visibleHeight: 30, height: 100 }, 350)).toBe(true);
    expect(isSectionVisible({ id: 'a', visibleHeight: 20, height: 100 }, 350)).toBe(false);
    expect(isSectionVisible({ id: 'a', visibleHeight: 110, height: 2000 }, 350)).toBe(true);
    expect(isSectionVisible({ id: 'a', visibleHeight: 0, height: 0 }, 350)).toBe(false);
  });

  it('keeps the current section when none is visible, else picks a visible one filling most of the band', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ visibleHeight: fc.nat({ max: 400 }), height: fc.integer({ min: 1, max: 3000 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 400 }),
        (raw, band) => {
          const views = raw.map((view, index) => ({
            id: `s${index}`,
            height: view.height,
            visibleHeight: Math.min(view.visibleHeight, view.height, band),
          }));
          const picked = pickActiveSection(views, band, 'current');
          const visible = views.filter((view) => isSectionVisible(view, band));
          if (visible.length === 0) expect(picked).toBe('current');
          else {
            const chosen = views.find((view) => view.id === picked)!;
            expect(visible).toContain(chosen);
            for (const view of visible) expect(chosen.visibleHeight).toBeGreaterThanOrEqual(view.visibleHeight);
          }
        },
      ),
    );
  });
});

describe('balanced card rows', () => {
  it('never leave one card alone under fuller rows, never exceed one more column than fits, use every card', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 4 }), (count, max) => {
        const columns = balancedColumns(count, max);
        const rows = rowsOf(count, columns);
        expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
        expect(columns).toBeGreaterThanOrEqual(1);
        expect(columns).toBeLessThanOrEqual(max + 1);
        if (columns > 1 && rows.length > 1) expect(rows.at(-1)).not.toBe(1);
      }),
    );
  });

  it('centre a shorter last row: its first card starts with as many free tracks to its left as to its right', () => {
    const widths = [
      ['', '--start'],
      ['sm:', '--start-sm'],
      ['md:', '--start-md'],
      ['lg:', '--start-lg'],
    ] as const;
    const columns = fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.record({ base: fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>, sm: columns, md: columns, lg: columns }),
        (count, max) => {
          const grid = balancedGrid(count, max);
          const starts = Array.from(
            { length: count },
            (_, index) => (grid.start(index) ?? {}) as Record<string, number>,
          );
          for (const [prefix, property] of widths) {
            // Each card spans two tracks: the track count is twice the columns.
            const tracks = Number(new RegExp(`(?:^| )${prefix}grid-cols-(\\d)`).exec(grid.list)![1]);
            const last = count % (tracks / 2);
            const starting = starts.flatMap((style, index) => (style[property] === undefined ? [] : [index]));
            expect(starting).toEqual(last > 0 ? [count - last] : []);
            if (last === 0) continue;
            const start = starts[count - last]![property]!;
            expect(start - 1).toBe(tracks - (start - 1) - 2 * last);
          }
        },
      ),
    );
  });

  it('keep the most columns that fit when that already balances', () => {
    expect(balancedColumns(3, 3)).toBe(3);
    expect(balancedColumns(5, 3)).toBe(3);
    expect(balancedColumns(4, 3)).toBe(2);
    expect(balancedColumns(3, 2)).toBe(3);
    expect(balancedColumns(2, 3)).toBe(2);
    expect(balancedColumns(6, 4)).toBe(3);
    expect(balancedColumns(4, 4)).toBe(4);
  });
});

describe('each figure once per page', () => {
  it('a value is stated by any text that contains it, and by none that does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom('%', '+', ' weeks', ''),
        fc.string({ maxLength: 30 }).filter((text) => !/\d/.test(text)),
        (number, unit, words) => {
          const value = `${number}${unit}`;
          expect(alreadyStated(value, [`${words} ${value} ${words}`])).toBe(true);
          expect(alreadyStated(value, [words])).toBe(false);
          expect(alreadyStated(value, [`${words} 1${value}`])).toBe(false);
        },
      ),
    );
  });

  it('reads figures with their units and splits a sentence at its leading figure', () => {
    expect(figuresIn('Under 1 minute, 99.9% uptime, 4.3/5 and 24/7')).toEqual(['1 minute', '99.9%', '4.3/5', '24/7']);
    expect(alreadyStated('3% (from 10%)', ['No-shows down from 10% to 3%'])).toBe(true);
    expect(alreadyStated('3%', ['13% more'])).toBe(false);
    expect(alreadyStated('Facebook, Instagram, Twitter', ['posts on facebook, instagram, twitter'])).toBe(true);
    expect(leadingFigure('87% reduction in lead time')).toEqual(['87%', 'reduction in lead time']);
    expect(leadingFigure('Live in 4 weeks')).toBeUndefined();
  });
});
