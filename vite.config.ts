import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { contentPreview } from './pipeline/dev-server.ts';

/** React's entry points and their Preact equivalents. */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': fileURLToPath(new URL('renderer/browser/preact-dom-client.ts', import.meta.url)),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/**
 * The browser bundle hydrates the pages with Preact (about 11 KB gzipped) instead of react-dom (about 60 KB):
 * the same components, through preact/compat. Pre-rendering still uses React, whose HTML Preact hydrates as is.
 * Build only: `vike dev` keeps React for its fast refresh.
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

export default defineConfig({
  plugins: [contentPreview(), preactInTheBrowser, vike(), react(), tailwindcss()],
});
