/**
 * The position-aware `yaml` parser. A plain import, so the validator also runs in the browser editor
 * (pipeline/lib/save-check.ts), where modules cannot be required on first use.
 */
import * as yaml from 'yaml';

export const yamlParser = (): typeof yaml => yaml;
