/**
 * The browser content editor at /admin/ (Decap CMS) has a Vite of its own, apart from the site's: its own root
 * (admin/), plugins and dependency cache, so no visitor page's bundle ever sees its code and the site's dev server
 * never pre-bundles it. `npm run dev` serves it ahead of vike's routing and the content-error page (`adminApp`),
 * which is exactly when an editor may need it; `npm run build` writes it to dist/client/admin/ (admin/build.ts).
 */
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { createServer, type InlineConfig, type Plugin } from 'vite';

const BASE = '/admin/';
/** The content the editor checks entries against and previews with (admin/content.ts), beside its page. */
export const SNAPSHOT = 'snapshot.json';
const SNAPSHOT_MAKER = 'pipeline/lib/content-snapshot.ts';

export function adminConfig(root: string): InlineConfig {
  return {
    configFile: false,
    root: join(root, 'admin'),
    base: BASE,
    cacheDir: join(root, 'node_modules/.vite-admin'),
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    // Every package the editor's modules import, pre-bundled in one go: a package found only while the page loads
    // makes Vite bundle them again, and the page (no hot reload) would keep asking for the outdated files.
    optimizeDeps: {
      include: [
        'decap-cms-app',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'immutable',
        'yaml',
        'zod',
        'fastest-levenshtein',
      ],
    },
    resolve: {
      // The site's section renderers read their page's data from vike; the preview hands it to them itself.
      alias: { 'vike-react/useData': join(root, 'admin/preview/use-data.ts') },
    },
    build: {
      outDir: join(root, 'dist/client/admin'),
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 5000,
      rolldownOptions: {
        // A TOML parser among Decap's dependencies calls eval; the editor never reads TOML.
        onLog: (level, log, handler) => (log.code === 'EVAL' ? undefined : handler(level, log)),
      },
    },
  };
}

/** Where the packages really are: node_modules may be a folder of links (the tests' temporary copies). */
const packagesDir = (root: string) => dirname(dirname(realpathSync(join(root, 'node_modules/vite/package.json'))));

/** `npm run dev`: /admin/ (and /admin, which moves to /admin/) from the editor's own Vite, ahead of the site's. */
export function adminApp(): Plugin {
  return {
    name: 'admin-app',
    apply: 'serve',
    async configureServer(server) {
      const root = server.config.root;
      const config = adminConfig(root);
      const editor = await createServer({
        ...config,
        appType: 'custom',
        // No hot reload (so no Vite client in the page): the editor keeps what an editor typed; a change to its own
        // code needs a reload by hand.
        server: {
          middlewareMode: true,
          hmr: false,
          ws: false,
          fs: { allow: [root, packagesDir(root)] },
        },
      });
      const page = join(root, 'admin/index.html');
      server.httpServer?.once('close', () => void editor.close());
      server.middlewares.use(async (request, response, next) => {
        try {
          await serve(request, response, next);
        } catch (error) {
          next(error);
        }
      });
      async function serve(request: IncomingMessage, response: ServerResponse, next: () => void) {
        const path = request.url?.split('?')[0] ?? '';
        if (path === '/admin') {
          response.statusCode = 301;
          response.setHeader('Location', BASE);
          response.end();
          return;
        }
        if (!path.startsWith(BASE)) return next();
        if (path === `${BASE}${SNAPSHOT}`) {
          // Read from disk at each request: the editor starts from the files as they are now. The dev server's own
          // Node cannot import TypeScript, the editor's Vite can.
          const { snapshotFromDisk } = (await editor.ssrLoadModule(
            join(root, SNAPSHOT_MAKER),
          )) as typeof import('../pipeline/lib/content-snapshot.ts');
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(JSON.stringify(snapshotFromDisk(root)));
          return;
        }
        if (path === BASE || path === `${BASE}index.html`) {
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(readFileSync(page));
          return;
        }
        editor.middlewares(request, response, () => {
          response.statusCode = 404;
          response.end('Not found');
        });
      }
    },
  };
}
