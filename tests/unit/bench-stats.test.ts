import { describe, expect, it } from 'vitest';
import {
  buildPhases,
  bundlingTimes,
  costPerAddedPage,
  median,
  medianIndex,
  parseGnuTime,
  routeOfHtmlFile,
  verdict,
  atLeast,
  formatMs,
} from '../../tools/lib/bench-stats.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('does not reorder its input', () => {
    const numbers = [3, 1, 2];
    median(numbers);
    expect(numbers).toEqual([3, 1, 2]);
  });

  it('finds the index of the median element (the lower middle for an even count)', () => {
    expect(medianIndex([90, 70, 80])).toBe(2);
    expect(medianIndex([90, 70, 80, 60])).toBe(1);
    expect(medianIndex([])).toBe(-1);
  });
});

describe('costs and verdicts', () => {
  it('divides the added time by the added pages', () => {
    expect(costPerAddedPage({ pages: 134, ms: 10_000 }, { pages: 1034, ms: 19_000 })).toBe(10);
  });

  it('says by how much a limit is missed', () => {
    expect(verdict(400, 500, formatMs)).toEqual({ met: true, text: 'met: 400 ms (limit 500 ms)' });
    expect(verdict(1500, 500, formatMs)).toEqual({ met: false, text: 'missed by 1.00 s: 1.50 s (limit 500 ms, 3.0×)' });
    expect(verdict(Number.NaN, 500, formatMs).met).toBe(false);
    expect(atLeast(100, 100, String).met).toBe(true);
    expect(atLeast(92, 100, String)).toEqual({ met: false, text: 'missed by 8: 92 (target 100)' });
  });
});

describe('GNU time output', () => {
  it("reads `-f '%e %M'`, also after a non-zero exit line", () => {
    expect(parseGnuTime('12.34 566272\n')).toEqual({ wallS: 12.34, maxRssKb: 566_272 });
    expect(parseGnuTime('Command exited with non-zero status 1\n0.50 1024\n')).toEqual({ wallS: 0.5, maxRssKb: 1024 });
    expect(parseGnuTime('8.10 301024 6.25 0.75\n')).toEqual({ wallS: 8.1, maxRssKb: 301_024, cpuS: 7 });
    expect(parseGnuTime('garbage')).toBeUndefined();
  });
});

describe('build phases', () => {
  const lines = [
    { at: 100, text: '> ai101-site@1.0.0 build' },
    { at: 700, text: 'vite v8.3.8 building client environment for production...' },
    { at: 900, text: 'Content OK: 32 files, 617 entries, 32 routes checked.' },
    { at: 1200, text: 'Editor bundled in 2.40 s.' },
    { at: 1500, text: "Generated the site's settings and the route manifest in generated/ (29 routes, 3 redirects)." },
    { at: 3000, text: 'Site bundles made in 2.81 s.' },
    { at: 3100, text: 'Pre-rendering 34 pages in 2 processes.' },
    { at: 5100, text: '✓ 34 HTML documents pre-rendered in 2.00 s.' },
    { at: 5300, text: 'postbuild: wrote _redirects, sitemap.xml, robots.txt (29 routes, 3 redirects)' },
    { at: 5500, text: 'Editor written to dist/client/admin/; site and editor built in 5.4 s.' },
  ];

  it('times each phase up to its closing line, the editor to the end', () => {
    expect(buildPhases(lines, 5600)).toEqual({
      validate: 900,
      codegen: 600,
      bundles: 1600,
      prerender: 2000,
      postbuild: 200,
      editor: 300,
    });
  });

  it('leaves out a phase whose line never came; the next counts from the last line seen', () => {
    const withoutCodegen = lines.filter((line) => !line.text.startsWith('Generated'));
    expect(buildPhases(withoutCodegen, 5600)).toMatchObject({ validate: 900, bundles: 2200 });
    expect(buildPhases(withoutCodegen, 5600).codegen).toBeUndefined();
    expect(buildPhases(lines.slice(0, -1), 5600).postbuild).toBe(500);
  });

  it('reads the time each bundling process took, when it made its bundles', () => {
    expect(bundlingTimes(lines)).toEqual({ 'site bundles': 2810, 'editor bundle': 2400 });
    expect(bundlingTimes(lines.filter((line) => !line.text.startsWith('Editor bundled')))).toEqual({
      'site bundles': 2810,
    });
  });
});

describe('routes of built HTML files', () => {
  it('maps index.html files to their folder and keeps other names', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('about/index.html')).toBe('/about');
    expect(routeOfHtmlFile('solutions/x/case-study/index.html')).toBe('/solutions/x/case-study');
    expect(routeOfHtmlFile('404.html')).toBe('/404.html');
  });
});
