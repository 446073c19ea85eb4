/**
 * Where the editor at /admin/ reads and saves. Under `npm run dev` it works on this computer's files through the dev
 * server (no account, no network). On the live site it saves to GitHub (the repository and branch of `editor` in
 * data/site.yaml), every change a pull request that Netlify builds a deploy preview of; editors sign in with GitHub
 * through Netlify's OAuth provider or our own functions/cms-oauth.ts (`editor.signIn`).
 */
import type { Site } from '../../schema/site.ts';
import type { GitHubSettings } from './github.ts';
import { localBackend } from './local.ts';
import type { Backend } from './types.ts';

export type EditorSettings = Site['editor'];

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
  /** True in the editor `npm run dev` serves (`__DEV_SERVER__`, admin/server/vite-app.ts). */
  dev: boolean;
  /** The editor page's origin, e.g. `https://ai101.agency`: the dev server and our sign-in function answer there. */
  origin: string;
  /** The site's public address (`siteUrl`): Netlify's provider finds the site by its domain. */
  siteUrl: string;
  env?: BackendEnv;
};

export type BackendChoice = { kind: 'local'; apiUrl: string } | { kind: 'github'; settings: GitHubSettings };

/** The dev server's local backend, on the editor's own origin. */
export const LOCAL_BACKEND_PATH = '/api/v1';

/** Our OAuth client's address relative to the site's origin (functions/cms-oauth.ts at its default path). */
export const OAUTH_FUNCTION_PATH = '/.netlify/functions/cms-oauth';

const NETLIFY_AUTH = 'https://api.netlify.com/auth';
const GITHUB_API = 'https://api.github.com';

export function backendChoice(editor: EditorSettings, context: BackendContext): BackendChoice {
  const env = context.env ?? {};
  if (context.dev && env.VITE_CMS_BACKEND !== 'github')
    return { kind: 'local', apiUrl: `${context.origin}${LOCAL_BACKEND_PATH}` };
  if (!editor.repo) {
    throw new Error(
      'The editor is not connected to GitHub yet: set `editor.repo` in data/site.yaml (README: Deploying). Until then, edit on your computer with `npm run dev`.',
    );
  }
  const authBase = env.VITE_CMS_AUTH_BASE_URL?.replace(/\/+$/, '');
  const signIn =
    editor.signIn === 'function'
      ? new URL(`${authBase || context.origin}${OAUTH_FUNCTION_PATH}`)
      : new URL(authBase ? `${authBase}/auth` : NETLIFY_AUTH);
  // `repo` is what an editor of a private repository needs; it is also GitHub's smallest scope that can write.
  signIn.search = new URLSearchParams({
    provider: 'github',
    ...(editor.signIn === 'function' ? {} : { site_id: new URL(context.siteUrl).host }),
    scope: 'repo',
  }).toString();
  return {
    kind: 'github',
    settings: {
      repo: editor.repo,
      branch: editor.branch,
      apiUrl: env.VITE_CMS_GITHUB_API_ROOT || GITHUB_API,
      signInUrl: signIn.toString(),
    },
  };
}

/**
 * The backend itself. The GitHub client is a chunk of its own, so the dev server's editor never loads it; the local
 * backend is a few lines that come with the page, not a request more before the first screen.
 */
export async function chooseBackend(editor: EditorSettings, context: BackendContext): Promise<Backend> {
  const choice = backendChoice(editor, context);
  if (choice.kind === 'local') return localBackend(choice.apiUrl);
  const { githubBackend } = await import('./github.ts');
  return githubBackend(choice.settings);
}
