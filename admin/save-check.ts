/**
 * Nothing invalid is saved: before Decap writes an entry (its `preSave` event), the validator checks the content
 * with this entry in place of its file, the same checks as `npm run validate`, across files too. A mistake stops
 * the save with the validator's own words and fix ("Failed to persist entry: …"); the file stays as it was.
 */
import type { Map as ImmutableMap } from 'immutable';
import { entryFile, errorsWith, remember, type Naming } from './content.ts';
import { saveStartsFrom } from './yaml-format.ts';

type Immutable = ImmutableMap<string, unknown>;

/** Decap's `preSave` handler: refuses an invalid entry, else tells the format the text to edit. */
export function checkBeforeSave(namingOf: (collection: string) => Naming) {
  return ({ entry }: { entry: Immutable }) => {
    const file = entryFile(entry, namingOf(String(entry.get('collection'))));
    const errors = errorsWith(file.path, file.text);
    if (errors.length > 0)
      throw new Error(`the site cannot be built with this change. ${errors.map((error) => error.text).join(' ')}`);
    saveStartsFrom(file.path, file.original, file.data);
    checked = { path: file.path, text: file.text };
    return undefined;
  };
}

/** The entry last let through, until Decap says it is saved. */
let checked: { path: string; text: string } | undefined;

/** Decap's `postSave` handler: later checks (a link to this new page, say) see the saved version. */
export function rememberSaved() {
  if (checked) remember(checked.path, checked.text);
  checked = undefined;
}
