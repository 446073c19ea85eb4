/**
 * The editor's whole Decap configuration: the collections and fields codegen made from the zod schemas
 * (generated/cms-config.json, never written by hand), where entries are saved (admin/backend.ts) and where images
 * live.
 */
import type { CmsConfig as DecapConfig } from 'decap-cms-core';
import { KEEP_EMPTY, type CmsCollection, type CmsConfig, type NestedField } from '../pipeline/lib/cms-config.ts';
import type { Site } from '../schema/site.ts';
import type { BackendSettings } from './backend.ts';

/**
 * The field option the editor's own hint reads (admin/field-hint.tsx). Decap would parse every `hint` as Markdown on
 * every render of its field, which took a quarter of a second of opening the home page; the generated config keeps
 * `hint`, and the editor shows the same text under the field.
 */
export const HINT_OPTION = 'plain_hint';

/**
 * The generated fields as the editor runs them:
 * - each `hint` moves to HINT_OPTION;
 * - a field that may be left empty (KEEP_EMPTY) is optional to Decap, for which required means not empty;
 * - Decap checks the required fields of an optional group (a page menu's button, a section's image) even while the
 *   whole group is left empty, and refuses the save. Inside an optional group nothing is required to Decap; the
 *   validator still refuses a group filled in half, in its own words at the field.
 */
function fieldsForDecap(fields: NestedField[], insideOptional = false): NestedField[] {
  return fields.map(({ hint, ...field }) => {
    const optional = insideOptional || (field.widget === 'object' && field.required === false);
    return {
      ...field,
      ...(hint === undefined ? {} : { [HINT_OPTION]: hint }),
      ...(insideOptional || field[KEEP_EMPTY] ? { required: false } : {}),
      ...(field.fields ? { fields: fieldsForDecap(field.fields, optional) } : {}),
      ...(field.types
        ? { types: field.types.map((type) => ({ ...type, fields: fieldsForDecap(type.fields ?? [], optional) })) }
        : {}),
    };
  });
}

const forDecap = (collection: CmsCollection): CmsCollection =>
  'files' in collection
    ? { ...collection, files: collection.files.map((file) => ({ ...file, fields: fieldsForDecap(file.fields) })) }
    : { ...collection, fields: fieldsForDecap(collection.fields) };

/** The generated collections are Decap's own shape (pipeline/lib/cms-config.ts), narrower than its declared types. */
export function editorConfig(generated: CmsConfig, site: Site, backend: BackendSettings): DecapConfig {
  return {
    load_config_file: false,
    ...backend,
    // The site serves public/images/ at /images/.
    media_folder: 'public/images',
    public_folder: '/images',
    site_url: site.siteUrl,
    display_url: site.siteUrl,
    logo_url: site.brand.logo.src,
    collections: generated.collections.map(forDecap),
  } as unknown as DecapConfig;
}
