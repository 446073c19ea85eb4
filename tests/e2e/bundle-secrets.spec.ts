/**
 * No key or secret reaches the browser: every file of the built site (dist/client: HTML, JS, CSS, ...) is
 * searched for OpenAI and SendGrid key shapes and their variable names; and no visitor page carries the editor's
 * "Edit this page" control, which only `npm run dev` adds. Runs after Playwright's web server has built the site, so
 * it checks the build the other browser tests use.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

const client = fileURLToPath(new URL('../../dist/client', import.meta.url));
const TEXT_FILE = /\.(?:html?|js|mjs|cjs|css|json|txt|xml|map|svg|webmanifest)$|^_redirects$|^_headers$/;

/** The forbidden strings: key shapes (`sk-...`, `SG....`) and the variables' names; any real value set here too. */
export function secretsIn(text: string): string[] {
  const patterns = [
    /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{6,}/g,
    /(?<![A-Za-z0-9])SG\.[A-Za-z0-9_-]{4,}/g,
    /OPENAI_API_KEY/g,
    /SENDGRID/g,
  ];
  const found = patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
  for (const name of ['OPENAI_API_KEY', 'SENDGRID_API_KEY', 'TURNSTILE_SECRET_KEY']) {
    const value = process.env[name];
    if (value && value.length >= 8 && text.includes(value)) found.push(`the value of ${name}`);
  }
  return found;
}

const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

test('the search finds what it looks for', () => {
  expect(
    secretsIn('const key="sk-proj-abcdefghijklmnop"; SG.abcdefgh.ijkl OPENAI_API_KEY process.env.SENDGRID_API_KEY'),
  ).toHaveLength(4);
  expect(
    secretsIn('mask-image:url(x);-webkit-mask-size:cover; task-list desk-top; SG. alone; email by SendGrid'),
  ).toEqual([]);
});

test('no key, secret or secret name is in the built client files', async ({ request }) => {
  expect((await request.get('/')).ok()).toBe(true); // the web server has built dist/client
  const built = files(client).filter((path) => TEXT_FILE.test(relative(client, path).split('/').pop()!));
  expect(built.some((path) => path.endsWith('.js'))).toBe(true);
  const leaks = built.flatMap((path) =>
    secretsIn(readFileSync(path, 'utf8')).map((secret) => `${relative(client, path)}: ${secret}`),
  );
  expect(leaks).toEqual([]);
});

test('no visitor page carries the editor\'s "Edit this page" control (npm run dev only)', async ({ request }) => {
  const page = await request.get('/pricing');
  expect(page.ok()).toBe(true);
  const visitorFiles = files(client).filter(
    (path) => !relative(client, path).startsWith('admin/') && TEXT_FILE.test(path.split('/').pop()!),
  );
  expect(visitorFiles.some((path) => path.endsWith('.html'))).toBe(true);
  const carrying = visitorFiles.filter((path) => /Edit this page|page-edit-link/.test(readFileSync(path, 'utf8')));
  expect(carrying.map((path) => relative(client, path))).toEqual([]);
  expect(await page.text()).not.toContain('Edit this page');
});
