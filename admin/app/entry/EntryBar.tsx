import type { ReactNode } from 'react';
import type { KindModel } from '../../../pipeline/codegen/field-model.ts';
import { plural } from '../../../schema/errors/catalogue.ts';
import type { SaveState } from './use-entry-save.ts';

export interface EntryBarProps {
  collection: KindModel;
  title: string;
  view: 'form' | 'preview';
  toggleView: () => void;
  /** An entry of a folder, saved already: it may be duplicated or deleted. */
  duplicateHref?: string;
  remove: () => void;
  /** GitHub: the controls of the entry's waiting change (View preview, Publish). */
  publishControls?: ReactNode;
  save: () => void;
  mistakeCount: number;
  /** The last change waits for the validator; `checksFailed` when it could not load. */
  checking: boolean;
  checksFailed: boolean;
  changed: boolean;
  saveState: SaveState;
}

/** What the bar says of the entry: its mistakes, a save under way, its checks, or whether it has unsaved changes. */
function stateText({ mistakeCount, saveState, checking, checksFailed, changed }: EntryBarProps): string {
  if (mistakeCount > 0) return `${plural(mistakeCount, 'mistake')} to fix before saving`;
  if (saveState.kind === 'saving') return 'Saving…';
  if (checking) return checksFailed ? 'Not checked yet' : 'Checking…';
  if (changed) return 'Unsaved changes';
  return saveState.kind === 'saved' ? saveState.text : 'No changes';
}

/** The entry's bar: back to its collection, its name, the view toggle (phones), More, Save and what the entry's state is. */
export function EntryBar(props: EntryBarProps) {
  const { collection, view } = props;
  return (
    <div className="ed-bar">
      <a className="ed-back" href={`#/collections/${collection.name}`} aria-label={`Back to ${collection.label}`}>
        ←
      </a>
      <h1 className="ed-title">{props.title}</h1>
      {/* Beside the actions; on a phone, a row of its own under them. */}
      {props.publishControls}
      <div className="ed-bar-actions">
        <button
          type="button"
          className="ed-button ed-toggle"
          aria-pressed={view === 'preview'}
          onClick={props.toggleView}
        >
          {/* "Show" is said, and on a phone not shown: the bar keeps room for the entry's name. (A button lays out its
              words as flex items, which drop a plain space at their ends.) */}
          <span className="ed-phone-unseen">Show&nbsp;</span>
          <span className="ed-toggle-what">{view === 'form' ? 'preview' : 'form'}</span>
        </button>
        {props.duplicateHref !== undefined && (
          <details className="ed-more">
            <summary className="ed-button">More</summary>
            {/* Closes once one of its actions is chosen. */}
            <div
              className="ed-menu"
              onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
            >
              <a className="ed-button" href={props.duplicateHref}>
                Duplicate
              </a>
              <button type="button" className="ed-button ed-danger" onClick={props.remove}>
                Delete
              </button>
            </div>
          </details>
        )}
        <button
          type="button"
          className="ed-button ed-primary"
          disabled={props.checking || props.mistakeCount > 0 || !props.changed || props.saveState.kind === 'saving'}
          aria-describedby="ed-save-state"
          onClick={props.save}
        >
          Save
        </button>
      </div>
      <p id="ed-save-state" className={`ed-save-state${props.mistakeCount > 0 ? ' ed-bad' : ''}`} role="status">
        {stateText(props)}
      </p>
    </div>
  );
}
