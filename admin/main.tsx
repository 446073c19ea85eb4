/**
 * The browser content editor at /admin/: Decap CMS configured from the schemas (generated/cms-config.json), with
 * the site's own renderers in its preview, a YAML writer that edits only what changed, and the validator checking
 * every save. Built by its own Vite (admin/vite-app.ts), so no visitor page carries any of it.
 */
import CMS, { decapWidgets } from './decap.ts';
import type { ComponentType } from 'react';
import cmsConfig from '../generated/cms-config.json';
import siteJson from '../generated/site.json';
import type { CmsConfig } from '../pipeline/lib/cms-config.ts';
import type { Site } from '../schema/site.ts';
import stylesheet from '../renderer/styles.css?inline';
import { decapBackend, type BackendEnv } from './backend.ts';
import { editorConfig } from './config.ts';
import { loadSnapshot } from './content.ts';
import { EntryPreview } from './preview/EntryPreview.tsx';
import { drawnWhenShown } from './drawn-when-shown.tsx';
import { withValidatorErrors } from './field-errors.tsx';
import { withHint } from './field-hint.tsx';
import { checkBeforeSave, rememberSaved } from './save-check.ts';
import { KeyValueControl, LinkControl, linkTargetList } from './widgets.tsx';
import { CONTENT_FORMAT, contentFormat } from './yaml-format.ts';

/**
 * Decap's type declarations describe a widget's control as its props; at run time it is the component, and
 * `registerWidget` also takes the widget's options schema (decap-cms-core's registry).
 */
// `any`: each widget has props of its own.
type WidgetParts = { control: ComponentType<any>; preview?: ComponentType<any>; schema?: object };
const registerWidget = CMS.registerWidget as unknown as (
  name: string,
  ...parts: [WidgetParts['control'], WidgetParts['preview']?, WidgetParts['schema']?]
) => void;

/** Decap's widgets that hold one plain value. */
const PLAIN_VALUES = new Set(['string', 'text', 'number', 'select']);
/** Decap's widgets that group other fields. */
const GROUPS = new Set(['object', 'list']);

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
    dev: __DEV_SERVER__,
    origin: location.origin,
    siteUrl: site.siteUrl,
    env: import.meta.env as BackendEnv,
  });
  await loadSnapshot();
  const config = editorConfig(generated, site, backend);
  CMS.registerCustomFormat(CONTENT_FORMAT, 'yaml', contentFormat);
  // Every field shows its hint (admin/field-hint.tsx); plain values also show the validator's error about them at
  // the field (admin/field-errors.tsx); groups inside a folded list item are drawn later (admin/drawn-when-shown.tsx).
  for (const name of decapWidgets) {
    const widget = CMS.getWidget(name) as unknown as WidgetParts;
    const control = PLAIN_VALUES.has(name) ? withValidatorErrors(widget.control) : widget.control;
    const hinted = withHint(control);
    registerWidget(name, GROUPS.has(name) ? drawnWhenShown(hinted) : hinted, widget.preview, widget.schema);
  }
  registerWidget('link', withHint(withValidatorErrors(LinkControl)));
  registerWidget('key-value', withHint(KeyValueControl));
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
  CMS.registerEventListener({ name: 'postSave', handler: rememberSaved });
  CMS.init({ config });
} catch (error) {
  showProblem(error instanceof Error ? error.message : String(error));
}
