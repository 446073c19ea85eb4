/**
 * Every island mounted in the renderer names a module in renderer/islands/modules/ whose default export is the very
 * component it renders on the server, so the browser hydrates the same component; and no widget module is unused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const renderer = join(import.meta.dirname, '..', '..', 'renderer');
const modulesDir = join(renderer, 'islands', 'modules');

/** `<Island name="x" component={Y}` pairs in the renderer's sources. */
const mounted = readdirSync(renderer, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .flatMap((file) =>
    [...readFileSync(join(renderer, file), 'utf8').matchAll(/<Island\s+name="([\w-]+)"\s+component=\{(\w+)\}/g)].map(
      ([, name, component]) => ({ file, name: name!, component: component! }),
    ),
  );

describe('islands', () => {
  it('are mounted in the renderer', () => {
    expect(mounted.length).toBeGreaterThanOrEqual(10);
  });

  it.each(mounted)('$name ($file) loads $component in the browser', async ({ name, component }) => {
    const module = (await import(join(modulesDir, `${name}.tsx`))) as { default: { name: string } };
    expect(module.default.name).toBe(component);
  });

  it('have no widget module that nothing mounts', () => {
    const names = new Set(mounted.map((island) => island.name));
    expect(readdirSync(modulesDir).filter((file) => !names.has(file.replace(/\.tsx$/, '')))).toEqual([]);
  });
});
