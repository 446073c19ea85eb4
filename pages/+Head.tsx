import styles from '../renderer/styles.css?inline';
import { contentVersion } from '../pipeline/lib/content-version.ts';
import { shareStylesheet, STYLESHEET_MARKER } from '../pipeline/lib/stylesheet-slot.ts';
import { Head as PageHead } from '../renderer/layout/Head.tsx';

// The build writes the stylesheet into each page itself (pipeline/lib/stylesheet-slot.ts); the dev server renders
// it here.
if (!import.meta.env.DEV) shareStylesheet(styles);

/** The page's tags, and the whole stylesheet inline (see +onRenderHtml.ts): about 10 KB gzipped, no extra request. */
export default function Head() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: import.meta.env.DEV ? styles : STYLESHEET_MARKER }} />
      {/* The live preview's: the page reloads itself once the content it shows has changed (pipeline/dev-server.ts). */}
      {import.meta.env.DEV && <meta name="content-version" content={String(contentVersion())} />}
      <PageHead />
    </>
  );
}
