import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startGzipProxy } from '../../tools/lib/bench-gzip-proxy.ts';
import {
  astroFigures,
  bestPracticesLostOnlyOffline,
  buildFigures,
  formatCls,
  partOfTargetRow,
  renderBenchmarks,
  type AstroSection,
  type BenchResults,
  type Machine,
} from '../../tools/lib/bench-report.ts';

const machine: Machine = {
  command: 'npm run bench',
  date: '2026-11-21T22:00:00.000Z',
  node: 'v20.20.2',
  cpus: 2,
  cpuModel: 'AMD EPYC',
  memoryGb: 24,
  os: 'Linux 6',
  loadBefore: 0.5,
  loadAfter: 1.5,
  commit: 'cba68a58f5aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  dirty: false,
  durationMs: 60_000,
};

const run = (wallMs: number, prerender: number, maxRssKb = 500_000) => ({
  wallMs,
  maxRssKb,
  treePeakKb: maxRssKb + 100_000,
  biggest: { command: 'node vike build', kb: maxRssKb },
  phases: { prerender },
});

const results: BenchResults = {
  validate: {
    machine,
    runs: 3,
    rows: [
      {
        n: 1000,
        files: 1032,
        entries: 50_000,
        routes: 1032,
        wallMs: [1400, 1500, 1600],
        inProcessMs: [600, 650, 700],
        maxRssKb: [200_000, 210_000, 205_000],
      },
    ],
    startup: [{ label: 'node, nothing else', command: 'node -e 0', wallMs: [70, 80, 90] }],
  },
  build: {
    machine,
    runsPerSize: 2,
    rows: [
      { n: 100, htmlPages: 134, prerendered: 134, syntheticPages: 100, runs: [run(14_000, 1000), run(16_000, 1200)] },
      {
        n: 1000,
        htmlPages: 1034,
        prerendered: 1034,
        syntheticPages: 1000,
        runs: [run(24_000, 8000, 800_000), run(26_000, 9000)],
        contentChangeRuns: [run(7000, 3000), run(7400, 3100)],
      },
    ],
  },
};

const measured = (wallMs: number, maxRssKb = 300_000) => ({
  wallMs,
  cpuMs: wallMs * 0.8,
  maxRssKb,
  treePeakKb: maxRssKb * 2,
  biggest: 'node pipeline/run.mjs pipeline/build/bundle-site.ts',
});
const side = (pages: number, builds: number[], validates: number[], maxRssKb?: number) => ({
  pages,
  htmlBytes: 40_000,
  build: builds.map((ms) => measured(ms, maxRssKb)),
  validate: validates.map((ms) => measured(ms)),
});
results.astro = {
  machine,
  runs: 3,
  pairs: [
    {
      node: 'v24.22.3',
      astroVersion: '7.3.5',
      rows: [
        {
          n: 1000,
          ours: side(1034, [3800, 3900, 3700], [300, 310, 320], 400_000),
          astro: side(1000, [4900, 5000, 4800], [900, 950, 1000], 700_000),
        },
        {
          n: 3000,
          ours: side(3034, [7000], [700], 420_000),
          astro: side(3000, [8000], [1900], 800_000),
        },
        {
          n: 10_000,
          ours: side(10_034, [21_000], [2000], 480_000),
          astro: side(10_000, [17_000], [6000], 1_100_000),
        },
      ],
    },
    {
      node: 'v20.20.2',
      astroVersion: '5.18.2',
      rows: [
        {
          n: 1000,
          ours: side(1034, [4500, 4600, 4400], [350, 360, 370], 350_000),
          astro: side(1000, [9000, 9100, 8900], [2000, 2100, 2200], 600_000),
        },
        {
          n: 10_000,
          ours: side(10_034, [30_000], [3000], 450_000),
          astro: side(10_000, [40_000], [9000], 1_000_000),
        },
      ],
    },
  ],
};

describe('comparison with Astro', () => {
  it('takes medians per side and the cost per added page between 1000 and 10000 on each side', () => {
    const { ours, astro, perPage } = astroFigures(results.astro!.pairs[0]!);
    expect(ours.map((row) => row.buildMs)).toEqual([3800, 7000, 21_000]);
    expect(astro.map((row) => row.validateMs)).toEqual([950, 1900, 6000]);
    expect(perPage.ours).toBeCloseTo((21_000 - 3800) / 9000);
    expect(perPage.astro).toBeCloseTo((17_000 - 4900) / 9000);
  });

  const text = renderBenchmarks(results);

  it('judges the headline pair against its targets, with the ratio on the other Node beside', () => {
    expect(text).toMatch(
      /\| whole build, 1000 synthetic solutions, vs Astro 7\.3\.5 on Node 24 \| ≤ 0\.8× Astro's \| ✅ \| 0\.78× Astro's \(3\.80 s vs 4\.90 s\); met: 3\.80 s \(limit 0\.8× 3\.92 s\); Node 20 against Astro 5\.18\.2: 0\.50× \|/,
    );
    expect(text).toMatch(
      /\| whole build, 10000 synthetic solutions, vs Astro 7\.3\.5 on Node 24 \| ≤ 0\.8× Astro's \| ❌ \| 1\.24×/,
    );
    expect(text).toMatch(
      /\| build peak RSS \(largest process\), 10000 synthetic solutions, vs Astro 7\.3\.5 on Node 24 \| ≤ 0\.8× Astro's \| ✅ \| 0\.44×/,
    );
    expect(text).toMatch(
      /\| build per added page, 1000 → 10000, vs Astro 7\.3\.5 on Node 24 \| ≤ 0\.5× Astro's \| ❌ \| 1\.42×/,
    );
    expect(text).toContain(
      '| build memory, 3000 and 10000 vs 1000 synthetic solutions (largest process, Node 24) | ≤ 1.15× | ❌ | 3000: 1.05× (410 MB), 10000: 1.20× (469 MB); 1000: 391 MB |',
    );
    expect(text).toMatch(
      /\| validate \(astro sync\), 1000 synthetic solutions, vs Astro 7\.3\.5 on Node 24 \| faster than Astro \| ✅ \| met: 310 ms/,
    );
  });

  it('gives a table per pair, with the ratios and the largest process', () => {
    expect(text).toContain('### Astro 7.3.5 on Node 24 (v24.22.3)');
    expect(text).toContain('### Astro 5.18.2 on Node 20 (v20.20.2)');
    expect(text).toContain('| full build wall, 1000 solutions | 3.80 s | 4.90 s | 0.78× |');
    expect(text).toContain('| build peak RSS (largest process), 1000 solutions | 391 MB | 684 MB | 0.57× |');
    expect(text).toContain('| build, whole process tree at once, 1000 solutions | 781 MB | 1367 MB | 0.57× |');
    expect(text).toContain('| wall per added page, 1000 → 10000 |');
    expect(text).toContain('Our largest process: 1000: `node pipeline/run.mjs pipeline/build/bundle-site.ts`');
  });

  it('leaves out the cost per added page when one size was measured, and reads a section stored before the pairs', () => {
    const [pair] = results.astro!.pairs;
    const oneSize = renderBenchmarks({
      astro: { ...results.astro!, pairs: [{ ...pair!, rows: pair!.rows.slice(0, 1) }] },
    });
    expect(oneSize).toContain('| full build wall, 1000 solutions | 3.80 s | 4.90 s | 0.78× |');
    expect(oneSize).not.toContain('per added page, 1000 → 10000 |');
    expect(oneSize).not.toContain('NaN');
    const stored = { machine, runs: 3, astroVersion: '5.18.2', rows: results.astro!.pairs[1]!.rows };
    const old = renderBenchmarks({ astro: stored as unknown as AstroSection });
    expect(old).toContain('### Astro 5.18.2 on Node 20 (v20.20.2)');
    expect(old).toContain('| full build wall, 1000 solutions | 4.50 s | 9.00 s | 0.50× |');
  });
});

describe('BENCHMARKS.md', () => {
  it('works out the per-page costs from medians', () => {
    const { perPage, prerenderPerPage } = buildFigures(results.build!);
    expect(perPage).toBeCloseTo((25_000 - 15_000) / 900);
    expect(prerenderPerPage).toBeCloseTo((8500 - 1100) / 900);
  });

  it('leaves out the cost per added page when one size was measured', () => {
    const oneSize = renderBenchmarks({ build: { ...results.build!, rows: results.build!.rows.slice(1) } });
    // The line under the table (this fixture's runs time only some phases, so the table itself may say NaN).
    expect(oneSize).toMatch(/\n\nLargest process at 1000: `node vike build` \(781 MB\)\.\n/);
    expect(oneSize).not.toContain('Cost per added page');
  });

  const text = renderBenchmarks(results);

  it('states the targets with met or missed and by how much', () => {
    expect(text).toContain(
      '| validate, 1000 synthetic solutions, fresh process | ≤ 0.4 s | ❌ | missed by 1.10 s: 1.50 s (limit 400 ms, 3.8×) (in-process 650 ms) |',
    );
    expect(text).toMatch(/validate peak RSS.*✅ \| met: 205 MB/);
    expect(text).toMatch(/build peak RSS.*❌ \| missed by 381 MB: 781 MB/);
    expect(text).toMatch(/whole build, 1000 synthetic solutions, cold \| ≤ 8 s \| ❌ \| missed by 17\.0 s: 25\.0 s/);
    expect(text).toMatch(
      /whole build, 1000 synthetic solutions, after a content edit \(bundles reused\) \| ≤ 8 s \| ✅ \| met: 7\.20 s/,
    );
    expect(text).toContain(
      '| whole build, 1000 synthetic solutions, after a content edit, share of the cold build | ≤ 40 % | ✅ | met: 29 % (limit 40 %) (7.20 s of 25.0 s) |',
    );
  });

  it('gives each section its command and machine, and says how to measure the parts not run', () => {
    expect(text).toContain('`npm run bench` · 2026-11-21 22:00 UTC · took 60.0 s · Node v20.20.2 · 2× AMD EPYC');
    expect(text).toContain('Not measured yet: `npm run bench -- --only weight`.');
    expect(text).toContain('Not measured yet: `npm run bench -- --only lighthouse`.');
  });

  it('keeps the sections and target rows of the parts a run did not measure from the file as it was', () => {
    for (const part of ['validate', 'build', 'astro'] as const) {
      const partial = renderBenchmarks({ [part]: results[part] }, text);
      expect(partial).toBe(text);
    }
    const buildOnly = renderBenchmarks({ build: results.build });
    expect(buildOnly).toContain('Not measured yet: `npm run bench -- --only validate`.');
    expect(buildOnly).not.toContain('| validate, 1000 synthetic solutions');
    const keptValidate = renderBenchmarks({ build: results.build }, text);
    expect(keptValidate).toContain('| validate, 1000 synthetic solutions, fresh process | ≤ 0.4 s | ❌ |');
  });

  it('knows which part every row of the targets table comes from, here and in the committed file', () => {
    const targetRows = (report: string) =>
      report
        .slice(report.indexOf('## Targets'), report.indexOf('\n## ', report.indexOf('## Targets') + 1))
        .split('\n')
        .filter((line) => line.startsWith('| ') && !line.startsWith('| what |') && !line.startsWith('| ---'))
        .map((line) => line.slice(2, line.indexOf(' |', 2)));
    const committed = readFileSync(join(import.meta.dirname, '..', '..', 'BENCHMARKS.md'), 'utf8');
    const rows = [...targetRows(text), ...targetRows(committed)];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((what) => partOfTargetRow(what) === undefined)).toEqual([]);
    expect(partOfTargetRow('whole build, 1000 synthetic solutions, vs Astro 7.3.5 on Node 24')).toBe('astro');
    expect(partOfTargetRow('build memory, 3000 and 10000 vs 1000 synthetic solutions (largest process, Node 24)')).toBe(
      'astro',
    );
    expect(partOfTargetRow('Lighthouse LCP (mobile, gzip proxy), every route')).toBe('lighthouseGzip');
    expect(partOfTargetRow('Lighthouse LCP (mobile), every route')).toBe('lighthouse');
    expect(partOfTargetRow('keystroke to preview, median (`npm run dev`)')).toBe('admin');
  });

  it('leaves the retired targets out of the table, from a run and from the file as it was', () => {
    const retired = [
      '| pre-render per added page, 100 → 1000 synthetic solutions | ≤ 2 ms | ❌ | missed |',
      '| Lighthouse TBT (mobile, gzip proxy), every route | ≤ 50 ms | ❌ | worst 204 ms |',
      '| function call through `npm start`, warm, median | ≤ 200 ms | ✅ | met: 101 ms |',
    ];
    const earlier = text.replace('| validate peak RSS', `${retired.join('\n')}\n| validate peak RSS`);
    expect(earlier).toContain(retired[1]);
    const kept = renderBenchmarks({ validate: results.validate }, earlier);
    for (const row of retired) expect(kept).not.toContain(row);
    expect(kept).toContain('| build peak RSS (largest process), 1000 synthetic solutions | ≤ 400 MB | ❌ |');
    expect(text).not.toMatch(/^\| (pre-render per added page|Lighthouse TBT|function call)/m);
    // The measurements stay in their sections, as figures.
    expect(text).toContain('**8.22 ms** of pre-rendering');
  });

  it("reports the editor's timings against their targets and its JavaScript", () => {
    const admin = renderBenchmarks({
      admin: {
        machine,
        readyToEdit: [1200, 800, 900, 1100, 700],
        keystrokeToPreview: [60, 50, 40, 150],
        saveToPage: [600, 700, 1400],
        weight: { upFrontGzip: 1_650_000, allGzip: 1_880_000 },
      },
    });
    expect(admin).toContain(
      '| `/admin/` ready to edit, cold browser, median (`npm run dev`) | ≤ 1.00 s | ✅ | met: 900 ms',
    );
    expect(admin).toContain('| keystroke to preview, median (`npm run dev`) | ≤ 50 ms | ❌ | missed by 5 ms: 55 ms');
    expect(admin).toContain(
      '| save to the open site page updated, median (`npm run dev`) | ≤ 1.00 s | ✅ | met: 700 ms',
    );
    expect(admin).toContain('| keystroke to preview | ≤ 50 ms | 4 | 55 ms | 40 ms | 150 ms |');
    expect(admin).toMatch(/\*\*1611\.3 KB\*\* up front .*\*\*1835\.9 KB\*\* in all/);
    expect(admin).toContain('Not measured yet: `npm run bench -- --only load`.');
  });

  it('judges Lighthouse on the routes measured and says which were not', () => {
    const scores = (performance: number) => ({ performance, accessibility: 100, 'best-practices': 96, seo: 100 });
    const withLighthouse: BenchResults = {
      lighthouse: {
        machine,
        runs: 1,
        lighthouse: '12.8.2',
        chromium: 'Chromium 156',
        served: '`npm start`',
        rows: [
          {
            route: '/',
            url: 'http://localhost:4100/',
            scores: scores(90),
            lcpMs: 2500,
            cls: 0,
            tbtMs: 100,
            performanceRuns: [90],
            failing: ['performance/largest-contentful-paint: 2.5 s'],
          },
          {
            route: '/pricing',
            url: 'http://localhost:4100/pricing',
            scores: scores(100),
            lcpMs: 900,
            cls: 0.002,
            tbtMs: 0,
            performanceRuns: [100],
            failing: [],
          },
          {
            route: '/about',
            url: 'http://localhost:4100/about',
            scores: {},
            performanceRuns: [Number.NaN],
            failing: [],
            error: 'CHROME_INTERSTITIAL_ERROR: …',
          },
        ],
      },
    };
    const text = renderBenchmarks(withLighthouse);
    expect(text).toContain(
      '| Lighthouse Perf (mobile), every route | ≥ 98 | ❌ | worst missed by 8: 90 (target 98); 1 of 2 routes below 98; 1 route not measured (see the errors below) |',
    );
    expect(text).toContain(
      '| Lighthouse A11y (mobile), every route | 100 | ❌ | worst met: 100; 0 of 2 routes below 100; 1 route not measured',
    );
    expect(text).toContain(
      '| Lighthouse CLS (mobile), every route | 0 | ❌ | worst 0.002; 1 of 2 routes above 0; 1 route not measured',
    );
    expect(text).not.toContain('| Lighthouse TBT');
    expect(text).toMatch(/^\| `\/` \| 90 \| .* \| 100 ms \|$/m);
    expect(text).toContain(
      '| Lighthouse LCP (mobile), every route | ≤ 1.5 s | ❌ | worst 2.50 s; 1 of 2 routes above 1.5 s; 1 route not measured',
    );
    expect(text).toContain('- `/about`: CHROME_INTERSTITIAL_ERROR: …');
    expect(formatCls(0)).toBe('0');
    expect(formatCls(0.000181)).toBe('0.00018');
    expect(formatCls(0.1234)).toBe('0.12');
    expect(text).toContain('- `performance/largest-contentful-paint` on 1 route, e.g. / 2.5 s');
  });

  it('excuses a best-practices deduction only when it comes from third-party files unreachable offline', () => {
    const row = (failing: string[]) => ({
      route: '/',
      url: 'http://localhost:4100/',
      scores: { 'best-practices': 96 },
      performanceRuns: [100],
      failing,
    });
    const calendly =
      'best-practices/errors-in-console: score 0 (https://assets.calendly.com/assets/external/widget.css net::ERR_NAME_NOT_RESOLVED; https://assets.calendly.com/assets/external/widget.js net::ERR_NAME_NOT_RESOLVED)';
    expect(bestPracticesLostOnlyOffline(row([calendly, 'performance/speed-index: 2.1 s']))).toBe(true);
    expect(
      bestPracticesLostOnlyOffline(
        row(['best-practices/errors-in-console: score 0 (http://localhost:4100/assets/x.js net::ERR_ABORTED)']),
      ),
    ).toBe(false);
    expect(
      bestPracticesLostOnlyOffline(row(['best-practices/errors-in-console: score 0 (TypeError: x is undefined)'])),
    ).toBe(false);
    expect(bestPracticesLostOnlyOffline(row([calendly, 'best-practices/image-aspect-ratio: score 0']))).toBe(false);
    expect(bestPracticesLostOnlyOffline(row([]))).toBe(false);
  });

  it('flags a build that did not pre-render every synthetic solution', () => {
    const broken = structuredClone(results);
    broken.build!.rows[1]!.syntheticPages = 990;
    expect(renderBenchmarks(broken)).toContain('⚠ only 990 of 1000 synthetic');
  });
});

describe('gzip proxy', () => {
  it('gzips text for clients that accept it and passes statuses and other bodies through', async () => {
    const upstream = createServer((request, reply) => {
      if (request.url === '/missing') {
        reply.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      } else if (request.url === '/image.png') {
        reply.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([1, 2, 3]));
      } else {
        reply
          .writeHead(200, {
            'content-type': 'text/javascript',
            'x-seen-encoding': String(request.headers['accept-encoding'] ?? 'none'),
          })
          .end('console.log(1);'.repeat(100));
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, resolve));
    const proxy = await startGzipProxy(`http://localhost:${(upstream.address() as AddressInfo).port}`, 0);
    try {
      const script = await fetch(`${proxy.origin}/app.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(script.headers.get('content-encoding')).toBe('gzip');
      expect(script.headers.get('x-seen-encoding')).toBe('none');
      const raw = Buffer.from(await script.arrayBuffer());
      // fetch decodes gzip itself; either way the text is intact.
      const body = raw[0] === 0x1f ? gunzipSync(raw).toString() : raw.toString();
      expect(body).toBe('console.log(1);'.repeat(100));

      const missing = await fetch(`${proxy.origin}/missing`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('<h1>Not found</h1>');

      const image = await fetch(`${proxy.origin}/image.png`, { headers: { 'accept-encoding': 'gzip' } });
      expect(image.headers.get('content-encoding')).toBeNull();
      expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([1, 2, 3]);
    } finally {
      proxy.server.close();
      proxy.server.closeAllConnections();
      upstream.close();
    }
  });
});
