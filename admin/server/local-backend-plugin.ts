/**
 * Serves the editor's local backend (local-backend.ts) at /api/v1 under `npm run dev`. Mounted before the site's
 * other plugins, so it answers ahead of vike's routing and of the content-error page: the editor keeps working
 * while the content has an error, which is when an editor needs it to fix one.
 *
 * It writes only for the editor's own page. Any page the browser shows could otherwise post to it: a form or a
 * `text/plain` fetch crosses sites without asking first. So a request must come from one of the dev server's own
 * origins (its Origin header, or the browser's `Sec-Fetch-Site: same-origin` for its own address) and carry JSON,
 * which a page elsewhere can send only after a CORS preflight the dev server never grants.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { LOCAL_BACKEND_PATH as API_PATH } from '../backend/choose.ts';
import { LocalBackend } from './local-backend.ts';

export { API_PATH };
/** Uploaded pictures arrive base64-encoded inside the JSON body. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('the request is larger than 50 MB'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Names a browser on this computer reaches the dev server by. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Hosts that mean "every address": they name no origin of their own. */
const EVERY_ADDRESS = new Set(['', '0.0.0.0', '::']);

/**
 * The dev server's own origins on `port`: its loopback names, and the host it was told to listen on (HOST) when that
 * names one. Never the request's own Host header: a page of another site whose name resolves to this computer (DNS
 * rebinding) sends its own name there, and would pass as its own origin.
 */
function ownOrigins(port: number, host?: string): Set<string> {
  const configured = host?.toLowerCase() ?? '';
  const names = EVERY_ADDRESS.has(configured)
    ? LOOPBACK_NAMES
    : [...LOOPBACK_NAMES, configured.includes(':') ? `[${configured}]` : configured];
  return new Set(names.map((name) => `http://${name}:${port}`));
}

/** Where a request comes from: its Origin, or, for a same-origin request a browser sent without one, its address. */
const originOf = (request: IncomingMessage) =>
  request.headers.origin ??
  (request.headers['sec-fetch-site'] === 'same-origin' ? `http://${request.headers.host}` : undefined);

const isJson = (request: IncomingMessage) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

/**
 * A connect middleware answering the editor's requests for the project at `root`, on the dev server listening on
 * `host` (its `server.host`; the port is the one each request arrived at).
 */
export function localBackendMiddleware(root: string, host?: string): Connect.NextHandleFunction {
  const backend = new LocalBackend(root);
  return (request, response, next) => {
    if ((request.url ?? '').split('?')[0] !== API_PATH) return next();
    if (request.method !== 'POST') return send(response, 405, { error: 'the editor backend answers POST requests' });
    const own = ownOrigins(request.socket.localPort ?? 0, host);
    if (!own.has(originOf(request) ?? ''))
      return send(response, 403, {
        error: `the editor backend answers only the editor's own page (${[...own][0]}/admin/)`,
      });
    if (!isJson(request))
      return send(response, 403, { error: 'the editor backend takes JSON (Content-Type: application/json) only' });
    readBody(request).then(
      (text) => {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return send(response, 400, { error: 'the request body is not JSON' });
        }
        const { status, body: answer } = backend.answer(body);
        send(response, status, answer);
      },
      (error: Error) => send(response, 413, { error: error.message }),
    );
  };
}

/** The Vite plugin `npm run dev` mounts first (vite.config.ts). */
export function localBackend(): Plugin {
  return {
    name: 'cms-local-backend',
    apply: 'serve',
    configureServer(server) {
      const { host } = server.config.server;
      server.middlewares.use(localBackendMiddleware(server.config.root, typeof host === 'string' ? host : undefined));
    },
  };
}
