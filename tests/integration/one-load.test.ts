/**
 * The one-load rule: `npm run build` reads, parses and validates the content once, and every step (codegen,
 * pre-rendering, postbuild) takes it from there. The loader appends a line to the file named by
 * CONTENT_LOAD_LOG per full load, so a second load anywhere in the build shows up as a second line.
 * The same copy then checks the bundles kept between builds (pipeline/build/bundle-cache.ts).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { keptBuildsDir } from '../../pipeline/build/bundle-cache.ts';
import { listFiles } from '../../pipeline/validate/list-files.ts';
import { makeTempParent, makeWorkspace, removeDir, worktreeSource } from '../../tools/lib/bench-workspace.ts';

const parent = makeTempParent();
afterAll(() => removeDir(parent));
const workspace = makeWorkspace(process.cwd(), parent, 'site', worktreeSource(process.cwd()));
const build = async () =>
  (
    await promisify(execFile)(process.execPath, ['pipeline/run.mjs', 'pipeline/build.ts'], {
      cwd: workspace,
      // A test runner's NODE_ENV: the build must still make production bundles.
      env: { ...process.env, NODE_ENV: 'test', CONTENT_LOAD_LOG: join(parent, 'content-loads.log') },
      maxBuffer: 64 * 1024 * 1024,
    })
  ).stdout;
/** Every file of dist/ with a digest of its bytes. */
const distFiles = () =>
  Object.fromEntries(
    listFiles(join(workspace, 'dist')).map((file) => [
      relative(workspace, file),
      createHash('sha1').update(readFileSync(file)).digest('hex'),
    ]),
  );

test(
  'one build loads and validates the content exactly once',
  async () => {
    expect(await build()).not.toContain('Bundles reused');
    expect(existsSync(join(workspace, 'dist', 'client', 'index.html'))).toBe(true);
    const loads = readFileSync(join(parent, 'content-loads.log'), 'utf8').trim().split('\n');
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatch(/^\d+ /);
    expect(loads[0]!.endsWith(` ${workspace}`)).toBe(true);
    // Postbuild makes the built images' text cheap to draw (pipeline/build/svg-text.ts); the editable files keep theirs.
    const image = (root: string, path: string) => readFileSync(join(workspace, root, 'images', path), 'utf8');
    expect(image('public', 'brand/ai101-logo.svg')).toMatch(/<text[\s>]/);
    expect(image('dist/client', 'brand/ai101-logo.svg')).not.toMatch(/<text[\s>]/);
    expect(image('dist/client', 'brand/ai101-logo.svg')).toMatch(/<path /);
    expect(image('public', 'home/hero-dashboard.svg')).not.toContain('geometricPrecision');
    expect(image('dist/client', 'home/hero-dashboard.svg')).toMatch(/^<svg text-rendering="geometricPrecision" /);
    // The kept server bundles are reused by `npm start`, whose React has no development JSX.
    const kept = listFiles(join(keptBuildsDir(workspace), 'site', 'output', 'server'));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((file) => readFileSync(file, 'utf8').includes('jsxDEV'))).toEqual([]);
  },
  15 * 60_000,
);

test(
  'the next build reuses the bundles after a content edit, with the same output as a fresh one, and not after a code edit',
  async () => {
    const solution = join(workspace, 'data', 'solutions', 'dental-clinic-voice-agent.yaml');
    writeFileSync(solution, readFileSync(solution, 'utf8').replace(/^title: .*$/m, 'title: An edited title'));
    rmSync(join(workspace, 'dist'), { recursive: true, force: true });
    expect(await build()).toContain('Bundles reused');
    const page = join(workspace, 'dist', 'client', 'solutions', 'dental-clinic-voice-agent', 'index.html');
    expect(readFileSync(page, 'utf8')).toContain('An edited title');
    const reused = distFiles();

    rmSync(keptBuildsDir(workspace), { recursive: true, force: true });
    expect(await build()).not.toContain('Bundles reused');
    expect(distFiles()).toEqual(reused);

    // A new file in renderer/ can bring Tailwind classes without being imported: the bundles are made again.
    writeFileSync(join(workspace, 'renderer', 'unused-note.ts'), "export const note = 'mt-96';\n");
    expect(await build()).not.toContain('Bundles reused');
  },
  15 * 60_000,
);
