/**
 * vike's client and server bundles, in a process of their own that `pipeline/build.ts` starts once generated/ is
 * written and only when the bundles it kept from the last build are out of date (pipeline/lib/bundle-cache.ts).
 * Vite and vike keep the last bundle's whole module graph reachable after the bundling is done (about 150 MB at
 * any size of site); in its own process that memory goes back when the bundling ends, instead of staying under the
 * pre-rendering.
 *
 * With `--when-told`, the build starts this process before it loads the content: it loads vite, vike and the vite
 * config's plugins (about 1 s) on the second core meanwhile, then bundles when told `bundle` on its input, or ends
 * at once when its input closes (the build found the kept bundles still up to date).
 */
import type { Plugin } from 'vite';
import { createInterface } from 'node:readline';
import { build } from 'vike/api';
import { filesOnDisk, saveBundles } from './lib/bundle-cache.ts';

/** Resolves once the build says `bundle`; ends the process when the build closes the input without asking. */
function untilTold(): Promise<void> {
  const lines = createInterface({ input: process.stdin });
  lines.on('close', () => process.exit(0));
  return new Promise((resolve) => {
    lines.on('line', (line) => {
      if (line.trim() !== 'bundle') return;
      lines.removeAllListeners('close');
      lines.close();
      resolve();
    });
  });
}

if (process.argv.includes('--when-told')) {
  const told = untilTold();
  // What the vite config and vike's build load first; Node keeps each module, so the bundling finds them loaded.
  await Promise.all([
    import('vite'),
    import('vike/plugin'),
    import('@vitejs/plugin-react'),
    import('@tailwindcss/vite'),
  ]);
  await told;
}

const root = process.cwd();
const read = new Set<string>();
/**
 * Notes every module in either bundle, and the vite config's own files. The files Tailwind scans are not among the
 * modules (Rolldown does not tell a plugin which files others asked to watch); its `@source` folders, pages/ and
 * renderer/, are in the fingerprint whole.
 */
const recordReadFiles: Plugin = {
  name: 'record-read-files',
  apply: 'build',
  configResolved(config) {
    for (const file of config.configFileDependencies) read.add(file);
  },
  generateBundle() {
    for (const file of filesOnDisk(this.getModuleIds())) read.add(file);
  },
};

await build({ viteConfig: { plugins: [recordReadFiles] }, vikeConfig: { prerender: { disableAutoRun: true } } });
saveBundles(root, read);
