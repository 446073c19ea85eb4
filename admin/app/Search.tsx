/**
 * Search by what a visitor reads: typing any phrase the site shows lists the entries and fields that hold it (the
 * text index's `search`, admin/lib/text-index.ts), each a link to the entry opened at that field. Keyboard: the
 * arrow keys move from the box through the results and back, Enter follows one, Escape empties the box; Tab works
 * as anywhere.
 */
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { entryHash, entryOfFile } from '../lib/entries.ts';
import { search, type FieldRef, type TextIndex } from '../lib/text-index.ts';
import './search.css';

/** More than this many places: the list shows the first ones and asks for more words. */
const SHOWN_AT_MOST = 50;
/** Shorter queries would match nearly every field. */
const SHORTEST_QUERY = 2;

interface Props {
  /** Undefined until it is made: the editor makes it once the page is idle, or when a search asks for it first. */
  index?: TextIndex;
  /** The index could not be made (the validator's chunk did not load): asked for again with the next search. */
  unavailable: boolean;
  /** Asks for the index now: someone is searching. */
  wantIndex: () => void;
  /** A field in words, e.g. `Sections › 3 Pricing cards › Cards › 1 Starter › Price`. */
  label: (ref: FieldRef) => string;
  /** An entry's name as the editor shows it (`Home page`); its file name by default. */
  entryName?: (file: string) => string;
}

const fileName = (file: string) => entryOfFile(file)?.name ?? file;

export function Search({ index, unavailable, wantIndex, label, entryName = fileName }: Props) {
  const [query, setQuery] = useState('');
  const wanted = useDeferredValue(query.trim());
  const asked = wanted.length >= SHORTEST_QUERY;
  // Asked again with each change of the words while there is none: after a dropped connection, typing retries.
  useEffect(() => {
    if (asked && !index) wantIndex();
  }, [asked, wanted, index, wantIndex]);
  // Each hit with the entry it opens: every content file is one (admin/lib/entries.ts).
  const hits = (asked && index ? search(index, wanted) : []).flatMap((hit) => {
    const entry = entryOfFile(hit.ref.file);
    return entry ? [{ ...hit, entry }] : [];
  });
  const shown = hits.slice(0, SHOWN_AT_MOST);
  const box = useRef<HTMLInputElement>(null);
  // Following a result leaves the search: its list closes.
  useEffect(() => {
    const close = () => setQuery('');
    addEventListener('hashchange', close);
    return () => removeEventListener('hashchange', close);
  }, []);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();

  /** Moves focus `step` results on from the one focused (from the box, the first); before the first, the box. */
  const move = (step: number) => {
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const next = links.indexOf(document.activeElement as HTMLAnchorElement) + step;
    if (next < 0) box.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && event.target === box.current && query) {
      event.preventDefault();
      setQuery('');
    }
  };

  return (
    <div className="ed-search" onKeyDown={onKeyDown}>
      <label htmlFor={`${id}-box`} className="ed-search-label">
        Search
      </label>
      <input
        ref={box}
        id={`${id}-box`}
        type="search"
        className="ed-search-box"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder="Search: any words the site shows"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-status`}
      />
      <div className="ed-search-found">
        <p id={`${id}-status`} className="ed-search-status" aria-live="polite">
          {!asked
            ? ''
            : !index
              ? unavailable
                ? 'Search could not start: the connection dropped. Type again once you are back online.'
                : 'Getting search ready…'
              : hits.length === 0
                ? `No entry shows “${wanted}”.`
                : `${hits.length} ${hits.length === 1 ? 'field shows' : 'fields show'} “${wanted}”${
                    hits.length > shown.length ? `; the first ${shown.length} are listed, add words to narrow it` : ''
                  }.`}
        </p>
        {shown.length > 0 && (
          <ul ref={list} className="ed-search-results" aria-label={`Fields showing “${wanted}”`}>
            {shown.map(({ ref, entry, snippet }) => (
              <li key={`${ref.file}#${ref.path}`}>
                <a className="ed-search-hit" href={entryHash(entry, ref.path)}>
                  <span className="ed-search-entry">{entryName(ref.file)}</span>
                  <span className="ed-search-field">{label(ref)}</span>
                  <span className="ed-search-snippet">
                    {snippet.before}
                    <mark>{snippet.match}</mark>
                    {snippet.after}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
