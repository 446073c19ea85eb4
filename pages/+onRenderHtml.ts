/**
 * vike-react's HTML rendering, with the stylesheet inline (pages/+Head.tsx) instead of linked: a phone on a slow
 * network paints the page one request sooner. The CSP allows inline styles (style-src 'unsafe-inline').
 *
 * The brand font is not preloaded: a preload puts its 27 KB ahead of the first paint on a slow phone network. The
 * stylesheet asks for it when the first text is laid out; the text paints in the metric-matched fallback unless the
 * font is there within the browser's short block period (font-display: optional, renderer/styles.css).
 */
import type { PageContextServer } from 'vike/types';
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml';

export async function onRenderHtml(pageContext: PageContextServer) {
  return {
    documentHtml: await renderWithReact(pageContext),
    injectFilter: (assets: { assetType: string | null; inject: false | 'HTML_BEGIN' | 'HTML_END' }[]) => {
      for (const asset of assets) if (asset.assetType === 'style' || asset.assetType === 'font') asset.inject = false;
    },
  };
}
