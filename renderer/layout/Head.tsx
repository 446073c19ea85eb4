/** Search-engine and social tags: canonical address, Open Graph, and the organisation on the home page. */
import { usePageContext } from 'vike-react/usePageContext';
import type { PageData } from '../content/page-data.ts';
import { SHARE_IMAGE } from '../../pipeline/build/share-image-file.ts';
import { site } from '../site.ts';

export function Head() {
  const pageContext = usePageContext();
  const data = (pageContext.data as PageData | undefined)?.page;
  // The 'Solution not found' page answers unknown addresses: it has no address of its own to advertise.
  const page = data?.kind === 'solution-not-found' ? undefined : data;
  const canonical = `${site.siteUrl}${page?.kind === 'redirect' ? page.redirect.split('#')[0] : pageContext.urlPathname}`;
  const organisation = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand.name,
    legalName: site.brand.legalName,
    url: site.siteUrl,
    logo: `${site.siteUrl}${site.brand.logo.src}`,
    email: site.brand.email,
    description: site.brand.description,
  };
  return (
    <>
      <meta name="theme-color" content="#0f172a" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {data?.kind === 'solution-not-found' && <meta name="robots" content="noindex" />}
      {page && <link rel="canonical" href={canonical} />}
      {page?.kind === 'redirect' && <meta httpEquiv="refresh" content={`0; url=${page.redirect}`} />}
      {page && page.kind !== 'redirect' && (
        <>
          {/* og:title and og:description come from vike-react, with the page's title and description. */}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={site.brand.name} />
          <meta property="og:url" content={canonical} />
          <meta property="og:image" content={`${site.siteUrl}${SHARE_IMAGE.path}`} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
          <meta property="og:image:alt" content={site.brand.description} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
      {pageContext.urlPathname === '/' && page && (
        // JSON-LD is data, not script: browsers do not run it, so the CSP allows it.
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organisation).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}
