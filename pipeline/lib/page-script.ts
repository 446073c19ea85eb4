/** vike's tag for the page script (pages/+client.ts: it finds the islands and loads each one's code). */
const PAGE_SCRIPT = /<script src="\/assets\/entries\/[^"]+\.js" type="module" async>/;

/**
 * The page script is fetched at low priority: nothing in the first screen waits for it (islands hydrate HTML that
 * is already there), so the document's font and main picture go first. vike has no setting for the attribute, so
 * the build's writer marks the tag (pipeline/build.ts).
 */
export function withLowPriorityPageScript(html: string): string {
  return html.replace(PAGE_SCRIPT, (tag) => tag.replace(/ async>$/, ' async fetchpriority="low">'));
}
