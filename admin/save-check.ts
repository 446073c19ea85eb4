/**
 * Nothing invalid is saved: before Decap writes an entry (its `preSave` event), the validator checks the content
 * with this entry in place of its file, the same checks as `npm run validate`, across files too. A mistake stops
 * the save with the validator's own words and fix ("Failed to persist entry: …"); the file stays as it was.
 */
import type { Map as ImmutableMap } from 'immutable';
import { formatText } from '../pipeline/lib/format-errors.ts';
import { entryFile, errorsWith, remember, type Naming } from './content.ts';
import { saveStartsFrom } from './yaml-format.ts';

type Immutable = ImmutableMap<string, unknown>;

export class RefusedSave extends Error {}

/** Decap's `preSave` handler: refuses an invalid entry, else tells the format the text to edit. */
export function checkBeforeSave(namingOf: (collection: string) => Naming) {
  return ({ entry }: { entry: Immutable }) => {
    const file = entryFile(entry, namingOf(String(entry.get('collection'))));
    const errors = errorsWith(file.path, file.text);
    if (errors.length > 0) throw new RefusedSave(`the site cannot be built with this change.\n${formatText(errors)}`);
    saveStartsFrom(file.original, file.data);
    // Later checks (a link to this new page, say) see the saved version.
    remember(file.path, file.text);
    return undefined;
  };
}
