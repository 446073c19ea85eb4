/** Saving a file of a dev server's copy (tools/lib/admin-driver.ts `startDevCopy`) as an editor would. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DevCopy } from '../../tools/lib/admin-driver.ts';
import { expect } from './fixtures.ts';

/** Rewrites `file` (from the copy's root) with `change`, which must change it. */
export function edit(dev: DevCopy, file: string, change: (text: string) => string) {
  const path = join(dev.workspace, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `the edit to ${file} changes it`).not.toBe(before);
  writeFileSync(path, after);
}
