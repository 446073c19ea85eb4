/**
 * The browser content editor at /admin/: Decap CMS configured from the schemas (generated/cms-config.json), with
 * the site's own renderers in its preview, a YAML writer that edits only what changed, and the validator checking
 * every save. Built by its own Vite (admin/vite-app.ts), so no visitor page carries any of it.
 */
import CMS from 'decap-cms-app';
import cmsConfig from '../generated/cms-config.json';
import siteJson from '../generated/site.json';
import type { CmsConfig } from '../pipeline/lib/cms-config.ts';
import type { Site } from '../schema/site.ts';
import stylesheet from '../renderer/styles.css?inline';
import { decapBackend } from './backend.ts';
import { editorConfig } from './config.ts';
import { loadSnapshot } from './content.ts';
import { EntryPreview } from './preview/EntryPreview.tsx';
import { checkBeforeSave } from './save-check.ts';
import { KeyValueControl, LinkControl, linkTargetList } from './widgets.tsx';
import { CONTENT_FORMAT, contentFormat } from './yaml-format.ts';

const site = siteJson as Site;
const generated = cmsConfig as CmsConfig;
document.title = `Content editor · ${site.brand.name}`;

function showProblem(message: string) {
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:40rem;margin:4rem auto;padding:0 1rem;font:16px/1.5 system-ui,sans-serif';
  box.textContent = message;
  document.body.replaceChildren(box);
}

try {
  const backend = decapBackend(site.editor, {
    dev: import.meta.env.DEV,
    origin: location.origin,
    siteUrl: site.siteUrl,
    env: import.meta.env,
  });
  await loadSnapshot();
  const config = editorConfig(generated, site, backend);
  CMS.registerCustomFormat(CONTENT_FORMAT, 'yaml', contentFormat);
  CMS.registerWidget('link', LinkControl);
  CMS.registerWidget('key-value', KeyValueControl);
  linkTargetList(generated.link_targets);
  CMS.registerPreviewStyle(stylesheet, { raw: true });
  for (const collection of generated.collections) CMS.registerPreviewTemplate(collection.name, EntryPreview);
  const collections = new Map(generated.collections.map((collection) => [collection.name, collection]));
  CMS.registerEventListener({
    name: 'preSave',
    handler: checkBeforeSave((name) => {
      const collection = collections.get(name);
      return collection && 'folder' in collection ? collection : {};
    }),
  });
  CMS.init({ config });
} catch (error) {
  showProblem(error instanceof Error ? error.message : String(error));
}
