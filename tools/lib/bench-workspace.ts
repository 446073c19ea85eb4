/**
 * Throwaway copies of the repository for `npm run bench` (builds and servers never touch the checkout),
 * synthetic solutions, and running a command while measuring its wall time and memory.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseGnuTime, type TimedLine } from './bench-stats.ts';

/** The solution every synthetic one is copied from (it has no case study: one page per synthetic solution). */
export const SYNTHETIC_TEMPLATE = 'data/solutions/dental-clinic-voice-agent.yaml';

/**
 * What a copy is made of: the working tree (tracked files plus untracked ones git does not ignore, as they are
 * on disk) or a commit (exactly what it holds).
 */
export type WorkspaceSource = { kind: 'worktree'; files: string[] } | { kind: 'commit'; commit: string };

export function worktreeSource(repo: string): WorkspaceSource {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  return { kind: 'worktree', files };
}

export function gitState(repo: string): { commit: string; dirty: boolean } {
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
  const dirty =
    execFileSync('git', ['status', '--porcelain', '--untracked-files=normal'], {
      cwd: repo,
      encoding: 'utf8',
    }).trim() !== '';
  return { commit, dirty };
}

/**
 * A fresh copy of the repository's sources in a temporary folder. node_modules is a real folder of symlinks to
 * the checkout's packages, so the copy's own caches (node_modules/.vite, .vike) stay in the copy.
 */
export function makeWorkspace(repo: string, parent: string, name: string, source: WorkspaceSource): string {
  const dir = join(parent, name);
  mkdirSync(dir, { recursive: true });
  if (source.kind === 'commit') {
    const archive = execFileSync('git', ['archive', '--format=tar', source.commit], { cwd: repo, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  } else {
    for (const file of source.files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      try {
        cpSync(join(repo, file), join(dir, file));
      } catch (error) {
        // A file listed by git but deleted in the working tree is simply not there.
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
      }
    }
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (entry === '.vite' || entry === '.vike' || entry === '.cache') continue;
    symlinkSync(join(repo, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

export const syntheticId = (index: number) => `synthetic-${index}`;

/** Adds `count` solutions made from the template: new id and title, the rest the same. Each becomes /solutions/<id>. */
export function addSyntheticSolutions(workspace: string, count: number): string[] {
  const template = readFileSync(join(workspace, SYNTHETIC_TEMPLATE), 'utf8');
  if (!/^id: .*$/m.test(template) || !/^title: .*$/m.test(template))
    throw new Error(`${SYNTHETIC_TEMPLATE} has no top-level id or title line to replace`);
  if (/^caseStudy:/m.test(template))
    throw new Error(`${SYNTHETIC_TEMPLATE} has a case study; pick a template with one page per solution`);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = syntheticId(index);
    writeFileSync(
      join(workspace, 'data', 'solutions', `${id}.yaml`),
      template.replace(/^id: .*$/m, `id: ${id}`).replace(/^title: .*$/m, `title: Synthetic Solution ${index}`),
    );
    ids.push(id);
  }
  return ids;
}

export const makeTempParent = () => mkdtempSync(join(tmpdir(), 'ai101-bench-'));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

export interface Measured {
  status: number | null;
  wallMs: number;
  /** GNU time %M: the largest resident set of the command or any descendant it waited for (one process, not a sum). */
  maxRssKb: number;
  /** User plus system CPU time of the command and the children it waited for (GNU time %U + %S). */
  cpuMs: number;
  /** Sampled from /proc every `sampleMs` (0 when not sampled): the largest sum of resident sets over the whole process tree at one moment. */
  treePeakKb: number;
  /** The process with the largest sampled resident set. */
  biggest: { command: string; kb: number };
  lines: TimedLine[];
  output: string;
}

interface ProcInfo {
  ppid: number;
  rssKb: number;
  command: string;
}

const PAGE_KB = 4;

function readProcs(): Map<number, ProcInfo> {
  const procs = new Map<number, ProcInfo>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ... ; comm may hold spaces and parentheses, so split after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const rssPages = Number(fields[21]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 4).join(' ');
      procs.set(Number(entry), { ppid, rssKb: rssPages * PAGE_KB, command });
    } catch {
      // The process ended while being read.
    }
  }
  return procs;
}

function descendants(procs: Map<number, ProcInfo>, root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of procs) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (!procs.has(pid)) continue;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/**
 * Runs a command under GNU time (`/usr/bin/time -f '%e %M %U %S'`), timestamps every output line as it arrives and
 * samples the memory of its process tree. Never throws on a non-zero exit: check `status`.
 */
export function runMeasured(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; sampleMs?: number; echo?: boolean },
): Promise<Measured> {
  const timeFile = join(mkdtempSync(join(tmpdir(), 'ai101-bench-time-')), 'time.txt');
  const started = performance.now();
  const child = spawn('/usr/bin/time', ['-f', '%e %M %U %S', '-o', timeFile, command, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: TimedLine[] = [];
  let output = '';
  const collect = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const at = performance.now() - started;
      output += chunk;
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const text of parts) {
        lines.push({ at, text });
        if (options.echo) process.stdout.write(`    ${text}\n`);
      }
    });
    stream.on('end', () => {
      if (partial) lines.push({ at: performance.now() - started, text: partial });
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);

  let treePeakKb = 0;
  const biggest = { command: '', kb: 0 };
  const sample = () => {
    if (child.pid === undefined) return;
    const procs = readProcs();
    let sum = 0;
    for (const pid of descendants(procs, child.pid)) {
      const info = procs.get(pid)!;
      if (info.command.startsWith('/usr/bin/time')) continue;
      sum += info.rssKb;
      if (info.rssKb > biggest.kb) Object.assign(biggest, { command: info.command, kb: info.rssKb });
    }
    treePeakKb = Math.max(treePeakKb, sum);
  };
  // Sampling costs the parent a few ms each time; 0 turns it off for short commands timed closely.
  const sampler = options.sampleMs === 0 ? undefined : setInterval(sample, options.sampleMs ?? 100);

  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(sampler);
      const wallMs = performance.now() - started;
      const timed = parseGnuTime(readFileSync(timeFile, 'utf8'));
      rmSync(dirname(timeFile), { recursive: true, force: true });
      resolve({
        status,
        wallMs,
        maxRssKb: timed?.maxRssKb ?? Number.NaN,
        cpuMs: timed?.cpuS === undefined ? Number.NaN : timed.cpuS * 1000,
        treePeakKb,
        biggest: { ...biggest },
        lines,
        output,
      });
    });
  });
}
