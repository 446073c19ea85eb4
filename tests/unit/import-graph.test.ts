/**
 * The dependency rule over the real import graph: the folders show the pipeline and dependencies point one way
 * (schema -> pipeline -> generated -> pages + renderer -> functions -> serve -> admin), the product never imports
 * the tools or the tests, and no module imports itself back through others.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..');

const folderOf = (file: string) => file.split('/')[0]!;

/** Each folder's place in the pipeline; a module may import only from its own place or an earlier one. */
const LAYERS: Record<string, number> = {
  schema: 0,
  pipeline: 1,
  generated: 2,
  pages: 3,
  renderer: 3,
  functions: 4,
  serve: 5,
  admin: 6,
};
const layerOf = (file: string) => LAYERS[folderOf(file)];
const PRODUCT = Object.keys(LAYERS);
const OUTSIDE_PRODUCT = ['tools', 'tests'];

const sourceFiles = (dir: string): string[] =>
  existsSync(join(repo, dir))
    ? readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(ts|tsx)$/.test(name) && !name.includes('node_modules'))
        .map((name) => join(dir, name))
    : [];

/** Relative imports (static, dynamic and re-exports) of a file, as paths from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(repo, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
  return specifiers.map((specifier) => relative(repo, resolve(repo, dirname(file), specifier)));
}

const files = [...PRODUCT, ...OUTSIDE_PRODUCT].flatMap(sourceFiles);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

describe('the import graph', () => {
  it('finds the modules it checks', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('pages/content/+data.ts')).toContain('renderer/content/load.server.ts');
  });

  it('keeps the product (site, pipeline, functions, serving) free of tools and tests', () => {
    const wrong = [...graph].flatMap(([file, imports]) =>
      PRODUCT.includes(folderOf(file))
        ? imports.filter((target) => OUTSIDE_PRODUCT.includes(folderOf(target))).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it('points one way: no module imports from a later step of the pipeline', () => {
    const wrong = [...graph].flatMap(([file, imports]) => {
      const layer = layerOf(file);
      if (layer === undefined) return [];
      return imports.filter((target) => (layerOf(target) ?? -1) > layer).map((target) => `${file} -> ${target}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has no import cycles', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'visiting');
      for (const target of graph.get(file) ?? []) if (graph.has(target)) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
