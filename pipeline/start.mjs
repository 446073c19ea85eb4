/**
 * `npm start`: runs pipeline/serve.ts with tsx's loader registered here, in this thread only. Started as
 * `node --import tsx`, every worker thread inherits the flag, and Netlify's function emulation starts a worker for each
 * function call: each would load tsx and pass every module through it, about 150 ms of CPU a call. The functions do
 * not need it: they run the build Netlify's bundler made, plain JavaScript, as in production.
 *
 *   node pipeline/start.mjs [--root DIR]
 */
import { register } from 'tsx/esm/api';

register();
await import('./serve.ts');
