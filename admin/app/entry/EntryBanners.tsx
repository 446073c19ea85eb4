/** The banners over an entry's form: the checks that could not load, changes made elsewhere, a save refused. */
import { reloadChecks } from '../../state/content.ts';
import { ElsewhereBanner, type ElsewhereNews } from './conflicts.tsx';
import type { SaveState } from './use-entry-save.ts';

/** Said when the validator could not load (a lost connection): nothing can be checked or saved until it does. */
function ChecksBanner() {
  return (
    <div className="ed-banner ed-bad" role="alert">
      <p>
        The editor’s checks could not load, so changes cannot be checked or saved yet. Check the connection; your
        changes are still here.
      </p>
      <button type="button" className="ed-button" onClick={reloadChecks}>
        Try again
      </button>
    </div>
  );
}

export function EntryBanners(props: {
  checksFailed: boolean;
  saveState: SaveState;
  news: ElsewhereNews;
  /** The entry was deleted elsewhere: kept, with the person's changes, or left deleted. */
  keepDeleted: () => void;
  leaveDeleted: () => void;
}) {
  const { saveState, news } = props;
  return (
    // One row of the entry's grid, however many of them show.
    <div className="ed-banners">
      {props.checksFailed && <ChecksBanner />}
      <ElsewhereBanner
        // A save refused over values changed on both sides says it already: one banner, not two.
        news={saveState.kind === 'failed' && news === 'conflicts' ? undefined : news}
        keep={props.keepDeleted}
        leave={props.leaveDeleted}
      />
      {saveState.kind === 'failed' && (
        <p className="ed-banner ed-bad" role="alert">
          {saveState.text}
        </p>
      )}
    </div>
  );
}
