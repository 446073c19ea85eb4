/**
 * Click any text to edit it, both ways, in the editor's preview: a click on a text, picture or button of the page
 * picks the field it comes from (through the text index, admin/lib/text-index.ts, so no renderer carries markers),
 * and a focused field's texts are scrolled to and outlined in the page (`showField`).
 */
import './click-to-edit.css';
import { normalise, type FieldRef } from '../lib/text-index.ts';
import { clickedNode } from './text-at-point.ts';

/**
 * The field that holds a text of the page, as the editor answers it (`fieldForText` with the open entry's file, or,
 * `layout`, with the site's settings: the navigation bar's and the footer's texts are the site's, not the page's).
 */
export type Lookup = (text: string, layout: boolean, around: string) => FieldRef | undefined;

/** The parts of a DOM node the lookup reads. */
export interface NodeWithText {
  readonly textContent: string | null;
  readonly parentElement: NodeWithText | null;
  /** An element's tag (`header`); none for a text. */
  readonly localName?: string;
}

/** Whether the node is in the site's navigation bar or footer (the layout's `<header>` and `<footer>`). */
const inLayout = (node: NodeWithText) => {
  for (let at: NodeWithText | null = node; at; at = at.parentElement)
    if (at.localName === 'header' || at.localName === 'footer') return true;
  return false;
};

/**
 * How many elements above a text may stand for it when its own text leads nowhere: the `1.` of a numbered
 * clause heading (`<h3><span>1.</span><span>Heading</span></h3>`) leads to the heading, two levels up.
 */
const CLIMB = 2;

/** The field of a text node (or an element): its own text's, else that of the element around it, up to CLIMB levels. */
export function fieldOfNode(node: NodeWithText, lookup: Lookup): FieldRef | undefined {
  const layout = inLayout(node);
  // The text of the elements around it, which tells the same text in two places apart (a figure by its label).
  let around: NodeWithText | null = node;
  for (let level = 0; around?.parentElement && level <= CLIMB; level += 1) around = around.parentElement;
  let at: NodeWithText | null = node;
  for (let level = 0; at && level <= CLIMB; level += 1, at = at.parentElement) {
    const ref = lookup(at.textContent ?? '', layout, around?.textContent ?? '');
    if (ref) return ref;
  }
  return undefined;
}

/**
 * The field of an element clicked where no text is (a card turning over, a card's padding): that of its first text
 * that leads to one. Its text as a whole runs its parts together (`…slowing you downWe automate…`), which only
 * some short text of another field (a chat keyword) would be found in.
 */
function fieldOfElement(element: Element, lookup: Lookup): FieldRef | undefined {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const ref = text.textContent?.trim() ? fieldOfNode(text as Text, lookup) : undefined;
    if (ref) return ref;
  }
  return fieldOfNode(element, lookup);
}

/** A picture's field: the one its file (`src`) is written in, else its description's (`alt`). */
const pictureField = (picture: HTMLImageElement, lookup: Lookup) =>
  lookup(picture.getAttribute('src') ?? '', inLayout(picture), '') ?? lookup(picture.alt, inLayout(picture), '');

/** What Enter already clicks (links, buttons) or types into: left to the browser. */
const CLICKS_OR_TYPES = 'a[href], button, summary, input, select, textarea, [contenteditable]';

/**
 * Makes `root` (the preview) pick fields: a click on a text, picture or button calls `onPick` with its field, and no
 * link, button or widget of the page acts on it. Keyboard: the page's links and buttons stay in the tab order and
 * Enter on one picks its field (the browser clicks it), as does Enter on any other focusable part. `lookup` gives the
 * lookup once it can answer: the editor's text index is made after its first screen. Returns a function that undoes
 * it.
 */
export function attachClickToEdit(
  root: HTMLElement,
  lookup: () => Promise<Lookup>,
  onPick: (ref: FieldRef) => void,
): () => void {
  const pick = async (node: Node) => {
    const fieldOf = await lookup();
    const ref =
      node instanceof HTMLImageElement
        ? pictureField(node, fieldOf)
        : node instanceof Element
          ? fieldOfElement(node, fieldOf)
          : fieldOfNode(node, fieldOf);
    if (ref) onPick(ref);
  };
  const still = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const onClick = (event: MouseEvent) => {
    still(event);
    const node = clickedNode(event);
    if (node && root.contains(node)) void pick(node);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLElement) || target === root) return;
    if (target.matches(CLICKS_OR_TYPES)) return;
    still(event);
    void pick(target);
  };
  const listeners = [
    ['click', onClick],
    // A middle click would open a link in a new tab, a form its page.
    ['auxclick', still],
    ['submit', still],
    ['keydown', onKeyDown],
  ] as const;
  for (const [type, listener] of listeners) root.addEventListener(type, listener as EventListener, true);
  root.classList.add('ed-click-to-edit');
  return () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener as EventListener, true);
    root.classList.remove('ed-click-to-edit');
  };
}

const SHOWN = 'ed-shown';

/** Whether the element takes room on screen: not hidden, nor a screen-reader-only copy (1 px). */
const takesRoom = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
};

/** The first element of `root` that shows one of `texts`: exactly, else holding it, else part of it (a split text). */
function elementShowing(root: HTMLElement, texts: readonly string[]): HTMLElement | undefined {
  const wanted = texts.map(normalise).filter(Boolean);
  const shown: Array<{ element: HTMLElement; text: string }> = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof HTMLImageElement) {
      for (const text of [node.getAttribute('src') ?? '', node.alt]) shown.push({ element: node, text });
    } else if (node instanceof Text && node.parentElement) {
      shown.push({ element: node.parentElement, text: normalise(node.data) });
    }
  }
  // What a folded block holds takes no room until showField unfolds it; anything else without room stays unseen.
  const unseen = (element: HTMLElement) => element.closest('details:not([open])') === null && !takesRoom(element);
  const candidates = shown.filter(({ element, text }) => text && !unseen(element));
  // Part of a field's text (a figure and its words set apart by the page) when it is most of it: a word or two of a
  // text no element shows (a page's description) are some other field's.
  const matches: Array<(text: string) => boolean> = [
    (text) => wanted.includes(text),
    (text) => wanted.some((field) => text.includes(field)),
    (text) => text.length > 2 && wanted.some((field) => field.includes(text) && text.length * 2 >= field.length),
  ];
  for (const match of matches) {
    const found = candidates.find(({ text }) => match(text));
    if (found) return found.element;
  }
  return undefined;
}

/**
 * The nearest scrolling box around the element inside `root` (the preview's own pane), else the document's: never a
 * box around `root` (the editor's own panes).
 */
function scrollerOf(element: HTMLElement, root: HTMLElement): Element {
  for (let at = element.parentElement; at && root.contains(at); at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if (/auto|scroll|overlay/.test(overflowY) && at.scrollHeight > at.clientHeight) return at;
  }
  return document.scrollingElement ?? document.documentElement;
}

const MISTAKEN = 'ed-mistaken';

/** Marks the elements showing each field's texts (`texts`, one list per field): where the page has a mistake. */
export function markElements(root: HTMLElement, texts: ReadonlyArray<readonly string[]>) {
  for (const before of root.querySelectorAll(`.${MISTAKEN}`)) before.classList.remove(MISTAKEN);
  for (const field of texts) elementShowing(root, field)?.classList.add(MISTAKEN);
}

/**
 * Shows a field's texts (`textOfField`) in the preview: scrolls the first element showing one of them to the middle
 * of the preview's scrolling pane (that pane only, never the editor around it), unfolding a folded block that holds
 * it, and outlines it (class `ed-shown`), taking the outline off the one shown before. Returns the element, if any:
 * none for a field no element shows, rather than another field's.
 */
export function showField(root: HTMLElement, texts: readonly string[]): HTMLElement | undefined {
  for (const before of root.querySelectorAll(`.${SHOWN}`)) before.classList.remove(SHOWN);
  const element = elementShowing(root, texts);
  if (!element) return undefined;
  for (let at = element.closest('details'); at && root.contains(at); at = at.parentElement?.closest('details') ?? null)
    at.open = true;
  element.classList.add(SHOWN);
  const scroller = scrollerOf(element, root);
  const pane =
    scroller === document.scrollingElement ? { top: 0, height: innerHeight } : scroller.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scroller.scrollBy({ top: box.top - pane.top - (pane.height - box.height) / 2, behavior: reduce ? 'auto' : 'smooth' });
  return element;
}
