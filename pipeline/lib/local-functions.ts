/**
 * The site's Netlify Functions for `npm start`, through Netlify's own function emulation (@netlify/functions-dev, the
 * part of @netlify/dev that builds and runs functions), driven the way it works best for a long-running server:
 *
 * - One registry for the server's life. It builds each function once, when it registers it (with zip-it-and-ship-it,
 *   as a deploy does), and again only when one of its source files changes (its own file watcher).
 * - Every call reuses that build. @netlify/dev's request handler instead rebuilds the function into a temporary folder
 *   for each call and deletes the folder afterwards: seconds per call, and concurrent calls that share one build fail
 *   to load it once the first call has deleted it ("Cannot find module .../functions-serve/_x/...").
 * - Each call still runs the way the emulation runs it: in a fresh worker thread, with the request headers, client
 *   context, timeouts, and scheduled and background handling of Netlify's FunctionsHandler. A worker loads everything
 *   anew, so it must not inherit `--import tsx` (npm start runs a bundle with plain Node, see pipeline/run.mjs), and
 *   for the functions a visitor calls that thread is started before the call (lib/prestarted-workers.ts), so the
 *   loading is not paid while the visitor waits.
 * - Scheduled functions also run on their schedule, as Netlify runs them (the emulation only runs them when called).
 * - At most CALLS_AT_ONCE calls run at a time, the others wait their turn in order (never given up on). Netlify runs
 *   each call on a machine of its own; here all share this one, and each worker thread costs a core for a moment,
 *   so starting fifty at once only makes all fifty finish last.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveConfig } from '@netlify/config';
import { FileWatcher, mockLocation, Reactive } from '@netlify/dev-utils';
import { FunctionsHandler, type FunctionMatch } from '@netlify/functions-dev';
import { prestartFunctionWorkers } from './prestarted-workers.ts';

/** What the emulation's registry keeps for one function (the fields used here). */
interface RegisteredFunction {
  name: string;
  mainFile: string;
  buildError: Error | null;
  getBuildData(): Promise<{ buildPath?: string } | undefined>;
  getNextRun(): Promise<Date | null>;
  invoke(options: { buildDirectory?: string } & Record<string, unknown>): Promise<Response>;
}
interface Registry {
  functions: Map<string, RegisteredFunction>;
  get(name: string): RegisteredFunction | undefined;
}

const CALLS_AT_ONCE = Math.max(2, availableParallelism());

/** Runs at most `limit` tasks at a time, in the order they came. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((turn) => waiting.push(turn));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export interface LocalFunctions {
  /** The function that answers this request, if any (matching reads only the method and URL). */
  match(request: Request): Promise<FunctionMatch | undefined>;
  /** The names of the registered functions, and the ones whose build failed, once all are built. */
  names: string[];
  failed: { name: string; error: Error }[];
  stop(): void;
}

export async function startLocalFunctions(options: {
  root: string;
  origin: string;
  log?: (message: string) => void;
}): Promise<LocalFunctions> {
  const { root, origin, log = console.log } = options;
  const configPath = join(root, 'netlify.toml');
  const config = await resolveConfig({
    config: existsSync(configPath) ? configPath : undefined,
    context: 'dev',
    cwd: root,
    offline: true,
    mode: 'cli',
    repositoryRoot: root,
  });
  const functionsDir: string = config.config.functionsDirectory ?? join(root, 'netlify', 'functions');
  const watcher = new FileWatcher();
  const prestarting = prestartFunctionWorkers(new URL('worker.js', import.meta.resolve('@netlify/functions-dev')).href);
  /** The functions a visitor calls (scheduled ones run now and then): each keeps a thread started ahead. */
  const warmUp = async (func: RegisteredFunction) => {
    if ((await func.getNextRun().catch(() => null)) || func.buildError) return;
    // The file the emulation's worker imports for a call.
    prestarting.warm(pathToFileURL((await func.getBuildData())?.buildPath ?? func.mainFile).href);
  };
  const handler = new FunctionsHandler({
    config: new Reactive(config),
    destPath: join(root, '.netlify', 'functions-serve'),
    fileWatcher: watcher,
    geolocation: mockLocation,
    projectRoot: root,
    settings: {},
    userFunctionsPath: existsSync(functionsDir) ? functionsDir : undefined,
    eventHandler: (event: { name: string; function?: RegisteredFunction; firstLoad?: boolean }) => {
      if (event.name === 'FunctionReloadingEvent') {
        prestarting.rebuilding();
        log(`Function ${event.function?.name} changed: rebuilding it.`);
      }
      if (event.name === 'FunctionBuildErrorEvent' && event.function) {
        prestarting.rebuilt();
        log(`Function ${event.function.name} could not be built: ${event.function.buildError?.message}`);
      }
      if (event.name === 'FunctionLoadedEvent' && !event.firstLoad) {
        prestarting.rebuilt();
        if (event.function) void warmUp(event.function);
      }
    },
  });
  const internals = handler as unknown as { registry: Registry; scan: Promise<void> };
  reuseBuilds(internals.registry);
  await internals.scan;

  const registered = [...internals.registry.functions.values()];
  await Promise.all(registered.map((func) => func.getBuildData()));
  const failed = registered.flatMap((func) => (func.buildError ? [{ name: func.name, error: func.buildError }] : []));

  await Promise.all(registered.map(warmUp));

  const timers = new Set<NodeJS.Timeout>();
  for (const func of registered) void runOnSchedule(func);

  /** Calls a scheduled function at each of its next runs, as Netlify does (with `{ next_run }` as the body). */
  async function runOnSchedule(func: RegisteredFunction) {
    const next = await func.getNextRun().catch(() => null);
    if (!next) return;
    const timer = setTimeout(
      async () => {
        timers.delete(timer);
        const url = `${origin}/.netlify/functions/${func.name}`;
        try {
          const match = await handler.match(new Request(url, { method: 'POST' }));
          const response = await match?.handle(
            new Request(url, { method: 'POST', body: JSON.stringify({ next_run: next.toISOString() }) }),
          );
          if (response && !response.ok) log(`Scheduled function ${func.name} answered ${response.status}.`);
          await response?.body?.cancel();
        } catch (error) {
          log(`Scheduled function ${func.name} failed: ${(error as Error)?.message ?? error}`);
        }
        void runOnSchedule(func);
      },
      Math.max(0, next.getTime() - Date.now()),
    );
    timer.unref();
    timers.add(timer);
  }

  const inTurn = limiter(CALLS_AT_ONCE);
  return {
    async match(request) {
      const match = await handler.match(request);
      return match && { ...match, handle: (call: Request) => inTurn(() => match.handle(call)) };
    },
    names: registered.map((func) => func.name),
    failed,
    stop() {
      for (const timer of timers) clearTimeout(timer);
      watcher.close();
      prestarting.stop();
    },
  };
}

/**
 * Makes every call run the registry's own build: a function invoked without a build directory waits for its latest
 * build (the one made at registration or after a change) instead of building again.
 */
function reuseBuilds(registry: Registry) {
  const get = registry.get.bind(registry);
  registry.get = (name) => {
    const func = get(name);
    if (!func) return undefined;
    return Object.create(func, {
      invoke: { value: (options: Record<string, unknown>) => func.invoke({ ...options, buildDirectory: undefined }) },
    }) as RegisteredFunction;
  };
}
