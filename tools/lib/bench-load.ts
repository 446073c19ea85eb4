/**
 * The load part of the benchmarks: function calls through `npm start` one at a time (warm latency), the chat button's
 * appearance after a page load, and 500 contact messages at a given concurrency (latency, 5xx answers, and whether
 * each message was stored exactly once). HTTP only; the caller starts the server and reads its store.
 */
import { median, type Machine } from './bench-stats.ts';

export interface LatencyFigures {
  calls: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface LoadRun extends LatencyFigures {
  concurrency: number;
  durationMs: number;
  /** Answers by HTTP status, e.g. `{ "200": 500 }`; `"error"` counts requests that got no answer. */
  statuses: Record<string, number>;
  serverErrors: number;
  /** Error answers whose body is not JSON, or mentions a local path. */
  unsafeErrorBodies: number;
  storedOnce: number;
  missing: number;
  duplicated: number;
}

export interface LoadSection {
  machine: Machine;
  warmChat: LatencyFigures;
  warmContact: LatencyFigures;
  /** From navigation start to the chat button being visible, on `/`. */
  chatButton?: LatencyFigures;
  runs: LoadRun[];
}

/** The value below which `share` of the values fall (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export const figures = (times: readonly number[]): LatencyFigures => ({
  calls: times.length,
  medianMs: median(times),
  p95Ms: percentile(times, 0.95),
  maxMs: times.length ? Math.max(...times) : Number.NaN,
});

export const chatTestBody = (connectionTest: string) =>
  JSON.stringify({ messages: [{ role: 'user', content: connectionTest }] });
export const contactBody = (stamp: string) =>
  JSON.stringify({ name: 'Load Test', email: 'load@example.com', message: `Load test message ${stamp}` });

export interface Answer {
  ms: number;
  status: number | 'error';
  body: string;
  type: string;
}

export async function post(url: string, body: string, timeoutMs = 120_000): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return {
      ms: performance.now() - started,
      status: response.status,
      body: text,
      type: response.headers.get('content-type') ?? '',
    };
  } catch (error) {
    return { ms: performance.now() - started, status: 'error', body: String(error), type: '' };
  }
}

/** Calls one after another (after `warmUp` unmeasured ones). */
export async function sequential(url: string, body: (index: number) => string, calls: number, warmUp = 3) {
  for (let index = 0; index < warmUp; index += 1) await post(url, body(-1 - index));
  const answers: Answer[] = [];
  for (let index = 0; index < calls; index += 1) answers.push(await post(url, body(index)));
  return answers;
}

/** `total` calls, `concurrency` in flight at any moment. */
export async function concurrent(url: string, body: (index: number) => string, total: number, concurrency: number) {
  const answers: Answer[] = new Array(total);
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      answers[index] = await post(url, body(index));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { answers, durationMs: performance.now() - started };
}

const LOCAL_PATH = /\/(?:tmp|home|work|root|Users)\/|node_modules|\.netlify\/functions-serve/;

/** A load run's figures, given its answers and the stamps found in the store (one entry per stored message). */
export function summariseRun(
  concurrency: number,
  answers: readonly Answer[],
  durationMs: number,
  stamps: readonly string[],
  storedStamps: readonly string[],
): LoadRun {
  const statuses: Record<string, number> = {};
  for (const { status } of answers) statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
  const counts = new Map<string, number>();
  for (const stamp of storedStamps) counts.set(stamp, (counts.get(stamp) ?? 0) + 1);
  return {
    concurrency,
    ...figures(answers.map((answer) => answer.ms)),
    durationMs,
    statuses,
    serverErrors: answers.filter(({ status }) => status === 'error' || status >= 500).length,
    unsafeErrorBodies: answers.filter(
      ({ status, type, body }) =>
        status !== 'error' && status >= 400 && (!/^application\/json/.test(type) || LOCAL_PATH.test(body)),
    ).length,
    storedOnce: stamps.filter((stamp) => counts.get(stamp) === 1).length,
    missing: stamps.filter((stamp) => !counts.has(stamp)).length,
    duplicated: stamps.filter((stamp) => (counts.get(stamp) ?? 0) > 1).length,
  };
}
