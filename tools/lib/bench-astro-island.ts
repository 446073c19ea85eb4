/**
 * The Astro comparison of `npm run bench -- --only astro-island`: a sample Astro 5 site made in a temporary folder (Astro,
 * its Preact integration and Preact installed there with npm, never a dependency of this project), with the same
 * content and inline stylesheet as one of our pages, once as a static page and once with one Preact island
 * (`client:load`). Its build is weighed like ours, and served gzipped for Lighthouse by a small static server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LighthouseRow } from './bench-lighthouse.ts';
import type { Machine } from './bench-stats.ts';

export interface AstroIslandRow {
  /** What was measured, e.g. "Astro 5.18.2, the same page with one Preact island (client:load)". */
  page: string;
  /** JS the page loads at once, gzipped: referenced files and their static imports. */
  upFrontJsGzip: number;
  /** JS loaded after the load event (our idle islands); 0 for Astro's pages. */
  idleJsGzip: number;
  /** Executable inline scripts (Astro inlines its island loader), gzipped. */
  inlineJsGzip: number;
  cssGzip: number;
  lighthouse?: LighthouseRow;
}

export interface AstroIslandSection {
  machine: Machine;
  astroVersion: string;
  runs: number;
  lighthouse: string;
  chromium: string;
  /** Our page the sample copies its content and stylesheet from. */
  comparedWith: string;
  rows: AstroIslandRow[];
}

export const ASTRO_PACKAGES = ['astro@^5', '@astrojs/preact@^4', 'preact@^10'];

/** One Preact island like our navigation menu: a button that shows and hides a list. */
const ISLAND = `import { useState } from 'preact/hooks';

export default function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label="Sample menu">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>Menu</button>
      <ul hidden={!open}><li><a href="/">Home</a></li><li><a href="/island/">With an island</a></li></ul>
    </nav>
  );
}
`;

/** A page at src/pages/index.astro (static) or src/pages/island/index.astro (with the island). */
const page = (title: string, island: boolean) => `---
${island ? "import Menu from '../../components/Menu.jsx';\nimport main from '../../main.html?raw';\nimport css from '../../site.css?raw';" : "import main from '../main.html?raw';\nimport css from '../site.css?raw';"}
---
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${title}" />
    <title>${title}</title>
    <style is:inline set:html={css} />
  </head>
  <body>
    ${island ? '<Menu client:load />' : ''}
    <main id="main-content"><Fragment set:html={main} /></main>
  </body>
</html>
`;

/**
 * Installs Astro into `dir` and builds the sample from our page's `<main>` and stylesheet (taken from our build).
 * Returns the build folder and Astro's version.
 */
export function buildAstroSample(
  dir: string,
  ours: { mainHtml: string; css: string },
  run: (command: string, args: string[], cwd: string) => void = (command, args, cwd) =>
    execFileSync(command, args, { cwd, stdio: 'ignore' }),
): { dist: string; version: string } {
  mkdirSync(join(dir, 'src', 'pages', 'island'), { recursive: true });
  mkdirSync(join(dir, 'src', 'components'), { recursive: true });
  mkdirSync(join(dir, 'public'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'astro-island-sample', private: true, type: 'module' })}\n`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...ASTRO_PACKAGES], dir);
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "import preact from '@astrojs/preact';\nimport { defineConfig } from 'astro/config';\n\nexport default defineConfig({ integrations: [preact()], telemetry: false });\n",
  );
  writeFileSync(join(dir, 'src', 'main.html'), ours.mainHtml);
  writeFileSync(join(dir, 'src', 'site.css'), ours.css);
  writeFileSync(join(dir, 'src', 'components', 'Menu.jsx'), ISLAND);
  writeFileSync(join(dir, 'src', 'pages', 'index.astro'), page('Astro sample: static page', false));
  writeFileSync(join(dir, 'src', 'pages', 'island', 'index.astro'), page('Astro sample: one Preact island', true));
  run('npx', ['astro', 'telemetry', 'disable'], dir);
  run('npx', ['astro', 'build', '--silent'], dir);
  const version = JSON.parse(readFileSync(join(dir, 'node_modules', 'astro', 'package.json'), 'utf8'))
    .version as string;
  return { dist: join(dir, 'dist'), version };
}

/** The `<main>` element's content of a built page (our sample's body). */
export function mainContent(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html);
  if (!match) throw new Error('no <main> in the page');
  // Our islands' markers and props are ours, not content: the sample keeps the text and markup only.
  return match[1]!.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** The inline stylesheets of a built page, joined (our pages carry theirs inline). */
export const inlineStyles = (html: string): string =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => css).join('\n');

/** Executable inline scripts of a page (not JSON or JSON-LD), gzipped one by one and summed. */
export function inlineScriptGzip(html: string): number {
  let total = 0;
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/.test(attributes!)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    if (body!.trim()) total += gzipSync(Buffer.from(body!), { level: 9 }).length;
  }
  return total;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

/** Serves a build folder with gzip for text (level 6, as the proxy in front of our site does). Port 0: any free one. */
export async function serveStatic(root: string, port: number): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, reply) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      reply.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    if (
      /^(?:text\/|image\/svg|application\/json)/.test(type) &&
      /\bgzip\b/.test(String(request.headers['accept-encoding']))
    ) {
      body = gzipSync(body, { level: 6 });
      headers['content-encoding'] = 'gzip';
    }
    reply.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
