/**
 * The one-load rule: `npm run build` reads, parses and validates the content once, and every step (codegen,
 * pre-rendering, postbuild) takes it from there. The loader appends a line to the file named by
 * CONTENT_LOAD_LOG per full load, so a second load anywhere in the build shows up as a second line.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { makeTempParent, makeWorkspace, removeDir, worktreeSource } from '../tools/lib/bench-workspace.ts';

const parent = makeTempParent();
afterAll(() => removeDir(parent));
const workspace = makeWorkspace(process.cwd(), parent, 'site', worktreeSource(process.cwd()));
const build = async () =>
  (
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'pipeline/build.ts'], {
      cwd: workspace,
      env: { ...process.env, CONTENT_LOAD_LOG: join(parent, 'content-loads.log') },
      maxBuffer: 64 * 1024 * 1024,
    })
  ).stdout;
test(
  'one build loads and validates the content exactly once',
  async () => {
    await build();
    expect(existsSync(join(workspace, 'dist', 'client', 'index.html'))).toBe(true);
    const loads = readFileSync(join(parent, 'content-loads.log'), 'utf8').trim().split('\n');
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatch(/^\d+ /);
    expect(loads[0]!.endsWith(` ${workspace}`)).toBe(true);
    // Postbuild makes the built images' text cheap to draw (pipeline/lib/svg-text.ts); the editable files keep theirs.
    const image = (root: string, path: string) => readFileSync(join(workspace, root, 'images', path), 'utf8');
    expect(image('public', 'brand/ai101-logo.svg')).toMatch(/<text[\s>]/);
    expect(image('dist/client', 'brand/ai101-logo.svg')).not.toMatch(/<text[\s>]/);
    expect(image('dist/client', 'brand/ai101-logo.svg')).toMatch(/<path /);
    expect(image('public', 'home/hero-dashboard.svg')).not.toContain('geometricPrecision');
    expect(image('dist/client', 'home/hero-dashboard.svg')).toMatch(/^<svg text-rendering="geometricPrecision" /);
  },
  15 * 60_000,
);
