/**
 * Pure helpers of `npm run bench`: medians, per-page costs, target verdicts, GNU time output and the
 * phases of a build told apart by the lines it prints.
 */

export const median = (numbers: readonly number[]): number => {
  if (numbers.length === 0) return Number.NaN;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The index of the median element (the lower one for an even count), so a whole run can stand for several. */
export const medianIndex = (numbers: readonly number[]): number => {
  const order = numbers.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? -1;
};

export interface SizedTime {
  pages: number;
  ms: number;
}

/** Milliseconds each added page costs between two measured sizes: (ms(b) - ms(a)) / (pages(b) - pages(a)). */
export const costPerAddedPage = (small: SizedTime, large: SizedTime): number =>
  (large.ms - small.ms) / (large.pages - small.pages);

export interface Verdict {
  met: boolean;
  /** e.g. "met: 0.42 s (limit 0.5 s)" or "missed by 0.99 s: 1.49 s (limit 0.5 s)" */
  text: string;
}

/** Compares a measured value with an upper limit; `format` prints a value with its unit. */
export function verdict(value: number, limit: number, format: (value: number) => string): Verdict {
  if (!Number.isFinite(value)) return { met: false, text: 'not measured' };
  const met = value <= limit;
  return met
    ? { met, text: `met: ${format(value)} (limit ${format(limit)})` }
    : {
        met,
        text: `missed by ${format(value - limit)}: ${format(value)} (limit ${format(limit)}, ${(value / limit).toFixed(1)}×)`,
      };
}

/** Compares a measured value with a lower bound (scores: at least 100). */
export function atLeast(value: number, bound: number, format: (value: number) => string): Verdict {
  if (!Number.isFinite(value)) return { met: false, text: 'not measured' };
  return value >= bound
    ? { met: true, text: `met: ${format(value)}` }
    : { met: false, text: `missed by ${format(bound - value)}: ${format(value)} (target ${format(bound)})` };
}

/**
 * GNU time's `-f '%e %M'` output: elapsed seconds and the maximum resident set size in KiB; with
 * `-f '%e %M %U %S'` also the user and system CPU seconds of the command and the children it waited for.
 */
export function parseGnuTime(text: string): { wallS: number; maxRssKb: number; cpuS?: number } | undefined {
  const line = text.trim().split('\n').at(-1) ?? '';
  const match = /^(\d+(?:\.\d+)?) (\d+)(?: (\d+(?:\.\d+)?) (\d+(?:\.\d+)?))?$/.exec(line.trim());
  if (!match) return undefined;
  const times = { wallS: Number(match[1]), maxRssKb: Number(match[2]) };
  return match[3] === undefined ? times : { ...times, cpuS: Number(match[3]) + Number(match[4]) };
}

export interface TimedLine {
  /** Milliseconds since the command started. */
  at: number;
  text: string;
}

/**
 * The phases of `npm run build` in the build's own process, each ending at the first line matching its marker (in
 * this order): validate, codegen, waiting for the site's bundles (made meanwhile in a process of their own),
 * pre-rendering (in processes of their own), postbuild, then waiting for the editor's bundle and writing its snapshot.
 */
export const BUILD_PHASES = [
  { name: 'validate', endsAt: /^Content OK: / },
  { name: 'codegen', endsAt: /^Generated .* in generated\// },
  { name: 'bundles', endsAt: /^Pre-rendering \d+ pages/ },
  { name: 'prerender', endsAt: /HTML documents? pre-rendered/ },
  { name: 'postbuild', endsAt: /^postbuild: wrote / },
  { name: 'editor', endsAt: /^Editor written/ },
] as const;

export type BuildPhase = (typeof BUILD_PHASES)[number]['name'];

/** The bundlings that run beside those phases, each in a process of its own, with the line giving its seconds. */
export const BUNDLINGS = [
  { name: 'site bundles', line: /^Site bundles made in ([\d.]+) s/ },
  { name: 'editor bundle', line: /^Editor bundled in ([\d.]+) s/ },
] as const;

export type Bundling = (typeof BUNDLINGS)[number]['name'];

/**
 * How long each phase took, from the time each phase's closing line was printed. A phase whose marker never appears
 * is left out, and the phase after it counts from the last marker seen; what follows the last marker counts in the
 * last phase seen.
 */
export function buildPhases(lines: readonly TimedLine[], endMs: number): Partial<Record<BuildPhase, number>> {
  const phases: Partial<Record<BuildPhase, number>> = {};
  let previous = 0;
  let last: BuildPhase | undefined;
  for (const { name, endsAt } of BUILD_PHASES) {
    const line = lines.find((candidate) => candidate.at >= previous && endsAt.test(candidate.text));
    if (!line) continue;
    phases[name] = line.at - previous;
    previous = line.at;
    last = name;
  }
  if (last) phases[last]! += Math.max(0, endMs - previous);
  return phases;
}

/** The time each bundling process says it took (made, not reused). */
export function bundlingTimes(lines: readonly TimedLine[]): Partial<Record<Bundling, number>> {
  return Object.fromEntries(
    BUNDLINGS.flatMap(({ name, line }) => {
      const seconds = lines.map((candidate) => line.exec(candidate.text)?.[1]).find(Boolean);
      return seconds ? [[name, Number(seconds) * 1000]] : [];
    }),
  );
}

/** `/about/index.html` -> `/about`, `index.html` -> `/`, `404.html` -> `/404.html` (paths relative to dist/client). */
export function routeOfHtmlFile(relativePath: string): string {
  const path = `/${relativePath.replace(/\\/g, '/').replace(/^\/+/, '')}`;
  if (path === '/index.html') return '/';
  if (path.endsWith('/index.html')) return path.slice(0, -'/index.html'.length);
  return path;
}

export const formatMs = (ms: number) =>
  ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
export const formatMb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The machine and moment a bench part ran on. */
export interface Machine {
  /** The command that made this section. */
  command: string;
  date: string;
  node: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  /** 1-minute load average before and after the part ran (other work on the machine skews timings). */
  loadBefore: number;
  loadAfter: number;
  commit: string;
  dirty: boolean;
  durationMs: number;
}
