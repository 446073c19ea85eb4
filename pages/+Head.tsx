import { contentVersion } from '../pipeline/content-version.ts';
import { Head as PageHead } from '../renderer/layout/Head.tsx';

export default function Head() {
  return (
    <>
      {/* The live preview's: the page reloads itself once the content it shows has changed (serve/dev-server.ts). */}
      {import.meta.env.DEV && <meta name="content-version" content={String(contentVersion())} />}
      <PageHead />
    </>
  );
}
