/**
 * The editors' live preview inside `npm run dev` (a Vite plugin): loads the content once, watches data/ and
 * public/, and on every save re-reads only the changed file (plus the checks across files), re-emits
 * generated/ and reloads the open page. While the content has errors, every page shows them (the same list
 * `npm run validate` prints) and the terminal prints them once.
 */
import { relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { defaultLocation, loadContent, updateContent, type Content } from './content.ts';
import { contentErrorPage } from './lib/error-page.ts';
import { errorSummary, formatText } from './lib/format-errors.ts';
import { contentTypes, writeGenerated } from './lib/generate.ts';

/** Requests for pages (HTML or vike's page data), not for modules, styles or images. */
const isPageRequest = (url: string, accept: string) => {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/@') || path.startsWith('/__') || path.startsWith('/node_modules/')) return false;
  return accept.includes('text/html') || path.endsWith('.pageContext.json');
};

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
    async configureServer(server) {
      const location = defaultLocation(server.config.root);
      content = loadContent(location);
      writeGenerated(content, await contentTypes());
      report(server);

      const watched = [location.dataDir, location.publicDir];
      server.watcher.add(watched);
      const pending = new Set<string>();
      let timer: NodeJS.Timeout | undefined;
      const flush = () => {
        const started = performance.now();
        content = updateContent([...pending]);
        pending.clear();
        try {
          writeGenerated(content);
        } catch (error) {
          server.config.logger.error(String(error instanceof Error ? error.message : error));
        }
        report(server, Math.round(performance.now() - started));
        server.hot.send({ type: 'full-reload', path: '*' });
      };
      const changed = (path: string) => {
        if (!watched.some((dir) => !relative(dir, path).startsWith('..'))) return;
        pending.add(path);
        clearTimeout(timer);
        // Editors often write a file in several steps; one reload for them all.
        timer = setTimeout(flush, 15);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);

      server.middlewares.use((request, response, next) => {
        if (content.errors.length === 0 || request.method !== 'GET') return next();
        if (!isPageRequest(request.url ?? '/', String(request.headers.accept ?? ''))) return next();
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(contentErrorPage(content.errors));
      });
    },
  };
}
