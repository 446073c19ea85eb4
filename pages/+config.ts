import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  lang: 'en',
  // HTML-only pages: React renders them on the server and no page code, React or client router reaches the
  // browser. The browser runs +client.ts, which hydrates the islands (renderer/islands/).
  clientHooks: false,
  // Links are plain page loads (prefetched by speculation rules), so no page needs its context as JSON:
  // server routing writes no index.pageContext.json next to each page.
  clientRouting: false,
  meta: {
    Page: { env: { server: true, client: false } },
    Layout: { env: { server: true, client: false } },
  },
} satisfies Config;
