/**
 * The site alone (`npm run build` builds the editor beside it, admin/build.ts): pipeline/build/build-site.ts's steps.
 *
 * Usage: node pipeline/run.mjs pipeline/build.ts   (from the repository's folder)
 */
import { buildSite, prepareSite, startSiteBundling } from './build/build-site.ts';
import { collectGarbageEarly } from './build/heap-growth.ts';

collectGarbageEarly();
const started = performance.now();
const bundling = startSiteBundling();
await buildSite(await prepareSite(), bundling);
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
