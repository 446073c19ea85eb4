/**
 * On every page `npm run dev` serves (admin/server/page-edit-link.ts adds it; built pages never carry it): an "Edit this
 * page" link to the editor at this page's entry, and Alt-click on any text or picture opening the editor at the field
 * it comes from (the editor answers `#/open?route=…&text=…` through admin/lib/route-entry.ts and the text index).
 */
import { clickedNode } from './preview/text-at-point.ts';

/** The editor at this page's entry, at the field of `text` (`layout`: a text of the navigation bar or the footer). */
const editorAt = (text?: string, layout = false) =>
  `/admin/#/open?${new URLSearchParams({ route: location.pathname, ...(text ? { text } : {}), ...(layout ? { in: 'layout' } : {}) })}`;

// Bottom left, clear of the site's floating buttons (bottom right); its own focus ring on any background.
const STYLE = `
.page-edit-link {
  position: fixed; left: 1.25rem; bottom: 1.25rem; z-index: 45;
  padding: 0.625rem 1rem; border-radius: 9999px; background: #0f172a; color: #fff;
  font: 600 0.875rem/1.25rem system-ui, sans-serif; text-decoration: none;
  box-shadow: 0 4px 12px rgb(15 23 42 / 0.3); outline: 2px solid #fff;
}
.page-edit-link:hover { background: #1e293b; }
.page-edit-link:focus-visible { outline: 3px solid #0284c7; outline-offset: 3px; }
@media print { .page-edit-link { display: none; } }
`;

const style = document.createElement('style');
style.textContent = STYLE;
const link = document.createElement('a');
link.className = 'page-edit-link';
link.href = editorAt();
link.textContent = 'Edit this page';
document.head.append(style);
document.body.append(link);

/** What an Alt-click chose, as the editor looks it up: a picture's file, else the text clicked. */
function clickedText(event: MouseEvent): string | undefined {
  const node = clickedNode(event);
  if (!node || link.contains(node)) return undefined;
  const text = node instanceof HTMLImageElement ? node.getAttribute('src') : node.textContent;
  return text?.replace(/\s+/g, ' ').trim() || undefined;
}

document.addEventListener(
  'click',
  (event) => {
    if (!event.altKey || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const text = clickedText(event);
    if (!text) return;
    // Alt-click on a link would download it; the page's own widgets stay out of it.
    event.preventDefault();
    event.stopPropagation();
    const layout = event.target instanceof Element && event.target.closest('header, footer') !== null;
    location.assign(editorAt(text, layout));
  },
  true,
);
