/**
 * The browser content editor at /admin/: forms made from the schemas (generated/cms-config.json), the site's own
 * renderers in its preview, the validator before every save and a writer that changes only the edited lines. Built by
 * its own Vite (admin/vite-app.ts), so no visitor page carries any of it.
 */
import { createRoot } from 'react-dom/client';
import cmsConfig from '../generated/cms-config.json';
import siteJson from '../generated/site.json';
import type { CmsConfig } from '../pipeline/lib/cms-config.ts';
import type { Site } from '../schema/site.ts';
import siteStylesheet from '../renderer/styles.css?inline';
import { App } from './app/App.tsx';
import { localBackend, LOCAL_BACKEND_PATH } from './backend/local.ts';
import { loadSnapshot } from './content.ts';
import { previewStylesheet } from './lib/preview-css.ts';
import './editor.css';

const site = siteJson as Site;
const config = cmsConfig as CmsConfig;
const root = document.getElementById('editor')!;

function showProblem(message: string) {
  root.innerHTML = '';
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.className = 'ed-problem';
  box.textContent = message;
  root.append(box);
}

try {
  const style = document.createElement('style');
  style.textContent = previewStylesheet(siteStylesheet);
  document.head.prepend(style);
  await loadSnapshot();
  const backend = localBackend(`${location.origin}${LOCAL_BACKEND_PATH}`);
  createRoot(root).render(<App config={config} backend={backend} siteName={site.brand.name} />);
} catch (error) {
  showProblem(error instanceof Error ? error.message : String(error));
}
