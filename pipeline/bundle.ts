/**
 * vike's client and server bundles, in a process of their own that `pipeline/build.ts` starts once generated/ is
 * written and only when the bundles it kept from the last build are out of date (pipeline/lib/bundle-cache.ts).
 * Vite and vike keep the last bundle's whole module graph reachable after the bundling is done (about 150 MB at
 * any size of site); in its own process that memory goes back when the bundling ends, instead of staying under the
 * pre-rendering.
 */
import type { Plugin } from 'vite';
import { build } from 'vike/api';
import { filesOnDisk, saveBundles } from './lib/bundle-cache.ts';

const root = process.cwd();
const read = new Set<string>();
/** Notes every file vite read for either bundle, and the vite config's own files. */
const recordReadFiles: Plugin = {
  name: 'record-read-files',
  apply: 'build',
  configResolved(config) {
    for (const file of config.configFileDependencies) read.add(file);
  },
  generateBundle() {
    for (const file of filesOnDisk([...this.getModuleIds(), ...this.getWatchFiles()])) read.add(file);
  },
};

await build({ viteConfig: { plugins: [recordReadFiles] }, vikeConfig: { prerender: { disableAutoRun: true } } });
saveBundles(root, read);
