/**
 * vike-react's HTML rendering, with the stylesheet inline (pages/+Head.tsx) instead of linked: a phone on a slow
 * network paints the page one request sooner. The CSP allows inline styles (style-src 'unsafe-inline').
 *
 * The brand font is not preloaded either: the stylesheet asks for it as soon as the first text is laid out, and
 * the text paints at once in the metric-matched fallback (font-display: swap) instead of waiting for 27 KB of font.
 * A preload would put the font ahead of the page's first paint on a slow phone network.
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
