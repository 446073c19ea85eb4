/**
 * Where the editor at /admin/ reads and saves: Decap CMS's `backend`, `publish_mode` and `local_backend` settings.
 *
 * Under `npm run dev` the editor works on this computer's files through the dev server's proxy backend (no account,
 * no network). On the live site it saves to GitHub (the repository and branch of `editor` in data/site.yaml) with
 * the editorial workflow, so every change is a pull request that Netlify builds a deploy preview of and the build
 * checks before anyone merges it. Editors sign in with GitHub through Netlify's OAuth provider or our own
 * functions/cms-oauth.ts (`editor.signIn`).
 */
import type { CmsBackend, CmsConfig } from 'decap-cms-core';
import type { Site } from '../schema/site.ts';

export type EditorSettings = Site['editor'];

/** The part of Decap's config this module decides. */
export type BackendSettings = Pick<CmsConfig, 'backend' | 'publish_mode' | 'local_backend'>;

/**
 * Build-time switches (Vite's `import.meta.env`, set when `npm run dev` or `npm run build` starts): the GitHub
 * backend under `npm run dev`, and other GitHub API and sign-in servers (GitHub Enterprise, or the fakes the tests
 * run on 127.0.0.1). Never read from the page's address, so a link cannot send an editor's token elsewhere.
 */
export type BackendEnv = {
  VITE_CMS_BACKEND?: string;
  VITE_CMS_GITHUB_API_ROOT?: string;
  VITE_CMS_AUTH_BASE_URL?: string;
};

export type BackendContext = {
  /** True in the editor `npm run dev` serves (`__DEV_SERVER__`, admin/vite-app.ts). */
  dev: boolean;
  /** The editor page's origin, e.g. `https://ai101.agency`: our sign-in function answers there. */
  origin: string;
  /** The site's public address (`siteUrl`): Netlify's provider finds the site by its domain. */
  siteUrl: string;
  env?: BackendEnv;
};

/** The dev server's local backend (admin/local-backend.ts), on the editor's own origin. */
export const LOCAL_BACKEND_PATH = '/api/v1';

/** Our OAuth client's address relative to the site's origin (functions/cms-oauth.ts at its default path). */
export const OAUTH_FUNCTION_ENDPOINT = '.netlify/functions/cms-oauth';

const NETLIFY_API = 'https://api.netlify.com';

export function decapBackend(editor: EditorSettings, context: BackendContext): BackendSettings {
  const env = context.env ?? {};
  if (context.dev && env.VITE_CMS_BACKEND !== 'github') {
    return { backend: { name: 'proxy', proxy_url: `${context.origin}${LOCAL_BACKEND_PATH}` } };
  }
  if (!editor.repo) {
    throw new Error(
      'The editor is not connected to GitHub yet: set `editor.repo` in data/site.yaml (README: Deploying). Until then, edit on your computer with `npm run dev`.',
    );
  }
  const signIn: Partial<CmsBackend> =
    editor.signIn === 'function'
      ? { base_url: env.VITE_CMS_AUTH_BASE_URL || context.origin, auth_endpoint: OAUTH_FUNCTION_ENDPOINT }
      : { base_url: env.VITE_CMS_AUTH_BASE_URL || NETLIFY_API, site_domain: new URL(context.siteUrl).host };
  return {
    backend: {
      name: 'github',
      repo: editor.repo,
      branch: editor.branch,
      ...(env.VITE_CMS_GITHUB_API_ROOT ? { api_root: env.VITE_CMS_GITHUB_API_ROOT } : {}),
      ...signIn,
      // `repo` is what an editor of a private repository needs; it is also GitHub's smallest scope that can write.
      auth_scope: 'repo',
      // Publishing from the editor merges its pull request as one commit on the branch.
      squash_merges: true,
    },
    publish_mode: 'editorial_workflow',
  };
}
