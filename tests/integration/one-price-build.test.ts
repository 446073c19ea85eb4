/**
 * One fact, one place: a starting price changed in data/offerings.yaml, and nowhere else, is the price every
 * built page states. One real build (validate, codegen, vike pre-rendering) in a temporary copy of the project.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const COPIED = ['data', 'pages', 'pipeline', 'public', 'renderer', 'schema', 'functions', 'serve', 'admin'];
const FILES = ['package.json', 'tsconfig.json', 'vite.config.ts', 'netlify.toml'];
let copy: string;
let pages: Map<string, string>;

/** Every pre-rendered page of the build, by address, as visible text (tags dropped). */
function builtPages(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath, entry.name);
    const route = `/${relative(dir, path)
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`;
    found.set(
      route,
      readFileSync(path, 'utf8')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' '),
    );
  }
  return found;
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'one-price-'));
  for (const folder of COPIED) cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
  for (const file of FILES) cpSync(join(ROOT, file), join(copy, file));
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const offerings = join(copy, 'data', 'offerings.yaml');
  const text = readFileSync(offerings, 'utf8');
  expect(text).toContain('startingPrice: 4999');
  writeFileSync(offerings, text.replace('startingPrice: 4999', 'startingPrice: 5150'));
  execFileSync('npm', ['run', 'build'], { cwd: copy, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  pages = builtPages(join(copy, 'dist', 'client'));
}, 600_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('changing a price in data/offerings.yaml', () => {
  it.each([
    ['/pricing', 'Starting at $5150'],
    ['/', 'Starting at $5150'],
    ['/solutions', '$5150+'],
    ['/services/business-process-automation', 'starting at $5150'],
  ])('shows the new price on %s', (route, stated) => {
    expect(pages.get(route), `no page ${route} in the build`).toBeDefined();
    expect(pages.get(route)).toContain(stated);
  });

  it('leaves the old price on no page, and no placeholder unfilled', () => {
    for (const [route, text] of pages) {
      expect({ route, old: text.includes('$4999') }).toEqual({ route, old: false });
      expect({ route, placeholder: /\{price:[\w-]+\}/.test(text) }).toEqual({ route, placeholder: false });
    }
  });
});
