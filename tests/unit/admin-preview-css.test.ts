/**
 * The preview's stylesheet (admin/lib/preview-css.ts): every breakpoint of the site's built CSS follows the preview
 * pane's width (a container query) instead of the window's, and nothing else in it changes.
 */
import tailwindcss from '@tailwindcss/vite';
import fc from 'fast-check';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_CONTAINER, previewStylesheet } from '../../admin/lib/preview-css.ts';

const AT_RULE = /@(?:media|container)[^{;]*\{/g;
const atRules = (css: string) => css.match(AT_RULE) ?? [];
const mentionsWidth = (prelude: string) => /\((?:min-|max-)?width\b/.test(prelude);

/** renderer/styles.css built as the editor gets it (`?inline`): Tailwind's plugin, minified for production. */
async function builtStylesheet(): Promise<string> {
  const root = process.cwd();
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [tailwindcss()],
    build: { write: false, rolldownOptions: { input: join(root, 'renderer/styles.css') } },
  })) as Rolldown.RolldownOutput;
  const asset = result.output.find((file) => file.fileName.endsWith('.css'));
  if (asset?.type !== 'asset') throw new Error('the build made no stylesheet');
  return String(asset.source);
}

describe('previewStylesheet over the site’s built CSS', () => {
  let css: string;
  beforeAll(async () => {
    css = await builtStylesheet();
  }, 60_000);

  it('turns every breakpoint into a query on the preview pane and leaves hover and motion queries alone', () => {
    const before = atRules(css);
    const widths = before.filter(mentionsWidth);
    expect(widths.length).toBeGreaterThan(3);
    expect(before.some((rule) => rule.includes('not all and'))).toBe(true);

    const after = atRules(previewStylesheet(css));
    expect(after.filter((rule) => rule.startsWith('@media') && mentionsWidth(rule))).toEqual([]);
    expect(after.filter((rule) => rule.startsWith(`@container ${PREVIEW_CONTAINER} `))).toHaveLength(widths.length);
    expect(after.filter((rule) => rule.startsWith('@media'))).toEqual(before.filter((rule) => !mentionsWidth(rule)));
    expect(after.some((rule) => /hover/.test(rule))).toBe(true);
    expect(after.some((rule) => /prefers-reduced-motion/.test(rule))).toBe(true);
  });

  it('changes nothing but the breakpoints’ at-rules', () => {
    const rest = (text: string) => text.replace(AT_RULE, '@…{');
    expect(rest(previewStylesheet(css))).toBe(rest(css));
  });
});

describe('previewStylesheet', () => {
  const width = fc.constantFrom(
    '(width >= 48rem)',
    '(width>=64rem)',
    '(width < 40rem)',
    '(min-width: 768px)',
    '(max-width:1023.98px)',
  );
  const widthQuery = fc
    .array(width, { minLength: 1, maxLength: 3 })
    .map((features) => ({ kind: 'width' as const, query: features.join(' and ') }));
  const negated = fc
    .array(width, { minLength: 1, maxLength: 2 })
    .map((features) => ({ kind: 'negated' as const, query: features.join(' and ') }));
  const other = fc
    .constantFrom(
      '(hover: hover)',
      '(hover:none)',
      '(prefers-reduced-motion: reduce)',
      '(scripting: none), (prefers-reduced-motion: reduce)',
      'print',
      '(orientation: portrait)',
    )
    .map((query) => ({ kind: 'other' as const, query }));
  const block = fc.tuple(fc.oneof(widthQuery, negated, other), fc.constantFrom(' ', '')).map(([query, space]) => ({
    ...query,
    space,
    body: '.a{color:red}',
  }));

  it('writes a breakpoint as the same query on the preview container, “not all and” as “not”', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 6 }), (blocks) => {
        const media = ({ kind, query, space, body }: (typeof blocks)[number]) =>
          `@media ${kind === 'negated' ? 'not all and ' : ''}${query}${space}{${body}}`;
        const expected = ({ kind, query, space, body }: (typeof blocks)[number]) =>
          kind === 'width'
            ? `@container preview ${query}{${body}}`
            : kind === 'negated'
              ? `@container preview not (${query}){${body}}`
              : `@media ${query}${space}{${body}}`;
        expect(previewStylesheet(blocks.map(media).join('\n'))).toBe(blocks.map(expected).join('\n'));
      }),
    );
  });

  it('leaves a selector that spells a query alone', () => {
    const selector = String.raw`.\[\@media\(width\>\=48rem\)\]\:flex{display:flex}`;
    expect(previewStylesheet(selector)).toBe(selector);
  });
});
