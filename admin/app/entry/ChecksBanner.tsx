import { reloadChecks } from '../../state/content.ts';

/** Said when the validator could not load (a lost connection): nothing can be checked or saved until it does. */
export function ChecksBanner() {
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
