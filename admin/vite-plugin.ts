/**
 * Serves the editor's local backend (local-backend.ts) at /api/v1 under `npm run dev`. Mounted before the site's
 * other plugins, so it answers ahead of vike's routing and of the content-error page: the editor keeps working
 * while the content has an error, which is when an editor needs it to fix one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { LOCAL_BACKEND_PATH as API_PATH } from './backend/choose.ts';
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

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

/** A connect middleware answering the editor's requests for the project at `root`. */
export function localBackendMiddleware(root: string): Connect.NextHandleFunction {
  const backend = new LocalBackend(root);
  return (request, response, next) => {
    if ((request.url ?? '').split('?')[0] !== API_PATH) return next();
    if (request.method !== 'POST') return send(response, 405, { error: 'the editor backend answers POST requests' });
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
      server.middlewares.use(localBackendMiddleware(server.config.root));
    },
  };
}
