/**
 * The editor's collections and fields, made from the schemas by codegen (generated/cms-config.json). Read as JSON
 * text: a third of the editor's script, which the browser reads several times faster with JSON.parse than as code.
 */
import type { CmsConfig } from '../pipeline/lib/cms-config-shape.ts';
import text from '../generated/cms-config.json?raw';

export const cmsConfig = JSON.parse(text) as CmsConfig;
