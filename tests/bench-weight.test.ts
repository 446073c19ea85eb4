import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { assetRefs, isExternal, jsImports, resolveAssetPath, weighDist } from '../tools/lib/bench-weight.ts';

describe('assetRefs', () => {
  it('lists external scripts, module preloads and stylesheets once each, and nothing inline', () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" type="text/css" href="/assets/a.css">
      <link rel="icon" href="/favicon.svg">
      <link rel="preload" as="image" href="/images/hero.svg">
      <script type="application/ld+json">{"src":"/not-a-script.js"}</script>
      <!-- <script src="/commented-out.js"></script> -->
      </head><body>
      <script id="vike_pageContext" type="application/json">{}</script>
      <script src="/assets/entry.js?v=1" type="module" async></script>
      <link rel="modulepreload" href="/assets/page.js" as="script">
      <link rel=modulepreload href=/assets/chunk.js>
      <link rel="modulepreload" href="/assets/page.js">
      <link rel="stylesheet" href='/assets/a.css'>
      </body></html>`;
    expect(assetRefs(html)).toEqual({
      scripts: ['/assets/entry.js', '/assets/page.js', '/assets/chunk.js'],
      styles: ['/assets/a.css'],
    });
  });
});

describe('jsImports', () => {
  it('finds static and dynamic relative imports in minified code', () => {
    const js =
      'import{c as t,e as n}from"../chunks/a.js";import"./b.js";import*as r from"react";export{x}from"./c.js";' +
      'const l=()=>import("./lazy.js"),m=import.meta.url;';
    expect(jsImports(js)).toEqual({
      staticImports: ['../chunks/a.js', './b.js', './c.js'],
      dynamicImports: ['./lazy.js'],
    });
  });

  it('resolves specifiers against the importing file', () => {
    expect(resolveAssetPath('../chunks/a.js', '/assets/entries/x.js')).toBe('/assets/chunks/a.js');
    expect(resolveAssetPath('./b.js', '/assets/chunks/a.js')).toBe('/assets/chunks/b.js');
    expect(resolveAssetPath('/assets/c.css', '/about/index.html')).toBe('/assets/c.css');
    expect(isExternal('https://example.com/x.js')).toBe(true);
    expect(isExternal('//cdn.example.com/x.js')).toBe(true);
    expect(isExternal('/assets/x.js')).toBe(false);
  });
});

describe('weighDist over a tiny build', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-weight-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  const files = {
    'assets/entry.js': `import"./shared.js";const p=()=>import("./widget.js");${'e'.repeat(300)}`,
    'assets/shared.js': `export const s=1;${'s'.repeat(2000)}`,
    'assets/hidden.js': `export const h=1;${'h'.repeat(500)}`,
    'assets/page.js': `import"./shared.js";import"./hidden.js";${'p'.repeat(700)}`,
    'assets/widget.js': `import"./shared.js";import"./widget-part.js";${'w'.repeat(900)}`,
    'assets/widget-part.js': `${'x'.repeat(100)}`,
    'assets/site.css': `body{color:red}${'.a{}'.repeat(50)}`,
  };
  for (const [path, text] of Object.entries(files)) write(path, text);
  write(
    'index.html',
    '<link rel="stylesheet" href="/assets/site.css"><script src="/assets/entry.js" type="module"></script><link rel="modulepreload" href="/assets/shared.js"><link rel="modulepreload" href="/assets/page.js"><script src="https://third.party/x.js"></script>',
  );
  write(
    'about/index.html',
    '<script src="/assets/entry.js" type="module"></script><link rel="modulepreload" href="/assets/shared.js"><link rel="modulepreload" href="/assets/missing.js">',
  );
  const gz = (path: keyof typeof files) => gzipSync(Buffer.from(files[path]), { level: 9 }).length;

  const pages = weighDist(dist);
  const home = pages.find((page) => page.route === '/')!;
  const about = pages.find((page) => page.route === '/about')!;

  it('has one row per HTML page', () => {
    expect(pages.map((page) => page.route).sort()).toEqual(['/', '/about']);
  });

  it('sums each file once: the HTML references plus their static imports', () => {
    expect(new Set(home.js)).toEqual(
      new Set(['/assets/entry.js', '/assets/shared.js', '/assets/page.js', '/assets/hidden.js']),
    );
    expect(home.jsGzip).toBe(
      gz('assets/entry.js') + gz('assets/shared.js') + gz('assets/page.js') + gz('assets/hidden.js'),
    );
    expect(home.css).toEqual(['/assets/site.css']);
    expect(home.cssGzip).toBe(gz('assets/site.css'));
    expect(home.jsRaw).toBe(
      files['assets/entry.js'].length +
        files['assets/shared.js'].length +
        files['assets/page.js'].length +
        files['assets/hidden.js'].length,
    );
  });

  it('flags static imports the HTML does not preload, and external or missing files', () => {
    expect(home.notPreloaded).toEqual(['/assets/hidden.js']);
    expect(home.unresolved).toEqual(['https://third.party/x.js']);
    expect(about.unresolved).toEqual(['/assets/missing.js']);
  });

  it('counts what import() loads later apart, without what the page already loaded', () => {
    expect(new Set(home.lazyJs)).toEqual(new Set(['/assets/widget.js', '/assets/widget-part.js']));
    expect(home.lazyJsGzip).toBe(gz('assets/widget.js') + gz('assets/widget-part.js'));
  });

  it('uses the zlib level it is given', () => {
    const fast = weighDist(dist, { level: 1 }).find((page) => page.route === '/')!;
    expect(fast.jsRaw).toBe(home.jsRaw);
    expect(fast.jsGzip).toBeGreaterThanOrEqual(home.jsGzip);
  });
});
