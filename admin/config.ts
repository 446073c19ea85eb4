/**
 * The editor's whole Decap configuration: the collections and fields codegen made from the zod schemas
 * (generated/cms-config.json, never written by hand), where entries are saved (admin/backend.ts) and where images
 * live.
 */
import type { CmsConfig as DecapConfig } from 'decap-cms-core';
import type { CmsCollection, CmsConfig, CmsField } from '../pipeline/lib/cms-config.ts';
import type { Site } from '../schema/site.ts';
import type { BackendSettings } from './backend.ts';

type Field = CmsField & { fields?: Field[]; types?: Array<{ fields?: Field[] }> };

/**
 * Decap checks the required fields of an optional group (a page menu's button, a section's image) even while the
 * whole group is left empty, and refuses the save. Inside an optional group nothing is required to Decap; the
 * validator still refuses a group filled in half, in its own words at the field.
 */
function requiredOnlyWithTheirGroup(fields: Field[], insideOptional = false): Field[] {
  return fields.map((field) => {
    const optional = insideOptional || (field.widget === 'object' && field.required === false);
    return {
      ...field,
      ...(insideOptional ? { required: false } : {}),
      ...(field.fields ? { fields: requiredOnlyWithTheirGroup(field.fields, optional) } : {}),
      ...(field.types
        ? {
            types: field.types.map((type) => ({
              ...type,
              fields: requiredOnlyWithTheirGroup(type.fields ?? [], optional),
            })),
          }
        : {}),
    };
  });
}

const withGroupsChecked = (collection: CmsCollection): CmsCollection =>
  'files' in collection
    ? {
        ...collection,
        files: collection.files.map((file) => ({ ...file, fields: requiredOnlyWithTheirGroup(file.fields) })),
      }
    : { ...collection, fields: requiredOnlyWithTheirGroup(collection.fields) };

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
    collections: generated.collections.map(withGroupsChecked),
  } as unknown as DecapConfig;
}
