import { describe, expect, it } from 'vitest';
import {
  buildPhases,
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
    { at: 100, text: '> ai101-site@1.0.0 prebuild' },
    { at: 900, text: 'Content OK: 32 files, 617 entries, 32 routes checked in 150 ms.' },
    { at: 2500, text: 'Generated 9 JSON Schemas, types.ts and routes.ts (29 routes, 3 redirects) in generated/.' },
    { at: 3000, text: 'vite v7.3.8 building client environment for production...' },
    { at: 9000, text: 'vite v7.3.8 building ssr environment for production...' },
    { at: 11_000, text: 'vike v0.4.266 pre-rendering HTML...' },
    { at: 13_000, text: '✓ 34 HTML documents pre-rendered.' },
    {
      at: 13_500,
      text: 'postbuild: wrote _redirects, sitemap.xml, robots.txt (29 routes, 3 redirects) to dist/client',
    },
  ];

  it('times each phase up to its closing line, postbuild to the end', () => {
    expect(buildPhases(lines, 13_600)).toEqual({
      validate: 900,
      codegen: 1600,
      client: 6500,
      ssr: 2000,
      prerender: 2000,
      postbuild: 600,
    });
  });

  it('leaves out a phase whose line never came; the next counts from the last line seen', () => {
    const withoutSsr = lines.filter((line) => !line.text.includes('building ssr'));
    expect(buildPhases(withoutSsr, 13_600)).toMatchObject({ codegen: 1600, ssr: 8500 });
    expect(buildPhases(withoutSsr, 13_600).client).toBeUndefined();
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
