/**
 * Pre-renders every route into dist/client, streaming: each page is rendered by vike's public `renderPage()`, finished
 * (page-html.ts), written and let go before the next, so memory does not grow with the number of pages (vike's own
 * `prerender()` keeps every page and its context until it returns). The routes are the route manifest's, from the
 * content this process loaded, plus the solution-not-found page and the 404 page.
 *
 * The pages are shared out to processes of their own (render-pages.ts), one per core and per few hundred pages, each
 * handed the checked content's data: a page's rendering is all on one thread, and the bundling is done by then. A
 * renderer holds that data, not the whole load (texts, sources), so its memory stays that of the pages' data.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serialize } from 'node:v8';
import { renderPage } from 'vike/server';
import type { Content } from '../content.ts';
import { SOLUTION_NOT_FOUND_ROUTE } from './deploy-files.ts';
import { lastMessage, startEntry } from './entry-process.ts';
import { CONTENT_PROCESS_NODE_OPTIONS } from './heap-growth.ts';
import { finishedPage } from './page-html.ts';

/**
 * Pages a renderer takes at least: another process pays its start and the warming up of its compiled code (about a
 * second on this machine, a few hundred pages' rendering) before it saves time.
 */
const PAGES_PER_RENDERER = 300;

/** One page to render: its address, the file it is written to under dist/client and the status it must answer. */
export interface PageJob {
  url: string;
  file: string;
  status: number;
}

/** What the build hands a page renderer (render-pages.ts): the file holding the checked data, and its pages. */
export interface RenderOrder {
  /** `Content['data']`, serialised with node:v8. */
  dataFile: string;
  jobs: PageJob[];
}

/** Every address pre-rendered: the manifest's routes, its redirects' fallback pages and the solution-not-found page. */
export const prerenderedRoutes = ({ manifest }: Content): string[] => [
  ...manifest.routes.map(({ route }) => route),
  ...manifest.redirects.map(({ from }) => from),
  SOLUTION_NOT_FOUND_ROUTE,
];

/** `/` -> `index.html`, `/about` -> `about/index.html`. */
const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** Every page of the site, the 404 page (rendered at /404, answered for any unknown address) last. */
const pageJobs = (content: Content): PageJob[] => [
  ...prerenderedRoutes(content).map((route) => ({ url: route, file: fileOf(route), status: 200 })),
  { url: '/404', file: '404.html', status: 404 },
];

/**
 * Renders one address; fails unless vike answered with `status` (a page that failed to render answers 500 with the
 * error page, which must not be written as the page). The 404 page answers 404 after its hook's `render(404)`.
 */
async function renderedHtml(url: string, status: number): Promise<string> {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: url });
  if (httpResponse?.statusCode !== status)
    throw new Error(`Rendering ${url} answered ${httpResponse?.statusCode ?? 'nothing'}, not ${status}.`, {
      cause: errorWhileRendering,
    });
  return httpResponse.body;
}

/**
 * Renders `jobs` from the bundles in `root`/dist/server into `root`/dist/client, one at a time and written
 * synchronously: rendering is all on this thread, and asynchronous writes cost more of it than they let overlap. The
 * page hooks read the content this process holds or was handed.
 */
export async function renderPages(root: string, jobs: readonly PageJob[]) {
  const outDir = join(root, 'dist', 'client');
  // The server bundle's production entry: it hands vike the pages, hooks and assets the bundling wrote.
  await import(pathToFileURL(join(root, 'dist', 'server', 'entry.mjs')).href);
  // Every page inlines the same stylesheet: it is read once.
  const stylesheets = new Map<string, string>();
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(outDir, href.slice(1)), 'utf8'));
    return stylesheets.get(href)!;
  };
  for (const { url, file, status } of jobs) {
    const finished = finishedPage(await renderedHtml(url, status), stylesheet);
    if (finished === undefined) throw new Error(`${file} lacks vike's stylesheet link or page script.`);
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), finished);
  }
}

/** Renders every page of the bundles in `root`/dist into dist/client; returns how many were written. */
export async function prerender(content: Content, root: string): Promise<number> {
  const jobs = pageJobs(content);
  const renderers = Math.max(1, Math.min(availableParallelism(), Math.floor(jobs.length / PAGES_PER_RENDERER)));
  const shares = Array.from({ length: renderers }, (_, index) => jobs.filter((_, at) => at % renderers === index));
  console.log(`Pre-rendering ${jobs.length} pages in ${renderers} process${renderers === 1 ? '' : 'es'}.`);
  // The data is serialised once for every renderer, in a file rather than a message to each.
  const dir = mkdtempSync(join(tmpdir(), 'prerender-'));
  const dataFile = join(dir, 'data.bin');
  try {
    writeFileSync(dataFile, serialize(content.data));
    const results = await Promise.all(
      shares.map((share) => {
        const renderer = startEntry(root, 'pipeline/build/render-pages.ts', CONTENT_PROCESS_NODE_OPTIONS);
        const done = lastMessage<number>(renderer, 'pipeline/build/render-pages.ts');
        renderer.send({ dataFile, jobs: share } satisfies RenderOrder);
        return done;
      }),
    );
    const failed = results.find((result) => result instanceof Error);
    if (failed) throw failed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return jobs.length;
}
