import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { adminApp } from './admin/vite-app.ts';

/** React's entry points and their Preact equivalents. */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/**
 * The browser hydrates the islands (renderer/islands/) with Preact (about 11 KB gzipped) instead of react-dom
 * (about 60 KB): the same components, through preact/compat. Pre-rendering still uses React, whose HTML Preact
 * hydrates as is. Build only: `vike dev` keeps React for its fast refresh.
 */
const preactInTheBrowser: Plugin = {
  name: 'preact-in-the-browser',
  enforce: 'pre',
  apply: 'build',
  resolveId(source, importer, options) {
    const preact = PREACT_FOR_REACT[source];
    if (!preact || this.environment.name !== 'client') return null;
    return this.resolve(preact, importer, { ...options, skipSelf: true });
  },
};

/** Where islands/client.ts loads each island from: `renderer/islands/widgets/{name}.tsx` or `hydrate.ts`. */
const ISLAND_MODULE = /renderer\/islands\/(widgets\/[\w-]+|hydrate)\.tsx?$/;

/**
 * Writes `dist/islands.json`: the built file of each island module (`widgets/navbar` -> `/assets/chunks/….js`) and of
 * Preact's hydrate module, so the bench and the budget test can weigh what each page's islands load, and when.
 * Outside dist/client: it describes the build and is not served.
 */
const islandsManifest: Plugin = {
  name: 'islands-manifest',
  apply: 'build',
  writeBundle(options, bundle) {
    if (this.environment.name !== 'client' || !options.dir) return;
    const files: Record<string, string> = {};
    const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
    // An island module only re-exports a component, so the bundler may fold it into the component's chunk; where it
    // made a chunk of its own (a facade importing the component's), that chunk is what the browser loads.
    for (const chunk of chunks) {
      for (const id of chunk.moduleIds) {
        const module = ISLAND_MODULE.exec(id);
        if (module) files[module[1]!] = `/${chunk.fileName}`;
      }
    }
    for (const chunk of chunks) {
      const module = chunk.facadeModuleId ? ISLAND_MODULE.exec(chunk.facadeModuleId) : null;
      if (module) files[module[1]!] = `/${chunk.fileName}`;
    }
    const manifest = join(options.dir, '..', 'islands.json');
    mkdirSync(dirname(manifest), { recursive: true });
    writeFileSync(manifest, `${JSON.stringify(files, null, 2)}\n`);
  },
};

/**
 * The live preview of `npm run dev` (pipeline/dev-server.ts), loaded as the pipeline's own bundle: vite bundles this
 * config with every file it imports each time it loads it (six times a build), and the content pipeline made each
 * load about 0.2 s slower.
 */
async function contentPreview() {
  const { bundledEntry } = await import('./pipeline/bundled-entry.mjs');
  const devServer = await bundledEntry('pipeline/dev-server.ts');
  const module: typeof import('./pipeline/dev-server.ts') = await import(pathToFileURL(devServer).href);
  return module.contentPreview();
}

/**
 * The browser editor's local backend (admin/vite-plugin.ts) at /api/v1, loaded like the live preview. Mounted before
 * the live preview, so it answers ahead of the content-error page and vike.
 */
async function cmsLocalBackend() {
  const { bundledEntry } = await import('./pipeline/bundled-entry.mjs');
  const plugin = await bundledEntry('admin/vite-plugin.ts');
  const module: typeof import('./admin/vite-plugin.ts') = await import(pathToFileURL(plugin).href);
  return module.localBackend();
}

/**
 * The page script (pages/+client.ts) carries vite's helper for loading the islands' modules, instead of importing it
 * from a chunk of its own: a page then fetches one script before its first paint, not two in a row.
 */
const withPreloadHelper = (id: string) =>
  id === '\0vite/preload-helper.js' || id.endsWith('/pages/+client.ts') ? 'pages_client' : undefined;

export default defineConfig(({ command }) => ({
  plugins: [
    // The content editor at /admin/ comes first: it answers ahead of the content-error page and vike's routing.
    command === 'serve' ? adminApp() : null,
    command === 'serve' ? cmsLocalBackend() : null,
    command === 'serve' ? contentPreview() : null,
    preactInTheBrowser,
    islandsManifest,
    vike(),
    react(),
    tailwindcss(),
  ],
  // The bench weighs every route's files gzipped (npm run bench); vite's own gzip of each chunk is not read.
  // No modulepreload links: vite's helper would add one to the page for every module an island imports, as the
  // island is asked for, and Chrome starts each request on the main thread (about 8 ms a page, in the tasks right
  // after the first paint). Islands load after the page is shown, so their imports are fetched as the browser finds
  // them.
  // CSS minified by esbuild, as before vite 8: Lightning CSS (vite 8's default) wrote the same rules 0.4 KB longer,
  // with unsimplified calc() and repeated prefixed declarations, against a 10 KB budget the stylesheet is close to.
  build: {
    reportCompressedSize: false,
    cssMinify: 'esbuild',
    modulePreload: false,
    rolldownOptions: { output: { manualChunks: withPreloadHelper } },
  },
}));
