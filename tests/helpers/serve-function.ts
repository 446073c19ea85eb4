/**
 * Serves one Netlify Functions v2 handler over HTTP on 127.0.0.1 at its default address
 * (/.netlify/functions/NAME), for browser tests that need a function where no `npm start` runs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

export type ServedFunction = { url: string; stop: () => Promise<void> };

export async function serveFunction(
  name: string,
  handler: (request: Request) => Promise<Response>,
): Promise<ServedFunction> {
  const path = `/.netlify/functions/${name}`;
  const server: Server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host}`);
    if (url.pathname !== path) return void outgoing.writeHead(404).end('Not found');
    const method = incoming.method ?? 'GET';
    const request = new Request(url, {
      method,
      headers: Object.entries(incoming.headers).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      ),
      ...(method === 'GET' || method === 'HEAD'
        ? {}
        : { body: Readable.toWeb(incoming) as ReadableStream, duplex: 'half' as const }),
    });
    const response = await handler(request);
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    outgoing.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
