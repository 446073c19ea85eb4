/**
 * The dev server's content version: it goes up on every change, and each page rendered in development carries the
 * version it was made from (pages/+Head.tsx), so the page reloads itself once it is out of date. Kept on
 * globalThis because the page modules run in Vite's own module graph, apart from the dev server's plugin.
 */
const STORE = Symbol.for('ai101.contentVersion');
type Store = { [STORE]?: number };

export const contentVersion = (): number => (globalThis as Store)[STORE] ?? 0;

export function nextContentVersion(): number {
  (globalThis as Store)[STORE] = contentVersion() + 1;
  return contentVersion();
}
