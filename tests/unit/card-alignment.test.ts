import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Alignment,
  alignmentProblems,
  type CardBox,
  rowsOf,
  type SiblingButtons,
} from '../../tools/lib/card-alignment.ts';

const PARTS = ['figure', 'heading', 'button'] as const;

/** Rows of cards as a grid draws them: each row below the last, its cards side by side with their parts in line. */
const alignedGrid = fc
  .array(
    fc.record({
      cards: fc.array(
        fc.record({
          // Which parts this card has, and how much taller than its neighbours it is drawn (a highlighted card).
          has: fc.record({ figure: fc.boolean(), heading: fc.boolean(), button: fc.boolean() }),
          standsOut: fc.constantFrom(0, 0, 16),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      height: fc.integer({ min: 120, max: 600 }),
      at: fc.record({
        heading: fc.integer({ min: 0, max: 100 }),
        figure: fc.integer({ min: 0, max: 100 }),
        button: fc.integer({ min: 0, max: 100 }),
      }),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((rows) => {
    const cards: CardBox[] = [];
    let top = 0;
    rows.forEach((row, rowIndex) => {
      row.cards.forEach((card, index) => {
        const box: CardBox = {
          name: `row ${rowIndex} card ${index}`,
          top: top - card.standsOut,
          bottom: top + row.height + card.standsOut,
          left: index * 300,
          right: index * 300 + 280,
        };
        for (const part of PARTS) if (card.has[part]) box[part] = top + 10 + row.at[part] * (part === 'button' ? 4 : 1);
        cards.push(box);
      });
      top += row.height + 40;
    });
    return cards;
  });

const problemsOf = (cards: CardBox[]) => alignmentProblems({ cards: [{ name: '<ul>', cards }], buttons: [] });

describe('rows of sibling cards', () => {
  it('finds nothing when every row has its parts in line, in any order and wherever the page is scrolled', () => {
    fc.assert(
      fc.property(
        alignedGrid,
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: 0, max: 99 }),
        (cards, dy, seed) => {
          const moved = cards.map((card) => {
            const copy = { ...card, top: card.top + dy, bottom: card.bottom + dy };
            for (const part of PARTS) if (card[part] !== undefined) copy[part] = card[part]! + dy;
            return copy;
          });
          const shuffled = [...moved].sort(
            (a, b) => ((a.left * 31 + a.top + seed) % 7) - ((b.left * 31 + b.top + seed) % 7),
          );
          expect(problemsOf(cards)).toEqual([]);
          expect(problemsOf(shuffled)).toEqual([]);
        },
      ),
    );
  });

  it('finds a part moved out of line in a row of two or more cards that have it, and names the part', () => {
    fc.assert(
      fc.property(
        alignedGrid,
        fc.nat(),
        fc.constantFrom(...PARTS),
        fc.constantFrom(-30, -2, 2, 30),
        (cards, pick, part, shift) => {
          const card = cards[pick % cards.length]!;
          fc.pre(card[part] !== undefined);
          const row = rowsOf(cards).find((candidates) => candidates.includes(card))!;
          const others = row.filter((other) => other !== card && other[part] !== undefined);
          card[part]! += shift;
          const problems = problemsOf(cards);
          if (others.length === 0) expect(problems).toEqual([]);
          else {
            expect(problems).toHaveLength(1);
            expect(problems[0]!.check).toBe('card-row');
            expect(problems[0]!.detail).toContain(
              { figure: 'figures', heading: 'titles', button: 'bottom buttons' }[part],
            );
            for (const other of cards)
              expect(problems[0]!.detail.includes(`"${other.name}"`)).toBe(other === card || others.includes(other));
          }
        },
      ),
    );
  });

  it('reports the home hero as main draws it at 1280 px: a label on two lines lifts its figure 20 px', () => {
    const card = (name: string, left: number, figure: number): CardBox => ({
      name,
      top: 516,
      bottom: 626,
      left,
      right: left + 166,
      figure,
    });
    const problems = problemsOf([card('14+', 62, 560), card('11+', 244, 580), card('3 Weeks', 426, 580)]);
    expect(problems.map((problem) => problem.detail)).toEqual([
      'figures not on one line: "14+" 0px, "11+" +20px, "3 Weeks" +20px',
    ]);
  });

  it('keeps a card drawn taller than its row in that row, and compares rows apart', () => {
    const highlighted: CardBox = { name: 'b', top: -16, bottom: 416, left: 300, right: 580, heading: 40 };
    const rows = rowsOf([
      { name: 'a', top: 0, bottom: 400, left: 0, right: 280, heading: 40 },
      highlighted,
      { name: 'c', top: 424, bottom: 600, left: 0, right: 280, heading: 500 },
    ]);
    expect(rows.map((row) => row.map((card) => card.name))).toEqual([['a', 'b'], ['c']]);
  });
});

describe('stacked buttons', () => {
  const group = (widths: number[], stacked: boolean, width = 358): Alignment => ({
    cards: [],
    buttons: [
      {
        name: '<div>',
        width,
        buttons: widths.map((buttonWidth, index) => ({
          name: `button ${index}`,
          top: stacked ? index * 60 : 0,
          bottom: stacked ? index * 60 + 48 : 48,
          left: stacked ? 0 : index * 250,
          right: (stacked ? 0 : index * 250) + buttonWidth,
        })),
      } satisfies SiblingButtons,
    ],
  });

  it('asks each of a stack for the width of its column, and nothing of buttons side by side', () => {
    fc.assert(
      fc.property(
        // A button is the column's width or clearly narrower (beyond the rounding a browser's layout allows).
        fc.array(fc.oneof(fc.constant(358), fc.integer({ min: 80, max: 356 })), { minLength: 2, maxLength: 4 }),
        fc.boolean(),
        (widths, stacked) => {
          const problems = alignmentProblems(group(widths, stacked));
          const narrow = widths.some((width) => width !== 358);
          expect(problems).toHaveLength(stacked && narrow ? 1 : 0);
          expect(
            alignmentProblems(
              group(
                widths.map(() => 358),
                true,
              ),
            ),
          ).toEqual([]);
        },
      ),
    );
  });

  it('reports the home hero buttons as main draws them at 390 px', () => {
    expect(alignmentProblems(group([144, 229], true)).map((problem) => problem.detail)).toEqual([
      'stacked buttons are 144, 229px wide in a column of 358px',
    ]);
  });

  it('leaves a wrapped row (two over one) to the eye', () => {
    const wrapped = group([227, 198, 278], false, 720);
    wrapped.buttons[0]!.buttons[2] = { name: 'button 2', top: 60, bottom: 108, left: 221, right: 499 };
    expect(alignmentProblems(wrapped)).toEqual([]);
  });
});
