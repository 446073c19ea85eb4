/**
 * A real Netlify Blobs store for tests: @netlify/blobs' own local server (the one @netlify/dev runs) on 127.0.0.1 over
 * a temporary folder, made the functions' store through NETLIFY_BLOBS_CONTEXT, as Netlify's runtime does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

export interface TestBlobs {
  /** The NETLIFY_BLOBS_CONTEXT value that points at this store (for child processes). */
  context: string;
  stop(): Promise<void>;
}

export async function startTestBlobs(): Promise<TestBlobs> {
  const directory = mkdtempSync(join(tmpdir(), 'test-blobs-'));
  const token = `token-${Math.random().toString(36).slice(2)}`;
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, token, siteID: 'test-site', primaryRegion: 'us-east-2' }),
  ).toString('base64');
  const saved = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = context;
  return {
    context,
    async stop() {
      if (saved === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = saved;
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
