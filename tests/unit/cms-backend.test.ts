/**
 * admin/backend/choose.ts: which backend the editor at /admin/ uses — the dev server's files under `npm run dev`,
 * GitHub on the live site — and where editors sign in, from the `editor` settings of data/site.yaml and the build's
 * switches. The GitHub backend itself runs against a fake GitHub in tests/integration/github-backend.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { backendChoice, chooseBackend, type EditorSettings } from '../../admin/backend/choose.ts';
import { site as siteSchema } from '../../schema/site.ts';
import site from '../../generated/site.json' with { type: 'json' };

const live = { dev: false, origin: 'https://ai101.agency', siteUrl: 'https://ai101.agency' };
const connected: EditorSettings = { repo: 'ai101-agency/website', branch: 'main', signIn: 'netlify' };

describe('the editor backend', () => {
  it('edits the files of this computer under `npm run dev`, through the dev server on the same origin', async () => {
    const dev = { ...live, dev: true, origin: 'http://localhost:3000' };
    expect(backendChoice(connected, dev)).toEqual({ kind: 'local', apiUrl: 'http://localhost:3000/api/v1' });
    // Also while the site is not connected to GitHub yet.
    expect(backendChoice({ ...connected, repo: '' }, dev).kind).toBe('local');
    expect((await chooseBackend(connected, dev)).kind).toBe('local');
  });

  it("saves to GitHub on the live site, signed in through Netlify's provider with the site's domain", async () => {
    expect(backendChoice(connected, live)).toEqual({
      kind: 'github',
      settings: {
        repo: 'ai101-agency/website',
        branch: 'main',
        apiUrl: 'https://api.github.com',
        signInUrl: 'https://api.netlify.com/auth?provider=github&site_id=ai101.agency&scope=repo',
      },
    });
    expect((await chooseBackend(connected, live)).kind).toBe('github');
  });

  it('signs in through our own function on the origin the editor runs on when `signIn` is `function`', () => {
    const choice = backendChoice(
      { ...connected, signIn: 'function', branch: 'content/live' },
      { ...live, origin: 'https://deploy-preview-7--ai101.netlify.app' },
    );
    expect(choice).toMatchObject({
      kind: 'github',
      settings: {
        branch: 'content/live',
        signInUrl:
          'https://deploy-preview-7--ai101.netlify.app/.netlify/functions/cms-oauth?provider=github&scope=repo',
      },
    });
  });

  it('takes other GitHub API and sign-in servers, and the GitHub backend under `npm run dev`, only from build settings', () => {
    const env = {
      VITE_CMS_BACKEND: 'github',
      VITE_CMS_GITHUB_API_ROOT: 'http://127.0.0.1:4001',
      VITE_CMS_AUTH_BASE_URL: 'http://127.0.0.1:4002/',
    };
    const dev = { ...live, dev: true, origin: 'http://localhost:3850', env };
    expect(backendChoice({ ...connected, signIn: 'function' }, dev)).toMatchObject({
      kind: 'github',
      settings: {
        apiUrl: 'http://127.0.0.1:4001',
        signInUrl: 'http://127.0.0.1:4002/.netlify/functions/cms-oauth?provider=github&scope=repo',
      },
    });
    expect(backendChoice(connected, dev)).toMatchObject({
      settings: { signInUrl: 'http://127.0.0.1:4002/auth?provider=github&site_id=ai101.agency&scope=repo' },
    });
  });

  it('says what to set when the live editor is not connected to a repository', () => {
    expect(() => backendChoice({ ...connected, repo: '' }, live)).toThrow(
      'The editor is not connected to GitHub yet: set `editor.repo` in data/site.yaml',
    );
  });

  it("reads the site's own settings, which the schema checks", () => {
    expect(siteSchema.shape.editor.parse(site.editor)).toEqual(site.editor);
    for (const bad of [{ repo: 'no-slash' }, { repo: 'a/b/c' }, { branch: 'two words' }, { signIn: 'identity' }])
      expect(siteSchema.shape.editor.safeParse({ ...connected, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});
