/**
 * Function calls in threads started before the call arrives.
 *
 * Netlify's function emulation runs every call of a v2 function in a fresh worker thread running its own
 * `worker.js`, which loads lambda-local, Netlify's bootstrap and the function, and only then runs the call: about
 * 120 ms of loading per call, paid while the visitor waits. Here each such thread is started ahead of its call: it
 * loads the same modules, waits, and when the call comes it runs the emulation's own `worker.js` with the call's
 * data, which finds everything loaded. Each call still gets a thread of its own, used once (nothing is shared
 * between calls), and the emulation still makes the event, reads the answer and handles timeouts and streams.
 *
 * The emulation creates its threads with `new Worker(its worker.js, { workerData })`. While prestarting is on, that
 * constructor hands back a prestarted thread for a function that has one ready; anything else gets a new thread as
 * before. One spare is kept for each function it is asked to warm. While a function is being rebuilt none is handed
 * out, and the ones started before the rebuild ended are dropped: what they loaded may be old.
 */
import { syncBuiltinESMExports } from 'node:module';
import workerThreads, { type WorkerOptions } from 'node:worker_threads';

/** What the emulation hands its worker (the fields read here). */
interface CallData {
  entryFilePath: string;
  environment?: Record<string, string>;
}

/**
 * The spare's whole program (plain CommonJS, so it needs no bundling). It imports what the emulation's worker
 * imports and the function's built entry, waits for its call, then becomes that worker: `workerData` is set to the
 * call's data before `worker.js` runs, and its imports come from the module cache.
 */
const SPARE = `
const workerThreads = require('node:worker_threads');
const { createRequire, syncBuiltinESMExports } = require('node:module');
const { readFileSync } = require('node:fs');
const { fileURLToPath, pathToFileURL } = require('node:url');
const { emulationWorker, entryFilePath } = workerThreads.workerData;
const call = new Promise((resolve) => workerThreads.parentPort.once('message', resolve));
(async () => {
  const fromEmulation = createRequire(fileURLToPath(emulationWorker));
  const source = readFileSync(fileURLToPath(emulationWorker), 'utf8');
  for (const [, name] of source.matchAll(/^import .* from '([^'.][^']*)'/gm)) {
    if (!name.startsWith('node:')) await import(pathToFileURL(fromEmulation.resolve(name)).href);
  }
  await import(entryFilePath);
  // The entry hands the function's own module to Netlify's bootstrap, which imports it when the first call comes.
  const entry = readFileSync(fileURLToPath(entryFilePath), 'utf8');
  for (const [, path] of entry.matchAll(/getLambdaHandler\\('([^']+)'\\)/g)) await import(new URL(path, entryFilePath).href);
  // What fails to load fails the call, as it would in the emulation's own worker: the error reaches its handler.
  workerThreads.workerData = await call;
  syncBuiltinESMExports();
  await import(emulationWorker);
})();
`;

const RealWorker = workerThreads.Worker;

export interface Prestarting {
  /** Keeps a spare thread ready for this built entry (a file: URL), from now on. */
  warm(entryFilePath: string): void;
  /** A function's rebuild began: no spare is handed out until it ends. */
  rebuilding(): void;
  /** A function's rebuild ended (built or failed): the spares started before are dropped and started afresh. */
  rebuilt(): void;
  stop(): void;
}

/** Turns prestarting on for the emulation whose `worker.js` is at `emulationWorker` (a file: URL). */
export function prestartFunctionWorkers(emulationWorker: string): Prestarting {
  const spares = new Map<string, workerThreads.Worker>();
  const warmEntries = new Set<string>();
  let rebuildsUnderWay = 0;

  function startSpare(entryFilePath: string) {
    if (rebuildsUnderWay > 0) return;
    const spare = new RealWorker(SPARE, { eval: true, workerData: { emulationWorker, entryFilePath } });
    // An idle spare keeps nothing alive, and one that fails while loading is just dropped.
    spare.unref();
    const drop = () => spares.get(entryFilePath) === spare && spares.delete(entryFilePath);
    spare.on('error', drop).on('exit', drop);
    spares.set(entryFilePath, spare);
  }

  function dropSpares() {
    const old = [...spares.values()];
    spares.clear();
    for (const spare of old) void spare.terminate();
  }

  /** A prestarted thread running this call, or undefined when there is none to give. */
  function take(data: CallData | undefined): workerThreads.Worker | undefined {
    // Variables the emulation sets for the call must be there before the function loads.
    if (!data || Object.keys(data.environment ?? {}).length > 0 || !warmEntries.has(data.entryFilePath)) return;
    const spare = spares.get(data.entryFilePath);
    spares.delete(data.entryFilePath);
    startSpare(data.entryFilePath);
    if (!spare) return;
    spare.ref();
    spare.postMessage(data);
    return spare;
  }

  class Worker extends RealWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      const prestarted = String(url) === emulationWorker ? take(options?.workerData as CallData) : undefined;
      if (prestarted) return prestarted;
      super(url, options);
    }
  }
  workerThreads.Worker = Worker;
  syncBuiltinESMExports();

  return {
    warm(entryFilePath) {
      warmEntries.add(entryFilePath);
      if (!spares.has(entryFilePath)) startSpare(entryFilePath);
    },
    rebuilding() {
      rebuildsUnderWay += 1;
      dropSpares();
    },
    rebuilt() {
      rebuildsUnderWay = Math.max(0, rebuildsUnderWay - 1);
      dropSpares();
      for (const entry of warmEntries) startSpare(entry);
    },
    stop() {
      warmEntries.clear();
      dropSpares();
      workerThreads.Worker = RealWorker;
      syncBuiltinESMExports();
    },
  };
}
