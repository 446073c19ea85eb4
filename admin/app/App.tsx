/**
 * The editor's screens, by the page's address after `#`: the contents (`#/`), a collection's entries
 * (`#/collections/page`), an entry (`#/collections/page/entries/home`, `?field=` to open at a field), a new entry
 * (`#/collections/solution/new`, `?from=` to start from a copy), and a page of the site by its address
 * (`#/open?route=/pricing&text=…`, where the site's "Edit this page" and Alt-click lead).
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Field, FieldModel, KindModel } from '../../pipeline/codegen/field-model.ts';
import type { Backend, User } from '../backend/types.ts';
import { remember, textIndexOf, useSnapshot } from '../state/content.ts';
import { entryHash, entryOfFile, SITE_SETTINGS, type EntryRef } from '../lib/entries.ts';
import { fieldPlace, namer, pathOfField } from '../lib/entry-names.ts';
import { pickLists } from '../lib/pick-lists.ts';
import { entryForRoute } from '../lib/route-entry.ts';
import { fieldForText, type FieldRef, type TextIndex } from '../lib/text-index.ts';
import { EntryEditor } from './entry/EntryEditor.tsx';
import { Search } from './Search.tsx';
import { hasUnsaved, LEAVE_QUESTION, setUnsaved } from './unsaved.ts';

interface AppProps {
  model: FieldModel;
  backend: Backend;
  siteName: string;
  /** What the header offers besides the contents (search; GitHub's changes and sign-out). */
  header?: ReactNode;
  /** Screens only some backends have (`changes` on GitHub). */
  screens?: Record<string, () => ReactNode>;
  publishControls?: (entry: { collection: string; name: string }) => ReactNode;
  user?: User;
}

function useHash(): [string, (hash: string, replace?: boolean) => void] {
  const [hash, setHash] = useState(location.hash || '#/');
  useEffect(() => {
    let current = location.hash || '#/';
    const changed = () => {
      const next = location.hash || '#/';
      if (next === current) return;
      // A link away from an entry with unsaved changes asks first; staying puts the address back.
      if (hasUnsaved() && !confirm(LEAVE_QUESTION)) {
        history.replaceState(null, '', current);
        return;
      }
      setUnsaved(false);
      current = next;
      setHash(next);
    };
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  const go = useCallback((next: string, replace = false) => {
    if (replace) {
      history.replaceState(null, '', next);
      dispatchEvent(new HashChangeEvent('hashchange'));
    } else location.hash = next;
  }, []);
  return [hash, go];
}

const entriesOf = (collection: KindModel, files: Record<string, string>) =>
  collection.file !== undefined
    ? [collection.file]
    : Object.keys(files)
        .filter((path) => path.startsWith(`${collection.folder}/`) && path.endsWith('.yaml'))
        .sort();

export function App({ model, backend, siteName, header, screens, publishControls }: AppProps) {
  const [hash, go] = useHash();
  const snapshot = useSnapshot();
  const names = useMemo(() => namer(snapshot.files, model.kinds, snapshot.parsed), [snapshot, model]);
  const choices = useMemo(() => pickLists(snapshot.files, names), [snapshot, names]);
  const [path, query = ''] = hash.slice(1).split('?');
  const params = new URLSearchParams(query);
  const parts = (path ?? '/').split('/').filter(Boolean).map(decodeURIComponent);
  const collection = model.kinds.find((candidate) => candidate.name === parts[1]);

  // The text index of the saved content, for search and for opening a page's text: made when the page is idle, or at
  // once when a search asks for it first.
  const [index, setIndex] = useState<TextIndex>();
  const [indexWanted, setIndexWanted] = useState(false);
  const [indexFailed, setIndexFailed] = useState(false);
  const wantIndex = useCallback(() => setIndexWanted(true), []);
  const contentData = useCallback(
    () => Object.fromEntries(Object.keys(snapshot.files).map((file) => [file, names.data(file)])),
    [snapshot, names],
  );
  useEffect(() => {
    let current = true;
    const make = () =>
      void textIndexOf(contentData()).then(
        (made) => current && (setIndex(made), setIndexFailed(false)),
        // Without the validator's schemas there is no index: made again when next asked for.
        () => current && (setIndexFailed(true), setIndexWanted(false)),
      );
    if (indexWanted) {
      make();
      return () => void (current = false);
    }
    // Not while the first entry opens: the first index takes a long moment (every schema is read once). A browser
    // that is never idle (a headless one drawing nothing) makes it a little later all the same.
    let idle = 0;
    const later = setTimeout(() => (idle = requestIdleCallback(make, { timeout: 2000 })), 2000);
    return () => {
      current = false;
      clearTimeout(later);
      cancelIdleCallback(idle);
    };
  }, [contentData, indexWanted]);

  // `#/open?route=/pricing&text=$699`: the page's entry, at the field that holds the text (a fact's own field);
  // `in=layout` for a text of the navigation bar or footer.
  useEffect(() => {
    if (parts[0] !== 'open') return;
    let current = true;
    const data = contentData();
    const file = entryForRoute(params.get('route') ?? '/', data);
    const text = params.get('text');
    void (async () => {
      // Without the text index (the validator failed to load), the entry opens at its top.
      const found = file && text ? (index ?? (await textIndexOf(data).catch(() => undefined))) : undefined;
      // A text of the navigation bar or the footer (`in=layout`) is the site settings'.
      const from = params.get('in') === 'layout' ? SITE_SETTINGS : file;
      const ref = found && file && text ? fieldForText(found, text, { file: from }) : undefined;
      if (!current) return;
      const target = ref ?? (file ? { file, path: '' } : undefined);
      const entry = target && entryOfFile(target.file);
      go(entry ? entryHash(entry, target.path || undefined) : '#/', true);
    })();
    return () => {
      current = false;
    };
    // Run again for a new address, not for `parts` and `params`, which are made from it at every draw.
  }, [hash, index, contentData, go]);

  const fieldLabel = useCallback(
    (ref: FieldRef) => {
      const fields = fieldsOfFile(model, ref.file);
      return fieldPlace(fields, names.data(ref.file), pathOfField(ref.path));
    },
    [model, names],
  );

  let screen: ReactNode;
  let title = 'Contents';
  if (parts[0] === 'collections' && collection && parts[2] === 'entries' && parts[3]) {
    title = names.entry(entryFile(collection, parts[3]));
    screen = (
      <EntryLoader
        key={hash.split('?')[0]}
        backend={backend}
        files={[entryFile(collection, parts[3])]}
        entry={{ collection: collection.name, name: parts[3] }}
      >
        <EntryEditor
          collection={collection}
          entry={{ name: parts[3] }}
          focusField={params.get('field') ?? undefined}
          backend={backend}
          names={names}
          choices={choices}
          linkTargets={model.linkTargets}
          place={fieldLabel}
          go={go}
          publishControls={publishControls}
        />
      </EntryLoader>
    );
  } else if (parts[0] === 'collections' && collection && parts[2] === 'new' && collection.folder !== undefined) {
    title = `New ${collection.singular?.toLowerCase() ?? 'entry'}`;
    screen = (
      <EntryEditor
        key={hash}
        collection={collection}
        entry={{ copyOf: params.get('from') ?? undefined }}
        backend={backend}
        names={names}
        choices={choices}
        linkTargets={model.linkTargets}
        place={fieldLabel}
        go={go}
      />
    );
  } else if (parts[0] && screens?.[parts[0]]) {
    screen = screens[parts[0]]!();
  } else if (parts[0] === 'open') {
    screen = <p className="ed-page">Opening…</p>;
  } else {
    const shown = collection ? [collection] : model.kinds;
    if (collection) title = collection.label;
    screen = (
      <div className="ed-page">
        <h1>{collection ? collection.label : 'Contents'}</h1>
        {!collection && (
          <p className="ed-lead">
            Choose what to change. Every word, price and picture of the site is here; the preview shows each change as
            you type, and nothing is saved that would break the site.
          </p>
        )}
        {shown.map((item) => (
          <section key={item.name} className="ed-collection" aria-labelledby={`ed-c-${item.name}`}>
            <div className="ed-row ed-spread">
              <h2 id={`ed-c-${item.name}`}>
                {collection ? 'Entries' : <a href={`#/collections/${item.name}`}>{item.label}</a>}
              </h2>
              {item.folder !== undefined && (
                <a className="ed-button" href={`#/collections/${item.name}/new`}>
                  New {item.singular?.toLowerCase()}
                </a>
              )}
            </div>
            {item.description && <p className="ed-hint">{item.description}</p>}
            <ul className="ed-entries">
              {entriesOf(item, snapshot.files).map((file) => {
                const entry = entryOfFile(file)!;
                const route = routeOf(snapshot.files[file]);
                return (
                  <li key={file}>
                    <a href={entryHash(entry)}>
                      <span>{names.entry(file)}</span>
                      {route && <span className="ed-route">{route}</span>}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  useEffect(() => {
    document.title = `${title} · Content editor · ${siteName}`;
  }, [title, siteName]);

  return (
    <div className="ed-app">
      <header className="ed-top">
        <a className="ed-brand" href="#/">
          <span aria-hidden="true">✎</span> {siteName} <span className="ed-brand-sub">content editor</span>
        </a>
        <nav aria-label="Editor" className="ed-nav">
          <a href="#/" aria-current={parts.length === 0 ? 'page' : undefined}>
            Contents
          </a>
          {header}
        </nav>
        <Search
          index={index}
          unavailable={indexFailed}
          wantIndex={wantIndex}
          label={fieldLabel}
          entryName={names.entry}
        />
      </header>
      <main className="ed-main" id="ed-main">
        {screen}
      </main>
    </div>
  );
}

/** The fields of the entry a file is. */
function fieldsOfFile(model: FieldModel, file: string): Field[] {
  return model.kinds.find((candidate) => candidate.name === entryOfFile(file)?.collection)?.fields ?? [];
}

const entryFile = (collection: KindModel, name: string) =>
  collection.folder !== undefined ? `${collection.folder}/${name}.yaml` : collection.file;

/**
 * On GitHub an entry may have a change waiting (its pull request): the form starts from that text, not from the
 * published one the editor was built with.
 */
function EntryLoader({
  backend,
  files,
  entry,
  children,
}: {
  backend: Backend;
  files: string[];
  entry: EntryRef;
  children: ReactNode;
}) {
  const [state, setState] = useState<'reading' | 'ready' | string>(backend.read ? 'reading' : 'ready');
  useEffect(() => {
    if (!backend.read) return;
    let shown = true;
    backend.read(files, entry).then(
      (texts) => {
        remember(texts);
        if (shown) setState('ready');
      },
      (error: unknown) => shown && setState(error instanceof Error ? error.message : String(error)),
    );
    return () => void (shown = false);
    // Once, as the entry opens: the loader is drawn anew (its key) for another entry.
  }, []);
  if (state === 'ready') return children;
  return (
    <p className="ed-page" role={state === 'reading' ? 'status' : 'alert'}>
      {state === 'reading' ? 'Opening…' : `The entry could not be read: ${state}`}
    </p>
  );
}

const routeOf = (text: string | undefined) => /^route:\s*(\S+)/m.exec(text ?? '')?.[1];
