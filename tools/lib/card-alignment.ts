/**
 * The geometry half of two layout checks, apart from the browser so it can be tested on its own: the page measures
 * (`findLayoutProblems` in layout-checks.ts), this decides.
 * - card-row:     in a row of sibling cards, the figures do not share a baseline, the titles do not start on one
 *                 line, or the buttons at the bottom of the cards are not on one line;
 * - button-stack: sibling buttons stacked one per line that are not each as wide as their column.
 */

/** A box on the page, in CSS pixels. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A card, with where its parts sit: each is lined up with the same part of the cards beside it. */
export interface CardBox extends Box {
  name: string;
  /** The baseline of the last line of its headline figure (a number drawn at 20px or more). */
  figure?: number;
  /** The top of its first heading. */
  heading?: number;
  /** The top of its last button or link, when none of the card's text is below it. */
  button?: number;
}

/** The cards among the children of one grid or flex container. */
export interface SiblingCards {
  name: string;
  cards: CardBox[];
}

/** The buttons among the children of one container, and the width of its content box. */
export interface SiblingButtons {
  name: string;
  width: number;
  buttons: (Box & { name: string })[];
}

export interface Alignment {
  cards: SiblingCards[];
  buttons: SiblingButtons[];
}

export interface AlignmentProblem {
  check: 'card-row' | 'button-stack';
  element: string;
  detail: string;
}

/** Half a pixel either way is rounding; more is a part visibly out of line. */
const TOLERANCE = 1.5;

const PARTS = { figure: 'figures', heading: 'titles', button: 'bottom buttons' } as const;

/**
 * The rows that boxes make: boxes whose heights overlap are side by side (a highlighted card standing out above and
 * below its row still belongs to it). Top to bottom; each row left to right.
 */
export function rowsOf<T extends Box>(boxes: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
    const row = rows.at(-1);
    if (row && box.top < Math.min(...row.map((other) => other.bottom))) row.push(box);
    else rows.push([box]);
  }
  return rows.map((row) => row.sort((a, b) => a.left - b.left));
}

export function alignmentProblems({ cards, buttons }: Alignment): AlignmentProblem[] {
  const problems: AlignmentProblem[] = [];
  for (const group of cards)
    for (const row of rowsOf(group.cards)) {
      if (row.length < 2) continue;
      for (const part of Object.keys(PARTS) as (keyof typeof PARTS)[]) {
        const placed = row.filter((card) => card[part] !== undefined);
        const at = placed.map((card) => card[part]!);
        if (placed.length < 2 || Math.max(...at) - Math.min(...at) <= TOLERANCE) continue;
        const first = Math.min(...at);
        const offsets = placed.map(
          (card, index) => `"${card.name}" ${at[index] === first ? 0 : `+${Math.round(at[index]! - first)}`}px`,
        );
        problems.push({
          check: 'card-row',
          element: group.name,
          detail: `${PARTS[part]} not on one line: ${offsets.join(', ')}`,
        });
      }
    }
  for (const group of buttons) {
    // Stacked: each button on a line of its own (a row of two over a third is a wrapped row, not a stack).
    if (group.buttons.length < 2 || rowsOf(group.buttons).length < group.buttons.length) continue;
    const widths = group.buttons.map((button) => button.right - button.left);
    if (widths.every((width) => Math.abs(width - group.width) <= TOLERANCE)) continue;
    problems.push({
      check: 'button-stack',
      element: group.name,
      detail: `stacked buttons are ${widths.map(Math.round).join(', ')}px wide in a column of ${Math.round(group.width)}px`,
    });
  }
  return problems;
}
