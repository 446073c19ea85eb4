/**
 * The site's bundles, as a process of their own (bundling-process.ts): vike's client and server builds into dist/,
 * or the bundles the last build kept when nothing they were made from has changed (bundle-cache.ts).
 *
 * Usage: started by pipeline/build/build-site.ts's `startSiteBundling`.
 */
import { build } from 'vike/api';
import type { InlineConfig } from 'vite';
import { bundleOrReuse } from './bundling-process.ts';
import { readFilesRecorder, SITE_BUNDLES } from './bundle-cache.ts';

await bundleOrReuse(
  SITE_BUNDLES,
  async () => {
    const recorder = readFilesRecorder();
    // prerender.ts imports the server bundle's entry itself, so the bundling writes no file into node_modules that
    // would import it (the server-entry plugin vike configures does by default; its option for this is public).
    const viteConfig: InlineConfig & { vitePluginServerEntry: { disableAutoImport: boolean } } = {
      plugins: [recorder.plugin],
      vitePluginServerEntry: { disableAutoImport: true },
    };
    await build({ viteConfig });
    return recorder.files;
  },
  {
    reused: 'Bundles reused: no file they were made from changed since the last build.',
    made: (seconds) => `Site bundles made in ${seconds} s.`,
  },
);
