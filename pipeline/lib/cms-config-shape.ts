/**
 * The shape of generated/cms-config.json: what codegen writes from the schemas (pipeline/lib/cms-config.ts) and the
 * browser editor reads. Apart from its maker, so the editor's first screen loads no schema.
 */
export interface CmsField {
  name: string;
  label: string;
  /**
   * The control the field is edited with; besides the usual text, number, list and object, two of our own:
   *  - `link`: a page address of this site (offered from the config's `link_targets`: every route and
   *    `route#anchor`, written once rather than in each of the many link fields) or a full https://, mailto: or
   *    tel: address typed in;
   *  - `key-value`: a list of `label: value` lines (a YAML map such as a solution's `keyMetrics`).
   */
  widget: string;
  required?: boolean;
  hint?: string;
  [option: string]: unknown;
}

/** A field with the fields it holds: an object's or a list item's (`fields`), a list of section types' (`types`). */
export type NestedField = CmsField & { fields?: NestedField[]; types?: NestedField[] };

interface CollectionBase {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
}

export interface FolderCollection extends CollectionBase {
  folder: string;
  fields: CmsField[];
}

export interface FileCollection extends CollectionBase {
  files: Array<{ name: string; label: string; file: string; fields: CmsField[] }>;
}

export type CmsCollection = FolderCollection | FileCollection;

export interface CmsConfig {
  collections: CmsCollection[];
  /** Every internal address a `link` field may name (routes, `route#anchor`s, redirects), from the content. */
  link_targets: string[];
}

/**
 * The option of a required field whose schema accepts it empty (an analytics id left `''` for no analytics): the
 * form does not ask for it, and the editor writes it emptied as `''`, where it leaves an optional field out
 * (admin/yaml-format.ts).
 */
export const KEEP_EMPTY = 'keep_empty';
