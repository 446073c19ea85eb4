import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLinks, idsIn, type LinkCheckInput, referencesIn } from '../../tools/lib/audit-links.ts';

const page = (route: string, body: string) => ({
  route,
  html: `<!DOCTYPE html><html><head></head><body>${body}</body></html>`,
});

const site = (pages: LinkCheckInput['pages'], extra: Partial<LinkCheckInput> = {}): LinkCheckInput => ({
  pages,
  files: new Set(['/images/logo.svg', '/assets/entry.js']),
  routes: pages.map((p) => p.route).filter((route) => route !== '/404'),
  redirects: [{ from: '/case-studies', to: '/solutions#case-studies' }],
  siteUrl: 'https://ai101.agency/',
  ...extra,
});

const problemsOf = (input: LinkCheckInput) =>
  checkLinks(input).problems.map(({ route, problem }) => `${route}: ${problem}`);

describe('link check over built HTML', () => {
  it('accepts links to pages, anchors, redirects, files and the canonical address', () => {
    const input = site([
      page(
        '/',
        '<a href="#main">Skip</a><main id="main"><a href="/solutions#case-studies">x</a><a href="/case-studies">y</a><img src="/images/logo.svg" srcset="/images/logo.svg 1x, /images/logo.svg 2x"/></main>',
      ),
      page(
        '/solutions',
        '<link rel="canonical" href="https://ai101.agency/solutions"/><section id="case-studies"></section><script src="/assets/entry.js"></script><a href="/">Home</a>',
      ),
    ]);
    expect(problemsOf(input)).toEqual([]);
    expect(checkLinks(input).checked).toBe(9);
  });

  it('reports a missing page, anchor, file and an anchor lost behind a redirect, with the element', () => {
    const input = site([
      page(
        '/',
        '<a href="/prices">a</a><a href="/solutions#nope">b</a><img src="/images/missing.svg" alt=""/><a href="#">c</a><a href="#gone">d</a><a href="/case-studies">e</a>',
      ),
      page('/solutions', '<p>no anchors</p>'),
    ]);
    expect(problemsOf(input)).toEqual([
      '/: no page or file at /prices',
      '/: no element with id="nope" on /solutions',
      '/: no file at /images/missing.svg',
      '/: empty #anchor',
      '/: no element with id="gone" on this page',
      '/: no element with id="case-studies" on /solutions',
    ]);
    expect(checkLinks(input).problems[0]!.element).toBe('<a href="/prices">');
  });

  it('reports a route of the manifest that was not built', () => {
    expect(problemsOf(site([page('/', '')], { routes: ['/', '/about'] }))).toEqual([
      '/about: is in the route manifest but was not built',
    ]);
  });

  it('lists external addresses with the pages that use them, without checking them', () => {
    const report = checkLinks(
      site([
        page('/', '<a href="https://example.com/a">x</a><a href="mailto:hi@ai101.agency">m</a>'),
        page('/b', '<a href="https://example.com/a">x</a>'),
      ]),
    );
    expect(report.problems).toEqual([]);
    expect(Object.fromEntries(report.external)).toEqual({
      'https://example.com/a': ['/', '/b'],
      'mailto:hi@ai101.agency': ['/'],
    });
  });

  it('ignores addresses inside script bodies and decodes entities', () => {
    expect(
      referencesIn('<script type="application/json">{"href":"/nowhere"}</script><a href="/a?x=1&amp;y=2">').map(
        (r) => r.value,
      ),
    ).toEqual(['/a?x=1&y=2']);
  });

  it('finds every id it is given, whatever the order of attributes', () => {
    const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
    fc.assert(
      fc.property(fc.uniqueArray(id, { maxLength: 8 }), (ids) => {
        const html = ids
          .map((value, index) =>
            index % 2 ? `<div class="x" id="${value}"></div>` : `<section id="${value}" class="y">`,
          )
          .join('');
        expect(idsIn(html)).toEqual(new Set(ids));
        const links = ids.map((value) => `<a href="#${value}">x</a>`).join('');
        expect(checkLinks(site([page('/', html + links)])).problems).toEqual([]);
      }),
    );
  });
});
