/**
 * A card whose parts take `parts` rows of the grid it sits in, rows it shares with the cards beside it
 * (`grid-template-rows: subgrid`): each part (figure, title, price, description, button) starts on the same line as the
 * same part of its neighbours, however long theirs are. Parts are spaced by their margins, not by a gap (and the list
 * around such cards by `CARD_SPACING`, grid.ts). The parts after one that a card may leave out are placed in their rows
 * (`row-start-N`), so that none moves up into the empty place; a part that draws a box of its own (a border, pills on
 * wrapping lines) takes `self-start`, so that a taller neighbour does not stretch it. The span is a style, not a class:
 * a class per count would weigh on every page's inline stylesheet.
 */
import type { HTMLAttributes } from 'react';

interface Props extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'li' | 'article';
  parts: number;
}

export function CardRows({ as: Tag = 'div', parts, className = '', style, ...rest }: Props) {
  return (
    <Tag
      {...rest}
      className={`grid grid-rows-subgrid gap-y-0 ${className}`}
      style={{ ...style, gridRowEnd: `span ${parts}` }}
    />
  );
}
