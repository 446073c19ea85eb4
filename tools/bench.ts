/**
 * npm run bench [-- --only validate,build,weight,lighthouse,lighthouse-gzip,load,astro,astro-island,admin] [--quick] [options]
 *
 * Measures the site and writes BENCHMARKS.md (from .bench/results.json, so parts can run separately; a part that
 * file lacks keeps its section from BENCHMARKS.md as it was):
 *  - validate:   validate's wall time, in-process time and peak RSS with N synthetic solutions;
 *  - build:      `npm run build` with N synthetic solutions: total and per phase, peak RSS, cost per added page;
 *  - weight:     JS and CSS each page of the real site loads, gzipped;
 *  - lighthouse: Lighthouse (mobile) on every route of the real site served by `npm start`;
 *  - lighthouse-gzip: the same through a gzip proxy, as a CDN serves it;
 *  - load:       function calls through `npm start`: latency one at a time (a figure, no target), the chat button's
 *                appearance after a page load, and 500 contact messages at concurrency 25 and 50 (5xx, each stored
 *                exactly once);
 *  - astro:      the same job side by side with Astro (installed by npm into a temporary folder): Astro 7 on Node 24
 *                (also installed there), then Astro 5.18 on this machine's Node; full build, peak RSS and cost per
 *                added page at 1000, 3000 and 10000 synthetic solutions, validate vs astro sync;
 *  - astro-island: an Astro 5 sample with our privacy page's content and stylesheet, static and with one Preact island,
 *                installed with npm into a temporary folder: its JS and Lighthouse next to our pages, in the same run;
 *  - admin:      the content editor under `npm run dev` (tools/lib/bench-admin.ts): `/admin/` ready to edit (cold, median
 *                of 5), keystroke to preview, save to the open page updated, and the editor's JS as built, gzipped
 *                (its dev server copies the working tree even with --head or --commit).
 * Every build and server runs in a temporary copy of the working tree (node_modules linked), never in the checkout.
 *
 * Options: --quick (validate 3 runs, builds and Lighthouse 1 run), --validate-sizes 0,10,100,1000,5000,
 * --build-sizes 0,10,100,1000,5000, --astro-sizes 1000,3000,10000, --astro-runs 3, --validate-runs 5, --build-runs 3
 * (builds of 5000 and more run once), --lighthouse-runs 3, --port 4100 (first port
 * tried), --chrome /usr/bin/chromium, --routes /,/pricing (Lighthouse on these only; their rows replace the stored
 * ones, the other routes' rows stay), --head (measure the last commit, not the working tree), --commit SHA (measure
 * that commit), --render-only (rewrite BENCHMARKS.md from .bench/results.json, measure nothing), --keep (keep the
 * temporary copies), --verbose (echo build output).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, freemem, loadavg, release, totalmem, type } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { keptBuildsDir } from '../pipeline/build/bundle-cache.ts';
import { ASTRO_PAIRS, astroPages, installAstro, installNode, makeAstroProject } from './lib/bench-astro.ts';
import {
  buildAstroSample,
  inlineScriptGzip,
  inlineStyles,
  mainContent,
  serveStatic,
  type AstroIslandRow,
} from './lib/bench-astro-island.ts';
import { benchAdmin as measureAdmin } from './lib/bench-admin.ts';
import { startGzipProxy } from './lib/bench-gzip-proxy.ts';
import {
  chatTestBody,
  concurrent,
  contactBody,
  figures,
  sequential,
  summariseRun,
  type LoadRun,
} from './lib/bench-load.ts';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { openLocalMessages } from './lib/local-messages.ts';
import { runLighthouse, type LighthouseRow } from './lib/bench-lighthouse.ts';
import {
  LARGE_SIZE,
  renderBenchmarks,
  type AstroPair,
  type AstroRow,
  type BenchResults,
  type Measurement,
  type BuildRow,
  type BuildRun,
  type LighthouseSection,
  type Machine,
  type StartupRow,
  type ValidateRow,
} from './lib/bench-report.ts';
import { buildPhases, bundlingTimes, formatKb, formatMb, formatMs, median } from './lib/bench-stats.ts';
import { htmlFiles, weighDist } from './lib/bench-weight.ts';
import {
  addSyntheticSolutions,
  gitState,
  makeTempParent,
  makeWorkspace,
  removeDir,
  runMeasured,
  syntheticId,
  worktreeSource,
  type WorkspaceSource,
} from './lib/bench-workspace.ts';

const PARTS = [
  'validate',
  'build',
  'weight',
  'lighthouse',
  'lighthouse-gzip',
  'load',
  'astro',
  'astro-island',
  'admin',
] as const;
type Part = (typeof PARTS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: PARTS.join(',') },
    quick: { type: 'boolean', default: false },
    'validate-sizes': { type: 'string', default: '0,10,100,1000,5000' },
    'build-sizes': { type: 'string', default: '0,10,100,1000,5000' },
    'validate-runs': { type: 'string' },
    'build-runs': { type: 'string' },
    'astro-sizes': { type: 'string', default: '1000,3000,10000' },
    'astro-runs': { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    port: { type: 'string', default: '4100' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    routes: { type: 'string' },
    head: { type: 'boolean', default: false },
    commit: { type: 'string' },
    'render-only': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const parts = args.only
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean) as Part[];
const unknown = parts.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; use --only with some of ${PARTS.join(', ')}.`);
  process.exit(2);
}
const sizes = (text: string) =>
  text
    .split(',')
    .map((size) => Number(size.trim()))
    .filter((size) => Number.isInteger(size) && size >= 0);
const runsOf = (given: string | undefined, normal: number, quick: number) =>
  Math.max(1, Number(given ?? (args.quick ? quick : normal)));
const validateRuns = runsOf(args['validate-runs'], 5, 3);
const buildRuns = runsOf(args['build-runs'], 3, 1);
const lighthouseRuns = runsOf(args['lighthouse-runs'], 3, 1);
const astroRuns = runsOf(args['astro-runs'], 3, 1);

const repo = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = join(repo, '.bench', 'results.json');
const benchmarksFile = join(repo, 'BENCHMARKS.md');
/** The report as it is, whose parts a run keeps when `.bench/results.json` does not have them. */
const earlierReport = () => (existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : '');

if (args['render-only']) {
  if (!existsSync(resultsFile)) {
    console.error(`${resultsFile} does not exist: nothing measured here yet.`);
    process.exit(1);
  }
  writeFileSync(
    benchmarksFile,
    renderBenchmarks(JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults, earlierReport()),
  );
  console.log(`Wrote ${benchmarksFile} from ${resultsFile}.`);
  process.exit(0);
}
const command = ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');
let git = gitState(repo);
// What the copies are made of: the working tree as it is, or with --head the last commit only (--commit: that one).
if (args.commit)
  git = {
    commit: execFileSync('git', ['rev-parse', '--verify', `${args.commit}^{commit}`], {
      cwd: repo,
      encoding: 'utf8',
    }).trim(),
    dirty: false,
  };
const fromCommit = args.head || args.commit !== undefined;
const files: WorkspaceSource = fromCommit ? { kind: 'commit', commit: git.commit } : worktreeSource(repo);
const temp = makeTempParent();

const results: BenchResults = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults)
  : {};
const save = () => {
  mkdirSync(join(repo, '.bench'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(benchmarksFile, renderBenchmarks(results, earlierReport()));
};

const log = (text: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

function machine(started: number, loadBefore: number): Machine {
  const cpu = cpus();
  return {
    command,
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpu.length,
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    loadBefore,
    loadAfter: loadavg()[0]!,
    commit: git.commit,
    dirty: !fromCommit && git.dirty,
    durationMs: performance.now() - started,
  };
}

async function measurePart(part: Part, run: (started: number, loadBefore: number) => Promise<void>) {
  log(`${part}: starting (load average ${loadavg()[0]!.toFixed(1)}, ${formatMb(freemem() / 1024)} free)`);
  const started = performance.now();
  await run(started, loadavg()[0]!);
  save();
  log(`${part}: done in ${formatMs(performance.now() - started)}; BENCHMARKS.md updated`);
}

// ---------------------------------------------------------------- validate

async function benchValidate(started: number, loadBefore: number) {
  const rows: ValidateRow[] = [];
  const startup: StartupRow[] = [];
  for (const n of sizes(args['validate-sizes'])) {
    const workspace = makeWorkspace(repo, temp, `validate-${n}`, files);
    addSyntheticSolutions(workspace, n);
    const validate = () =>
      runMeasured(process.execPath, ['pipeline/run.mjs', 'pipeline/validate.ts'], { cwd: workspace, sampleMs: 0 });
    await validate(); // warm-up: the disk cache
    const row: ValidateRow = { n, files: 0, entries: 0, routes: 0, wallMs: [], inProcessMs: [], maxRssKb: [] };
    for (let run = 0; run < validateRuns; run += 1) {
      const result = await validate();
      const summary = /Content OK: (\d+) files, (\d+) entries, (\d+) routes checked in (\d+) ms/.exec(result.output);
      if (result.status !== 0 || !summary)
        throw new Error(`validate failed with ${n} synthetic solutions:\n${result.output.slice(0, 3000)}`);
      Object.assign(row, { files: Number(summary[1]), entries: Number(summary[2]), routes: Number(summary[3]) });
      row.wallMs.push(result.wallMs);
      row.inProcessMs.push(Number(summary[4]));
      row.maxRssKb.push(result.maxRssKb);
    }
    rows.push(row);
    log(
      `validate N=${n}: ${row.files} files, wall ${formatMs(median(row.wallMs))}, in-process ${formatMs(median(row.inProcessMs))}, peak ${formatMb(Math.max(...row.maxRssKb))}`,
    );

    if (n === 0) {
      const steps: [string, string[]][] = [
        ['node, nothing else', ['-e', '0']],
        ['node with the tsx loader', ['--import', 'tsx', '-e', '0']],
        ['the whole validate through the tsx loader', ['--import', 'tsx', 'pipeline/validate.ts']],
        [
          'the whole validate, bundled by pipeline/run.mjs (npm run validate)',
          ['pipeline/run.mjs', 'pipeline/validate.ts'],
        ],
      ];
      for (const [label, stepArgs] of steps) {
        const step: StartupRow = {
          label,
          command: `node ${stepArgs.map((arg) => (/\s/.test(arg) ? `"${arg}"` : arg)).join(' ')}`,
          wallMs: [],
        };
        for (let run = 0; run < validateRuns; run += 1) {
          const result = await runMeasured(process.execPath, stepArgs, { cwd: workspace, sampleMs: 0 });
          if (result.status !== 0) throw new Error(`${step.command} failed:\n${result.output}`);
          step.wallMs.push(result.wallMs);
        }
        startup.push(step);
      }
    }
    if (!args.keep) removeDir(workspace);
  }
  results.validate = { machine: machine(started, loadBefore), runs: validateRuns, rows, startup };
}

// ---------------------------------------------------------------- build

const npmEnv = {
  ...process.env,
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

/** Builds once with no dist/; `cold` also drops the bundles the last build kept, so they are made afresh. */
async function buildOnce(workspace: string, label: string, cold = true) {
  rmSync(join(workspace, 'dist'), { recursive: true, force: true });
  if (cold) rmSync(keptBuildsDir(workspace), { recursive: true, force: true });
  const result = await runMeasured('npm', ['run', 'build'], { cwd: workspace, env: npmEnv, echo: args.verbose });
  if (result.status !== 0) throw new Error(`npm run build failed (${label}):\n${result.output.slice(-4000)}`);
  const reused = result.lines.some((line) => line.text.startsWith('Bundles reused'));
  if (reused === cold) throw new Error(`The ${label} build ${reused ? 'reused' : 'did not reuse'} the kept bundles.`);
  return result;
}

/** An editor's change: a new title for the first synthetic solution. */
function editSolutionTitle(workspace: string, edit: number) {
  const file = join(workspace, 'data', 'solutions', `${syntheticId(0)}.yaml`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: Synthetic solution, edit ${edit}`));
}

/**
 * A copy with N synthetic solutions, left as `npm install` leaves a checkout: its postinstall runs codegen, so
 * generated/types.ts exists (the build reuses it while schema/ is unchanged).
 */
function buildWorkspace(name: string, n: number) {
  const workspace = makeWorkspace(repo, temp, name, files);
  const ids = addSyntheticSolutions(workspace, n);
  execFileSync('npm', ['run', 'codegen'], { cwd: workspace, env: npmEnv, stdio: 'ignore' });
  return { workspace, ids };
}

async function benchBuild(started: number, loadBefore: number) {
  const rows: BuildRow[] = [];
  for (const n of sizes(args['build-sizes'])) {
    const { workspace, ids } = buildWorkspace(`build-${n}`, n);
    const row: BuildRow = { n, htmlPages: 0, prerendered: 0, syntheticPages: 0, runs: [] };
    const runs = n >= LARGE_SIZE ? 1 : buildRuns;
    const measured = (result: Awaited<ReturnType<typeof buildOnce>>): BuildRun => ({
      wallMs: result.wallMs,
      maxRssKb: result.maxRssKb,
      treePeakKb: result.treePeakKb,
      biggest: { ...result.biggest, command: result.biggest.command.replaceAll(`${workspace}/`, '') },
      phases: buildPhases(result.lines, result.wallMs),
      bundlings: bundlingTimes(result.lines),
    });
    row.contentChangeRuns = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await buildOnce(workspace, `${n} synthetic solutions, cold run ${run + 1}`);
      const client = join(workspace, 'dist', 'client');
      row.htmlPages = htmlFiles(client).length;
      row.prerendered = Number(/(\d+) HTML documents? pre-rendered/.exec(result.output)?.[1] ?? Number.NaN);
      row.syntheticPages = ids.filter((id) => existsSync(join(client, 'solutions', id, 'index.html'))).length;
      const cold = measured(result);
      row.runs.push(cold);
      editSolutionTitle(workspace, run);
      const edited = measured(await buildOnce(workspace, `${n} synthetic solutions, content edit ${run + 1}`, false));
      row.contentChangeRuns.push(edited);
      log(
        `build N=${n} run ${run + 1}/${runs}: cold ${formatMs(cold.wallMs)} (pre-render ${formatMs(cold.phases.prerender ?? Number.NaN)}), ` +
          `after a content edit ${formatMs(edited.wallMs)}, ${row.htmlPages} pages, peak ${formatMb(cold.maxRssKb)} (${cold.biggest.command}), ` +
          `tree ${formatMb(cold.treePeakKb)}`,
      );
    }
    if (row.syntheticPages !== n)
      throw new Error(
        `Only ${row.syntheticPages} of ${n} synthetic solution pages were pre-rendered (${syntheticId(0)} …)`,
      );
    rows.push(row);
    if (!args.keep) removeDir(workspace);
  }
  results.build = { machine: machine(started, loadBefore), runsPerSize: buildRuns, largeBuild: LARGE_SIZE, rows };
}

// ---------------------------------------------------------------- astro: the same job done by Astro

/**
 * Our build and Astro's, our validate and `astro sync`, at each size, alternating run by run so that changes in
 * the machine's load hit both alike; for each pair of ASTRO_PAIRS in turn, both on that pair's Node (npm and every
 * process it starts find it first on PATH). Every run starts cold: no dist/, no kept bundles of ours, and for Astro no
 * content-layer cache.
 */
async function benchAstro(started: number, loadBefore: number) {
  const astroCaches = ['.astro', join('node_modules', '.astro'), join('node_modules', '.vite')];
  // Ours cold too: the bundles an earlier build kept are not reused.
  const ourBundles = keptBuildsDir('.');
  const pairs: AstroPair[] = [];
  const ours = new Map<number, string>();
  for (const pair of ASTRO_PAIRS) {
    const nodeBin = pair.node ? installNode(join(temp, `node-${pair.node}`), pair.node) : undefined;
    const env = {
      ...npmEnv,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...(nodeBin ? { PATH: `${nodeBin}${delimiter}${process.env.PATH}` } : {}),
    };
    const node = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
    log(`astro: installing astro@${pair.astro} with npm into ${temp}, to run on Node ${node}`);
    const installed = join(temp, `astro-install-${pair.astro}`);
    const astroVersion = installAstro(installed, pair.astro, env);
    const measure = async (cwd: string, script: string, clean: string[], label: string): Promise<Measurement> => {
      for (const dir of clean) rmSync(join(cwd, dir), { recursive: true, force: true });
      const result = await runMeasured('npm', ['run', script], { cwd, env, echo: args.verbose });
      if (result.status !== 0) throw new Error(`npm run ${script} failed (${label}):\n${result.output.slice(-4000)}`);
      return {
        wallMs: result.wallMs,
        cpuMs: result.cpuMs,
        maxRssKb: result.maxRssKb,
        treePeakKb: result.treePeakKb,
        // The node of a pair is installed in the bench's temporary folder: named by its name alone.
        biggest: result.biggest.command.replaceAll(`${cwd}/`, '').replace(/^\S*\/node /, 'node '),
      };
    };
    const rows: AstroRow[] = [];
    for (const n of sizes(args['astro-sizes'])) {
      if (!ours.has(n)) ours.set(n, buildWorkspace(`ours-${n}`, n).workspace);
      const our = ours.get(n)!;
      const astro = join(temp, `astro-${pair.astro}-${n}`);
      makeAstroProject(repo, installed, astro, n);
      // Warm-up, not counted: the file system cache.
      await measure(our, 'validate', [], `ours, ${n}`);
      await measure(astro, 'sync', astroCaches, `astro, ${n}`);
      const row: AstroRow = {
        n,
        ours: { pages: 0, htmlBytes: 0, build: [], validate: [] },
        astro: { pages: 0, htmlBytes: 0, build: [], validate: [] },
      };
      const runs = n >= LARGE_SIZE ? 1 : astroRuns;
      for (let run = 0; run < runs; run += 1) {
        row.ours.validate.push(await measure(our, 'validate', [], `ours, ${n}`));
        row.astro.validate.push(await measure(astro, 'sync', astroCaches, `astro, ${n}`));
        row.ours.build.push(await measure(our, 'build', ['dist', ourBundles], `ours, ${n}`));
        row.astro.build.push(await measure(astro, 'build', ['dist', ...astroCaches], `astro, ${n}`));
        const [mine, their] = [row.ours.build.at(-1)!, row.astro.build.at(-1)!];
        log(
          `astro ${astroVersion} on Node ${node}, N=${n} run ${run + 1}/${runs} (load ${loadavg()[0]!.toFixed(1)}): ` +
            `build ours ${formatMs(mine.wallMs)} ${formatMb(mine.maxRssKb)}, astro ${formatMs(their.wallMs)} ${formatMb(their.maxRssKb)}; ` +
            `validate ${formatMs(row.ours.validate.at(-1)!.wallMs)}, astro sync ${formatMs(row.astro.validate.at(-1)!.wallMs)}`,
        );
      }
      const page = (dir: string) => join(dir, 'solutions', syntheticId(0), 'index.html');
      row.ours.pages = htmlFiles(join(our, 'dist', 'client')).length;
      row.ours.htmlBytes = readFileSync(page(join(our, 'dist', 'client'))).length;
      row.astro.pages = astroPages(astro);
      row.astro.htmlBytes = readFileSync(page(join(astro, 'dist'))).length;
      if (row.astro.pages !== n) throw new Error(`Astro built ${row.astro.pages} of ${n} solution pages`);
      rows.push(row);
      if (!args.keep) removeDir(astro);
    }
    pairs.push({ node, astroVersion, rows });
  }
  if (!args.keep) for (const our of ours.values()) removeDir(our);
  results.astro = { machine: machine(started, loadBefore), runs: astroRuns, pairs };
}

// ---------------------------------------------------------------- the real site: weight and Lighthouse

let site: string | undefined;
async function siteWorkspace() {
  if (!site) {
    site = buildWorkspace('site', 0).workspace;
    log('building the real site in a copy');
    await buildOnce(site, 'the real site');
  }
  return site;
}

async function benchWeight(started: number, loadBefore: number) {
  const client = join(await siteWorkspace(), 'dist', 'client');
  const level = 9;
  const pages = weighDist(client, { level });
  const assets = new Map<string, { raw: number; gzip: number; pages: number }>();
  const { gzipSync } = await import('node:zlib');
  for (const page of pages) {
    for (const path of [...page.js, ...page.css]) {
      const known = assets.get(path);
      if (known) known.pages += 1;
      else {
        const file = join(client, ...path.split('/').filter(Boolean));
        const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
        assets.set(path, { raw: bytes.length, gzip: gzipSync(bytes, { level }).length, pages: 1 });
      }
    }
    for (const path of page.lazyJs) {
      if (assets.has(path)) continue;
      const file = join(client, ...path.split('/').filter(Boolean));
      const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
      assets.set(path, { raw: bytes.length, gzip: gzipSync(bytes, { level }).length, pages: 0 });
    }
  }
  results.weight = {
    machine: machine(started, loadBefore),
    gzipLevel: level,
    rows: pages.map(({ js: _js, css: _css, lazyJs: _lazy, idleJs: _idle, ...row }) => row),
    assets: [...assets.entries()].map(([path, size]) => ({ path, ...size })),
  };
  const heaviest = pages.reduce((top, page) => (page.jsGzip > top.jsGzip ? page : top), pages[0]!);
  log(`weight: ${pages.length} pages, heaviest JS ${formatKb(heaviest.jsGzip)} on ${heaviest.route}`);
}

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port from ${from} to ${from + 99}`);
}

let server: ChildProcess | undefined;
let serverOutput = '';
let serverPort = 0;
const stopServer = () => {
  // The whole process group: npm, serve.ts and @netlify/dev's children, even when npm itself is gone.
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  server = undefined;
};

/** `npm start` in the copy, in its own process group; on the same port as before when restarted. */
async function startSite(workspace: string, port?: number): Promise<string> {
  serverPort = port ?? (await freePort(Number(args.port)));
  const child = spawn('npm', ['start'], {
    cwd: workspace,
    env: { ...npmEnv, PORT: String(serverPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server = child;
  serverOutput = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up in 120 s:\n${serverOutput}`)), 120_000);
    const onData = (chunk: Buffer) => {
      // Keep the tail only: it says why the server stopped, if it does.
      serverOutput = (serverOutput + chunk.toString()).slice(-20_000);
      const origin = /Serving the built site at (http:\/\/\S+)/.exec(serverOutput)?.[1];
      if (origin) {
        clearTimeout(timer);
        resolve(origin);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      serverOutput += `\n[npm start exited: ${code ?? signal}]`;
      reject(new Error(`npm start exited (${code ?? signal}):\n${serverOutput}`));
    });
  });
}

/** Before every Lighthouse run: starts the server again if it stopped or stopped answering. */
async function ensureSite(workspace: string, origin: string) {
  const alive = server !== undefined && server.exitCode === null && server.signalCode === null;
  const answers =
    alive &&
    (await fetch(`${origin}/`, { signal: AbortSignal.timeout(15_000) }).then(
      (response) => response.ok,
      () => false,
    ));
  if (answers) return;
  log(
    `npm start ${alive ? 'stopped answering' : 'stopped'}; its last output:\n${serverOutput.slice(-2000)}\nstarting it again on port ${serverPort}`,
  );
  stopServer();
  await startSite(workspace, serverPort);
}

async function lighthouseTargets(workspace: string, origin: string) {
  const { routes } = (await import(pathToFileURL(join(workspace, 'generated', 'routes.ts')).href)) as {
    routes: { route: string }[];
  };
  const { SOLUTION_NOT_FOUND_ROUTE } = await import('../pipeline/build/deploy-files.ts');
  const paths = [...routes.map(({ route }) => route), SOLUTION_NOT_FOUND_ROUTE, '/404.html'];
  const only = args.routes?.split(',').map((route) => route.trim());
  return [...new Set(paths)]
    .filter((route) => !only || only.includes(route))
    .map((route) => ({ route, url: `${origin}${route === '/404.html' ? notFoundPageAt200(workspace) : route}` }));
}

/**
 * Lighthouse audits only pages answered with 200, and every address of the 404 page answers 404. In the bench's copy
 * the same document is also put at an address of its own, served like any page (headers, compression), and audited
 * there.
 */
function notFoundPageAt200(workspace: string): string {
  const address = '/404-page-for-lighthouse/';
  const client = join(workspace, 'dist', 'client');
  mkdirSync(join(client, address), { recursive: true });
  writeFileSync(join(client, address, 'index.html'), readFileSync(join(client, '404.html')));
  return address;
}

const versions = () => ({
  lighthouse: JSON.parse(readFileSync(join(repo, 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
    .version as string,
  chromium: (() => {
    try {
      return execFileSync(args.chrome, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim()
        .replace(/ built on .*/, '');
    } catch {
      return args.chrome;
    }
  })(),
});

async function benchLighthouse(started: number, loadBefore: number, compressed: boolean) {
  const workspace = await siteWorkspace();
  const origin = await startSite(workspace);
  let proxy: Awaited<ReturnType<typeof startGzipProxy>> | undefined;
  try {
    if (compressed) proxy = await startGzipProxy(origin, await freePort(Number(args.port) + 10));
    const targets = await lighthouseTargets(workspace, proxy?.origin ?? origin);
    log(
      `lighthouse${compressed ? ' (gzip)' : ''}: ${targets.length} routes × ${lighthouseRuns} run(s) at ${proxy?.origin ?? origin}`,
    );
    const rows: LighthouseRow[] = await runLighthouse(targets, {
      chromePath: args.chrome,
      runs: lighthouseRuns,
      beforeRun: () => ensureSite(workspace, origin),
      onResult: (row, index) =>
        log(
          `  ${index + 1}/${targets.length} ${row.route}: ${Object.values(row.scores).join('/')} LCP ${row.lcpMs === undefined ? '–' : formatMs(row.lcpMs)} ` +
            `CLS ${row.cls?.toFixed(3) ?? '–'} TBT ${row.tbtMs === undefined ? '–' : formatMs(row.tbtMs)}${row.error ? ` ${row.error}` : ''}`,
        ),
    });
    const section: LighthouseSection = {
      machine: machine(started, loadBefore),
      runs: lighthouseRuns,
      ...versions(),
      served: compressed
        ? '`npm start` behind a proxy that gzips text responses (level 6) as a CDN does'
        : "`npm start` (@netlify/dev: Netlify's headers and redirects, brotli or gzip as Netlify compresses)",
      rows,
    };
    // With --routes, the other routes keep their stored rows, and the section says which rows are newer.
    const previous = compressed ? results.lighthouseGzip : results.lighthouse;
    const merged: LighthouseSection =
      args.routes && previous
        ? {
            ...previous,
            rows: [
              ...previous.rows.map((row) => rows.find((fresh) => fresh.route === row.route) ?? row),
              ...rows.filter((fresh) => !previous.rows.some((row) => row.route === fresh.route)),
            ],
            remeasured: {
              routes: [...new Set([...(previous.remeasured?.routes ?? []), ...rows.map((row) => row.route)])],
              machine: section.machine,
              runs: lighthouseRuns,
            },
          }
        : section;
    if (compressed) results.lighthouseGzip = merged;
    else results.lighthouse = merged;
  } finally {
    proxy?.server.close();
    proxy?.server.closeAllConnections();
    stopServer();
  }
}

// ---------------------------------------------------------------- load through npm start

const LOAD_MESSAGES = 500;
const LOAD_CONCURRENCY = [25, 50];

/** Milliseconds from navigation start to the chat button being visible, for each of `runs` loads of `/`. */
async function chatButtonTimes(workspace: string, origin: string, runs: number): Promise<number[]> {
  const { chromium } = await import('@playwright/test');
  const chat = JSON.parse(readFileSync(join(workspace, 'generated', 'chat.json'), 'utf8')) as { openLabel: string };
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'commit' });
      // Watched from inside the page at every frame: Playwright's own waiting polls at up to 500 ms apart, which
      // would be measured too. A button that never shows counts as the whole wait, so the median says so.
      // (A string, not a function: the TypeScript loader would add helpers the page does not have.)
      const shownAt = await page
        .evaluate<number>(
          `new Promise((resolve) => {
            setTimeout(() => resolve(60000), 60000);
            const look = () => {
              const button = document.querySelector('button[aria-label="' + CSS.escape(${JSON.stringify(chat.openLabel)}) + '"]');
              if (button?.checkVisibility()) resolve(performance.now());
              else requestAnimationFrame(look);
            };
            look();
          })`,
        )
        .catch(() => 60_000);
      times.push(shownAt);
      await page.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function benchLoad(started: number, loadBefore: number) {
  const workspace = await siteWorkspace();
  const origin = await startSite(workspace);
  try {
    const chatUrl = `${origin}/.netlify/functions/openai-chat`;
    const contactUrl = `${origin}/.netlify/functions/send-contact-email`;
    const { connectionTest } = JSON.parse(readFileSync(join(workspace, 'generated', 'chat.json'), 'utf8')) as {
      connectionTest: string;
    };
    const calls = args.quick ? 10 : 30;
    const warmChat = figures((await sequential(chatUrl, () => chatTestBody(connectionTest), calls)).map((a) => a.ms));
    log(`load: warm chat call median ${formatMs(warmChat.medianMs)}, p95 ${formatMs(warmChat.p95Ms)}`);
    const warmContact = figures(
      (await sequential(contactUrl, (index) => contactBody(`warm-${index}-${Date.now()}`), calls)).map((a) => a.ms),
    );
    log(`load: warm contact call median ${formatMs(warmContact.medianMs)}, p95 ${formatMs(warmContact.p95Ms)}`);
    const chatButton = figures(await chatButtonTimes(workspace, origin, args.quick ? 3 : 5));
    log(`load: chat button visible after ${formatMs(chatButton.medianMs)} (median)`);

    const runs: LoadRun[] = [];
    for (const concurrency of LOAD_CONCURRENCY) {
      const run = `c${concurrency}-${Date.now()}`;
      const stamps = Array.from({ length: LOAD_MESSAGES }, (_, index) => `${run}-${index}`);
      const { answers, durationMs } = await concurrent(
        contactUrl,
        (index) => contactBody(stamps[index]!),
        LOAD_MESSAGES,
        concurrency,
      );
      const local = await openLocalMessages(workspace);
      const stored = await local.store.all().finally(() => local.close());
      const storedStamps = stored.flatMap(({ message }) => /Load test message (\S+)/.exec(message)?.[1] ?? []);
      const summary = summariseRun(concurrency, answers, durationMs, stamps, storedStamps);
      runs.push(summary);
      log(
        `load: ${LOAD_MESSAGES} messages at concurrency ${concurrency}: median ${formatMs(summary.medianMs)}, p95 ${formatMs(summary.p95Ms)}, ` +
          `${summary.serverErrors} 5xx, stored once ${summary.storedOnce}, missing ${summary.missing}, duplicated ${summary.duplicated}`,
      );
    }
    results.load = { machine: machine(started, loadBefore), warmChat, warmContact, chatButton, runs };
  } finally {
    stopServer();
  }
}

// ---------------------------------------------------------------- next to Astro

/** Our pages the Astro sample stands next to: the one it copies (static text) and the home page (an island at load). */
const ASTRO_COMPARED = { copied: '/privacy-policy', withIsland: '/' } as const;

async function benchAstroIsland(started: number, loadBefore: number) {
  const workspace = await siteWorkspace();
  const client = join(workspace, 'dist', 'client');
  const ours = weighDist(client);
  const copied = ours.find((page) => page.route === ASTRO_COMPARED.copied)!;
  const html = (route: string) => readFileSync(join(client, ...route.split('/').filter(Boolean), 'index.html'), 'utf8');
  log(`astro: installing ${'Astro 5'} into a temporary folder and building the sample`);
  const { dist, version } = buildAstroSample(join(temp, 'astro'), {
    mainHtml: mainContent(html(copied.route)),
    css: [
      inlineStyles(html(copied.route)),
      ...copied.css.map((path) => readFileSync(join(client, ...path.split('/').filter(Boolean)), 'utf8')),
    ].join('\n'),
  });
  const astroPages = weighDist(dist, { islands: null });
  const origin = await startSite(workspace);
  const proxy = await startGzipProxy(origin, await freePort(Number(args.port) + 10));
  const astro = await serveStatic(dist, await freePort(Number(args.port) + 15));
  try {
    const targets = [
      { route: 'astro:/', url: `${astro.origin}/` },
      { route: 'astro:/island/', url: `${astro.origin}/island/` },
      { route: ASTRO_COMPARED.copied, url: `${proxy.origin}${ASTRO_COMPARED.copied}` },
      { route: ASTRO_COMPARED.withIsland, url: `${proxy.origin}${ASTRO_COMPARED.withIsland}` },
    ];
    log(`astro: Lighthouse on ${targets.length} pages × ${lighthouseRuns} run(s)`);
    const lighthouse = await runLighthouse(targets, {
      chromePath: args.chrome,
      runs: lighthouseRuns,
      beforeRun: () => ensureSite(workspace, origin),
      onResult: (row) =>
        log(`  ${row.route}: ${Object.values(row.scores).join('/')} TBT ${formatMs(row.tbtMs ?? NaN)}`),
    });
    const astroRow = (route: string, label: string): AstroIslandRow => {
      const page = astroPages.find((candidate) => candidate.route === route)!;
      const file = join(dist, ...route.split('/').filter(Boolean), 'index.html');
      return {
        page: `Astro ${version}: ${label}`,
        upFrontJsGzip: page.jsGzip,
        idleJsGzip: 0,
        inlineJsGzip: inlineScriptGzip(readFileSync(file, 'utf8')),
        cssGzip: page.cssGzip,
        lighthouse: lighthouse.find((row) => row.route === `astro:${route === '/' ? '/' : `${route}/`}`),
      };
    };
    const ourRow = (route: string, label: string): AstroIslandRow => {
      const page = ours.find((candidate) => candidate.route === route)!;
      return {
        page: `this site: \`${route}\` (${label})`,
        upFrontJsGzip: page.jsGzip,
        idleJsGzip: page.idleJsGzip,
        inlineJsGzip: inlineScriptGzip(html(route)),
        cssGzip: page.cssGzip,
        lighthouse: lighthouse.find((row) => row.route === route),
      };
    };
    results.astroIsland = {
      machine: machine(started, loadBefore),
      astroVersion: version,
      runs: lighthouseRuns,
      ...versions(),
      comparedWith: ASTRO_COMPARED.copied,
      rows: [
        astroRow('/', `our ${ASTRO_COMPARED.copied} content and stylesheet, static`),
        astroRow('/island', 'the same with one Preact island (a menu, client:load)'),
        ourRow(ASTRO_COMPARED.copied, 'the same content, plus the site-wide islands'),
        ourRow(ASTRO_COMPARED.withIsland, 'the home page: counters counting in CSS, islands at idle'),
      ],
    };
  } finally {
    astro.server.close();
    proxy.server.close();
    proxy.server.closeAllConnections();
    stopServer();
  }
}

// ---------------------------------------------------------------- the content editor

async function benchAdmin(started: number, loadBefore: number) {
  const client = join(await siteWorkspace(), 'dist', 'client');
  log('admin: npm run dev in a copy, the editor in Chromium');
  const measured = await measureAdmin(repo, await freePort(Number(args.port) + 20), client);
  results.admin = { machine: machine(started, loadBefore), ...measured };
  log(
    `admin: ready to edit ${formatMs(median(measured.readyToEdit))}, keystroke to preview ${formatMs(median(measured.keystrokeToPreview))}, ` +
      `save to page ${formatMs(median(measured.saveToPage))} (medians)`,
  );
}

// ---------------------------------------------------------------- main

const cleanUp = () => {
  stopServer();
  if (!args.keep) removeDir(temp);
};
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

const started = performance.now();
log(
  `${parts.join(', ')} in ${temp} (commit ${git.commit.slice(0, 10)}${fromCommit ? ' only' : git.dirty ? ' plus uncommitted changes' : ''})`,
);
try {
  for (const part of parts) {
    if (part === 'validate') await measurePart(part, benchValidate);
    if (part === 'build') await measurePart(part, benchBuild);
    if (part === 'weight') await measurePart(part, benchWeight);
    if (part === 'lighthouse') await measurePart(part, (start, load) => benchLighthouse(start, load, false));
    if (part === 'lighthouse-gzip') await measurePart(part, (start, load) => benchLighthouse(start, load, true));
    if (part === 'load') await measurePart(part, benchLoad);
    if (part === 'astro') await measurePart(part, benchAstro);
    if (part === 'astro-island') await measurePart(part, benchAstroIsland);
    if (part === 'admin') await measurePart(part, benchAdmin);
  }
  if (PARTS.every((part) => parts.includes(part))) {
    results.fullRun = { command, date: new Date().toISOString(), durationMs: performance.now() - started };
    save();
  }
  log(`finished in ${formatMs(performance.now() - started)}: ${benchmarksFile}`);
} finally {
  cleanUp();
  if (args.keep) log(`copies kept in ${temp}`);
}
