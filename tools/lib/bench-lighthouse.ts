/**
 * Lighthouse (mobile defaults: simulated slow 4G and a 4× slower CPU) over a list of addresses, in one
 * headless Chromium launched by chrome-launcher. Each address is audited `runs` times; each score and timing is the
 * median of its runs, and the audits that cost points are those of the run with the median performance score.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, medianIndex } from './bench-stats.ts';
import { CHROMIUM_FLAGS } from './chromium.ts';

const LIGHTHOUSE_CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export interface LighthouseRow {
  route: string;
  url: string;
  /** 0-100 per category id (performance, accessibility, best-practices, seo); undefined when the run failed. */
  scores: Record<string, number | undefined>;
  fcpMs?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  /** Performance score of every run, in order. */
  performanceRuns: number[];
  /** LCP and TBT of every run, in order (NaN for a run that failed). */
  lcpRuns?: number[];
  tbtRuns?: number[];
  /** Audits that count towards a category score and did not pass, in the median run: `category/audit: value`. */
  failing: string[];
  error?: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summarise(lhr: Lhr): Omit<LighthouseRow, 'route' | 'url' | 'performanceRuns'> {
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const scores: Record<string, number | undefined> = {};
  for (const category of Object.values(lhr.categories))
    scores[category.id] = category.score === null ? undefined : Math.round(category.score * 100);
  const failing: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      // Console errors: say which (offline third parties are the usual reason here).
      const items =
        (audit.details as { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined)
          ?.items ?? [];
      const detail =
        audit.id === 'errors-in-console'
          ? items
              .slice(0, 3)
              .map((item) =>
                `${item.sourceLocation?.url ?? ''} ${/net::\w+/.exec(item.description ?? '')?.[0] ?? (item.description ?? '').slice(0, 80)}`.trim(),
              )
              .join('; ')
          : '';
      failing.push(
        `${category.id}/${audit.id}: ${audit.displayValue ?? `score ${audit.score}`}${detail ? ` (${detail})` : ''}`,
      );
    }
  }
  return {
    scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    failing,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/** Each score and timing as the median of the runs that produced one (a single run's figures are noisy here). */
function medians(runs: ReturnType<typeof summarise>[]): Partial<LighthouseRow> {
  if (runs.length === 0) return {};
  const of = (pick: (run: ReturnType<typeof summarise>) => number | undefined) => {
    const values = runs.map(pick).filter((value): value is number => value !== undefined);
    return values.length > 0 ? median(values) : undefined;
  };
  const categories = new Set(runs.flatMap((run) => Object.keys(run.scores)));
  return {
    scores: Object.fromEntries(
      [...categories].map((id) => {
        const score = of((run) => run.scores[id]);
        return [id, score === undefined ? undefined : Math.round(score)];
      }),
    ),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
  };
}

export async function runLighthouse(
  targets: readonly { route: string; url: string }[],
  options: {
    chromePath: string;
    runs: number;
    /** Called before every run (e.g. to check the server still answers); a failed run is retried once after calling it again. */
    beforeRun?: () => Promise<void>;
    onResult?: (row: LighthouseRow, index: number) => void;
  },
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const [index, { route, url }] of targets.entries()) {
    // A browser of its own for each route: one browser kept through a whole run of 93 page loads grew, and its later
    // routes measured more blocking time than the same pages loaded by a fresh browser.
    const chrome = await chromeLauncher.launch({
      chromePath: options.chromePath,
      chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
      logLevel: 'silent',
    });
    try {
      const runs: ReturnType<typeof summarise>[] = [];
      const once = async (): Promise<ReturnType<typeof summarise>> => {
        await options.beforeRun?.();
        try {
          const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
          if (!result) throw new Error('Lighthouse returned nothing');
          return summarise(result.lhr);
        } catch (error) {
          return { scores: {}, failing: [], error: String(error) };
        }
      };
      for (let run = 0; run < options.runs; run += 1) {
        const first = await once();
        runs.push(first.error ? await once() : first);
      }
      const performanceRuns = runs.map((run) => run.scores.performance ?? Number.NaN);
      const usable = runs
        .map((run, position) => ({ run, position }))
        .filter(({ run }) => run.scores.performance !== undefined);
      const chosen =
        usable.length > 0 ? usable[medianIndex(usable.map(({ run }) => run.scores.performance!))]!.run : runs[0]!;
      const row: LighthouseRow = {
        route,
        url,
        performanceRuns,
        lcpRuns: runs.map((run) => run.lcpMs ?? Number.NaN),
        tbtRuns: runs.map((run) => run.tbtMs ?? Number.NaN),
        ...chosen,
        ...medians(usable.map(({ run }) => run)),
      };
      rows.push(row);
      options.onResult?.(row, index);
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}
