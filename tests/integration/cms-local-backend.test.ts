/**
 * The editor's local backend (admin/server/local-backend.ts) over HTTP as the editor calls it (admin/backend/local.ts: POST
 * /api/v1 with `{ action: 'save', files, uploads }` or `{ action: 'upload', upload }`), on a throwaway copy of data/
 * and public/: a save that changes one line of the file; saves the validator refuses, in its words, with every file
 * as it was; a new file written as sent; a change of several files (a new case study and the page listing it, a
 * rename) written all or nothing; deletions of what is in use refused; paths outside data/ and public/ refused;
 * pictures named so the validator accepts them, SVGs without a size refused. Then under the real `npm run dev` (vike
 * dev in a copy of the repository): the backend answers while the content has an error and a save updates the page;
 * the editor is served as built, and built again after a change to one of its sources.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { listCaseStudy, newFileText } from '../../admin/lib/new-files.ts';
import { LocalBackend } from '../../admin/server/local-backend.ts';
import { API_PATH, localBackendMiddleware } from '../../admin/server/local-backend-plugin.ts';
import { snapshotFromDisk } from '../../pipeline/save/content-snapshot.ts';
import { validateContent } from '../../pipeline/validate/validate-content.ts';
import { makeWorkspace, worktreeSource } from '../../tools/lib/bench-workspace.ts';
import { failAt } from '../helpers/disk-faults.ts';
import { acceptsConnections, networkAddress } from '../helpers/network.ts';

const repo = process.cwd();

interface FileChange {
  path: string;
  text: string | null;
  /** The text the change was made from; the file's text on disk now when not given. */
  base?: string | null;
}
interface Upload {
  path: string;
  base64: string;
}

/**
 * The editor's client (admin/backend/local.ts), reduced to its requests and the answers it reads; as the browser sends
 * them from the editor's page on the dev server's own origin. A save is made from the files of `root` as they are
 * now, as an editor that has just opened them makes it, unless a file says what it was made from.
 */
function backendAt(url: string, root: string) {
  const opened = (path: string) => {
    try {
      return readFileSync(join(root, path), 'utf8');
    } catch {
      return null;
    }
  };
  const post = async (body: unknown) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(url).origin },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  return {
    post,
    save: (files: FileChange[], uploads: Upload[] = []) =>
      post({
        action: 'save',
        files: files.map((file) => ({ ...file, base: file.base === undefined ? opened(file.path) : file.base })),
        uploads,
      }),
    upload: (upload: Upload) => post({ action: 'upload', upload }),
  };
}

/** A POST with exactly these headers (fetch sets Host and Origin itself), answered with its status and body. */
function rawPost(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        const json = /^application\/json/.test(response.headers['content-type'] ?? '');
        resolve({ status: response.statusCode ?? 0, body: json ? JSON.parse(text) : text });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const sizedSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>';
/** A PNG as far as its signature goes, with `size` bytes in all. */
const png = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 7)]);

/** A throwaway copy of the repository's data/ and public/. */
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'cms-backend-'));
  cpSync(join(repo, 'data'), join(root, 'data'), { recursive: true });
  cpSync(join(repo, 'public'), join(root, 'public'), { recursive: true });
  return root;
}

/** Every file under data/ and public/ of `root` with the SHA-256 of its bytes (quick to compare, unlike the bytes). */
function filesOf(root: string): Map<string, string> {
  return new Map(
    ['data', 'public'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return [path.slice(root.length + 1), createHash('sha256').update(readFileSync(path)).digest('hex')] as const;
        }),
    ),
  );
}

/** How many lines differ between two texts of the same number of lines (undefined when the count differs). */
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return a.length === b.length ? a.filter((line, i) => line !== b[i]).length : undefined;
};

describe('the local backend over HTTP', () => {
  let root: string;
  let server: Server;
  let backend: ReturnType<typeof backendAt>;
  let port: number;
  let apiUrl: string;
  const file = (path: string) => join(root, path);
  const read = (path: string) => readFileSync(file(path), 'utf8');
  const validate = () => validateContent({ root, dataDir: file('data'), publicDir: file('public') }).errors;
  /** Every file under data/ and public/, to show a refused save left all of them as they were. */
  const everything = () => snapshotFromDisk(root);

  /** A ready-to-implement solution nothing else names (no testimonial of its own), with a new id and title. */
  const newSolution = (id: string, title: string) => {
    const template = ['dental-clinic-voice-agent', 'voice-agent-service-industry', 'document-processing-pipeline']
      .map((name) => parse(read(`data/solutions/${name}.yaml`)))
      .find((solution) => solution.type === 'ready-to-implement' && !solution.featured && !solution.testimonial);
    expect(template).toBeDefined();
    return { ...template, id, title };
  };

  /** A case study made from dinamiq's, with a new id (which no page lists yet). */
  const newCaseStudy = (id: string) => read('data/solutions/dinamiq.yaml').replace(/^id: dinamiq$/m, `id: ${id}`);

  beforeAll(async () => {
    root = contentCopy();
    const middleware = localBackendMiddleware(root);
    server = createServer((req, res) =>
      middleware(req as never, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    apiUrl = `http://127.0.0.1:${port}${API_PATH}`;
    backend = backendAt(apiUrl, root);
  });

  afterAll(() => {
    server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('saves a changed heading as one changed line, whatever style the text comes in', async () => {
    const before = read('data/pages/home.yaml');
    const data = parse(before);
    data.sections[0].heading = 'Smart AI for Small Business';
    // Written afresh (comments dropped, lines wrapped at 80): only the change reaches the file.
    const answer = await backend.save([{ path: 'data/pages/home.yaml', text: stringify(data, { lineWidth: 80 }) }]);
    expect(answer).toEqual({ status: 200, body: { saved: ['data/pages/home.yaml'], pictures: [] } });
    expect(changedLines(before, read('data/pages/home.yaml'))).toBe(1);
    expect(read('data/pages/home.yaml').split('\n')).toContain('    heading: Smart AI for Small Business');
    expect(validate()).toEqual([]);
  });

  it('refuses a save made from a text that changed on disk since, with the text now, and writes nothing', async () => {
    const path = 'data/pages/home.yaml';
    const opened = read(path);
    // Another tab (or a text editor) saves a new heading in the meantime.
    const theirs = opened.replace(/^( {4}heading:) .*$/m, '$1 Saved in another tab');
    expect(theirs).not.toBe(opened);
    writeFileSync(file(path), theirs);
    const before = everything();
    const mine = opened.replace(/^( {4}tagline:) .*$/m, '$1 Mine');
    expect(mine).not.toBe(opened);
    const answer = await backend.save([{ path, text: mine, base: opened }]);
    expect(answer.status).toBe(409);
    expect(answer.body.changed).toEqual({ [path]: theirs });
    expect(everything(), 'nothing was written').toEqual(before);

    // Made from the text on disk now (the editor merged its change into theirs), it saves: both changes are kept.
    const merged = theirs.replace(/^( {4}tagline:) .*$/m, '$1 Mine');
    expect((await backend.save([{ path, text: merged, base: theirs }])).status).toBe(200);
    expect(read(path)).toBe(merged);

    // A new file where one was made since, and a deletion of a file that changed since, are refused the same way.
    const added = await backend.save([{ path: 'data/pages/about.yaml', text: 'route: /about\n', base: null }]);
    expect(added).toMatchObject({
      status: 409,
      body: { changed: { 'data/pages/about.yaml': read('data/pages/about.yaml') } },
    });
    const gone = await backend.save([
      { path: 'data/solutions/restaurant-order-automation.yaml', text: null, base: 'id: x\n' },
    ]);
    expect(gone.status).toBe(409);
    expect(existsSync(file('data/solutions/restaurant-order-automation.yaml'))).toBe(true);
  });

  it('refuses a link to a page that does not exist in the validator’s words, leaving the file as it was', async () => {
    const before = read('data/pages/home.yaml');
    const answer = await backend.save([
      { path: 'data/pages/home.yaml', text: before.replace('href: /pricing', 'href: /prices') },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/^data\/pages\/home\.yaml:\d+:\d+ .*href: .*\/prices.* — fix: .*\/pricing/);
    expect(read('data/pages/home.yaml')).toBe(before);
  });

  it('refuses a price written as $2,499, leaving the file as it was', async () => {
    const before = read('data/offerings.yaml');
    const answer = await backend.save([
      { path: 'data/offerings.yaml', text: before.replace(/startingPrice: \d+/, 'startingPrice: $2,499') },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/^data\/offerings\.yaml:\d+:\d+ .*startingPrice/);
    expect(read('data/offerings.yaml')).toBe(before);
  });

  it('refuses text that is not YAML, naming the file', async () => {
    const before = read('data/offerings.yaml');
    const answer = await backend.save([{ path: 'data/offerings.yaml', text: 'offerings: [unclosed' }]);
    expect(answer).toMatchObject({ status: 422, body: { error: expect.stringContaining('data/offerings.yaml') } });
    expect(read('data/offerings.yaml')).toBe(before);
  });

  it('writes a new solution exactly as the editor sent it, which validate accepts', async () => {
    const text = newFileText('solution', newSolution('invoice-checker', 'Invoice Checker'));
    const answer = await backend.save([{ path: 'data/solutions/invoice-checker.yaml', text }]);
    expect(answer).toEqual({ status: 200, body: { saved: ['data/solutions/invoice-checker.yaml'], pictures: [] } });
    expect(read('data/solutions/invoice-checker.yaml')).toBe(text);
    expect(validate()).toEqual([]);
  });

  it('refuses a new solution whose id differs from its file name, creating nothing', async () => {
    const answer = await backend.save([
      { path: 'data/solutions/invoice-check.yaml', text: read('data/solutions/invoice-checker.yaml') },
    ]);
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
      const answer = await backend.save([{ path: 'data/testimonials.yaml', text: stringify(data) }]);
      expect(answer).toMatchObject({ status: 200 });
      expect(changedLines(before, read('data/testimonials.yaml'))).toBe(1);
    } finally {
      writeFileSync(file('data/pages/about.yaml'), about);
    }
  });

  it('writes a new case study and the page that lists it together, or neither', async () => {
    const solution = { path: 'data/solutions/bakery-orders.yaml', text: newCaseStudy('bakery-orders') };
    const listing = listCaseStudy(everything().files, 'bakery-orders')!;
    expect(listing.path).toBe('data/pages/solutions.yaml');
    const page = { path: listing.path, text: listing.text };

    // Alone, the case study is one no page lists.
    const before = everything();
    const alone = await backend.save([solution]);
    expect(alone.status).toBe(422);
    expect(alone.body.error).toMatch(/not listed on any page/);
    // With a mistake in the page, neither is written, nor the picture that came with them.
    const brokenPage = {
      ...page,
      text: page.text.replace('href: /ai-solutions-pricing', 'href: /ai-solutions-prices'),
    };
    expect(brokenPage.text).not.toBe(page.text);
    const broken = await backend.save(
      [solution, brokenPage],
      [{ path: 'public/images/solutions/bakery-orders.svg', base64: base64(sizedSvg) }],
    );
    expect(broken.status).toBe(422);
    expect(broken.body.error).toMatch(/^data\/pages\/solutions\.yaml:\d+:\d+ .*\/ai-solutions-prices/);
    expect(everything()).toEqual(before);

    const saved = await backend.save([solution, page]);
    expect(saved).toEqual({ status: 200, body: { saved: [solution.path, page.path], pictures: [] } });
    expect(read(solution.path)).toBe(solution.text);
    expect(read(page.path)).toBe(page.text);
    expect(validate()).toEqual([]);
  });

  it('renames a solution by deleting its file and writing the new one in one save', async () => {
    const data = parse(read('data/solutions/invoice-checker.yaml'));
    const renamed = {
      path: 'data/solutions/invoice-reader.yaml',
      text: newFileText('solution', { ...data, id: 'invoice-reader' }),
    };
    const answer = await backend.save([{ path: 'data/solutions/invoice-checker.yaml', text: null }, renamed]);
    expect(answer).toEqual({
      status: 200,
      body: { saved: ['data/solutions/invoice-checker.yaml', renamed.path], pictures: [] },
    });
    expect(existsSync(file('data/solutions/invoice-checker.yaml'))).toBe(false);
    expect(read(renamed.path)).toBe(renamed.text);
    expect(validate()).toEqual([]);
  });

  it('refuses renaming or deleting a solution a page shows, leaving both files as they were', async () => {
    const before = everything();
    const shown = 'data/solutions/property-management-platform.yaml';
    const renamed = {
      path: 'data/solutions/property-platform.yaml',
      text: read(shown).replace(/^id: .*$/m, 'id: property-platform'),
    };
    const rename = await backend.save([{ path: shown, text: null }, renamed]);
    expect(rename.status).toBe(422);
    expect(rename.body.error).toMatch(/^data\/pages\/.*property-management-platform/m);
    const deletion = await backend.save([{ path: shown, text: null }]);
    expect(deletion.status).toBe(422);
    expect(deletion.body.error).toContain('data/pages/');
    expect(everything()).toEqual(before);
  });

  it('deletes a solution nothing uses', async () => {
    const answer = await backend.save([{ path: 'data/solutions/invoice-reader.yaml', text: null }]);
    expect(answer).toMatchObject({ status: 200 });
    expect(existsSync(file('data/solutions/invoice-reader.yaml'))).toBe(false);
    expect(validate()).toEqual([]);
  });

  it('refuses files outside data/ and pictures outside public/, writing nothing', async () => {
    const before = everything();
    for (const path of ['../package.json', 'package.json', 'data/../package.json', 'public/images/page.yaml']) {
      const answer = await backend.save([{ path, text: 'route: /x\n' }]);
      expect(answer, path).toEqual({ status: 422, body: { error: `"${path}" is not under data/` } });
    }
    for (const path of ['public/../logo.svg', 'data/images/logo.svg', 'images/logo.svg']) {
      const answer = await backend.upload({ path, base64: base64(sizedSvg) });
      expect(answer, path).toEqual({ status: 422, body: { error: expect.stringMatching(/is not under public\/$/) } });
    }
    expect(everything()).toEqual(before);
    expect(existsSync(file('package.json')) || existsSync(file('logo.svg'))).toBe(false);
  });

  it('stores an uploaded picture under a name the validator accepts, which a page may then show', async () => {
    const answer = await backend.upload({ path: 'public/images/Team Photo (1).SVG', base64: base64(sizedSvg) });
    expect(answer).toEqual({ status: 200, body: { address: '/images/team-photo-1.svg' } });
    expect(read('public/images/team-photo-1.svg')).toBe(sizedSvg);

    const before = read('data/pages/home.yaml');
    const data = parse(before);
    data.sections[0].image.src = '/images/team-photo-1.svg';
    expect(await backend.save([{ path: 'data/pages/home.yaml', text: stringify(data) }])).toMatchObject({
      status: 200,
    });
    expect(changedLines(before, read('data/pages/home.yaml'))).toBe(1);
  });

  it('writes the pictures a save adds with the entry that shows them', async () => {
    const before = read('data/pages/home.yaml');
    const data = parse(before);
    data.sections[0].image.src = '/images/home/hero-new.svg';
    const answer = await backend.save(
      [{ path: 'data/pages/home.yaml', text: stringify(data) }],
      [{ path: 'public/images/home/Hero New.svg', base64: base64(sizedSvg) }],
    );
    expect(answer).toEqual({
      status: 200,
      body: { saved: ['data/pages/home.yaml'], pictures: ['/images/home/hero-new.svg'] },
    });
    expect(read('public/images/home/hero-new.svg')).toBe(sizedSvg);
    expect(validate()).toEqual([]);
  });

  it('refuses pictures the site cannot show', async () => {
    const unsized = await backend.upload({ path: 'public/images/logo.svg', base64: base64('<svg></svg>') });
    expect(unsized).toEqual({
      status: 422,
      body: { error: 'logo.svg needs width and height attributes on its <svg> element to be shown' },
    });
    const gif = await backend.upload({ path: 'public/images/anim.gif', base64: 'R0lGODlh' });
    expect(gif).toMatchObject({
      status: 422,
      body: { error: expect.stringContaining('SVG, WebP, AVIF, PNG or JPEG') },
    });
    // Nor in a save, whose files are then not written either.
    const before = read('data/pages/home.yaml');
    const withUnsized = await backend.save(
      [{ path: 'data/pages/home.yaml', text: before.replace(/heading: .*/, 'heading: With a logo') }],
      [{ path: 'public/images/logo.svg', base64: base64('<svg></svg>') }],
    );
    expect(withUnsized.status).toBe(422);
    expect(read('data/pages/home.yaml')).toBe(before);
    expect(existsSync(file('public/images/logo.svg')) || existsSync(file('public/images/anim.gif'))).toBe(false);
  });

  it('answers requests it does not understand with what is wrong', async () => {
    expect(await backend.post({ action: 'entriesByFolder' })).toEqual({
      status: 422,
      body: { error: 'Unknown action entriesByFolder' },
    });
    expect(await backend.post({ files: [] })).toEqual({ status: 422, body: { error: '"action" is required' } });
    expect(await backend.save([])).toEqual({ status: 422, body: { error: '"files" is required' } });
    expect(await backend.post('{not json')).toEqual({ status: 400, body: { error: 'the request body is not JSON' } });
  });

  /** A save changing the home page's heading, valid in every way: only who sends it decides. */
  const headingSave = (heading: string) => {
    const data = parse(read('data/pages/home.yaml'));
    data.sections[0].heading = heading;
    const base = read('data/pages/home.yaml');
    return JSON.stringify({ action: 'save', files: [{ path: 'data/pages/home.yaml', text: stringify(data), base }] });
  };

  it('takes a save only from the editor’s own page, as JSON: every other sender gets 403 and nothing is written', async () => {
    const before = everything();
    const json = { 'content-type': 'application/json' };
    const attacks: Record<string, Record<string, string>> = {
      // What any page may send cross-site without asking first: a "simple" request.
      'text/plain from a page on another port': { 'content-type': 'text/plain', origin: 'http://localhost:9' },
      'a form from a page on another port': {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:9',
      },
      'JSON from a page on another port': { ...json, origin: 'http://localhost:9' },
      'JSON from 127.0.0.1 on another port': { ...json, origin: 'http://127.0.0.1:9' },
      // Names that reach this computer too (DNS rebinding, *.localhost, another loopback address), on our port.
      'JSON from evil.example resolving to this computer': {
        ...json,
        host: `evil.example:${port}`,
        origin: `http://evil.example:${port}`,
      },
      'JSON from a .localhost name': {
        ...json,
        host: `evil.localhost:${port}`,
        origin: `http://evil.localhost:${port}`,
      },
      'JSON from another loopback address': { ...json, host: `127.0.0.2:${port}`, origin: `http://127.0.0.2:${port}` },
      'JSON from https on our port': { ...json, origin: `https://localhost:${port}` },
      'JSON from a sandboxed frame or a file': { ...json, origin: 'null' },
      'JSON with no Origin (a script outside any browser)': json,
      'JSON marked cross-site by the browser': { ...json, 'sec-fetch-site': 'cross-site' },
      'JSON marked same-origin for another host': {
        ...json,
        host: `evil.example:${port}`,
        'sec-fetch-site': 'same-origin',
      },
      'our own origin without JSON': { 'content-type': 'text/plain', origin: `http://localhost:${port}` },
      'our own origin without a content type': { origin: `http://localhost:${port}` },
    };
    for (const [attack, headers] of Object.entries(attacks)) {
      const answer = await rawPost(apiUrl, headers, headingSave('Hacked'));
      expect({ attack, status: answer.status }).toEqual({ attack, status: 403 });
      expect(answer.body.error, attack).toMatch(/^the editor backend (answers only the editor's own page|takes JSON)/);
    }
    expect(everything()).toEqual(before);
  });

  it('takes a save from each of its own origins, and a same-origin request a browser sent without Origin', async () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    for (const [index, headers] of [
      { ...json, origin: `http://localhost:${port}` },
      { ...json, origin: `http://127.0.0.1:${port}` },
      { ...json, origin: `http://[::1]:${port}` },
      { ...json, host: `localhost:${port}`, 'sec-fetch-site': 'same-origin' },
    ].entries()) {
      const answer = await rawPost(apiUrl, headers, headingSave(`Smart AI, take ${index}`));
      expect({ headers, status: answer.status }).toEqual({ headers, status: 200 });
      expect(read('data/pages/home.yaml')).toContain(`heading: Smart AI, take ${index}`);
    }
  });

  it('answers a malformed save with 4xx and writes nothing', async () => {
    const before = everything();
    const home = {
      path: 'data/pages/home.yaml',
      text: read('data/pages/home.yaml').replace(/heading: .*/, 'heading: X'),
      base: read('data/pages/home.yaml'),
    };
    const malformed: Record<string, unknown> = {
      'uploads that are not a list': { action: 'save', files: [home], uploads: 5 },
      'a picture that is not an object': { action: 'save', files: [home], uploads: [5] },
      'files that are not objects': { action: 'save', files: [5] },
      'a text that is not text': { action: 'save', files: [{ path: home.path, text: 5 }] },
      'a file without the text it was made from': { action: 'save', files: [{ path: home.path, text: home.text }] },
      'a path with a NUL byte': { action: 'save', files: [{ path: 'data/pages/x\u0000.yaml', text: 'x: 1' }] },
      'an upload that is not an object': { action: 'upload', upload: 'x' },
    };
    for (const [what, body] of Object.entries(malformed)) {
      const answer = await backend.post(body);
      expect({ what, status: answer.status }).toEqual({ what, status: 422 });
    }
    expect(everything()).toEqual(before);
  });

  it('refuses pictures that are not what their name says, broken base64, over 10 MB, or too many in one save', async () => {
    const before = everything();
    const refused = async (path: string, content: string, words: RegExp) => {
      const answer = await backend.upload({ path, base64: content });
      expect({ path, answer }).toEqual({
        path,
        answer: { status: 422, body: { error: expect.stringMatching(words) } },
      });
    };
    await refused(
      'public/images/page.png',
      base64('<html><script>alert(1)</script></html>'),
      /not a picture in PNG format/,
    );
    await refused('public/images/photo.jpg', base64(png()), /not a picture in JPEG format/);
    await refused('public/images/photo.webp', base64('RIFF....WAVEfmt '), /not a picture in WebP format/);
    await refused('public/images/photo.avif', base64(png()), /not a picture in AVIF format/);
    await refused('public/images/logo.svg', base64('<svg width="1" height="1"><rect></svg>'), /not a valid SVG/);
    // Buffer.from would decode what it can and drop the rest without a word.
    await refused('public/images/broken.png', `${base64(png())}@@`, /did not arrive whole/);
    await refused('public/images/broken.png', base64(png()).replace(/=*$/, ' '), /did not arrive whole/);
    await refused('public/images/huge.png', base64(png(10 * 1024 * 1024 + 1)), /10\.0 MB.* at most 10 MB/);
    const home = { path: 'data/pages/home.yaml', text: read('data/pages/home.yaml') };
    const many = Array.from({ length: 21 }, (_, index) => ({
      path: `public/images/many-${index}.png`,
      base64: base64(png()),
    }));
    const tooMany = await backend.save([home], many);
    expect(tooMany).toEqual({ status: 422, body: { error: expect.stringMatching(/at most 20 pictures.* adds 21/) } });
    expect(everything()).toEqual(before);
    // A picture of exactly 10 MB is taken.
    expect(await backend.upload({ path: 'public/images/big.png', base64: base64(png(10 * 1024 * 1024)) })).toEqual({
      status: 200,
      body: { address: '/images/big.png' },
    });
    rmSync(file('public/images/big.png'));
  });

  it('refuses an SVG that could run a script, saying why, and writes nothing', async () => {
    const before = everything();
    const svg = (inside: string, attributes = '') =>
      base64(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"${attributes}>${inside}</svg>`);
    for (const [picture, words] of [
      [svg('<script>alert(1)</script>'), /a script \(<script>\)/],
      [svg('<rect/>', ' onload="alert(1)"'), /an event handler \(onload on <svg>\)/],
      [svg('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'), /<foreignObject>/],
      [svg('<a href="javascript:alert(1)"><text>x</text></a>'), /a javascript: link \(href on <a>\)/],
    ] as const) {
      const answer = await backend.upload({ path: 'public/images/logo.svg', base64: picture });
      expect(answer).toEqual({ status: 422, body: { error: expect.stringMatching(words) } });
    }
    expect(everything()).toEqual(before);
  });

  it('names folders as it names files: nothing lands in a dot-folder', async () => {
    const upload = async (path: string) => (await backend.upload({ path, base64: base64(sizedSvg) })).body;
    expect(await upload('public/images/Team Photos/Ada.svg')).toEqual({ address: '/images/team-photos/ada.svg' });
    expect(await upload('public/.netlify/functions/x.svg')).toEqual({ address: '/netlify/functions/x.svg' });
    expect(await upload('public/images/.well-known/x.svg')).toEqual({ address: '/images/well-known/x.svg' });
    expect(existsSync(file('public/.netlify')) || existsSync(file('public/images/.well-known'))).toBe(false);
    expect(await backend.upload({ path: 'public/images/.../x.svg', base64: base64(sizedSvg) })).toEqual({
      status: 422,
      body: { error: 'the folder "..." in "public/images/.../x.svg" needs a letter or a digit in its name' },
    });
    for (const folder of ['public/images/team-photos', 'public/netlify', 'public/images/well-known'])
      rmSync(file(folder), { recursive: true });
  });

  it('refuses to write through a link, to a file or through a folder, in data/ and public/', async () => {
    // A pull request can carry links: here about.yaml leads to a copy outside the project, and two folders lead there.
    const outside = mkdtempSync(join(tmpdir(), 'cms-outside-'));
    const about = read('data/pages/about.yaml');
    writeFileSync(join(outside, 'about.yaml'), about);
    rmSync(file('data/pages/about.yaml'));
    symlinkSync(join(outside, 'about.yaml'), file('data/pages/about.yaml'));
    symlinkSync(outside, file('data/linked-folder'));
    symlinkSync(outside, file('public/images/linked-folder'));
    try {
      const before = everything();
      const changed = about.replace(/^title: .*$/m, 'title: Written outside');
      for (const path of ['data/pages/about.yaml', 'data/linked-folder/about.yaml', 'data/linked-folder/new.yaml']) {
        const answer = await backend.save([{ path, text: changed }]);
        expect({ path, answer }).toEqual({
          path,
          answer: {
            status: 422,
            body: { error: expect.stringMatching(/is a link, and the editor writes only real files$/) },
          },
        });
      }
      expect((await backend.save([{ path: 'data/pages/about.yaml', text: null }])).status).toBe(422);
      const picture = await backend.upload({ path: 'public/images/linked-folder/x.svg', base64: base64(sizedSvg) });
      expect(picture).toEqual({
        status: 422,
        body: { error: expect.stringMatching(/public\/images\/linked-folder is a link/) },
      });
      expect(everything()).toEqual(before);
      expect(readdirSync(outside)).toEqual(['about.yaml']);
      expect(readFileSync(join(outside, 'about.yaml'), 'utf8')).toBe(about);
    } finally {
      for (const link of ['data/pages/about.yaml', 'data/linked-folder', 'public/images/linked-folder'])
        rmSync(file(link));
      writeFileSync(file('data/pages/about.yaml'), about);
      rmSync(outside, { recursive: true });
    }
  });

  it('checks every path and picture before writing any: a save with an impossible path writes nothing', async () => {
    const before = everything();
    const about = read('data/pages/about.yaml');
    const change = { path: 'data/pages/about.yaml', text: about.replace(/^title: .*$/m, 'title: About, changed') };
    const picture = { path: 'public/images/with-the-save.svg', base64: base64(sizedSvg) };
    for (const [path, words] of [
      ['data/pages/new\u0000.yaml', '"data/pages/new\\u0000.yaml" is not a file name'],
      [
        'data/pages/about.yaml/inside.yaml',
        '"data/pages/about.yaml/inside.yaml" cannot be written: data/pages/about.yaml is not a folder',
      ],
      ['data/pages', '"data/pages" cannot be written: data/pages is a folder'],
    ] as const) {
      // A file that is not there to delete: the validator has nothing against it, the disk has.
      const answer = await backend.save([change, { path, text: null }], [picture]);
      expect({ path, answer }).toEqual({ path, answer: { status: 422, body: { error: words } } });
      expect(JSON.stringify(answer)).not.toContain(root);
      expect(everything()).toEqual(before);
    }
  });
});

describe('a save interrupted', () => {
  /**
   * A save of two entries and two pictures (a PNG large enough to be written in parts, and an SVG), as the editor
   * sends it, for a copy of the content at `root`; with the text each file holds before and after it.
   */
  function saveOf(root: string) {
    const text = (path: string) => readFileSync(join(root, path), 'utf8');
    const home = parse(text('data/pages/home.yaml'));
    home.sections[0].heading = 'Saved whole';
    const testimonials = parse(text('data/testimonials.yaml'));
    testimonials.testimonials[0].role = 'Owner, saved whole';
    return {
      action: 'save',
      files: [
        { path: 'data/pages/home.yaml', text: stringify(home), base: text('data/pages/home.yaml') },
        { path: 'data/testimonials.yaml', text: stringify(testimonials), base: text('data/testimonials.yaml') },
      ],
      uploads: [
        { path: 'public/images/home/whole.png', base64: base64(png(256 * 1024)) },
        { path: 'public/images/home/whole.svg', base64: base64(sizedSvg) },
      ],
    };
  }
  const SAVED = [
    'data/pages/home.yaml',
    'data/testimonials.yaml',
    'public/images/home/whole.png',
    'public/images/home/whole.svg',
  ];

  const copies: string[] = [];
  afterAll(() => {
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });
  const copy = () => {
    copies.push(contentCopy());
    return copies.at(-1)!;
  };

  /** The files as a whole save leaves them (made once, on a copy of its own). */
  let after: Map<string, string>;
  let before: Map<string, string>;
  beforeAll(() => {
    const root = copy();
    before = filesOf(root);
    expect(new LocalBackend(root).answer(saveOf(root))).toMatchObject({ status: 200 });
    after = filesOf(root);
    for (const path of SAVED) expect(after.get(path), path).not.toEqual(before.get(path));
  });

  /** Every file of the save as it was or as the save writes it, and every other file as it was. */
  function expectWhole(root: string, context: string) {
    const now = filesOf(root);
    for (const path of new Set([...before.keys(), ...now.keys()])) {
      // A temporary file the crash left beside its file (the next save writes new ones).
      if (/\/\.[^/]+\.saving$/.test(path)) continue;
      const whole = SAVED.includes(path) ? [before.get(path), after.get(path)] : [before.get(path)];
      expect(whole, `${context}: ${path} is neither as it was nor as the save writes it`).toContain(now.get(path));
    }
  }

  it('puts back what it wrote when a later write fails (a full disk), and answers without a path of this computer', () => {
    for (let k = 1; ; k += 1) {
      const root = copy();
      const backend = new LocalBackend(root);
      const save = saveOf(root);
      const restore = failAt(k, 'throw');
      let answer;
      try {
        answer = backend.answer(save);
      } finally {
        restore();
      }
      if (answer.status === 200) {
        // The k-th write is past the save's last one: every earlier k failed one of its writes.
        expect(k, 'a save of four files writes and renames each').toBeGreaterThan(SAVED.length * 2);
        break;
      }
      expect({ k, answer }).toEqual({
        k,
        answer: {
          status: 500,
          body: { error: 'The dev server could not save, and nothing was changed: the terminal running it says why.' },
        },
      });
      expect(filesOf(root), `the disk failed at write ${k}`).toEqual(before);
    }
  }, 180_000);

  it('leaves every file whole, old or new, when the server dies at any moment of a save', () => {
    for (let k = 1; ; k += 1) {
      const root = copy();
      const body = join(root, 'save.json');
      writeFileSync(body, JSON.stringify(saveOf(root)));
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'tests/helpers/save-and-crash.ts', root, String(k), body],
        {
          cwd: repo,
          encoding: 'utf8',
        },
      );
      rmSync(body);
      expectWhole(root, `killed at write ${k}`);
      if (run.signal === 'SIGKILL') continue;
      // The k-th write is past the save's last one: it finished, with every file new.
      expect(run.status, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ status: 200 });
      expect(filesOf(root)).toEqual(after);
      expect(k, 'a save of four files writes and renames each').toBeGreaterThan(SAVED.length * 2);
      break;
    }
  }, 300_000);
});

describe('the local backend under npm run dev', () => {
  let parent: string;
  let workspace: string;
  let server: ChildProcess;
  let output = '';
  let port: number;
  let baseURL: string;

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'cms-dev-'));
    workspace = makeWorkspace(repo, parent, 'site', worktreeSource(repo));
    port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    baseURL = `http://localhost:${port}`;
    // The content is broken before the server starts: the editor must work exactly then.
    const about = join(workspace, 'data/pages/about.yaml');
    writeFileSync(about, `${readFileSync(about, 'utf8')}stray: field\n`);
    server = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(port), '--strictPort'], {
      cwd: workspace,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
    const backend = backendAt(`${baseURL}${API_PATH}`, workspace);
    expect(await backend.post({})).toEqual({ status: 422, body: { error: '"action" is required' } });
    expect((await fetch(`${baseURL}${API_PATH}`)).status).toBe(405);

    const path = 'data/pages/about.yaml';
    const fixed = readFileSync(join(workspace, path), 'utf8').replace('stray: field\n', '');
    expect(await backend.save([{ path, text: fixed }])).toEqual({ status: 200, body: { saved: [path], pictures: [] } });
    for (let tries = 0; (await fetch(`${baseURL}/about`)).status !== 200; tries += 1) {
      if (tries > 200) throw new Error(`the page did not come back:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await (await fetch(`${baseURL}/about`)).text()).toContain('<html');
    // The editor opened now starts from the file as saved.
    const snapshot = (await (await fetch(`${baseURL}/admin/snapshot.json`)).json()) as {
      files: Record<string, string>;
    };
    expect(snapshot.files[path]).toBe(fixed);
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
    // The production build and JSX, even though the dev server's own process runs in development mode.
    expect(first.code).not.toMatch(/jsxDEV|react-dom\.development/);
    expect((await editorScript()).path).toBe(first.path);

    const marker = `editor rebuilt ${Date.now()}`;
    expect(first.code).not.toContain(marker);
    appendFileSync(join(workspace, 'admin/main.tsx'), `\nconsole.info(${JSON.stringify(marker)});\n`);
    const rebuilt = await editorScript();
    expect(rebuilt.path).not.toBe(first.path);
    expect(rebuilt.code).toContain(marker);

    expect((await fetch(`${baseURL}/admin/..%2f..%2fpackage.json`)).status).toBe(404);
  }, 180_000);
  const lan = networkAddress();
  const skipped = lan ? '' : ' (skipped: this machine has no network address to try)';
  it.skipIf(!lan)(
    `listens on this computer only, not at its network address, also in a container${skipped}`,
    async () => {
      expect(await acceptsConnections('localhost', port)).toBe(true);
      expect(await acceptsConnections(lan!, port)).toBe(false);
    },
  );

  it('writes only for its own page: a text/plain post from another port, JSON from another name get 403', async () => {
    const path = 'data/pages/home.yaml';
    const before = readFileSync(join(workspace, path), 'utf8');
    const save = JSON.stringify({
      action: 'save',
      files: [{ path, text: before.replace(/heading: .*/, 'heading: Written by another site'), base: before }],
    });
    for (const headers of [
      { 'content-type': 'text/plain', origin: 'http://localhost:9' } as Record<string, string>,
      { 'content-type': 'application/json', origin: `http://127.0.0.1:9` },
      { 'content-type': 'application/json', host: `evil.localhost:${port}`, origin: `http://evil.localhost:${port}` },
      { 'content-type': 'application/json', host: `127.0.0.2:${port}`, origin: `http://127.0.0.2:${port}` },
    ]) {
      expect({ headers, status: (await rawPost(`${baseURL}${API_PATH}`, headers, save)).status }).toEqual({
        headers,
        status: 403,
      });
    }
    expect(readFileSync(join(workspace, path), 'utf8')).toBe(before);
  });

  it('lets no other origin read the editor’s files or the backend’s answers: no CORS header', async () => {
    const origin = 'http://localhost:9';
    const preflight = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' };
    for (const [method, path, headers] of [
      ['GET', '/admin/snapshot.json', {}],
      ['GET', '/admin/', {}],
      ['OPTIONS', API_PATH, preflight],
      ['POST', API_PATH, { 'content-type': 'application/json' }],
    ] as const) {
      const response = await fetch(`${baseURL}${path}`, { method, headers: { origin, ...headers } });
      expect(response.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull();
    }
  });

  it('serves the editor with its own CSP, which lets no other site frame it', async () => {
    for (const path of ['/admin/', '/admin/index.html']) {
      const response = await fetch(`${baseURL}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("connect-src 'self' https://api.github.com");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('answers malformed requests with 4xx', async () => {
    expect((await fetch(`${baseURL}/admin/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${baseURL}/admin/snapshot.json%00`)).status).toBe(400);
    expect((await fetch(`${baseURL}/admin/snapshot.json/..%2f`)).status).toBe(404);
    const path = 'data/pages/home.yaml';
    const text = readFileSync(join(workspace, path), 'utf8');
    const save = { action: 'save', files: [{ path, text, base: text }], uploads: 5 };
    expect(await backendAt(`${baseURL}${API_PATH}`, workspace).post(save)).toEqual({
      status: 422,
      body: { error: '"uploads" must be a list of pictures' },
    });
  });

  it('passes the editor’s sign-in function’s own refusal page through', async () => {
    const response = await fetch(`${baseURL}/.netlify/functions/cms-oauth?provider=github&scope=repo`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Sign-in through this site is not set up');
  }, 120_000);
});
