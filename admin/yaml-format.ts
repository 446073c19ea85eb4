/**
 * The file format of every collection (`content-yaml`, pipeline/lib/cms-config.ts): reads YAML, and writes an entry
 * by editing the file's own text (pipeline/lib/yaml-edit.ts), so a save changes only the lines whose values changed;
 * comments, key order, quoting and blank lines stay as they were. Decap hands the writer only the data, so the save
 * check (admin/save-check.ts) tells it the text the entry was loaded from just before Decap asks for the file.
 */
import { parse } from 'yaml';
import { CONTENT_FORMAT } from '../pipeline/lib/cms-config.ts';
import { editYaml } from '../pipeline/lib/yaml-edit.ts';

/** Optional fields an editor emptied: absent in the file, as the schemas expect, not `''` or `null`. */
export function withoutEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFields);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== '' && item !== null && item !== undefined)
      .map(([key, item]) => [key, withoutEmptyFields(item)]),
  );
}

/** The text of an entry: `original` (the file as loaded; empty for a new file) with `data` written into it. */
export const entryText = (original: string, data: unknown) => editYaml(original, withoutEmptyFields(data));

/** The file text the next save starts from, with the data it was checked with. */
let pending: { data: string; original: string } | undefined;

export function saveStartsFrom(original: string, data: unknown) {
  pending = { data: JSON.stringify(withoutEmptyFields(data)), original };
}

export const contentFormat = {
  fromFile: (text: string) => (parse(text) as unknown) ?? {},
  toFile(data: unknown) {
    // Decap also writes drafts to the browser's storage with this; those start from no file.
    const original = pending?.data === JSON.stringify(withoutEmptyFields(data)) ? pending.original : '';
    return entryText(original, data);
  },
};

export { CONTENT_FORMAT };
