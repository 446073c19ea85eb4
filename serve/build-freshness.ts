/** Whether `dist/` must be rebuilt before serving or auditing it: missing, or older than anything it is made from. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build is made from; a change to any of these makes the build stale. */
const BUILD_INPUTS = [
  'data',
  'schema',
  'pipeline',
  'pages',
  'renderer',
  'public',
  'functions',
  'admin',
  'vite.config.ts',
];

const newestChange = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, encoding: 'utf8' }).reduce(
    (newest, name) => Math.max(newest, statSync(join(path, name)).mtimeMs),
    stat.mtimeMs,
  );
};

export function buildIsStale(repo: string): boolean {
  // postbuild writes _redirects last of the site's files; the editor moves into place after it (pipeline/build.ts).
  const client = join(repo, 'dist', 'client');
  const markers = [join(client, '_redirects'), join(client, 'admin', 'index.html')];
  if (!markers.every((marker) => existsSync(marker))) return true;
  const builtAt = Math.min(...markers.map((marker) => statSync(marker).mtimeMs));
  return BUILD_INPUTS.map((input) => join(repo, input)).some(
    (input) => existsSync(input) && newestChange(input) > builtAt,
  );
}
