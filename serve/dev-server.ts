/**
 * The editors' live preview inside `npm run dev` (a Vite plugin): loads the content once, watches data/ and
 * public/, and on every save re-reads only the changed file (plus the checks across files), re-emits
 * generated/ and reloads the open page. While the content has errors, every page shows them (the same list
 * `npm run validate` prints) and the terminal prints them once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { defaultLocation, loadContent, updateContent, type Content } from '../pipeline/content.ts';
import { contentVersion, nextContentVersion } from '../pipeline/content-version.ts';
import { contentErrorPage } from '../schema/errors/overlay.ts';
import { errorSummary, formatText } from '../schema/errors/terminal.ts';
import { contentTypes, writeGenerated } from '../pipeline/codegen/generate.ts';

/**
 * Requests for pages, whoever makes them (a browser, curl, a link checker): addresses without a file extension,
 * HTML files and vike's page data; not Vite's modules, styles, images or the functions.
 */
export const isPageRequest = (url: string) => {
  const path = url.split('?')[0] ?? '';
  if (/^\/(@|__|node_modules\/|\.netlify\/)/.test(path)) return false;
  const extension = /\.([^./]+)$/.exec(path)?.[1];
  return extension === undefined || extension === 'html' || path.endsWith('.pageContext.json');
};

/**
 * Runs in each page of the dev server: reloads the page when the content it was made from is no longer current,
 * also when a change came while the page was still loading (before it could hear about it).
 */
const CLIENT_ID = 'virtual:content-preview';
const CLIENT_URL = `/@id/__x00__${CLIENT_ID}`;
const CLIENT_CODE = `
const shown = document.querySelector('meta[name="content-version"]')?.content;
if (import.meta.hot) {
  import.meta.hot.on('content:version', ({ version }) => { if (String(version) !== shown) location.reload(); });
  import.meta.hot.send('content:which-version');
}
`;

export function contentPreview(): Plugin {
  let content: Content;
  let lastReport = '';

  const report = (server: ViteDevServer, elapsed?: number) => {
    const text = content.errors.length > 0 ? `${formatText(content.errors)}\n\n${errorSummary(content.errors)}.` : '';
    if (text && text !== lastReport) server.config.logger.error(`\n${text}\n`);
    if (!text && lastReport) server.config.logger.info('Content OK again: the pages show your changes.');
    else if (!text && elapsed !== undefined) server.config.logger.info(`Content updated in ${elapsed} ms.`);
    lastReport = text;
  };

  return {
    name: 'content-preview',
    apply: 'serve',
    resolveId: (id) => (id === CLIENT_ID ? `\0${CLIENT_ID}` : undefined),
    load: (id) => (id === `\0${CLIENT_ID}` ? CLIENT_CODE : undefined),
    // vike asks Vite for the tags to put in every page it renders in development.
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: CLIENT_URL }, injectTo: 'head' }],
    async configureServer(server) {
      const location = defaultLocation(server.config.root);
      content = loadContent(location);
      writeGenerated(content, await contentTypes());
      report(server);

      const watched = [location.dataDir, location.publicDir];
      server.watcher.add(watched);
      const pending = new Set<string>();
      let timer: NodeJS.Timeout | undefined;
      /** What each changed file held when last read: editors often save the same text twice. */
      const lastText = new Map<string, string | undefined>();
      const flush = async () => {
        const started = performance.now();
        const paths = [...pending].filter((path) => {
          const text = existsSync(path) ? readFileSync(path, 'latin1') : undefined;
          const same = lastText.has(path) && lastText.get(path) === text;
          lastText.set(path, text);
          return !same;
        });
        pending.clear();
        if (paths.length === 0) return;
        content = updateContent(paths);
        let written: string[] = [];
        try {
          written = writeGenerated(content);
        } catch (error) {
          server.config.logger.error(String(error instanceof Error ? error.message : error));
        }
        // Pages import some generated files (site.json): the server renders with the new ones before any reload.
        for (const name of written) {
          const file = join(location.root, 'generated', name);
          for (const environment of Object.values(server.environments)) {
            for (const module of environment.moduleGraph.getModulesByFile(file) ?? []) {
              await environment.reloadModule(module);
            }
          }
        }
        report(server, Math.round(performance.now() - started));
        server.ws.send('content:version', { version: nextContentVersion() });
      };
      const changed = (path: string) => {
        if (!watched.some((dir) => !relative(dir, path).startsWith('..'))) return;
        pending.add(path);
        clearTimeout(timer);
        // Editors often write a file in several steps; one reload for them all.
        timer = setTimeout(() => void flush(), 30);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
      server.ws.on('content:which-version', (_data, client) =>
        client.send('content:version', { version: contentVersion() }),
      );

      server.middlewares.use(async (request, response, next) => {
        if (content.errors.length === 0) return next();
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          // Any other call would reach vike, which cannot render from broken content (the functions answer before this).
          response.statusCode = 503;
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(
            JSON.stringify({ error: 'The content has errors: fix the ones listed on the page and in the terminal.' }),
          );
          return;
        }
        if (!isPageRequest(request.url ?? '/')) return next();
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        // Vite adds its client and this plugin's tags, as to every page.
        response.end(
          await server.transformIndexHtml(request.url ?? '/', contentErrorPage(content.errors, contentVersion())),
        );
      });
    },
  };
}
