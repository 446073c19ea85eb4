/**
 * The reference tests/integration/prerender.test.ts holds the pre-rendered pages to: each address rendered on its own
 * by vike's renderPage() from a build's server bundle, with the content loaded in this process, and finished as the
 * build documents it (pipeline/build/page-html.ts), apart from the build's own renderers (pipeline/build/prerender.ts).
 *
 * Usage, from a copy of the repository after a build: node pipeline/run.mjs tests/helpers/render-routes.ts SERVER_DIR URL...
 * Prints `{ [url]: { status, sha1 } }` as JSON.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderPage } from 'vike/server';
import { loadContent } from '../../pipeline/content.ts';
import { finishedPage } from '../../pipeline/build/page-html.ts';

process.env.NODE_ENV = 'production';
const [serverDir, ...urls] = process.argv.slice(2);
loadContent();
await import(pathToFileURL(join(serverDir!, 'entry.mjs')).href);
const stylesheet = (href: string) => readFileSync(join('dist', 'client', href.slice(1)), 'utf8');
const rendered: Record<string, { status: number | undefined; sha1: string }> = {};
for (const url of urls) {
  const { httpResponse } = await renderPage({ urlOriginal: url });
  const page = finishedPage(httpResponse?.body ?? '', stylesheet) ?? '';
  rendered[url] = { status: httpResponse?.statusCode, sha1: createHash('sha1').update(page).digest('hex') };
}
console.log(JSON.stringify(rendered));
