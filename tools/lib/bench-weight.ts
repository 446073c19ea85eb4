/**
 * JS and CSS a built page loads, gzipped, against the budgets. Pure parts (which assets an HTML page and a JS module
 * reference, which islands a page holds) plus `weighDist`, which reads a build folder (dist/client) and sums per page.
 *
 * What counts for a page up front: every `<script src>`, `<link rel="modulepreload">` and `<link rel="stylesheet">`
 * in its HTML, plus whatever those modules import statically (normally already preloaded; anything extra is
 * flagged), each file once. With the islands manifest (`dist/islands.json`, written by vite.config.ts) the page's
 * islands count by their trigger: those hydrating at `load` are up front, `idle` ones are summed apart as "idle"
 * (loaded after the load event, when the browser is free), and `visible` ones plus everything the islands import
 * on demand (the chat panel, the form's toasts and schema) as "lazy". Islands of other pages are not counted.
 * Without the manifest, whatever `import()` can reach is "lazy". Inline `<script>`s (island props, JSON-LD) are
 * part of the HTML and not counted.
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
  // Astro's islands name their code in attributes (used by the Astro comparison).
  for (const [tag] of withoutComments.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attribute(tag, name);
      if (url) scripts.add(withoutQuery(url));
    }
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

/** Gzipped size of the `<style>` elements of a page: an inline stylesheet counts as CSS the page loads. */
export function inlineStyleGzip(html: string, level = 9): number {
  let total = 0;
  for (const [, css] of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    if (css!.trim()) total += gzipSync(Buffer.from(css!), { level }).length;
  return total;
}

/**
 * The relative or absolute module specifiers a (minified) ES module imports: static `import … from "x"`,
 * `import "x"`, `export … from "x"`, and dynamic `import("x")` (or with a template literal, as Rolldown writes it).
 * Bare package names are left out.
 */
export function jsImports(js: string): { staticImports: string[]; dynamicImports: string[] } {
  const local = (specifier: string) => /^(?:\.{1,2}\/|\/)/.test(specifier);
  const staticImports = new Set<string>();
  const dynamicImports = new Set<string>();
  for (const match of js.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g)) {
    if (local(match[1]!)) staticImports.add(match[1]!);
  }
  for (const match of js.matchAll(/\bimport\s*\(\s*(["'`])([^"'`\n$]+)\1\s*\)/g)) {
    if (local(match[2]!)) dynamicImports.add(match[2]!);
  }
  return { staticImports: [...staticImports], dynamicImports: [...dynamicImports] };
}

/** A reference as a site path: `../chunks/a.js` from `/assets/entries/x.js` -> `/assets/chunks/a.js`. */
export const resolveAssetPath = (specifier: string, fromPath: string): string =>
  specifier.startsWith('/')
    ? posix.normalize(specifier)
    : posix.normalize(posix.join(posix.dirname(fromPath), specifier));

export const isExternal = (url: string) => /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url);

/** Up-front JS budgets per route, gzipped: the three pages with moving heroes and galleries get more. */
export const BUDGETS = {
  jsGzip: 15 * 1024,
  richJsGzip: 25 * 1024,
  cssGzip: 10 * 1024,
  richRoutes: ['/', '/dental-ai-voice-agent', '/healthcare-ai-voice-agent'],
} as const;

export const jsBudgetFor = (route: string): number =>
  (BUDGETS.richRoutes as readonly string[]).includes(route) ? BUDGETS.richJsGzip : BUDGETS.jsGzip;

export type IslandTrigger = 'load' | 'idle' | 'visible';
export interface IslandMarker {
  name: string;
  when: IslandTrigger;
}

/** The islands an HTML page holds (renderer/islands/Island.tsx markers), in order, with their triggers. */
export function islandMarkers(html: string): IslandMarker[] {
  return [...html.matchAll(/<div\b[^>]*\sdata-island="([^"]+)"[^>]*>/g)].map(([tag, name]) => ({
    name: name!,
    when: (attribute(tag, 'data-when') ?? 'idle') as IslandTrigger,
  }));
}

/** `dist/islands.json` beside a build's client folder: island module -> built file. */
export type IslandsManifest = Record<string, string>;

export interface PageWeight {
  route: string;
  /** Site paths of the JS loaded with the page (HTML references plus their static imports, and `load` islands). */
  js: string[];
  /** Stylesheets the page links; `cssGzip` also counts inline `<style>`s. */
  css: string[];
  /** JS of the page's `idle` islands, loaded once the page has loaded and the browser is free. */
  idleJs: string[];
  /** JS loaded on demand: `visible` islands and what any island imports with `import()`. */
  lazyJs: string[];
  /** The page's islands and their triggers. */
  islands: IslandMarker[];
  jsGzip: number;
  cssGzip: number;
  idleJsGzip: number;
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
  /** The islands manifest; read from `../islands.json` beside the folder unless given (or `null` for none). */
  islands?: IslandsManifest | null;
}

/**
 * Every .html file under a folder, as paths relative to it (sorted): the visitors' pages. The content editor
 * (admin/, for the site's editors only) is weighed apart (`npm run bench -- --only admin`).
 */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.replace(/\\/g, '/'))
    .filter((name) => name.endsWith('.html') && !name.startsWith('admin/'))
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

  const manifestFile = join(distDir, '..', 'islands.json');
  const islands =
    options.islands !== undefined
      ? options.islands
      : existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as IslandsManifest)
        : null;

  /** The files `start` loads with their static imports, minus those in `without`. */
  const closure = (start: Iterable<string>, without: ReadonlySet<string> = new Set()) => {
    const found = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (found.has(path) || without.has(path)) continue;
      found.add(path);
      for (const specifier of importsFor(path).staticImports) queue.push(resolveAssetPath(specifier, path));
    }
    return found;
  };
  /** What `import()` from `from` can add later, with everything that loads in turn, minus `without`. */
  const onDemand = (from: Iterable<string>, without: ReadonlySet<string>) => {
    const found = new Set<string>();
    const queue = [...from].flatMap((path) =>
      importsFor(path).dynamicImports.map((specifier) => resolveAssetPath(specifier, path)),
    );
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (without.has(path) || found.has(path)) continue;
      found.add(path);
      const { staticImports, dynamicImports } = importsFor(path);
      for (const specifier of [...staticImports, ...dynamicImports]) queue.push(resolveAssetPath(specifier, path));
    }
    return found;
  };

  return htmlFiles(distDir).map((relativePath) => {
    const route = routeOfHtmlFile(relativePath);
    const pagePath = `/${relativePath}`;
    const html = readFileSync(join(distDir, relativePath), 'utf8');
    const refs = assetRefs(html);
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
    const markers = islandMarkers(html);

    let js: Set<string>;
    let idle = new Set<string>();
    let lazy: Set<string>;
    if (islands) {
      const filesOf = (when: IslandTrigger) =>
        markers
          .filter((island) => island.when === when)
          .flatMap((island) => {
            const file = islands[`modules/${island.name}`];
            if (!file) unresolved.push(`island ${island.name}`);
            return file && islands.hydrate ? [file, islands.hydrate] : [];
          });
      js = closure([...htmlScripts, ...filesOf('load')]);
      idle = closure(filesOf('idle'), js);
      const visible = closure(filesOf('visible'), new Set([...js, ...idle]));
      const loadedByIslands = [...js, ...idle, ...visible].filter((path) => !closure(htmlScripts).has(path));
      lazy = new Set([...visible, ...onDemand(loadedByIslands, new Set([...js, ...idle, ...visible]))]);
    } else {
      js = closure(htmlScripts);
      lazy = onDemand(js, js);
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
    const entryClosure = closure(htmlScripts);
    return {
      route,
      js: [...js],
      css,
      idleJs: [...idle],
      lazyJs: [...lazy],
      islands: markers,
      jsGzip: sum(js, 'gzip'),
      cssGzip: sum(css, 'gzip') + inlineStyleGzip(html, level),
      idleJsGzip: sum(idle, 'gzip'),
      lazyJsGzip: sum(lazy, 'gzip'),
      jsRaw: sum(js, 'raw'),
      cssRaw: sum(css, 'raw'),
      // Island code is fetched by the page's script, not preloaded by the HTML: only the entry's own imports count.
      notPreloaded: [...entryClosure].filter((path) => !preloaded.has(path)),
      unresolved,
    };
  });
}
