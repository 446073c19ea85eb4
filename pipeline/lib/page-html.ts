/**
 * What the build changes in each page vike pre-rendered, where vike has no setting for it (pipeline/postbuild.ts).
 */

/** vike's tag for the page script (pages/+client.ts: it finds the islands and loads each one's code). */
const PAGE_SCRIPT = /<script src="\/assets\/entries\/[^"]+\.js" type="module" async>/;
/** vike's link to the stylesheet the pages import (renderer/styles.css), with the white space before it. */
const STYLESHEET_LINK = /\s*<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/;
/** vike-react's charset declaration, with the white space before it. */
const CHARSET = /\s*<meta charset="UTF-8" \/>/;

/**
 * The page script is fetched at low priority: nothing in the first screen waits for it (islands hydrate HTML that
 * is already there), so the document's font and main picture go first.
 */
export function withLowPriorityPageScript(html: string): string {
  return html.replace(PAGE_SCRIPT, (tag) => tag.replace(/ async>$/, ' async fetchpriority="low">'));
}

/**
 * The stylesheet inline at the end of the head instead of linked: a phone on a slow network paints the page one
 * request sooner. The CSP allows inline styles (style-src 'unsafe-inline'). `read` gives a stylesheet by address.
 */
export function withInlineStylesheet(html: string, read: (href: string) => string): string {
  const href = STYLESHEET_LINK.exec(html)?.[1];
  if (!href) return html;
  return html.replace(STYLESHEET_LINK, '').replace('</head>', `<style>${read(href).trimEnd()}</style></head>`);
}

/**
 * The charset declaration first in the head, where browsers look for it (within the first 1024 bytes); vike puts
 * its own tags (the font preload) at the start of the head, before it.
 */
export function withCharsetFirst(html: string): string {
  const charset = CHARSET.exec(html)?.[0];
  if (!charset) return html;
  return html.replace(charset, '').replace('<head>', `<head>${charset}`);
}
