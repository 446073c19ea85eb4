/**
 * The browser content editor at /admin/ has a Vite build of its own, apart from the site's: its own root
 * (admin/), plugins and output, so no visitor page's bundle ever sees its code. `npm run build` writes it to
 * dist/client/admin/ (pipeline/build.ts). `npm run dev` serves the same production build, made when the editor is first
 * opened and made again when a file it was made from has changed (`adminApp`), ahead of vike's routing and the
 * content-error page, which is exactly when an editor may need it. Served module by module by a Vite dev server, in
 * React's development build, it was several times slower to open and to follow a keystroke (BENCHMARKS.md).
 */
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import { readFilesRecorder } from '../../pipeline/build/bundle-cache.ts';
import { headerRulesOf } from '../../serve/header-rules.ts';
import { SNAPSHOT } from '../../pipeline/save/content-snapshot.ts';

const BASE = '/admin/';
const SNAPSHOT_MAKER = 'pipeline/save/content-snapshot.ts';
const LOADED_CONTENT = 'pipeline/content.ts';

/** `devServer`: the editor `npm run dev` serves, which saves through the dev server's local backend. */
export function adminConfig(root: string, { devServer = false } = {}): InlineConfig {
  return {
    configFile: false,
    root: join(root, 'admin'),
    base: BASE,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    // React's production build and JSX even inside `npm run dev`, whose process says NODE_ENV=development, and the
    // production build of every package that offers one through its exports (Emotion's, the text areas' autosize).
    define: { __DEV_SERVER__: JSON.stringify(devServer), 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { development: false } },
    resolve: {
      // The site's section renderers read their page's data from vike; the preview hands it to them itself.
      alias: {
        'vike-react/useData': join(root, 'admin/preview/use-data.ts'),
        // Preact draws the editor, as it hydrates the site's islands: the same components at a fifth of react-dom's
        // weight.
        'react-dom/client': 'preact/compat/client',
        'react-dom': 'preact/compat',
        'react/jsx-runtime': 'preact/jsx-runtime',
        react: 'preact/compat',
      },
      // Vite's default conditions, with `production` whatever NODE_ENV says.
      conditions: ['module', 'browser', 'production'],
    },
    build: {
      outDir: devServer ? join(root, 'node_modules/.cache/editor-dev') : join(root, 'dist/client/admin'),
      emptyOutDir: true,
      reportCompressedSize: false,
      // The editor is one page that needs its whole script to edit; its weight is measured by the bench.
      chunkSizeWarningLimit: 2000,
    },
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/** A build of the editor for the dev server, with the files of ours it was made from and their hash. */
interface DevBuild {
  sources: string[];
  hash: string;
}

/** The SHA-1 of our files a build read (packages do not change while the dev server runs). */
function sourcesHash(sources: string[]): string {
  const hash = createHash('sha1');
  for (const file of sources) hash.update(file).update(existsSync(file) ? readFileSync(file) : 'missing');
  return hash.digest('hex');
}

async function buildForDevServer(root: string): Promise<DevBuild> {
  const recorder = readFilesRecorder();
  const config = adminConfig(root, { devServer: true });
  await build({ ...config, plugins: [...config.plugins!, recorder.plugin] });
  const sources = [...recorder.files].filter((file) => !file.includes('/node_modules/')).sort();
  return { sources, hash: sourcesHash(sources) };
}

/** A decoded address, or undefined when it names no file: broken percent-encoding (`%E0%A4%A`), a NUL byte. */
function decoded(path: string): string | undefined {
  try {
    const name = decodeURIComponent(path);
    return name.includes('\0') ? undefined : name;
  } catch {
    return undefined;
  }
}

/**
 * The editor's CSP when the editor is built for another GitHub API than github.com's (`VITE_CMS_GITHUB_API_ROOT`: a
 * GitHub Enterprise server, or a test's fake GitHub): it may connect there too, or it could not sign in.
 */
export function reachingApiRoot(csp: string, apiRoot: string | undefined): string {
  if (!apiRoot) return csp;
  const origin = new URL(apiRoot).origin;
  return csp.replace(/(^|;)(\s*connect-src\b[^;]*)/, (directive) =>
    directive.split(/\s+/).includes(origin) ? directive : `${directive.trimEnd()} ${origin}`,
  );
}

/** `npm run dev`: /admin/ (and /admin, which moves to /admin/) from the editor's production build, ahead of the site. */
export function adminApp(): Plugin {
  return {
    name: 'admin-app',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      const outDir = adminConfig(root, { devServer: true }).build!.outDir!;
      const headerRules = headerRulesOf(root);
      let current: Promise<DevBuild> | undefined;
      /**
       * The build to serve: made on the first visit, and again when the page is asked for and a source changed (or the
       * last try failed). Requests queue behind each other, so two never build into the same folder at once.
       */
      const editor = (pageRequested: boolean) => {
        current = (async (previous) => {
          const made = await previous?.catch(() => undefined);
          if (made && !(pageRequested && sourcesHash(made.sources) !== made.hash)) return made;
          return buildForDevServer(root);
        })(current);
        return current;
      };
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
        // The netlify.toml rules, as Netlify serves the built editor: its own CSP, which lets no other site frame it.
        for (const [name, value] of Object.entries(await headerRules(path)))
          response.setHeader(
            name,
            /^content-security-policy$/i.test(name)
              ? reachingApiRoot(value, process.env.VITE_CMS_GITHUB_API_ROOT)
              : value,
          );
        response.setHeader('Cache-Control', 'no-store');
        if (path === `${BASE}${SNAPSHOT}`) {
          // Read from disk at each request: the editor starts from the files as they are now, with the data of the
          // dev server's own load of them (serve/dev-server.ts) when that load is of these very files. Tagged with
          // their version, so an open editor asking whether anything changed (If-None-Match) gets a 304 until it did.
          const [{ snapshotFromDisk, contentTag }, { currentContent }] = await Promise.all([
            server.ssrLoadModule(join(root, SNAPSHOT_MAKER)) as Promise<
              typeof import('../../pipeline/save/content-snapshot.ts')
            >,
            server.ssrLoadModule(join(root, LOADED_CONTENT)) as Promise<typeof import('../../pipeline/content.ts')>,
          ]);
          const snapshot = snapshotFromDisk(root, currentContent());
          const tag = contentTag(snapshot);
          response.setHeader('ETag', tag);
          if (request.headers['if-none-match'] === tag) {
            response.statusCode = 304;
            response.end();
            return;
          }
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(snapshot));
          return;
        }
        const page = path === BASE || path === `${BASE}index.html`;
        await editor(page);
        const name = page ? 'index.html' : decoded(path.slice(BASE.length));
        if (name === undefined) {
          response.statusCode = 400;
          response.end('Bad address');
          return;
        }
        const file = normalize(join(outDir, name));
        if (!file.startsWith(`${outDir}/`) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
          response.statusCode = 404;
          response.end('Not found');
          return;
        }
        response.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
        response.end(readFileSync(file));
      }
    },
  };
}
