/**
 * vike's client and server bundles, in a process of their own that `pipeline/build.ts` starts once generated/ is
 * written. Vite and vike keep the last bundle's whole module graph reachable after the bundling is done (about
 * 150 MB at any size of site); in its own process that memory goes back when the bundling ends, instead of
 * staying under the pre-rendering.
 */
import { build } from 'vike/api';

await build({ vikeConfig: { prerender: { disableAutoRun: true } } });
