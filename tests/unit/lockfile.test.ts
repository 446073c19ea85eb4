/**
 * `npm ci` installs exactly what package-lock.json lists and refuses a lockfile that is out of step with
 * package.json. A lockfile written by npm on one platform while node_modules exists leaves out the other platforms'
 * native packages (Tailwind's oxide, Rolldown's binding, ...), and `npm ci` then fails on a Mac, on Windows or on
 * arm64. Every optional dependency a locked package declares must therefore have its own entry.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** Where Node would find `dependency` from the package at `from`: its own node_modules, then each parent's. */
function locate(from: string, dependency: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dependency}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('lists every platform package of the native tools the build needs', () => {
    for (const tool of ['@tailwindcss/oxide', 'rolldown']) {
      const platforms = Object.keys(lock.packages[`node_modules/${tool}`]?.optionalDependencies ?? {});
      expect(platforms, tool).toEqual(
        expect.arrayContaining([expect.stringMatching(/darwin-arm64/), expect.stringMatching(/win32-x64/)]),
      );
    }
  });

  it('has an entry for every optional dependency of every locked package', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((dependency) => !locate(path, dependency))
        .map((dependency) => `${path || '(root)'} -> ${dependency}`),
    );
    expect(missing).toEqual([]);
  });
});
