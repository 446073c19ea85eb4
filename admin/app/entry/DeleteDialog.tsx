import { useEffect, useRef } from 'react';
import type { SaveError } from '../../../pipeline/save/save-check.ts';
import type { Voice } from '../../../schema/errors/catalogue.ts';
import { formMessage } from '../../../schema/errors/editor.ts';
import { entryHash, entryOfFile } from '../../lib/entries.ts';
import type { Namer } from '../../lib/entry-names.ts';

/**
 * Asks before an entry is deleted; while other entries use it, names them, each a link to where it is used. Lists that
 * name it (a case-study list) are no such use: the delete takes it out of them in the same save, and says so.
 */
export function DeleteDialog({
  title,
  usedIn,
  unlisted,
  names,
  say,
  local,
  cancel,
  confirm,
}: {
  title: string;
  local: boolean;
  usedIn: SaveError[];
  unlisted: ReadonlyArray<{ path: string; lists: readonly string[] }>;
  names: Namer;
  say: Voice;
  cancel: () => void;
  confirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  const places = [
    ...new Map(usedIn.filter((error) => error.file).map((error) => [error.file + error.path, error])).values(),
  ];
  const lists = unlisted.flatMap(({ path, lists }) =>
    lists.map((heading) =>
      heading ? `“${heading}” on the page “${names.entry(path)}”` : `the page “${names.entry(path)}”`,
    ),
  );
  const alsoUnlisted = lists.length > 0 && (
    <p>
      {places.length > 0 ? 'Then deleting it also takes it out of ' : 'Deleting it also takes it out of '}
      {lists.join(' and ')}, in the same save.
    </p>
  );
  return (
    <dialog ref={dialog} className="ed-dialog" aria-labelledby="ed-delete-title" onClose={cancel}>
      <h2 id="ed-delete-title">Delete “{title}”?</h2>
      {places.length > 0 ? (
        <>
          <p>It cannot be deleted yet: other entries use it. Remove it there first:</p>
          <ul>
            {places.map((error, index) => (
              <li key={index}>
                <a href={entryHash(entryOfFile(error.file)!, error.fieldPath.join('.'))} onClick={cancel}>
                  {names.entry(error.file)}
                </a>{' '}
                — {formMessage(error.kind, error.params as never, say)}
              </li>
            ))}
          </ul>
          {alsoUnlisted}
          <div className="ed-row">
            <button type="button" className="ed-button" onClick={cancel} autoFocus>
              Close
            </button>
          </div>
        </>
      ) : (
        <>
          {alsoUnlisted}
          <p>
            {local
              ? 'It is removed from the site at once. This cannot be undone in the editor.'
              : 'It is removed from the site when this change is published.'}
          </p>
          <div className="ed-row">
            <button type="button" className="ed-button" onClick={cancel} autoFocus>
              Keep it
            </button>
            <button type="button" className="ed-button ed-danger" onClick={confirm}>
              Delete
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
