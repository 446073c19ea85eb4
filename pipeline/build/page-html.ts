/**
 * What the build changes in each page vike rendered, where vike has no setting for it (prerender.ts).
 * Each change is an edit at a place found in the page as vike wrote it, and a page's edits are applied in one pass: a
 * page with its stylesheet is about 100 KB, and a new copy of it per change cost more than all the rest of postbuild.
 */

/** vike's tag for the page script (pages/+client.ts: it finds the islands and loads each one's code). */
const PAGE_SCRIPT = /<script src="\/assets\/entries\/[^"]+\.js" type="module" async>/;
/** vike's link to the stylesheet the pages import (renderer/styles.css), with the white space before it. */
const STYLESHEET_LINK = /\s*<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/;
/** vike-react's charset declaration, with the white space before it. */
const CHARSET = /\s*<meta charset="UTF-8" \/>/;

/** Text put in place of `[start, end)` of the page; an insertion when both are the same. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

const removal = (match: RegExpExecArray): Edit => ({
  start: match.index,
  end: match.index + match[0].length,
  text: '',
});
const insertion = (at: number, text: string): Edit => ({ start: at, end: at, text });

/**
 * The page script is fetched at low priority: nothing in the first screen waits for it (islands hydrate HTML that
 * is already there), so the document's font and main picture go first.
 */
function lowPriorityPageScript(html: string): Edit[] | undefined {
  const tag = PAGE_SCRIPT.exec(html);
  return tag ? [insertion(tag.index + tag[0].length - 1, ' fetchpriority="low"')] : undefined;
}

/**
 * The stylesheet inline at the end of the head instead of linked: a phone on a slow network paints the page one
 * request sooner. The CSP allows inline styles (style-src 'unsafe-inline'). `read` gives a stylesheet by address.
 */
function inlineStylesheet(html: string, read: (href: string) => string): Edit[] | undefined {
  const link = STYLESHEET_LINK.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!link || headEnd < 0) return undefined;
  return [removal(link), insertion(headEnd, `<style>${read(link[1]!).trimEnd()}</style>`)];
}

/**
 * The charset declaration first in the head, where browsers look for it (within the first 1024 bytes); vike puts
 * its own tags (the font preload) at the start of the head, before it.
 */
function charsetFirst(html: string): Edit[] {
  const charset = CHARSET.exec(html);
  const head = html.indexOf('<head>');
  if (!charset || head < 0) return [];
  return [insertion(head + '<head>'.length, charset[0]), removal(charset)];
}

/** The page with its edits, which must not overlap; an insertion at the start of a removal goes before it. */
function withEdits(html: string, edits: Edit[]): string {
  const ordered = edits
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.order - b.order)
    .map(({ edit }) => edit);
  let result = '';
  let from = 0;
  for (const { start, end, text } of ordered) {
    result += html.slice(from, start) + text;
    from = end;
  }
  return result + html.slice(from);
}

/**
 * The page as it is served: stylesheet inline, page script at low priority, charset first. Undefined when the page
 * lacks vike's stylesheet link or page script, which means vike now writes them differently.
 */
export function finishedPage(html: string, read: (href: string) => string): string | undefined {
  const stylesheet = inlineStylesheet(html, read);
  const script = lowPriorityPageScript(html);
  if (!stylesheet || !script) return undefined;
  return withEdits(html, [...stylesheet, ...script, ...charsetFirst(html)]);
}
