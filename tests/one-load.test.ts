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

test(
  'one build loads and validates the content exactly once',
  async () => {
    const workspace = makeWorkspace(process.cwd(), parent, 'site', worktreeSource(process.cwd()));
    const log = join(parent, 'content-loads.log');
    await promisify(execFile)(process.execPath, ['pipeline/run.mjs', 'pipeline/build.ts'], {
      cwd: workspace,
      env: { ...process.env, CONTENT_LOAD_LOG: log },
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(existsSync(join(workspace, 'dist', 'client', 'index.html'))).toBe(true);
    const loads = readFileSync(log, 'utf8').trim().split('\n');
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatch(/^\d+ /);
    expect(loads[0]!.endsWith(` ${workspace}`)).toBe(true);
  },
  15 * 60_000,
);
