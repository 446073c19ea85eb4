/**
 * The site alone (`npm run build` builds the editor beside it, admin/build.ts): pipeline/build/build-site.ts's two steps.
 *
 * Usage: node pipeline/run.mjs pipeline/build.ts   (from the repository's folder)
 */
import { buildSite, prepareSite } from './build/build-site.ts';

const started = performance.now();
await buildSite(await prepareSite());
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
