/**
 * `npm run dev` answers as the deployed site does (a Vite plugin): through Netlify's local emulation, driven as
 * `npm start` drives it (netlify-emulation.ts), the functions answer at /.netlify/functions/* with the same environment
 * and local Blobs store, and are built afresh for every call, so a changed function needs no restart; the redirects
 * are the ones the build writes into `_redirects`, made from the current content, so they follow an editor's changes;
 * and every answer but a function's carries the netlify.toml header rules. PORT sets the port and HOST the address, as
 * for `npm start`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { searchForWorkspaceRoot, type Plugin } from 'vite';
import { currentContent } from '../pipeline/content.ts';
import { redirectsFile } from '../pipeline/build/deploy-files.ts';
import { isPageRequest } from './dev-server.ts';
import { headerRulesOf } from './header-rules.ts';
import type { ApiMessages } from './netlify-emulation.ts';

const off = { enabled: false };

/**
 * What drives the emulation, loaded once the dev server is set up: it loads the functions' modules, which read
 * generated/, and the live preview writes generated/ as the server starts.
 */
let loaded: Promise<typeof import('./netlify-emulation.ts')> | undefined;
const emulation = () => (loaded ??= import('./netlify-emulation.ts'));

export function asDeployed(): Plugin {
  return {
    name: 'as-deployed',
    apply: 'serve',
    config: (config) => {
      const root = config.root ?? process.cwd();
      return {
        server: {
          // A port that is taken is an error, as for `npm start`: not another port the visitor was not told of.
          ...(process.env.PORT ? { port: Number(process.env.PORT), strictPort: true } : {}),
          // This computer only, as for `npm start`, also in a container (where vike would listen on every address):
          // the editor's backend writes the checkout. HOST shares it (README).
          host: process.env.HOST || 'localhost',
          // Netlify sends no CORS headers; Vite's default would let a page on any localhost port read every answer.
          cors: false,
          fs: { allow: [searchForWorkspaceRoot(root), ...linkedPackageFolders(root)] },
        },
      };
    },
    configureServer(server) {
      const root = server.config.root;
      const functions = siteFunctions(root);
      const redirects = contentRedirects(root);
      const headerRules = headerRulesOf(root);
      server.httpServer?.once('listening', () => {
        const { port } = server.httpServer!.address() as AddressInfo;
        const started = functions.start(`http://localhost:${port}`);
        void started.then((running) => {
          if (running)
            server.config.logger.info(
              'Functions answer at /.netlify/functions/*. Contact messages are kept in the local Netlify Blobs store (.netlify/blobs-serve): `npm run messages` lists them.',
            );
        });
      });
      server.httpServer?.once('close', () => void Promise.allSettled([functions.stop(), redirects.stop()]));

      server.middlewares.use(async (request, response, next) => {
        const origin = `http://${request.headers.host ?? 'localhost'}`;
        const { sendResponse, targetOf } = await emulation();
        const url = targetOf(request.url ?? '/', origin);
        if (!url) return next();
        try {
          if (url.pathname.startsWith('/.netlify/functions/')) {
            return await sendResponse(await functions.call(request, url, origin), response);
          }
          withHeaderRules(response, await headerRules(url.pathname));
          const isPageGet = (request.method === 'GET' || request.method === 'HEAD') && isPageRequest(url.pathname);
          // While the content has errors, the live preview shows them in place of every page.
          if (isPageGet && currentContent().errors.length === 0) {
            const redirect = await redirects.answer(new Request(url, { method: request.method }));
            if (redirect) return await sendResponse(redirect, response);
          }
          next();
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * The site's functions in Netlify's emulation, with their environment and the Blobs emulation they (and
 * `npm run messages`) use, and the delivery retry on its schedule, as `npm start` runs them.
 */
function siteFunctions(root: string) {
  let started: Promise<{ netlify: NetlifyDev; stopRetry: () => void }> | undefined;
  const start = (origin: string) =>
    (started ??= (async () => {
      const { emulationOptions, runDeliveryRetryOnSchedule } = await emulation();
      const netlify = new NetlifyDev({
        ...emulationOptions(root, null),
        redirects: off,
        staticFiles: off,
        headers: off,
      });
      await netlify.start();
      return { netlify, stopRetry: runDeliveryRetryOnSchedule(netlify, origin) };
    })());
  // The functions' own texts for their errors, which every save may change.
  const api = () =>
    (JSON.parse(readFileSync(join(root, 'generated', 'site.json'), 'utf8')) as { messages: { api: ApiMessages } })
      .messages.api;
  return {
    /** Starts the emulation: true once it runs, false when it failed to (which it reports). */
    start: (origin: string) =>
      start(origin).then(
        () => true,
        (error: unknown) => {
          console.error(`Netlify's emulation did not start: ${error}`);
          return false;
        },
      ),
    async call(request: IncomingMessage, url: URL, origin: string): Promise<Response> {
      const { BodyTooLarge, bodyTooLarge, callFunction, webRequestOf } = await emulation();
      try {
        const call = await webRequestOf(request, url);
        return await callFunction(
          start(origin).then((running) => running.netlify),
          call,
          api(),
        );
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        return bodyTooLarge(error, api());
      }
    },
    async stop() {
      const running = await started;
      running?.stopRetry();
      await running?.netlify.stop();
    },
  };
}

/**
 * The folders outside the project that packages in node_modules link to (a throwaway copy of the repository, pnpm):
 * Vite serves files only from the folders it allows, and would refuse the fonts the pages load from a package.
 */
function linkedPackageFolders(root: string): string[] {
  const modules = join(root, 'node_modules');
  const folders = readdirSync(modules).flatMap((entry) => {
    try {
      return [dirname(realpathSync(join(modules, entry)))];
    } catch {
      return []; // A link to a package no longer installed.
    }
  });
  return [...new Set(folders)].filter((folder) => folder !== modules);
}

/**
 * The content's redirects, answered by Netlify's emulation from the `_redirects` the build would write (in
 * `.netlify/dev-redirects/`), read again whenever the content's redirects change. Only real redirects are answered:
 * the 404 rules are vike's to answer, with the pages they name.
 */
function contentRedirects(root: string) {
  const folder = join(root, '.netlify', 'dev-redirects');
  let current: { text: string; netlify: Promise<NetlifyDev> } | undefined;

  const emulationOf = async (text: string) => {
    const { emulationOptions } = await emulation();
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '_redirects'), text);
    const netlify = new NetlifyDev({
      ...emulationOptions(folder, null),
      functions: off,
      blobs: off,
      staticFiles: off,
      headers: off,
      environmentVariables: off,
    });
    await netlify.start();
    return netlify;
  };

  return {
    async answer(request: Request): Promise<Response | undefined> {
      const text = redirectsFile(currentContent().manifest.redirects);
      if (text !== current?.text) {
        void current?.netlify.then(
          (previous) => previous.stop(),
          () => {},
        );
        current = { text, netlify: emulationOf(text) };
      }
      const result = await (await current.netlify).handleAndIntrospect(request);
      const status = result?.response.status ?? 0;
      return result?.type === 'redirect' && status >= 300 && status < 400 ? result.response : undefined;
    },
    stop: async () => (await current?.netlify)?.stop(),
  };
}

/** Inline scripts a browser runs (no `src`, a script type): JSON data blocks are not governed by the CSP. */
const INLINE_SCRIPT = /<script\b((?:(?!\bsrc\s*=)[^>])*)>([\s\S]*?)<\/script>/gi;
const RUNS = /\btype\s*=\s*["']?(?:module|text\/javascript)\b|^(?:(?!\btype\s*=)[\s\S])*$/i;

/** A page's CSP allowing its own inline scripts by their hashes (none in a built page; Vite's in development). */
function allowingInlineScripts(csp: string, html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => RUNS.test(attributes!))
    .map(([, , code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
  if (hashes.length === 0) return csp;
  return csp.replace(/(^|;)(\s*script-src\b[^;]*)/i, `$1$2 ${[...new Set(hashes)].join(' ')}`);
}

type Chunk = string | Uint8Array;
type Write = (...args: unknown[]) => unknown;

const bufferOf = (chunk: Chunk, encoding: unknown) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk);

/**
 * Sets the header rules on an answer as its head is written, over the dev server's own headers, as Netlify's rules
 * win over a site's files (the speculation rules' media type). A page is held until it is complete, so that its CSP
 * can allow the inline scripts the dev server writes into every page (Vite's client, React's refresh runtime).
 */
function withHeaderRules(response: ServerResponse, rules: Record<string, string>) {
  const writeHead = response.writeHead.bind(response) as Write;
  const write = response.write.bind(response) as Write;
  const end = response.end.bind(response) as Write;
  let headWritten = false;
  let page: { head: unknown[]; chunks: Buffer[] } | undefined;

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    headWritten = true;
    const given = typeof rest.at(-1) === 'object' ? rest.pop() : undefined;
    for (const [name, value] of headerEntries(given)) response.setHeader(name, value);
    for (const [name, value] of Object.entries(rules)) response.setHeader(name, value);
    if (!/^text\/html/i.test(String(response.getHeader('content-type') ?? ''))) return writeHead(status, ...rest);
    page = { head: [status, ...rest], chunks: [] };
    return response;
  }) as ServerResponse['writeHead'];

  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (!headWritten) response.writeHead(response.statusCode);
    if (!page) return write(chunk, ...rest);
    page.chunks.push(bufferOf(chunk, rest[0]));
    (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return true;
  }) as ServerResponse['write'];

  response.end = ((...args: unknown[]) => {
    if (!headWritten) response.writeHead(response.statusCode);
    if (!page) return end(...args);
    const [chunk, encoding] = typeof args[0] === 'function' ? [] : args;
    if (chunk !== undefined && chunk !== null) page.chunks.push(bufferOf(chunk as Chunk, encoding));
    const body = Buffer.concat(page.chunks);
    const csp = response.getHeader('content-security-policy');
    if (typeof csp === 'string')
      response.setHeader('content-security-policy', allowingInlineScripts(csp, body.toString('utf8')));
    writeHead(...page.head);
    return end(
      body,
      args.find((arg) => typeof arg === 'function'),
    );
  }) as ServerResponse['end'];
}

/** The headers handed to writeHead: an object, or a list of names and values (flat or in pairs). */
function headerEntries(given: unknown): [string, string | number | readonly string[]][] {
  if (!given) return [];
  if (!Array.isArray(given)) return Object.entries(given as Record<string, string | number | string[]>);
  if (Array.isArray(given[0])) return given as [string, string][];
  const pairs: [string, string][] = [];
  for (let index = 0; index + 1 < given.length; index += 2) pairs.push([given[index], given[index + 1]]);
  return pairs;
}
