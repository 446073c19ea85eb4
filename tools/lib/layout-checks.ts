/**
 * Layout checks run inside a rendered page (Playwright serialises `findLayoutProblems` into the browser, so it
 * imports nothing and keeps its helpers inside). Each finding names its class, so the audit can count them:
 * - text-overflow: text drawn past the card or box that holds it, a page wider than the window, or a big figure
 *   broken over more than two lines;
 * - icon-tile:     an icon on a coloured tile that is not square;
 * - full-bleed:    a coloured band that does not reach both edges of the window;
 * - lone-card:     a grid of equal cards whose last row holds a single card under fuller rows;
 * - floating:      a floating button over text, a picture or a control in the first screen;
 * - dot-nav:       the section dot navigation drawn over content, at any scroll position;
 * - card-row, button-stack: parts of a row of cards out of line, stacked buttons of several widths. The page
 *                  measures the rows of cards and the groups of buttons; `alignmentProblems` (card-alignment.ts) judges.
 */
import type { Alignment, CardBox, SiblingButtons } from './card-alignment.ts';

export const LAYOUT_CLASSES = [
  'text-overflow',
  'icon-tile',
  'full-bleed',
  'lone-card',
  'floating',
  'dot-nav',
  'card-row',
  'button-stack',
] as const;
export type LayoutClass = (typeof LAYOUT_CLASSES)[number];
export interface LayoutProblem {
  check: LayoutClass;
  element: string;
  detail: string;
}

/**
 * Runs in the browser: `phase` 'first-screen' checks the floating buttons at the top, 'page' everything else and
 * measures the page's rows of cards and groups of buttons for `alignmentProblems`.
 */
export async function findLayoutProblems(
  phase: 'first-screen' | 'page',
): Promise<{ problems: LayoutProblem[]; alignment: Alignment }> {
  const problems: LayoutProblem[] = [];
  const alignment: Alignment = { cards: [], buttons: [] };
  const viewportWidth = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 3).join('.') : '';
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const add = (check: LayoutClass, element: Element, detail: string) =>
    problems.push({ check, element: describe(element), detail });
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return rect.width > 2 && rect.height > 2 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
  const ownText = (element: Element) =>
    [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');

  /** True when the point shows content a visitor needs: text, a picture or a control (not a bare background). */
  const contentAt = (x: number, y: number, skip: (element: Element) => boolean) => {
    const under = document.elementsFromPoint(x, y).find((element) => !skip(element));
    if (!under || !under.closest('main, footer')) return undefined;
    if (under.closest('img, svg, video, iframe, input, textarea, select, button, a, [role="button"]')) return under;
    for (const node of ownText(under)) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return under;
    }
    return undefined;
  };
  const coveredBy = (cover: Element, skip: (element: Element) => boolean) => {
    const rect = cover.getBoundingClientRect();
    for (let i = 0; i <= 4; i++)
      for (let j = 0; j <= 4; j++) {
        const x = rect.left + 1 + ((rect.width - 2) * i) / 4;
        const y = rect.top + 1 + ((rect.height - 2) * j) / 4;
        if (y < 0 || y > window.innerHeight || x < 0 || x > viewportWidth) continue;
        const hit = contentAt(x, y, skip);
        if (hit) return hit;
      }
    return undefined;
  };

  if (phase === 'first-screen') {
    const floating = [...document.querySelectorAll('body *')].filter((element) => {
      if (getComputedStyle(element).position !== 'fixed' || !shown(element)) return false;
      if (element.closest('header, dialog, [role="dialog"], nav[data-page-menu]')) return false;
      const rect = element.getBoundingClientRect();
      // Only controls that float over the page (not a full-screen overlay or the top bar).
      return rect.top > 80 && rect.bottom <= window.innerHeight + 1 && rect.width < viewportWidth * 0.9;
    });
    for (const button of floating) {
      const hit = coveredBy(button, (element) => floating.some((cover) => cover.contains(element)));
      if (hit) add('floating', button, `covers ${describe(hit)} in the first screen`);
    }
    return { problems, alignment };
  }

  // The dot navigation, walked down the whole page one screen at a time.
  const dots = document.querySelector('nav[data-page-menu="dots"]');
  if (dots && shown(dots)) {
    const seen = new Set<string>();
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.75) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const link of dots.querySelectorAll('a')) {
        const hit = coveredBy(link, (element) => dots.contains(element));
        if (hit && !seen.has(describe(hit))) {
          seen.add(describe(hit));
          add('dot-nav', link, `drawn over ${describe(hit)} at scroll ${Math.round(y)}`);
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  }

  if (document.documentElement.scrollWidth > viewportWidth + 1)
    add('text-overflow', document.documentElement, `page is ${document.documentElement.scrollWidth}px wide`);

  const all = [...document.querySelectorAll('main *, footer *')].filter(shown);
  /** The box a text is drawn in: the nearest ancestor with a border, background, shadow or clipping. */
  const boxOf = (element: Element): Element | 'scrolls' | undefined => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      // Text in a side-scrolling strip (the case-study top bar) is reached by scrolling it.
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') return 'scrolls';
      if (
        !transparent(style.backgroundColor) ||
        style.backgroundImage !== 'none' ||
        style.borderLeftWidth !== '0px' ||
        style.borderRightWidth !== '0px' ||
        style.boxShadow !== 'none' ||
        style.overflowX === 'hidden'
      )
        return box;
    }
    return undefined;
  };
  for (const element of all) {
    const texts = ownText(element);
    if (texts.length === 0 || element.closest('[aria-hidden="true"], .sr-only')) continue;
    const box = boxOf(element);
    if (box === 'scrolls') continue;
    const bounds = (box ?? document.documentElement).getBoundingClientRect();
    const right = box ? bounds.right : viewportWidth;
    const left = box ? bounds.left : 0;
    for (const node of texts) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (rect.right > right + 1 || rect.left < left - 1) {
        add(
          'text-overflow',
          element,
          `text spans ${Math.round(rect.left)}..${Math.round(rect.right)}, box ${Math.round(left)}..${Math.round(right)}`,
        );
        break;
      }
    }
    // A headline figure (a big value in a list of figures) reads at a glance only on one or two lines.
    if (element.tagName === 'DD') {
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const lineHeight = parseFloat(style.lineHeight) || size * 1.2;
      const lines = Math.round(element.getBoundingClientRect().height / lineHeight);
      if (size >= 24 && lines > 2) add('text-overflow', element, `figure broken over ${lines} lines`);
    }
  }

  for (const element of all) {
    // An icon tile: a coloured, rounded box holding one icon and no text.
    const children = [...element.children];
    if (children.length !== 1 || children[0]!.tagName.toLowerCase() !== 'svg' || ownText(element).length > 0) continue;
    const style = getComputedStyle(element);
    if (transparent(style.backgroundColor) || parseFloat(style.borderTopLeftRadius) === 0) continue;
    const rect = element.getBoundingClientRect();
    if (Math.max(rect.width, rect.height) < 24) continue;
    if (Math.abs(rect.width - rect.height) > 1)
      add('icon-tile', element, `tile is ${Math.round(rect.width)}×${Math.round(rect.height)}`);
  }

  const bodyColour = getComputedStyle(document.body).backgroundColor;
  /** A card (or something inside one): rounded corners are a card's, a band runs edge to edge. */
  const rounded = (element: Element) => {
    for (let at: Element | null = element; at && at.tagName !== 'MAIN'; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (parseFloat(style.borderTopLeftRadius) > 0 || parseFloat(style.borderBottomRightRadius) > 0) return true;
    }
    return false;
  };
  for (const element of document.querySelectorAll('main *')) {
    if (!shown(element)) continue;
    const style = getComputedStyle(element);
    const coloured =
      (!transparent(style.backgroundColor) && style.backgroundColor !== bodyColour) || style.backgroundImage !== 'none';
    if (!coloured || style.position === 'fixed' || style.position === 'sticky' || style.position === 'absolute')
      continue;
    if (['IMG', 'svg', 'A', 'BUTTON', 'INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) continue;
    if (rounded(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.height < 120 || rect.width < viewportWidth * 0.5) continue;
    if (rect.left > 0.5 || rect.right < viewportWidth - 0.5)
      add('full-bleed', element, `band spans ${Math.round(rect.left)}..${Math.round(rect.right)} of ${viewportWidth}`);
  }

  for (const list of all) {
    const items = [...list.children].filter(shown);
    if (items.length < 3) continue;
    const rects = items.map((item) => item.getBoundingClientRect());
    const width = rects[0]!.width;
    const listWidth = list.getBoundingClientRect().width;
    if (width > listWidth * 0.9 || rects.some((rect) => Math.abs(rect.width - width) > 2 || rect.height < 48)) continue;
    const rows = new Map<number, number>();
    for (const rect of rects) rows.set(Math.round(rect.top), (rows.get(Math.round(rect.top)) ?? 0) + 1);
    const counts = [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
    if (counts.length >= 2 && counts.at(-1) === 1 && counts[0]! >= 2)
      add('lone-card', list, `rows of ${counts.join('+')}`);
  }

  /** A box a visitor sees: a background, a border or a shadow. */
  const painted = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      !transparent(style.backgroundColor) ||
      style.borderTopWidth !== '0px' ||
      style.borderLeftWidth !== '0px' ||
      style.boxShadow !== 'none'
    );
  };
  /** A card: a painted box, or a wrapper around one (a list item holding an article). */
  const isCard = (element: Element): boolean =>
    painted(element) || (element.children.length === 1 && isCard(element.children[0]!));
  const controls = 'a[href], button';
  const headings = 'h1, h2, h3, h4, h5, h6';
  /** A headline figure: a number drawn at 20px or more, not in a heading (a counter's sr-only copy is not drawn). */
  const isFigure = (element: Element) =>
    shown(element) &&
    !element.closest(headings) &&
    parseFloat(getComputedStyle(element).fontSize) >= 20 &&
    /\d/.test(element.textContent ?? '');
  /** Where the last line of text in `element` sits: an empty inline block put at its end rests on that baseline. */
  const baselineOf = (element: Element) => {
    const probe = document.createElement('span');
    probe.style.cssText = 'display:inline-block;width:0;height:0';
    element.append(probe);
    const baseline = probe.getBoundingClientRect().bottom;
    probe.remove();
    return baseline;
  };
  const measureCard = (card: Element): CardBox => {
    const box = card.getBoundingClientRect();
    const inside = [...card.querySelectorAll('*')].filter(shown);
    const figure = inside.find((element) => isFigure(element) && ![...element.querySelectorAll('*')].some(isFigure));
    const heading = inside.find((element) => element.matches(headings));
    const last = inside.filter((element) => element.matches(controls)).at(-1);
    // The last control is the card's bottom button only when none of the card's text is below it.
    const button =
      last &&
      !inside.some(
        (element) =>
          !last.contains(element) &&
          ownText(element).length > 0 &&
          element.getBoundingClientRect().top >= last.getBoundingClientRect().bottom - 1,
      )
        ? last
        : undefined;
    return {
      name: (card.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30),
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      figure: figure && baselineOf(figure),
      heading: heading?.getBoundingClientRect().top,
      button: button?.getBoundingClientRect().top,
    };
  };
  for (const container of document.querySelectorAll('main *')) {
    if (!shown(container)) continue;
    const style = getComputedStyle(container);
    const children = [...container.children].filter(shown);
    const sideBySide =
      style.display.endsWith('grid') || (style.display.endsWith('flex') && style.flexDirection.startsWith('row'));
    const cards = sideBySide ? children.filter(isCard) : [];
    if (cards.length >= 2) alignment.cards.push({ name: describe(container), cards: cards.map(measureCard) });
    const buttons = children.filter((child) => child.matches(controls) && painted(child));
    if (buttons.length >= 2) {
      const width = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const group: SiblingButtons = { name: describe(container), width, buttons: [] };
      for (const button of buttons) {
        const { top, bottom, left, right } = button.getBoundingClientRect();
        group.buttons.push({ name: describe(button), top, bottom, left, right });
      }
      alignment.buttons.push(group);
    }
  }
  return { problems, alignment };
}
