import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assetRefs,
  inlineStyleGzip,
  islandMarkers,
  isExternal,
  jsBudgetFor,
  jsImports,
  resolveAssetPath,
  weighDist,
} from '../../tools/lib/bench-weight.ts';

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

  it('finds dynamic imports written with a template literal, as Rolldown writes them', () => {
    expect(jsImports('const l=()=>import(`./lazy.js`),t=`import(x)`;').dynamicImports).toEqual(['./lazy.js']);
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

  const pages = weighDist(dist, { islands: null });
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
    const fast = weighDist(dist, { level: 1, islands: null }).find((page) => page.route === '/')!;
    expect(fast.jsRaw).toBe(home.jsRaw);
    expect(fast.jsGzip).toBeGreaterThanOrEqual(home.jsGzip);
  });
});

describe('islands', () => {
  it('finds each island marker with its trigger, and nothing else', () => {
    const html =
      '<script type="application/json" data-island-props="">{"a":1}</script><div class="contents" data-island="navbar" data-when="idle"><div data-islandish="x"></div></div>' +
      '<div class="contents" data-island="counters" data-when="load" data-events="open-x"></div><div data-island="gallery" data-when="visible">';
    expect(islandMarkers(html)).toEqual([
      { name: 'navbar', when: 'idle' },
      { name: 'counters', when: 'load' },
      { name: 'gallery', when: 'visible' },
    ]);
  });

  it('gives the home, dental and healthcare pages 25 KB and every other route 15 KB', () => {
    expect(jsBudgetFor('/')).toBe(25 * 1024);
    expect(jsBudgetFor('/dental-ai-voice-agent')).toBe(25 * 1024);
    expect(jsBudgetFor('/healthcare-ai-voice-agent')).toBe(25 * 1024);
    expect(jsBudgetFor('/privacy-policy')).toBe(15 * 1024);
    expect(jsBudgetFor('/solutions/postbud/case-study')).toBe(15 * 1024);
  });

  describe('weighDist with an islands manifest', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-islands-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    const files: Record<string, string> = {
      'assets/entry.js': `const m={a:()=>import("./a.js"),b:()=>import("./b.js"),c:()=>import("./c.js"),o:()=>import("./other.js")};${'e'.repeat(300)}`,
      'assets/preact.js': `${'p'.repeat(1500)}`,
      'assets/hydrate.js': `import"./preact.js";${'h'.repeat(100)}`,
      'assets/a.js': `import"./preact.js";${'a'.repeat(400)}`,
      'assets/b.js': `import"./preact.js";const l=()=>import("./panel.js");${'b'.repeat(500)}`,
      'assets/panel.js': `${'q'.repeat(700)}`,
      'assets/c.js': `import"./preact.js";${'c'.repeat(600)}`,
      'assets/other.js': `${'o'.repeat(900)}`,
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
    const island = (name: string, when: string) =>
      `<div class="contents" data-island="${name}" data-when="${when}"></div>`;
    writeFileSync(
      join(dist, 'index.html'),
      `<script src="/assets/entry.js" type="module"></script>${island('a', 'load')}${island('b', 'idle')}${island('c', 'visible')}`,
    );
    writeFileSync(
      join(dist, 'quiet.html'),
      `<script src="/assets/entry.js" type="module"></script>${island('b', 'idle')}`,
    );
    const manifest = {
      hydrate: '/assets/hydrate.js',
      'modules/a': '/assets/a.js',
      'modules/b': '/assets/b.js',
      'modules/c': '/assets/c.js',
      'modules/other': '/assets/other.js',
    };
    const gz = (path: string) => gzipSync(Buffer.from(files[path]!), { level: 9 }).length;
    const [home, quiet] = ['/', '/quiet.html'].map((route) =>
      weighDist(dist, { islands: manifest }).find((page) => page.route === route)!,
    );

    it('counts load islands and Preact up front, idle islands apart, visible islands and their imports as lazy', () => {
      expect(new Set(home!.js)).toEqual(
        new Set(['/assets/entry.js', '/assets/a.js', '/assets/hydrate.js', '/assets/preact.js']),
      );
      expect(home!.jsGzip).toBe(
        gz('assets/entry.js') + gz('assets/a.js') + gz('assets/hydrate.js') + gz('assets/preact.js'),
      );
      expect(home!.idleJs).toEqual(['/assets/b.js']);
      expect(new Set(home!.lazyJs)).toEqual(new Set(['/assets/c.js', '/assets/panel.js']));
    });

    it("leaves out other pages' islands, and counts Preact when the first island needs it", () => {
      expect(quiet!.js).toEqual(['/assets/entry.js']);
      expect(new Set(quiet!.idleJs)).toEqual(new Set(['/assets/b.js', '/assets/hydrate.js', '/assets/preact.js']));
      expect(quiet!.lazyJs).toEqual(['/assets/panel.js']);
      expect(quiet!.islands).toEqual([{ name: 'b', when: 'idle' }]);
    });

    it('flags an island missing from the manifest', () => {
      const page = weighDist(dist, { islands: { hydrate: '/assets/hydrate.js' } }).find((row) => row.route === '/')!;
      expect(page.unresolved).toEqual(['island a', 'island b', 'island c']);
    });
  });
});

describe('inlineStyleGzip', () => {
  it('sums the gzipped <style> elements, not comments or empty ones', () => {
    const css = `body{color:red}${'.a{margin:0}'.repeat(40)}`;
    const html = `<head><style>${css}</style><style> </style><!-- <style>.x{}</style> --></head>`;
    expect(inlineStyleGzip(html)).toBe(gzipSync(Buffer.from(css), { level: 9 }).length);
    expect(inlineStyleGzip('<p>no styles</p>')).toBe(0);
  });
});
