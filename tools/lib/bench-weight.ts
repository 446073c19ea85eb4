/**
 * JS and CSS a built page loads, gzipped. Pure parts (which assets an HTML page and a JS module reference)
 * plus `weighDist`, which reads a build folder (dist/client) and sums per page.
 *
 * What counts for a page: every `<script src>`, `<link rel="modulepreload">` and `<link rel="stylesheet">`
 * in its HTML, plus whatever those modules import statically (normally already preloaded; anything extra is
 * flagged), each file once. Modules reached only through `import()` load later, on demand, and are summed
 * apart as "lazy". Inline `<script>`s (vike's page context JSON, JSON-LD) are part of the HTML and not counted.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeOfHtmlFile } from './bench-stats.ts';

export interface AssetRefs {
  scripts: string[];
  styles: string[];
}

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/** The external scripts and stylesheets an HTML page references, in order, each once (query and hash dropped). */
export function assetRefs(html: string): AssetRefs {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const [tag] of withoutComments.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) scripts.add(withoutQuery(src));
  }
  for (const [tag] of withoutComments.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script'))
      scripts.add(withoutQuery(href));
    else if (rel.includes('stylesheet')) styles.add(withoutQuery(href));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The relative or absolute module specifiers a (minified) ES module imports: static `import … from "x"`,
 * `import "x"`, `export … from "x"`, and dynamic `import("x")`. Bare package names are left out.
 */
export function jsImports(js: string): { staticImports: string[]; dynamicImports: string[] } {
  const local = (specifier: string) => /^(?:\.{1,2}\/|\/)/.test(specifier);
  const staticImports = new Set<string>();
  const dynamicImports = new Set<string>();
  for (const match of js.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g)) {
    if (local(match[1]!)) staticImports.add(match[1]!);
  }
  for (const match of js.matchAll(/\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g)) {
    if (local(match[1]!)) dynamicImports.add(match[1]!);
  }
  return { staticImports: [...staticImports], dynamicImports: [...dynamicImports] };
}

/** A reference as a site path: `../chunks/a.js` from `/assets/entries/x.js` -> `/assets/chunks/a.js`. */
export const resolveAssetPath = (specifier: string, fromPath: string): string =>
  specifier.startsWith('/')
    ? posix.normalize(specifier)
    : posix.normalize(posix.join(posix.dirname(fromPath), specifier));

export const isExternal = (url: string) => /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url);

export interface PageWeight {
  route: string;
  /** Site paths of the JS loaded with the page (HTML references plus their static imports). */
  js: string[];
  css: string[];
  /** JS only reached through `import()` from the page's JS (loaded on demand). */
  lazyJs: string[];
  jsGzip: number;
  cssGzip: number;
  lazyJsGzip: number;
  jsRaw: number;
  cssRaw: number;
  /** Statically imported modules the HTML does not preload (each costs a round trip). */
  notPreloaded: string[];
  /** Referenced files that are external or missing from the build. */
  unresolved: string[];
}

export interface WeighOptions {
  /** zlib level; 9 unless told. */
  level?: number;
}

/** Every .html file under a folder, as paths relative to it (sorted). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.replace(/\\/g, '/'))
    .sort();
}

/** Weighs every HTML page of a build folder (dist/client). */
export function weighDist(distDir: string, options: WeighOptions = {}): PageWeight[] {
  const level = options.level ?? 9;
  const sizes = new Map<string, { raw: number; gzip: number } | undefined>();
  const sizeOf = (sitePath: string) => {
    if (!sizes.has(sitePath)) {
      const file = join(distDir, ...sitePath.split('/').filter(Boolean));
      if (!existsSync(file)) sizes.set(sitePath, undefined);
      else {
        const bytes = readFileSync(file);
        sizes.set(sitePath, { raw: bytes.length, gzip: gzipSync(bytes, { level }).length });
      }
    }
    return sizes.get(sitePath);
  };
  const importsOf = new Map<string, ReturnType<typeof jsImports>>();
  const importsFor = (sitePath: string) => {
    if (!importsOf.has(sitePath)) {
      const file = join(distDir, ...sitePath.split('/').filter(Boolean));
      importsOf.set(
        sitePath,
        existsSync(file) ? jsImports(readFileSync(file, 'utf8')) : { staticImports: [], dynamicImports: [] },
      );
    }
    return importsOf.get(sitePath)!;
  };

  return htmlFiles(distDir).map((relativePath) => {
    const route = routeOfHtmlFile(relativePath);
    const pagePath = `/${relativePath}`;
    const refs = assetRefs(readFileSync(join(distDir, relativePath), 'utf8'));
    const unresolved: string[] = [];
    const local = (url: string) => {
      if (isExternal(url)) {
        unresolved.push(url);
        return undefined;
      }
      return resolveAssetPath(url, pagePath);
    };
    const htmlScripts = refs.scripts.map(local).filter((path): path is string => path !== undefined);
    const css = [...new Set(refs.styles.map(local).filter((path): path is string => path !== undefined))];

    // The static import closure of what the HTML loads.
    const js = new Set<string>();
    const queue = [...htmlScripts];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (js.has(path)) continue;
      js.add(path);
      for (const specifier of importsFor(path).staticImports) queue.push(resolveAssetPath(specifier, path));
    }
    // What `import()` can add later, with its own static imports.
    const lazy = new Set<string>();
    const lazyQueue = [...js].flatMap((path) =>
      importsFor(path).dynamicImports.map((specifier) => resolveAssetPath(specifier, path)),
    );
    while (lazyQueue.length > 0) {
      const path = lazyQueue.shift()!;
      if (js.has(path) || lazy.has(path)) continue;
      lazy.add(path);
      const { staticImports, dynamicImports } = importsFor(path);
      for (const specifier of [...staticImports, ...dynamicImports]) lazyQueue.push(resolveAssetPath(specifier, path));
    }

    const sum = (paths: Iterable<string>, key: 'raw' | 'gzip') => {
      let total = 0;
      for (const path of paths) {
        const size = sizeOf(path);
        if (size) total += size[key];
        else if (!unresolved.includes(path)) unresolved.push(path);
      }
      return total;
    };
    const preloaded = new Set(htmlScripts);
    return {
      route,
      js: [...js],
      css,
      lazyJs: [...lazy],
      jsGzip: sum(js, 'gzip'),
      cssGzip: sum(css, 'gzip'),
      lazyJsGzip: sum(lazy, 'gzip'),
      jsRaw: sum(js, 'raw'),
      cssRaw: sum(css, 'raw'),
      notPreloaded: [...js].filter((path) => !preloaded.has(path)),
      unresolved,
    };
  });
}
