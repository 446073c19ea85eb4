/**
 * The editor's whole Decap configuration: the collections and fields codegen made from the zod schemas
 * (generated/cms-config.json, never written by hand), where entries are saved (admin/backend.ts) and where images
 * live.
 */
import type { CmsConfig as DecapConfig } from 'decap-cms-core';
import type { CmsConfig } from '../pipeline/lib/cms-config.ts';
import type { Site } from '../schema/site.ts';
import type { BackendSettings } from './backend.ts';

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
    logo_url: site.brand.logo,
    collections: generated.collections,
  } as unknown as DecapConfig;
}
