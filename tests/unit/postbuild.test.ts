import { describe, expect, it } from 'vitest';
import { redirects, routes } from '../../generated/routes.ts';
import {
  notFoundRewriteFor,
  redirectsFile,
  robotsTxt,
  sitemapXml,
  SOLUTION_NOT_FOUND_ROUTE,
} from '../../pipeline/build/deploy-files.ts';
import { finishedPage } from '../../pipeline/build/page-html.ts';

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

describe('a pre-rendered page finished', () => {
  const script = '<script src="/assets/entries/pages_client.Cy-7PT4c.js" type="module" async>';
  const page = [
    '<!DOCTYPE html><html lang="en"><head>',
    '<link rel="stylesheet" type="text/css" href="/assets/static/renderer_styles-1.css">',
    '<link rel="preload" href="/assets/static/font.woff2" as="font" type="font/woff2" crossorigin>',
    '<meta charset="UTF-8" />',
    '<title>Home</title></head><body><main><p>text</p></main>',
    `${script}</script></body></html>`,
  ].join('\n');
  const read = (href: string) => `/* ${href} */ body{margin:0}\n`;
  const finished = finishedPage(page, read)!;

  it('has the stylesheet inline at the end of the head, read by its address, and no link to it', () => {
    expect(finished).toContain('<style>/* /assets/static/renderer_styles-1.css */ body{margin:0}</style></head>');
    expect(finished).not.toContain('rel="stylesheet"');
  });

  it('fetches the page script at low priority', () => {
    expect(finished).toContain(
      '<script src="/assets/entries/pages_client.Cy-7PT4c.js" type="module" async fetchpriority="low"></script>',
    );
    expect(finished.match(/fetchpriority="low"/g)).toHaveLength(1);
  });

  it('declares the charset first in the head, before the font preload, once', () => {
    expect(finished).toMatch(/<head>\n<meta charset="UTF-8" \/>\n<link rel="preload"/);
    expect(finished.match(/charset/g)).toHaveLength(1);
  });

  it('changes nothing else', () => {
    const expected = page
      .replace('\n<link rel="stylesheet" type="text/css" href="/assets/static/renderer_styles-1.css">', '')
      .replace('\n<meta charset="UTF-8" />', '')
      .replace('<head>', '<head>\n<meta charset="UTF-8" />')
      .replace('</head>', '<style>/* /assets/static/renderer_styles-1.css */ body{margin:0}</style></head>')
      .replace(' async>', ' async fetchpriority="low">');
    expect(finished).toBe(expected);
  });

  it('keeps a charset that is already first where it is', () => {
    const first = page.replace('\n<meta charset="UTF-8" />', '').replace('<head>', '<head>\n<meta charset="UTF-8" />');
    expect(finishedPage(first, read)).toBe(finished);
  });

  it('is refused when vike wrote no stylesheet link or no page script', () => {
    expect(finishedPage(page.replace(/<link rel="stylesheet"[^>]*>/, ''), read)).toBeUndefined();
    expect(finishedPage(page.replace(script, '<script src="/x.js" async>'), read)).toBeUndefined();
  });
});
