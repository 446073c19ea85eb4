/** The site's icons (renderer/ui/lucide-icon.tsx) draw what lucide-react's own components draw. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lucideIcon } from '../renderer/ui/lucide-icon.tsx';

const root = join(import.meta.dirname, '..');

/** Every `lucide-react/icons/<name>` a renderer file imports. */
function importedIconNames(dir = join(root, 'renderer')): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/'lucide-react\/icons\/([\w-]+)'/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

/** The markup with its class attribute taken apart: lucide-react adds a class per old name of the icon. */
function parts(markup: string) {
  const classes = /class="([^"]*)"/.exec(markup)?.[1]?.split(' ') ?? [];
  return { markup: markup.replace(/ class="[^"]*"/, ''), classes };
}

describe('lucideIcon', () => {
  const names = importedIconNames();

  it('finds the icons the site uses', () => {
    expect(names.length).toBeGreaterThan(40);
  });

  it.each(names)('%s: the same svg as lucide-react, with its classes', async (name) => {
    const module = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType<object> };
    const props = { className: 'size-5 text-accent', strokeWidth: 1.75 };
    const ours = parts(renderToStaticMarkup(createElement(lucideIcon(module), props)));
    const theirs = parts(
      renderToStaticMarkup(
        createElement(module.default as ComponentType<Record<string, unknown>>, { ...props, 'aria-hidden': 'true' }),
      ),
    );
    expect(ours.markup).toBe(theirs.markup);
    expect(ours.classes).toEqual(['lucide', `lucide-${name}`, 'size-5', 'text-accent']);
    expect(theirs.classes).toEqual(expect.arrayContaining(ours.classes));
  });

  it('draws with stroke width 2 when none is given, and is always hidden from assistive technology', async () => {
    const markup = renderToStaticMarkup(createElement(lucideIcon(await import('lucide-react/icons/x'))));
    expect(markup).toContain('stroke-width="2"');
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('class="lucide lucide-x"');
  });

  it('refuses a module under an old name, which carries no shapes, and says what to do', async () => {
    const alias = await import('lucide-react/icons/home');
    expect(() => lucideIcon(alias)).toThrow(/current name, not an alias/);
  });
});
