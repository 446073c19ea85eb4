import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { adminApp } from './admin/server/vite-app.ts';
import { pageEditLink } from './admin/server/page-edit-link.ts';

/** React's entry points and their Preact equivalents. */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/**
 * The browser hydrates the islands (renderer/islands/) with Preact, a fraction of react-dom's weight: the same
 * components, through preact/compat. Pre-rendering still uses React, whose HTML Preact hydrates as is. Build only:
 * `vike dev` keeps React for its fast refresh.
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

/** Where islands/client.ts loads each island from: `renderer/islands/modules/{name}.tsx` or `hydrate.ts`. */
const ISLAND_MODULE = /renderer\/islands\/(modules\/[\w-]+|hydrate)\.tsx?$/;

/**
 * Writes `dist/islands.json`: the built file of each island module (`modules/navbar` -> `/assets/chunks/….js`) and of
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
 * A module only `npm run dev` needs, loaded with tsx when serving: imported here, vite would bundle the whole content
 * pipeline into this config each time it loads it, builds included.
 */
async function servingModule<Module>(path: string): Promise<Module> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(path, import.meta.url)) as Module;
}

/** The live preview (serve/dev-server.ts). */
const contentPreview = async () =>
  (await servingModule<typeof import('./serve/dev-server.ts')>('./serve/dev-server.ts')).contentPreview();

/**
 * The site as deployed (serve/dev-as-deployed.ts): functions, redirects and headers through Netlify's emulation, ahead
 * of the content-error page, which then stands only for the pages.
 */
const asDeployed = async () =>
  (await servingModule<typeof import('./serve/dev-as-deployed.ts')>('./serve/dev-as-deployed.ts')).asDeployed();

/** The browser editor's local backend at /api/v1 (admin/server/local-backend-plugin.ts), ahead of the content-error page and vike. */
const cmsLocalBackend = async () =>
  (
    await servingModule<typeof import('./admin/server/local-backend-plugin.ts')>(
      './admin/server/local-backend-plugin.ts',
    )
  ).localBackend();

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
    command === 'serve' ? asDeployed() : null,
    command === 'serve' ? contentPreview() : null,
    pageEditLink(),
    preactInTheBrowser,
    islandsManifest,
    vike(),
    react(),
    tailwindcss(),
  ],
  // No compressed sizes: the bench weighs every route's files itself. No modulepreload links: islands load after the
  // page is shown, and a preload per imported module would make Chrome start each request on the main thread right
  // after the first paint. CSS minified by esbuild, which writes the same rules shorter than Lightning CSS (vite's
  // default), as the CSS budget asks (BENCHMARKS.md).
  build: {
    reportCompressedSize: false,
    cssMinify: 'esbuild',
    modulePreload: false,
    rolldownOptions: { output: { manualChunks: withPreloadHelper } },
  },
}));
