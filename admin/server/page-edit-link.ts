/**
 * `npm run dev` only (a Vite plugin that serves, never builds): every page gets admin/page-edit-client.ts, its
 * "Edit this page" link and Alt-click to edit, the same way serve/dev-server.ts adds its live-reload client. The
 * script is bundled here, as /admin/ addresses belong to the editor's own build (admin/server/vite-app.ts), so Vite could
 * not serve the editor's modules one by one.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const CLIENT_ID = 'virtual:page-edit-link';
const CLIENT_URL = `/@id/__x00__${CLIENT_ID}`;

async function bundledClient(): Promise<string> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('../page-edit-client.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
  });
  return outputFiles[0]!.text;
}

export function pageEditLink(): Plugin {
  let client: Promise<string> | undefined;
  return {
    name: 'page-edit-link',
    apply: 'serve',
    resolveId: (id) => (id === CLIENT_ID ? `\0${CLIENT_ID}` : undefined),
    load: (id) => (id === `\0${CLIENT_ID}` ? (client ??= bundledClient()) : undefined),
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: CLIENT_URL }, injectTo: 'head' }],
  };
}
