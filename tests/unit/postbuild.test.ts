import { describe, expect, it } from 'vitest';
import { redirects, routes } from '../../generated/routes.ts';
import {
  notFoundRewriteFor,
  redirectsFile,
  robotsTxt,
  sitemapXml,
  SOLUTION_NOT_FOUND_ROUTE,
} from '../../pipeline/lib/deploy-files.ts';
import { withCharsetFirst, withInlineStylesheet, withLowPriorityPageScript } from '../../pipeline/lib/page-html.ts';

const siteUrl = 'https://ai101.agency';

describe('_redirects', () => {
  const text = redirectsFile(redirects);
  const rules = text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));

  it('has one forced 301 per data redirect, then the solutions 404 rule, then the not-found page answering 404', () => {
    expect(rules).toEqual([
      ...redirects.map(({ from, to }) => [from, to, '301!']),
      ['/solutions/*', `${SOLUTION_NOT_FOUND_ROUTE}/`, '404'],
      ['/404', '/404.html', '404!'],
      ['/404.html', '/404.html', '404!'],
    ]);
  });

  it('holds the redirects design.md names', () => {
    expect(text).toMatch(/^\/expertise {2}\/pricing {2}301!$/m);
    expect(text).toMatch(/^\/ai-solutions-pricing {2}\/pricing {2}301!$/m);
    expect(text).toMatch(/^\/case-studies {2}\/solutions#case-studies {2}301!$/m);
  });

  it('puts the 404 rule after every redirect and ends with a newline', () => {
    expect(rules.slice(redirects.length).every((rule) => rule[2]?.startsWith('404'))).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('matches 404 rewrites by prefix', () => {
    expect(notFoundRewriteFor('/solutions/unknown-x')?.to).toBe('/solutions/not-found/');
    expect(notFoundRewriteFor('/solutions/a/b')).toBeDefined();
    expect(notFoundRewriteFor('/solutions')).toBeUndefined();
    expect(notFoundRewriteFor('/pricing')).toBeUndefined();
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml(routes, siteUrl);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('lists every content route once as an absolute URL', () => {
    expect(locs).toHaveLength(routes.length);
    expect(new Set(locs)).toEqual(new Set(routes.map(({ route }) => `${siteUrl}${route}`)));
    expect(locs).toContain('https://ai101.agency/');
    expect(locs).toContain('https://ai101.agency/solutions/postbud/case-study');
  });

  it('leaves out redirects and the not-found page', () => {
    for (const { from } of redirects) expect(locs).not.toContain(`${siteUrl}${from}`);
    expect(sitemapXml([...routes, { route: SOLUTION_NOT_FOUND_ROUTE }], siteUrl)).toBe(xml);
  });

  it('is a well-formed urlset', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(xml.match(/<\/url>/g)?.length ?? -1);
  });

  it('escapes XML and tolerates a trailing slash on the site URL', () => {
    expect(sitemapXml([{ route: '/a?x=1&y=<2>' }], 'https://example.com/')).toContain(
      '<loc>https://example.com/a?x=1&amp;y=&lt;2&gt;</loc>',
    );
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://ai101.agency/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://ai101.agency/sitemap.xml\n',
    );
  });
});

describe('the page script', () => {
  const tag = '<script src="/assets/entries/pages_client.Cy-7PT4c.js" type="module" async>';

  it('is fetched at low priority, the rest of the page unchanged', () => {
    const html = `<html><body><main>${tag}</main>${tag.replace('async>', 'async></script>')}</body></html>`;
    const lowered = withLowPriorityPageScript(`<p>text</p>${tag}</script>`);
    expect(lowered).toBe(
      '<p>text</p><script src="/assets/entries/pages_client.Cy-7PT4c.js" type="module" async fetchpriority="low"></script>',
    );
    expect(withLowPriorityPageScript(html).match(/fetchpriority="low"/g)).toHaveLength(1);
  });

  it('leaves other scripts and pages without it alone', () => {
    const other = '<script type="application/json" data-island-props="">{}</script><script src="/x.js" async></script>';
    expect(withLowPriorityPageScript(other)).toBe(other);
  });
});

describe('the stylesheet and the charset', () => {
  const page = [
    '<!DOCTYPE html><html lang="en"><head>',
    '<link rel="stylesheet" type="text/css" href="/assets/static/renderer_styles-1.css">',
    '<link rel="preload" href="/assets/static/font.woff2" as="font" type="font/woff2" crossorigin>',
    '<meta charset="UTF-8" />',
    '<title>Home</title></head><body></body></html>',
  ].join('\n');

  it('puts the stylesheet inline at the end of the head, read by its address', () => {
    const read = (href: string) => `/* ${href} */ body{margin:0}\n`;
    expect(withInlineStylesheet(page, read)).toBe(
      page
        .replace('\n<link rel="stylesheet" type="text/css" href="/assets/static/renderer_styles-1.css">', '')
        .replace('</head>', '<style>/* /assets/static/renderer_styles-1.css */ body{margin:0}</style></head>'),
    );
  });

  it('moves the charset declaration to the start of the head, before the font preload', () => {
    const first = withCharsetFirst(page);
    expect(first).toMatch(/<head>\n<meta charset="UTF-8" \/>\n<link rel="stylesheet"/);
    expect(first.match(/charset/g)).toHaveLength(1);
    expect(withCharsetFirst(first)).toBe(first);
  });
});
