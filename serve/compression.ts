/**
 * Response compression as Netlify's CDN does it: brotli when the client accepts it, else gzip, for text-like content
 * (HTML, CSS, JavaScript, JSON, SVG, XML, plain text); images, fonts and anything already encoded pass unchanged.
 * At the levels CDNs use on the fly (brotli 6, gzip 6): nearly as small as the highest levels, at a fraction of the
 * time. Compression runs off the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|ecmascript|xml|xhtml\+xml|manifest\+json|ld\+json|rss\+xml|atom\+xml|[\w.-]+\+json|[\w.-]+\+xml)|image\/svg\+xml|image\/x-icon)/i;

export const isCompressible = (contentType: string | null | undefined) =>
  !!contentType && COMPRESSIBLE.test(contentType);

/** The encoding to answer with for an `Accept-Encoding` header: br over gzip, never one with `q=0`. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name !== '' && Number.isFinite(weight)) weights.set(name.trim(), weight);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

export function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      })
    : gzipAsync(body, { level: 6 });
}
