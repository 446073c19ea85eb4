import { contentVersion } from '../pipeline/lib/content-version.ts';
import { STYLESHEET_MARKER } from '../pipeline/lib/stylesheet-slot.ts';
import { Head as PageHead } from '../renderer/layout/Head.tsx';

// The build writes the stylesheet into each page itself, the one the client bundle made
// (pipeline/lib/stylesheet-slot.ts); only the dev server renders it here.
const devStylesheet = import.meta.env.DEV ? (await import('../renderer/styles.css?inline')).default : '';

/** The page's tags, and the whole stylesheet inline (see +onRenderHtml.ts): about 10 KB gzipped, no extra request. */
export default function Head() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: import.meta.env.DEV ? devStylesheet : STYLESHEET_MARKER }} />
      {/* The live preview's: the page reloads itself once the content it shows has changed (pipeline/dev-server.ts). */}
      {import.meta.env.DEV && <meta name="content-version" content={String(contentVersion())} />}
      <PageHead />
    </>
  );
}
