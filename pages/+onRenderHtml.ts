/**
 * vike-react's HTML rendering, with the stylesheet inline (pages/+Head.tsx) instead of linked: a phone on a slow
 * network paints the page one request sooner. The CSP allows inline styles (style-src 'unsafe-inline').
 *
 * The brand font stays preloaded (vike's tag): with font-display: optional (renderer/styles.css) the browser holds
 * the first paint a moment for a preloaded face, so a fast connection paints in it and a slow one keeps the
 * metric-matched fallback; either way nothing moves once painted.
 */
import type { PageContextServer } from 'vike/types';
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml';

export async function onRenderHtml(pageContext: PageContextServer) {
  return {
    documentHtml: await renderWithReact(pageContext),
    injectFilter: (assets: { assetType: string | null; inject: false | 'HTML_BEGIN' | 'HTML_END' }[]) => {
      for (const asset of assets) if (asset.assetType === 'style') asset.inject = false;
    },
  };
}
