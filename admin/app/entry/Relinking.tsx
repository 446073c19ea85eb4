import { pathOfField, type Namer } from '../../lib/entry-names.ts';
import { plural } from '../../../schema/errors/catalogue.ts';
import type { LinkAt, relinkPage } from '../../lib/new-files.ts';
import type { Mistake } from './entry-mistakes.ts';

/**
 * A page given a new address leaves the links to its old one broken in other entries: offered here, they are made to
 * lead to the new one in the same save (the old address, with any anchor kept).
 */
export function Relinking({
  from,
  to,
  mistakes,
  relinked,
  relink,
  undo,
  names,
}: {
  from: string;
  to: string;
  mistakes: Mistake[];
  relinked: ReturnType<typeof relinkPage>;
  relink: (from: string, to: string, links: LinkAt[]) => void;
  undo: () => void;
  names: Namer;
}) {
  if (relinked.length > 0) {
    const count = relinked.reduce((sum, file) => sum + file.count, 0);
    return (
      <p className="ed-note ed-relinked">
        This save also makes {plural(count, 'link')} to “{from}” lead to “{to}”, in{' '}
        {relinked.map((file) => `“${names.entry(file.path)}”`).join(', ')}.{' '}
        <button type="button" className="ed-link" onClick={undo}>
          Undo
        </button>
      </p>
    );
  }
  const links: LinkAt[] = mistakes.flatMap((mistake) =>
    mistake.kind === 'noSuchPage' && mistake.elsewhere
      ? [
          {
            path: mistake.elsewhere.path,
            field: pathOfField(mistake.elsewhere.field),
          },
        ]
      : [],
  );
  if (from === to || !to.startsWith('/') || links.length === 0) return null;
  return (
    <div className="ed-relinked">
      <p>Other entries link to this page’s old address, “{from}”.</p>
      <button type="button" className="ed-button" onClick={() => relink(from, to, links)}>
        Make them lead to “{to}”
      </button>
    </div>
  );
}
