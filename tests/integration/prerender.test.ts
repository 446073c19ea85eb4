/**
 * The build's pre-rendering (pipeline/build/prerender.ts: its own loop over vike's renderPage(), the pages shared out to
 * processes of their own) writes, for every address of the route manifest, its redirects' fallback pages, the
 * solution-not-found page and the 404 page, exactly what vike renders for that address on its own, finished as
 * documented, and nothing else: compared route by route, byte for byte (tests/helpers/render-routes.ts renders the
 * reference from the same server bundle, which the build keeps for the next one).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { keptBuildsDir } from '../../pipeline/build/bundle-cache.ts';
import { SOLUTION_NOT_FOUND_ROUTE } from '../../pipeline/build/deploy-files.ts';
import { listFiles } from '../../pipeline/validate/list-files.ts';
import { routeOfHtmlFile } from '../../tools/lib/bench-stats.ts';
import {
  addSyntheticSolutions,
  makeTempParent,
  makeWorkspace,
  removeDir,
  worktreeSource,
} from '../../tools/lib/bench-workspace.ts';

const parent = makeTempParent();
afterAll(() => removeDir(parent));
const workspace = makeWorkspace(process.cwd(), parent, 'site', worktreeSource(process.cwd()));
// The real site and enough synthetic solutions (tools/lib/bench-workspace.ts) for the pages to be shared out to more
// than one renderer on a machine of more than one core.
addSyntheticSolutions(workspace, 600);
const run = async (...args: string[]) =>
  (
    await promisify(execFile)(process.execPath, ['pipeline/run.mjs', ...args], {
      cwd: workspace,
      env: { ...process.env, NODE_ENV: 'test' },
      maxBuffer: 64 * 1024 * 1024,
    })
  ).stdout;

const client = join(workspace, 'dist', 'client');
let expected: string[] = [];
let buildOutput = '';
beforeAll(async () => {
  buildOutput = await run('pipeline/build.ts');
  const { routes, redirects } = (await import(join(workspace, 'generated', 'routes.ts'))) as {
    routes: readonly { route: string }[];
    redirects: readonly { from: string }[];
  };
  expected = [...routes.map(({ route }) => route), ...redirects.map(({ from }) => from), SOLUTION_NOT_FOUND_ROUTE];
}, 15 * 60_000);

const sha1 = (file: string) => createHash('sha1').update(readFileSync(file)).digest('hex');
const fileOf = (route: string) => join(client, route === '/' ? '' : route, 'index.html');

test('every address is pre-rendered, and the 404 page, and no other page', () => {
  const built = listFiles(client)
    .map((file) => relative(client, file))
    // The editor's page is a bundle of its own, not pre-rendered.
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
    .map(routeOfHtmlFile);
  expect(expected).toContain('/solutions/synthetic-599');
  if (availableParallelism() > 1) expect(buildOutput).toMatch(/^Pre-rendering \d+ pages in [2-9]\d* processes\.$/m);
  expect(built.sort()).toEqual([...expected, '/404.html'].sort());
});

test(
  'each page is byte for byte what vike renders for its address on its own, finished as documented',
  async () => {
    const server = join(keptBuildsDir(workspace), 'site', 'output', 'server');
    const reference = JSON.parse(await run('tests/helpers/render-routes.ts', server, ...expected, '/404')) as Record<
      string,
      { status: number; sha1: string }
    >;
    const differing = expected.filter((route) => reference[route]!.sha1 !== sha1(fileOf(route)));
    expect(differing).toEqual([]);
    expect(expected.filter((route) => reference[route]!.status !== 200)).toEqual([]);
    expect(reference['/404']).toEqual({ status: 404, sha1: sha1(join(client, '404.html')) });
    // The 404 page is the error page, not a content page that happened to answer.
    expect(readFileSync(join(client, '404.html'), 'utf8')).not.toEqual(readFileSync(fileOf('/about'), 'utf8'));
  },
  5 * 60_000,
);
