/**
 * What the build changes in each page vike pre-rendered, where vike has no setting for it (pipeline/postbuild.ts).
 */

/** vike's tag for the page script (pages/+client.ts: it finds the islands and loads each one's code). */
const PAGE_SCRIPT = /<script src="\/assets\/entries\/[^"]+\.js" type="module" async>/;
/** vike's link to the stylesheet the pages import (renderer/styles.css). */
const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/;

/**
 * The page script is fetched at low priority: nothing in the first screen waits for it (islands hydrate HTML that
 * is already there), so the document's font and main picture go first.
 */
export function withLowPriorityPageScript(html: string): string {
  return html.replace(PAGE_SCRIPT, (tag) => tag.replace(/ async>$/, ' async fetchpriority="low">'));
}

/**
 * The stylesheet inline in place of its link: a phone on a slow network paints the page one request sooner. The
 * CSP allows inline styles (style-src 'unsafe-inline'). `read` gives a stylesheet's text by its address.
 */
export function withInlineStylesheet(html: string, read: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_link, href: string) => `<style>${read(href).trimEnd()}</style>`);
}
