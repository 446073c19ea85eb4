/**
 * admin/backend.ts: which backend the editor at /admin/ uses — the dev server's files under `npm run dev`, GitHub with
 * the editorial workflow on the live site — and how editors sign in there, from the `editor` settings of
 * data/site.yaml. The GitHub path itself runs against a fake GitHub in tests/e2e/admin-github.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { decapBackend, type EditorSettings } from '../../admin/backend.ts';
import { site as siteSchema } from '../../schema/site.ts';
import site from '../../generated/site.json' with { type: 'json' };

const live = { dev: false, origin: 'https://ai101.agency', siteUrl: 'https://ai101.agency' };
const connected: EditorSettings = { repo: 'ai101-agency/website', branch: 'main', signIn: 'netlify' };

describe('the editor backend', () => {
  it('edits the files of this computer under `npm run dev`, through the dev server on the same origin', () => {
    const settings = decapBackend(connected, { ...live, dev: true, origin: 'http://localhost:3000' });
    expect(settings).toEqual({ backend: { name: 'proxy', proxy_url: 'http://localhost:3000/api/v1' } });
    // Also while the site is not connected to GitHub yet.
    expect(decapBackend({ ...connected, repo: '' }, { ...live, dev: true }).backend.name).toBe('proxy');
  });

  it("saves to GitHub on the live site, each change a pull request, signed in through Netlify's provider", () => {
    expect(decapBackend(connected, live)).toEqual({
      backend: {
        name: 'github',
        repo: 'ai101-agency/website',
        branch: 'main',
        base_url: 'https://api.netlify.com',
        site_domain: 'ai101.agency',
        auth_scope: 'repo',
        squash_merges: true,
      },
      publish_mode: 'editorial_workflow',
    });
  });

  it('signs in through our own function on the origin the editor runs on when `signIn` is `function`', () => {
    const { backend } = decapBackend(
      { ...connected, signIn: 'function', branch: 'content/live' },
      { ...live, origin: 'https://deploy-preview-7--ai101.netlify.app' },
    );
    expect(backend).toMatchObject({
      name: 'github',
      branch: 'content/live',
      base_url: 'https://deploy-preview-7--ai101.netlify.app',
      auth_endpoint: '.netlify/functions/cms-oauth',
    });
    expect(backend).not.toHaveProperty('site_domain');
  });

  it('takes other GitHub API and sign-in servers, and the GitHub backend under `npm run dev`, only from build settings', () => {
    const env = {
      VITE_CMS_BACKEND: 'github',
      VITE_CMS_GITHUB_API_ROOT: 'http://127.0.0.1:4001',
      VITE_CMS_AUTH_BASE_URL: 'http://127.0.0.1:4002',
    };
    const { backend, publish_mode } = decapBackend(
      { ...connected, signIn: 'function' },
      { ...live, dev: true, origin: 'http://localhost:3850', env },
    );
    expect(backend).toMatchObject({
      name: 'github',
      api_root: 'http://127.0.0.1:4001',
      base_url: 'http://127.0.0.1:4002',
    });
    expect(publish_mode).toBe('editorial_workflow');
  });

  it('says what to set when the live editor is not connected to a repository', () => {
    expect(() => decapBackend({ ...connected, repo: '' }, live)).toThrow(
      'The editor is not connected to GitHub yet: set `editor.repo` in data/site.yaml',
    );
  });

  it("reads the site's own settings, which the schema checks", () => {
    expect(siteSchema.shape.editor.parse(site.editor)).toEqual(site.editor);
    for (const bad of [{ repo: 'no-slash' }, { repo: 'a/b/c' }, { branch: 'two words' }, { signIn: 'identity' }])
      expect(siteSchema.shape.editor.safeParse({ ...connected, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});
