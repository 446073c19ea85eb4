import styles from '../renderer/styles.css?inline';
import { Head as PageHead } from '../renderer/layout/Head.tsx';

/** The page's tags, and the whole stylesheet inline (see +onRenderHtml.ts): about 10 KB gzipped, no extra request. */
export default function Head() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: styles }} />
      <PageHead />
    </>
  );
}
