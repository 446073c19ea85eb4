/**
 * What a click points at on a page: the text node under the pointer, else the element clicked. Shared by the
 * editor's preview (click-to-edit.ts) and the Alt-click of pages under `npm run dev` (admin/page-edit-client.ts).
 */

/** Whether the characters of `node` (not merely the line beside them) cover the point. */
function covers(node: Text, x: number, y: number): boolean {
  if (!node.data.trim()) return false;
  const range = document.createRange();
  range.selectNodeContents(node);
  return [...range.getClientRects()].some((box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom);
}

/** Whether the element's own box (not a pseudo-element stretched from it) holds the point. */
function holds(element: Element, x: number, y: number): boolean {
  const box = element.getBoundingClientRect();
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}

/**
 * The text node under the point: the caret's, or, where something lies over the text (a card's link stretched
 * over the whole card), one among the elements stacked there; else, beside a text rather than on its letters (a
 * card's figure in its box), the text of the topmost element there whose own box holds the point and that has text
 * of its own (never a link hit only through its stretched area).
 */
function textNodeAt(x: number, y: number): Text | undefined {
  const caret = document.caretPositionFromPoint?.(x, y);
  const node = caret ? caret.offsetNode : document.caretRangeFromPoint?.(x, y)?.startContainer;
  if (node instanceof Text && covers(node, x, y)) return node;
  const stacked = document.elementsFromPoint(x, y);
  for (const element of stacked)
    for (const child of element.childNodes) if (child instanceof Text && covers(child, x, y)) return child;
  for (const element of stacked) {
    if (!holds(element, x, y)) continue;
    const own = [...element.childNodes].find(
      (child): child is Text => child instanceof Text && child.data.trim() !== '',
    );
    if (own) return own;
  }
  return undefined;
}

/**
 * What a click chose: the text node under the pointer, or the element clicked: a picture, a place without text, or
 * what a key pressed (Enter on a link has no pointer position).
 */
export function clickedNode(event: MouseEvent): Node | undefined {
  const target = event.target instanceof Element ? event.target : undefined;
  if (!target || target instanceof HTMLImageElement || event.detail === 0) return target;
  return textNodeAt(event.clientX, event.clientY) ?? target;
}
