/**
 * A proxy that gzips text responses the way a CDN does, for `npm run bench`. It asks `npm start` for the plain body and
 * sends it gzipped (level 6) to every client that accepts gzip, even one that also accepts brotli: the figures then
 * hold for the larger of the two encodings Netlify's CDN sends.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** A proxy in front of `target` that gzips text responses (level 6) for clients that accept gzip; statuses and headers pass through. Port 0 picks any free one. */
export async function startGzipProxy(target: string, port: number): Promise<{ origin: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((request, reply) => {
    const headers = { ...request.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forward = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let body = Buffer.concat(chunks);
          const outHeaders = { ...response.headers };
          delete outHeaders['transfer-encoding'];
          const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
          if (
            accepts &&
            COMPRESSIBLE.test(String(response.headers['content-type'] ?? '')) &&
            !response.headers['content-encoding'] &&
            body.length > 0
          ) {
            body = gzipSync(body, { level: 6 });
            outHeaders['content-encoding'] = 'gzip';
            outHeaders.vary = 'Accept-Encoding';
          }
          outHeaders['content-length'] = String(body.length);
          reply.writeHead(response.statusCode ?? 502, outHeaders);
          reply.end(request.method === 'HEAD' ? undefined : body);
        });
      },
    );
    forward.on('error', (error) => {
      if (!reply.headersSent) reply.writeHead(502, { 'content-type': 'text/plain' });
      reply.end(String(error));
    });
    request.pipe(forward);
  });
  await new Promise<void>((listening, failed) => server.once('error', failed).listen(port, listening));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}
