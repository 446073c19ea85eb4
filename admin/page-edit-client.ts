/**
 * On every page `npm run dev` serves (admin/server/page-edit-link.ts adds it; built pages never carry it): an "Edit this
 * page" link to the editor at this page's entry, at the page's foot, and Alt-click on any text or picture opening the
 * editor at the field it comes from (the editor answers `#/open?route=…&text=…` through admin/lib/route-entry.ts and
 * the text index).
 */
import { clickedNode } from './preview/text-at-point.ts';

/** The editor at this page's entry, at the field of `text` (`layout`: a text of the navigation bar or the footer). */
const editorAt = (text?: string, layout = false) =>
  `/admin/#/open?${new URLSearchParams({ route: location.pathname, ...(text ? { text } : {}), ...(layout ? { in: 'layout' } : {}) })}`;

// In the page's flow, after everything the site draws: it covers nothing of the page, whatever the screen's size and
// wherever the page is scrolled (a floating link covered the price cards on a phone). Its own focus ring on its dark bar.
const STYLE = `
.page-edit-bar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem;
  padding: 0.75rem 1.25rem 1.25rem; background: #0f172a; color: #cbd5e1;
  font: 400 0.875rem/1.25rem system-ui, sans-serif;
}
.page-edit-link {
  display: inline-block; padding: 0.5rem 1rem; border-radius: 9999px; background: #fff; color: #0f172a;
  font-weight: 600; text-decoration: none;
}
.page-edit-link:hover { background: #e2e8f0; }
.page-edit-link:focus-visible { outline: 3px solid #38bdf8; outline-offset: 3px; }
@media print { .page-edit-bar { display: none; } }
`;

const style = document.createElement('style');
style.textContent = STYLE;
const bar = document.createElement('aside');
bar.className = 'page-edit-bar';
bar.setAttribute('aria-label', 'Editing');
const link = document.createElement('a');
link.className = 'page-edit-link';
link.href = editorAt();
link.textContent = 'Edit this page';
const hint = document.createElement('span');
hint.textContent = 'or Alt-click any text or picture to edit it';
bar.append(link, hint);
document.head.append(style);
document.body.append(bar);

/** What an Alt-click chose, as the editor looks it up: a picture's file, else the text clicked. */
function clickedText(event: MouseEvent): string | undefined {
  const node = clickedNode(event);
  if (!node || bar.contains(node)) return undefined;
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
