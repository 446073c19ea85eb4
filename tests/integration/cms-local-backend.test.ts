/**
 * The editor's local backend over HTTP, as Decap's proxy backend calls it (the request bodies of
 * decap-cms-backend-proxy's implementation.ts: `{ branch, action, params }` POSTed as JSON), on a throwaway copy of
 * data/ and public/: entries read and listed, a save that changes one line of the file, saves the validator refuses
 * in its own words with the file unchanged, new files named so the validator accepts them, deletions of what is in
 * use refused. Then under the real `npm run dev` (vike dev in a copy of the repository): the backend answers while
 * the content has an error, and a save updates the page; the editor is served as built, and built again after a
 * change to one of its sources.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { validateContent } from '../../pipeline/lib/validate-content.ts';
import { localBackendMiddleware, API_PATH } from '../../admin/vite-plugin.ts';
import { makeWorkspace, worktreeSource } from '../../tools/lib/bench-workspace.ts';

const repo = process.cwd();

/** Decap's proxy backend client, reduced to its request: the body it posts and how it reads the answer. */
const decap =
  (url: string) =>
  async (action: string, params: Record<string, unknown> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ branch: 'main', action, params: { branch: 'main', ...params } }),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

const persistOptions = { commitMessage: 'Update', useWorkflow: false, status: '' };
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return { count: a.length === b.length ? a.filter((line, i) => line !== b[i]).length : undefined, after: b };
};

describe('the local backend over HTTP', () => {
  let root: string;
  let server: Server;
  let request: ReturnType<typeof decap>;
  const file = (path: string) => join(root, path);
  const read = (path: string) => readFileSync(file(path), 'utf8');
  const validate = () => validateContent({ root, dataDir: file('data'), publicDir: file('public') }).errors;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'cms-backend-'));
    cpSync(join(repo, 'data'), file('data'), { recursive: true });
    cpSync(join(repo, 'public'), file('public'), { recursive: true });
    const middleware = localBackendMiddleware(root);
    server = createServer((req, res) =>
      middleware(req as never, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    request = decap(`http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PATH}`);
  });

  afterAll(() => {
    server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('says it is a local file system backend with simple publishing', async () => {
    expect(await request('info')).toEqual({
      status: 200,
      body: { repo: expect.any(String), publish_modes: ['simple'], type: 'local_fs' },
    });
  });

  it('lists a folder collection and reads entries with their text', async () => {
    const { status, body } = await request('entriesByFolder', { folder: 'data/pages', extension: 'yaml', depth: 1 });
    expect(status).toBe(200);
    const home = body.find((entry: any) => entry.file.path === 'data/pages/home.yaml');
    expect(home.data).toBe(read('data/pages/home.yaml'));
    expect(home.file.id).toMatch(/^[0-9a-f]{64}$/);
    const byFiles = await request('entriesByFiles', { files: [{ path: 'data/site.yaml', label: 'Site' }] });
    expect(byFiles.body).toEqual([
      { data: read('data/site.yaml'), file: { path: 'data/site.yaml', id: expect.any(String), label: 'Site' } },
    ]);
    expect((await request('getEntry', { path: 'data/offerings.yaml' })).body.data).toBe(read('data/offerings.yaml'));
  });

  it('refuses paths outside data/ and public/', async () => {
    expect(await request('getEntry', { path: '../package.json' })).toMatchObject({ status: 422 });
    expect(await request('getEntry', { path: 'package.json' })).toMatchObject({ status: 422 });
    expect(await request('getMediaFile', { path: 'public/../package.json' })).toMatchObject({ status: 422 });
  });

  it('saves a changed heading as one changed line, whatever text the editor sends', async () => {
    const before = read('data/pages/home.yaml');
    const data = parse(before);
    data.sections[0].heading = 'Smart AI for Small Business';
    // Stock Decap rewrites the whole file in its own style (and drops comments): only the change reaches the file.
    const raw = stringify(data, { lineWidth: 80 });
    const answer = await request('persistEntry', {
      dataFiles: [{ path: 'data/pages/home.yaml', slug: 'home', raw }],
      assets: [],
      options: persistOptions,
    });
    expect(answer).toEqual({ status: 200, body: { message: 'entry persisted' } });
    const { count, after } = changedLines(before, read('data/pages/home.yaml'));
    expect(count).toBe(1);
    expect(after).toContain('    heading: Smart AI for Small Business');
    expect(validate()).toEqual([]);
  });

  it('refuses a link to a page that does not exist in the validator words, leaving the file as it was', async () => {
    const before = read('data/pages/home.yaml');
    const raw = before.replace('href: /pricing', 'href: /prices');
    const answer = await request('persistEntry', {
      dataFiles: [{ path: 'data/pages/home.yaml', slug: 'home', raw }],
      assets: [],
      options: persistOptions,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/^data\/pages\/home\.yaml:\d+:\d+ .*href: .*\/prices.* — fix: .*\/pricing/);
    expect(read('data/pages/home.yaml')).toBe(before);
  });

  it('refuses a price written as $2,499, leaving the file as it was', async () => {
    const before = read('data/offerings.yaml');
    const answer = await request('persistEntry', {
      dataFiles: [
        {
          path: 'data/offerings.yaml',
          slug: 'offerings',
          raw: before.replace(/startingPrice: \d+/, 'startingPrice: $2,499'),
        },
      ],
      assets: [],
      options: persistOptions,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain('data/offerings.yaml:');
    expect(answer.body.error).toContain('startingPrice');
    expect(read('data/offerings.yaml')).toBe(before);
  });

  it('creates a new solution at the name Decap gives it, which validate accepts', async () => {
    const template = [
      'chiropractic-voice-agent',
      'dental-clinic-voice-agent',
      'voice-agent-service-industry',
      'postbud',
    ]
      .map((id) => parse(read(`data/solutions/${id}.yaml`)))
      .find((solution) => solution.type === 'ready-to-implement' && !solution.featured);
    expect(template).toBeDefined();
    const { testimonial: _quoteOwner, ...fields } = template;
    const solution = { ...fields, id: 'invoice-checker', title: 'Invoice Checker' };
    const answer = await request('persistEntry', {
      dataFiles: [{ path: 'data/solutions/invoice-checker.yaml', slug: 'invoice-checker', raw: stringify(solution) }],
      assets: [],
      options: persistOptions,
    });
    expect(answer).toMatchObject({ status: 200 });
    expect(parse(read('data/solutions/invoice-checker.yaml'))).toEqual(solution);
    expect(validate()).toEqual([]);
  });

  it('refuses a new solution whose id differs from its file name, creating nothing', async () => {
    const solution = parse(read('data/solutions/invoice-checker.yaml'));
    const answer = await request('persistEntry', {
      dataFiles: [{ path: 'data/solutions/invoice-check.yaml', slug: 'invoice-check', raw: stringify(solution) }],
      assets: [],
      options: persistOptions,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain('invoice-check');
    expect(existsSync(file('data/solutions/invoice-check.yaml'))).toBe(false);
  });

  it('saves a valid entry while another file has an error', async () => {
    const about = read('data/pages/about.yaml');
    writeFileSync(file('data/pages/about.yaml'), `${about}stray: field\n`);
    try {
      const before = read('data/testimonials.yaml');
      const data = parse(before);
      data.testimonials[0].role = 'Owner, Northside Chiropractic Clinic';
      const answer = await request('persistEntry', {
        dataFiles: [{ path: 'data/testimonials.yaml', slug: 'testimonials', raw: stringify(data) }],
        assets: [],
        options: persistOptions,
      });
      expect(answer).toMatchObject({ status: 200 });
      expect(changedLines(before, read('data/testimonials.yaml')).count).toBe(1);
    } finally {
      writeFileSync(file('data/pages/about.yaml'), about);
    }
  });

  it('refuses deleting a solution a page shows; deletes one nothing uses', async () => {
    const refused = await request('deleteFile', {
      path: 'data/solutions/property-management-platform.yaml',
      options: { commitMessage: 'Delete' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toContain('data/pages/');
    expect(existsSync(file('data/solutions/property-management-platform.yaml'))).toBe(true);
    const deleted = await request('deleteFile', {
      path: 'data/solutions/invoice-checker.yaml',
      options: { commitMessage: 'Delete' },
    });
    expect(deleted.status).toBe(200);
    expect(existsSync(file('data/solutions/invoice-checker.yaml'))).toBe(false);
  });

  it('stores an uploaded picture under a name the validator accepts, and lists it', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>';
    const answer = await request('persistMedia', {
      asset: {
        path: 'public/images/Team Photo (1).SVG',
        content: Buffer.from(svg).toString('base64'),
        encoding: 'base64',
      },
      options: { commitMessage: 'Upload' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ path: 'public/images/team-photo-1.svg', name: 'team-photo-1.svg' });
    expect(read('public/images/team-photo-1.svg')).toBe(svg);
    const media = await request('getMedia', { mediaFolder: 'public/images' });
    expect(media.body.map((item: any) => item.path)).toContain('public/images/team-photo-1.svg');

    // A page may now show it: the picture exists for the validator.
    const before = read('data/pages/home.yaml');
    const data = parse(before);
    data.sections[0].image.src = '/images/team-photo-1.svg';
    const saved = await request('persistEntry', {
      dataFiles: [{ path: 'data/pages/home.yaml', slug: 'home', raw: stringify(data) }],
      assets: [],
      options: persistOptions,
    });
    expect(saved).toMatchObject({ status: 200 });
    expect(changedLines(before, read('data/pages/home.yaml')).count).toBe(1);
  });

  it('refuses pictures the site cannot show', async () => {
    const unsized = await request('persistMedia', {
      asset: {
        path: 'public/images/logo.svg',
        content: Buffer.from('<svg></svg>').toString('base64'),
        encoding: 'base64',
      },
      options: { commitMessage: 'Upload' },
    });
    expect(unsized).toMatchObject({ status: 422, body: { error: expect.stringContaining('width and height') } });
    const gif = await request('persistMedia', {
      asset: { path: 'public/images/anim.gif', content: 'R0lGODlh', encoding: 'base64' },
      options: { commitMessage: 'Upload' },
    });
    expect(gif).toMatchObject({
      status: 422,
      body: { error: expect.stringContaining('SVG, WebP, AVIF, PNG or JPEG') },
    });
    expect(existsSync(file('public/images/logo.svg'))).toBe(false);
  });

  it('answers an unknown action as decap-server does', async () => {
    expect(await request('unpublishedEntries')).toEqual({
      status: 422,
      body: { error: 'Unknown action unpublishedEntries' },
    });
  });
});

describe('the local backend under npm run dev', () => {
  let parent: string;
  let workspace: string;
  let server: ChildProcess;
  let output = '';
  let baseURL: string;

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'cms-dev-'));
    workspace = makeWorkspace(repo, parent, 'site', worktreeSource(repo));
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    baseURL = `http://127.0.0.1:${port}`;
    // The content is broken before the server starts: the editor must work exactly then.
    const about = join(workspace, 'data/pages/about.yaml');
    writeFileSync(about, `${readFileSync(about, 'utf8')}stray: field\n`);
    server = spawn(
      process.execPath,
      ['node_modules/vike/bin.js', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      { cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let tries = 0; ; tries += 1) {
      const answer = await fetch(`${baseURL}/`).catch(() => undefined);
      if (answer) break;
      if (tries > 600 || server.exitCode !== null) throw new Error(`vike dev did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 180_000);

  afterAll(() => {
    server?.kill();
    if (parent) rmSync(parent, { recursive: true, force: true });
  });

  it('answers the editor while every page shows a content error, and the fix saved through it brings the page back', async () => {
    expect((await fetch(`${baseURL}/about`)).status).toBe(500);
    const request = decap(`${baseURL}${API_PATH}`);
    expect(await request('info')).toMatchObject({ status: 200, body: { type: 'local_fs' } });
    const broken = await request('getEntry', { path: 'data/pages/about.yaml' });
    expect(broken.body.data).toContain('stray: field');

    const fixed = broken.body.data.replace('stray: field\n', '');
    const answer = await request('persistEntry', {
      dataFiles: [{ path: 'data/pages/about.yaml', slug: 'about', raw: fixed }],
      assets: [],
      options: persistOptions,
    });
    expect(answer).toMatchObject({ status: 200 });
    for (let tries = 0; (await fetch(`${baseURL}/about`)).status !== 200; tries += 1) {
      if (tries > 200) throw new Error(`the page did not come back:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const page = await (await fetch(`${baseURL}/about`)).text();
    expect(page).toContain('<html');
  }, 60_000);

  it('serves the editor built for production, the same build until one of its sources changes, then a new one', async () => {
    const editorScript = async () => {
      const page = await fetch(`${baseURL}/admin/`);
      expect(page.status).toBe(200);
      const path = /src="(\/admin\/assets\/index-[\w-]+\.js)"/.exec(await page.text())?.[1];
      expect(path).toBeDefined();
      const script = await fetch(`${baseURL}${path}`);
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
      return { path, code: await script.text() };
    };
    const first = await editorScript();
    // React's production build and JSX, even though the dev server's own process runs in development mode.
    expect(first.code).not.toMatch(/jsxDEV|react-dom\.development/);
    expect((await editorScript()).path).toBe(first.path);

    const preview = join(workspace, 'admin/preview/EntryPreview.tsx');
    const notice = 'Not saved yet: the site cannot be built with this entry.';
    expect(readFileSync(preview, 'utf8')).toContain(notice);
    writeFileSync(preview, readFileSync(preview, 'utf8').replace(notice, 'Not saved: this entry has mistakes.'));
    const rebuilt = await editorScript();
    expect(rebuilt.path).not.toBe(first.path);
    expect(rebuilt.code).toContain('Not saved: this entry has mistakes.');

    expect((await fetch(`${baseURL}/admin/..%2f..%2fpackage.json`)).status).toBe(404);
  }, 180_000);
});
