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
  // _redirects is written last (by postbuild), so its presence means the whole build finished.
  const built = join(repo, 'dist', 'client', '_redirects');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.map((input) => join(repo, input)).some(
    (input) => existsSync(input) && newestChange(input) > builtAt,
  );
}
