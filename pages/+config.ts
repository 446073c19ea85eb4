import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'en',
  // HTML-only pages: React renders them on the server and no page code, React or client router reaches the
  // browser. The browser runs +client.ts, which hydrates the islands (renderer/islands/).
  clientHooks: false,
  // Links are plain page loads (prefetched by speculation rules), so no page needs its context as JSON:
  // server routing writes no index.pageContext.json next to each page.
  clientRouting: false,
  // vike writes its tags (the font preload first in <head>, the page script last in <body>) where these two markers
  // stand, instead of searching each page for <head> and </body> and indenting around them: the pages' HTML is the
  // same but for white space, and pre-rendering spends about 0.25 ms less on each page.
  headHtmlBegin: '__VITE_PLUGIN_SSR__ASSETS_FIRST__',
  bodyHtmlEnd: '__VITE_PLUGIN__SSR_ASSETS_LAST__',
  meta: {
    Page: { env: { server: true, client: false } },
    Layout: { env: { server: true, client: false } },
  },
} satisfies Config;
