/**
 * The weight budgets over the built site (dist/client, rebuilt first when missing or older than its sources):
 * the JavaScript each route loads up front, gzipped, is at most 15 KB (25 KB on the home, dental and healthcare
 * pages), and its CSS at most 10 KB. Islands count by their trigger (tools/lib/bench-weight.ts); what loads at idle
 * time or on demand is reported by `npm run bench -- --only weight`, not limited here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIsStale } from '../../serve/build-freshness.ts';
import { BUDGETS, jsBudgetFor, weighDist, type PageWeight } from '../../tools/lib/bench-weight.ts';

const repo = join(import.meta.dirname, '..', '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('JavaScript and CSS budgets per route', () => {
  let pages: PageWeight[] = [];
  beforeAll(() => {
    if (buildIsStale(repo)) execFileSync('npm', ['run', 'build'], { cwd: repo, stdio: 'ignore' });
    pages = weighDist(join(repo, 'dist', 'client'));
  }, 600_000);

  it('weighs every pre-rendered page, each island resolved to a built file', () => {
    expect(existsSync(join(repo, 'dist', 'islands.json'))).toBe(true);
    expect(pages.length).toBeGreaterThan(30);
    expect(
      pages.filter((page) => page.unresolved.length > 0).map(({ route, unresolved }) => ({ route, unresolved })),
    ).toEqual([]);
    // The home page's counters count in CSS: no island's code loads with it, only the page script, as on any page.
    const home = pages.find((page) => page.route === '/')!;
    expect(home.islands.length).toBeGreaterThan(0);
    expect(home.islands.filter((island) => island.when === 'load')).toEqual([]);
    expect(home.jsGzip).toBe(pages.find((page) => page.route === '/privacy-policy')!.jsGzip);
  });

  it('loads at most 15 KB of JavaScript up front (25 KB on the home, dental and healthcare pages)', () => {
    const over = pages
      .filter((page) => page.jsGzip > jsBudgetFor(page.route))
      .map((page) => `${page.route}: ${kb(page.jsGzip)} up front, budget ${kb(jsBudgetFor(page.route))}`);
    expect(over).toEqual([]);
  });

  it('loads at most 10 KB of CSS', () => {
    const over = pages
      .filter((page) => page.cssGzip > BUDGETS.cssGzip)
      .map((page) => `${page.route}: ${kb(page.cssGzip)} of CSS, budget ${kb(BUDGETS.cssGzip)}`);
    expect(over).toEqual([]);
  });
});
