import type { Namer } from '../../lib/entry-names.ts';
import type { Mistake } from './entry-mistakes.ts';

/** A new case study must be listed where visitors find case studies: offered here, saved with the entry. */
export function CaseStudyListing({
  mistakes,
  listed,
  list,
  unlist,
  names,
}: {
  mistakes: Mistake[];
  listed: { path: string; heading: string } | undefined;
  list: () => void;
  unlist: () => void;
  names: Namer;
}) {
  if (listed)
    return (
      <p className="ed-note">
        This save also adds it to “{listed.heading}” on the page “{names.entry(listed.path)}”.{' '}
        <button type="button" className="ed-link" onClick={unlist}>
          Undo
        </button>
      </p>
    );
  if (!mistakes.some((mistake) => mistake.kind === 'unlistedCaseStudy')) return null;
  return (
    <button type="button" className="ed-button" onClick={list}>
      List it with the other case studies
    </button>
  );
}
