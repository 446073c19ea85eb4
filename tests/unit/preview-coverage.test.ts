/**
 * Click any text to edit it: every route's page, drawn as the editor's preview draws it (the site's navigation bar,
 * page renderer and footer from the content as the build sees it), is split into its visible text nodes, and at
 * least 98 % of each page's must lead to their own field through `fieldForText` with the page's entry open: a field
 * that shows that text, and for the navigation bar and footer one of the site's settings. What does not is listed,
 * so a renderer that starts writing text of its own shows up here.
 */
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../../pipeline/content.ts';
import { contentViews, pageDataIn } from '../../renderer/content/views.ts';
import type { PageData } from '../../renderer/content/page-data.ts';
import { buildTextIndex } from '../../admin/lib/build-text-index.ts';
import {
  fieldForText,
  joined,
  normalise,
  textOfField,
  type FieldRef,
  type TextIndex,
} from '../../admin/lib/text-index.ts';
import { fieldOfNode } from '../../admin/preview/click-to-edit.ts';
import { entryForRoute } from '../../admin/lib/route-entry.ts';

// The preview hands the section renderers their page's data itself (admin/preview/use-data.ts does it in the
// editor's build); here each page's data is set before it is drawn.
let pageData: PageData | undefined;
vi.mock('vike-react/useData', () => ({ useData: () => pageData }));

const { ContentPage } = await import('../../renderer/ContentPage.tsx');
const { Navbar } = await import('../../renderer/layout/Navbar.tsx');
const { Footer } = await import('../../renderer/layout/Footer.tsx');

const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

/** Whether an element's text is out of sight: hidden, hidden from assistive technology, or for screen readers only. */
const hides = (tag: string, attributes: string) =>
  tag === 'script' ||
  tag === 'style' ||
  tag === 'template' ||
  /\shidden(?:[\s=>/]|$)/.test(attributes) ||
  /\saria-hidden="true"/.test(attributes) ||
  /\sclass="(?:[^"]*\s)?sr-only(?:\s[^"]*)?"/.test(attributes);

interface ParsedNode {
  textContent: string;
  parentElement: ParsedNode | null;
  localName?: string;
}

/**
 * The visible text nodes of React's HTML as the browser's DOM holds them, each with the elements around it (their
 * `textContent`, as click-to-edit reads them). React writes `<!-- -->` between neighbouring texts, which the DOM
 * keeps as separate text nodes.
 */
function visibleTextNodes(html: string): ParsedNode[] {
  const texts: ParsedNode[] = [];
  const open: Array<{ element: ParsedNode; hidden: boolean }> = [];
  const tokens = html.matchAll(/<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*)>|[^<]+/g);
  for (const [token, closing, tag, attributes = ''] of tokens) {
    if (tag === undefined) {
      if (token.startsWith('<!--')) continue;
      const text = decode(token);
      for (const { element } of open) element.textContent += text;
      if (!open.some(({ hidden }) => hidden) && text.trim())
        texts.push({ textContent: text, parentElement: open.at(-1)?.element ?? null });
    } else if (closing) open.pop();
    else if (!VOID.has(tag) && !attributes.endsWith('/'))
      open.push({
        element: { textContent: '', parentElement: open.at(-1)?.element ?? null, localName: tag },
        hidden: hides(tag, attributes),
      });
  }
  return texts;
}

let files: Record<string, unknown>;
let index: TextIndex;
let routes: Array<{ route: string; file: string; texts: ParsedNode[] }>;

beforeAll(() => {
  const content = loadContent();
  expect(content.errors).toEqual([]);
  files = Object.fromEntries(content.sources.map((source) => [source.file, source.data]));
  index = buildTextIndex(files);
  const views = contentViews(content.data);
  routes = [...views.pages.values()]
    .filter((page) => page.kind === 'sections' || page.kind === 'solution')
    .map(({ route }) => {
      pageData = pageDataIn(views, route);
      const html = renderToString(
        createElement(
          Fragment,
          null,
          createElement(Navbar, { urlPathname: route }),
          createElement('main', null, createElement(ContentPage)),
          createElement(Footer),
        ),
      );
      const file = entryForRoute(route, files);
      if (!file) throw new Error(`no entry makes ${route}`);
      return { route, file, texts: visibleTextNodes(html) };
    });
});

/**
 * Whether a text node leads to its own field: the field shows the text (the text is, or is part of, one of the
 * field's texts), or that of the element around it that it was found by (a numbered heading's `1.`); and a text of
 * the navigation bar or the footer leads to the site's settings, where they are written, not to a page's field that
 * happens to say the same (`Pricing` on /pricing).
 */
function ownField(ref: FieldRef, node: ParsedNode): boolean {
  const inLayout = (at: ParsedNode | null): boolean =>
    at !== null && (at.localName === 'header' || at.localName === 'footer' || inLayout(at.parentElement));
  if (inLayout(node) && ref.file !== 'data/site.yaml') return false;
  const texts = textOfField(index, ref);
  const shows = (text: string) => {
    const wanted = normalise(text);
    return texts.some(
      (shown) => shown.includes(wanted) || wanted.includes(shown) || joined(shown).includes(joined(wanted)),
    );
  };
  for (let at: ParsedNode | null = node, level = 0; at && level <= 2; at = at.parentElement, level += 1)
    if (shows(at.textContent)) return true;
  return false;
}

describe('click any text in the preview', () => {
  it('leads at least 98 % of the visible text nodes of every route to their own field', () => {
    const report = routes.map(({ route, file, texts }) => {
      const lookup = (text: string, layout: boolean, around: string) =>
        fieldForText(index, text, { file: layout ? 'data/site.yaml' : file, around });
      const found = texts.map((node) => ({ node, text: node.textContent, ref: fieldOfNode(node, lookup) }));
      const missed = found.filter(({ ref, node }) => !ref || !ownField(ref, node)).map(({ text }) => text);
      return {
        route,
        nodes: texts.length,
        coverage: 1 - missed.length / texts.length,
        exact: texts.filter((node) => index.byText.has(normalise(node.textContent))).length,
        aroundIt: texts.filter((node) => !lookup(node.textContent, false, '') && fieldOfNode(node, lookup)).length,
        missed,
        // A page never shows another page's words: a text leading there was matched by mistake.
        elsewhere: found.filter(({ ref }) => ref?.file.startsWith('data/pages/') && ref.file !== file),
      };
    });
    console.log(
      report
        .map(
          ({ route, nodes, coverage, exact, aroundIt, missed }) =>
            `${(coverage * 100).toFixed(1).padStart(5)} % of ${String(nodes).padStart(3)} text nodes (${exact} exactly, ${aroundIt} by the element around them)  ${route}${missed.length ? `  missed: ${missed.map((text) => JSON.stringify(text)).join(', ')}` : ''}`,
        )
        .join('\n'),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const { route, coverage, elsewhere } of report) {
      expect({ route, atLeast98: coverage >= 0.98 }).toEqual({ route, atLeast98: true });
      expect({ route, elsewhere }).toEqual({ route, elsewhere: [] });
    }
  });
});
