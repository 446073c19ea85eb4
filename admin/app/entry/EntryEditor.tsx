/**
 * One entry open in the editor: its form (drawn from the schema's fields), the preview of its page, and the bar with
 * Save. Every change is checked by the validator as it is typed, across files too; each mistake stands at its field
 * in plain words, and Save stays disabled, with the count of mistakes, until none is left. A save writes only the
 * lines that changed (and, for a new entry, a file in the schema's field order with its siblings' header comment).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { KindModel, ReferenceTo } from '../../../pipeline/codegen/field-model.ts';
import { formVoice } from '../../../schema/errors/editor.ts';
import type { Backend } from '../../backend/types.ts';
import { FormEnvContext, type Choice, type FormEnv } from '../../form/env.ts';
import { Fields } from '../../form/Field.tsx';
import { LINK_TARGETS } from '../../form/frame.tsx';
import { FoldStore, MistakeStore } from '../../form/stores.ts';
import { entryHash, entryOfFile, type EntryRef } from '../../lib/entries.ts';
import { formNames, type Namer } from '../../lib/entry-names.ts';
import { listCaseStudy, relinkPage } from '../../lib/new-files.ts';
import type { FieldRef } from '../../lib/text-index.ts';
import { Preview } from '../../preview/Preview.tsx';
import { usePreviewLink } from '../../preview/preview-link.ts';
import { usePreviewPage } from '../../preview/use-preview-page.ts';
import { currentSnapshot, remember } from '../../state/content.ts';
import { setUnsaved } from '../unsaved.ts';
import { CaseStudyListing } from './CaseStudyListing.tsx';
import { EntryBanners } from './EntryBanners.tsx';
import { ConflictChoice } from './conflicts.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { EntryBar } from './EntryBar.tsx';
import { entryFile, previewData, savedFiles, withBases, type Data } from './entry-files.ts';
import { MistakeList, RestatedOffer } from './MistakeList.tsx';
import { Relinking } from './Relinking.tsx';
import { useFocusField } from './focus-field.ts';
import { useEntryCheck } from './use-entry-check.ts';
import { DraftOffer, draftKey, useEntryDraft } from './use-entry-draft.tsx';
import { useEntryChanges } from './use-entry-save.ts';
import { useEntrySync } from './use-entry-sync.ts';
import { usePictures } from './use-pictures.tsx';
import { useEntryDelete } from './use-entry-delete.ts';
import { useEntryForm } from './use-entry-form.ts';
import { useSaveAgain } from './use-save-again.ts';

export interface EntryEditorProps {
  collection: KindModel;
  /** The entry to edit, or a new one (`copyOf` an existing entry's name, or blank). */
  entry: { name: string } | { copyOf?: string };
  /** A field to focus once the form is drawn (`sections.2.heading`). */
  focusField?: string;
  backend: Backend;
  names: Namer;
  choices: (to: ReferenceTo) => Choice[];
  linkTargets: readonly string[];
  /** Where a field of any entry is, in words: `Navigation › “About Us” › Link`. */
  place: (ref: FieldRef) => string;
  /** Moves the editor to another address (`#/collections/…`). */
  go: (hash: string, replace?: boolean) => void;
  /** GitHub: the controls of the entry's waiting change (View preview, Publish). */
  publishControls?: (entry: EntryRef) => ReactNode;
}

export function EntryEditor(props: EntryEditorProps) {
  const { collection, entry, backend, names, go } = props;
  const { isNew, saved, setSaved, copiedText, fields, form } = useEntryForm(collection, entry);
  /** How the form names other places in its mistakes: entries by their names, fields by their labels. */
  const say = useMemo(() => formVoice(formNames(names, props.place)), [names, props.place]);
  const stores = useMemo(() => {
    const folds = new FoldStore();
    // The field the entry opens at is drawn in its first frame, its group already unfolded.
    if (props.focusField) folds.reveal(props.focusField);
    return { mistakes: new MistakeStore(), folds };
    // Once per entry: the entry's editor is drawn anew (its key) for another entry.
  }, []);
  const recheck = useRef(() => undefined as void);
  /** The entry kept in step with changes made elsewhere, merged into the form; what each file a save writes is made from. */
  const sync = useEntrySync({
    form,
    saved,
    setSaved,
    entry: 'name' in entry ? { collection: collection.name, name: entry.name } : undefined,
    mistakes: stores.mistakes,
    say,
    recheck: () => recheck.current(),
  });
  const [companion, setCompanion] = useState<{ path: string; text: string; base: string; heading: string }>();
  /** A page's new address: the links elsewhere that led to its old one, rewritten to lead here, saved with it. */
  const [relinked, setRelinked] = useState<{ to: string; files: ReturnType<typeof relinkPage> }>();
  /** The links moved with the page, while its address is still the one they were moved to. */
  const relinkedNow = useCallback(
    (route: unknown) => (relinked && relinked.to === route ? relinked.files : []),
    [relinked],
  );
  /** The other files the entry's save changes: the case-study list it joins, the links moved with its address. */
  const alongside = useCallback(
    (route: unknown) => [...(companion ? [companion] : []), ...relinkedNow(route)],
    [companion, relinkedNow],
  );
  const pictures = usePictures(backend);
  const uploads = pictures.uploads;
  const saveAgain = useSaveAgain({
    merge: sync.changedWhileSaving,
    dropAlongside: useCallback(() => {
      setCompanion(undefined);
      setRelinked(undefined);
    }, []),
  });
  const changes = useEntryChanges(backend, saveAgain.afterChangedElsewhere);
  const saveState = changes.state;
  const [view, setView] = useState<'form' | 'preview'>('form');
  const preview = useRef<HTMLDivElement>(null);

  /** The file this entry's save writes, from the form's current data. */
  const fileNow = useCallback(
    (edited: boolean) => {
      const data = form.getValues();
      const textOf = (path: string) => currentSnapshot().files[path];
      return { ...entryFile({ collection, fields, data, saved, edited, copiedText, textOf }), data };
    },
    [collection, fields, form, saved],
  );
  const entryCheck = useEntryCheck({
    form,
    collection,
    fields,
    fileNow,
    savedPath: saved.path,
    alongside,
    uploads,
    mistakes: stores.mistakes,
    say,
  });
  const { check, checking, checksState } = entryCheck;
  recheck.current = entryCheck.recheck;

  const mistakes = check?.mistakes ?? [];
  const mistakeCount = mistakes.length;
  /** A saved page's address as saved: links elsewhere lead there. */
  const oldAddress =
    collection.name === 'page' && saved.path
      ? String((names.data(saved.path) as Data | undefined)?.route ?? '')
      : undefined;
  const changed =
    isNew ||
    (check !== undefined && (check.text !== saved.text || check.path !== saved.path)) ||
    companion !== undefined ||
    relinkedNow(form.getValues('route')).length > 0 ||
    uploads.length > 0;
  useEffect(() => setUnsaved(changed && saveState.kind !== 'saving'), [changed, saveState]);
  const draft = useEntryDraft({
    key: draftKey(backend.kind, collection.name, entry),
    form,
    changed,
    base: saved.path ? saved.text : null,
    version: check,
    restore: (kept) => sync.restore(kept.data, kept.base ?? saved.text),
  });
  useEffect(() => () => setUnsaved(false), []);

  const showForm = useCallback(() => setView('form'), []);
  const focusField = useFocusField(stores.folds, showForm, {
    firstChecked: check !== undefined || checking,
    opensAt: props.focusField,
  });

  const mistaken = useMemo(() => mistakes.flatMap((mistake) => (mistake.field ? [mistake.field] : [])), [mistakes]);
  const previewed = usePreviewPage({ check, root: preview, mistaken, focusField: props.focusField });
  const showInPreview = usePreviewLink({
    preview,
    file: check?.path,
    version: check?.text,
    drawn: previewed.shown !== undefined,
    contentData: () =>
      previewData(
        Object.keys(currentSnapshot().files),
        names.data,
        saved.path,
        check?.path ? { path: check.path, values: form.getValues() } : undefined,
      ),
    pick: (ref) => {
      if (ref.file === check?.path) focusField(ref.path);
      else {
        const other = entryOfFile(ref.file);
        if (other) go(entryHash(other, ref.path));
      }
    },
  });

  // The form's fields read the latest check through a ref, so a check re-draws only the fields whose mistake changed.
  const latest = useRef({ check, companion, names });
  latest.current = { check, companion, names };
  const env: FormEnv = useMemo(
    () => ({
      ...stores,
      say,
      choices: props.choices,
      pictures: () => currentSnapshot().publicFiles,
      focused: (name) => {
        previewed.focused(name);
        showInPreview(name);
      },
      choosePicture: pictures.choosePicture,
      facts: names.facts,
      factWords: names.factWords,
      fieldHash: (ref) => entryHash(entryOfFile(ref.file)!, ref.path),
      extra: (name) => (
        <>
          {name === 'caseStudy' && (
            <CaseStudyListing
              mistakes={latest.current.check?.mistakes ?? []}
              listed={latest.current.companion}
              list={() => {
                const id = String(form.getValues('id') ?? '');
                const change = listCaseStudy(currentSnapshot().files, id);
                if (change) setCompanion(change);
              }}
              unlist={() => setCompanion(undefined)}
              names={latest.current.names}
            />
          )}
          <ConflictChoice store={sync.conflicts} field={name} choose={sync.choose} />
        </>
      ),
    }),
    [stores, say, props.choices, showInPreview, previewed.focused, form, names, sync.conflicts, sync.choose],
  );
  // Drawn once per entry: a check re-draws the bar, the mistakes and the preview, not every field.
  const drawnFields = useMemo(() => <Fields fields={fields} within="" />, [fields]);

  const entryRef = (): EntryRef | undefined => (check?.path ? entryOfFile(check.path) : undefined);
  // A saved entry keeps its name while its address changes (its new file is not written yet).
  const title = !isNew && saved.path ? names.entry(saved.path) : `New ${collection.singular?.toLowerCase() ?? 'entry'}`;

  async function save() {
    if (checking || !check?.path || mistakeCount > 0) return;
    const files = withBases(
      savedFiles({ path: check.path, text: check.text }, saved.path, alongside(form.getValues('route'))),
      sync.baseOf,
    );
    const ref = entryRef()!;
    const what = collection.singular?.toLowerCase() ?? '';
    const moves = isNew || saved.path !== check.path;
    await changes.save(
      {
        entry: ref,
        title: `${isNew ? 'Add' : 'Update'} ${what} “${names.entry(check.path)}”`.replace('  ', ' '),
        files,
        uploads: uploads.map(({ path, base64 }) => ({ path, base64 })),
      },
      () => {
        remember(
          Object.fromEntries(files.map((file) => [file.path, file.text])),
          uploads.map((upload) => upload.address),
        );
        setSaved({ path: check.path, text: check.text });
        saveAgain.saved();
        sync.saved();
        draft.remove();
        setCompanion(undefined);
        setRelinked(undefined);
        pictures.clearUploads();
        stores.mistakes.clearOwn();
        // The entry opens at its new address.
        if (moves) go(entryHash(ref), true);
      },
      moves,
    );
  }

  // After a save merged with changes made elsewhere, it goes again once the form's check is of the merged text.
  useEffect(() =>
    saveAgain.whenChecked(
      () => {
        const now = fileNow(true);
        return check !== undefined && !checking && now.path === check.path && now.text === check.text;
      },
      mistakeCount === 0,
      () => void save(),
      changes.stop,
    ),
  );

  /** The entry is gone (deleted here, or elsewhere and left so): its draft too, and the editor leaves for the list. */
  const leaveDeleted = () => {
    draft.remove();
    setUnsaved(false);
    go(`#/collections/${collection.name}`);
  };
  const deleting = useEntryDelete({
    saved,
    entry: entryRef,
    title: (path) => `Delete ${collection.singular?.toLowerCase() ?? 'entry'} “${names.entry(path)}”`,
    changes,
    baseOf: sync.baseOf,
    deleted: leaveDeleted,
  });
  const folder = collection.folder !== undefined;
  const pendingEntry = entryRef();
  return (
    <FormEnvContext.Provider value={env}>
      <FormProvider {...form}>
        <div className="ed-entry" data-view={view}>
          <EntryBar
            collection={collection}
            title={title}
            view={view}
            toggleView={() => setView(view === 'form' ? 'preview' : 'form')}
            duplicateHref={
              folder && !isNew
                ? `#/collections/${collection.name}/new?from=${encodeURIComponent(entryOfFile(saved.path!)!.name)}`
                : undefined
            }
            remove={deleting.ask}
            publishControls={pendingEntry && !isNew ? props.publishControls?.(pendingEntry) : undefined}
            save={save}
            mistakeCount={mistakeCount}
            checking={checking}
            checksFailed={checksState === 'failed'}
            changed={changed}
            saveState={saveState}
          />
          <EntryBanners
            checksFailed={checksState === 'failed'}
            saveState={saveState}
            news={sync.news}
            keepDeleted={sync.keepDeleted}
            leaveDeleted={leaveDeleted}
          />
          <div className="ed-panes">
            <form
              className="ed-form"
              aria-label={`Edit ${title}`}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              {draft.offer && <DraftOffer draft={draft.offer} restore={draft.restore} discard={draft.discard} />}
              {mistakes.length > 0 && (
                <MistakeList
                  mistakes={mistakes}
                  fields={fields}
                  data={form.getValues()}
                  names={names}
                  place={props.place}
                  focus={focusField}
                  offer={(mistake) => {
                    if (mistake.kind === 'unlistedCaseStudy') return env.extra?.('caseStudy');
                    return <RestatedOffer mistake={mistake} focus={focusField} />;
                  }}
                />
              )}
              {oldAddress !== undefined && (
                <Relinking
                  from={oldAddress}
                  to={String(form.getValues('route') ?? '')}
                  mistakes={mistakes}
                  relinked={relinkedNow(form.getValues('route'))}
                  relink={(from, to, links) =>
                    setRelinked({ to, files: relinkPage(currentSnapshot().files, links, from, to) })
                  }
                  undo={() => setRelinked(undefined)}
                  names={names}
                />
              )}
              {drawnFields}
              <datalist id={LINK_TARGETS}>
                {props.linkTargets.map((target) => (
                  <option key={target} value={target} />
                ))}
              </datalist>
            </form>
            <Preview
              shown={previewed.shown}
              stale={previewed.stale ? mistakeCount : undefined}
              entry={collection.singular?.toLowerCase() ?? 'entry'}
              ref={preview}
            />
          </div>
        </div>
        {pictures.pickerElement}
        {deleting.asked && (
          <DeleteDialog
            title={title}
            usedIn={deleting.asked.usedIn}
            unlisted={deleting.asked.unlisted}
            names={names}
            say={say}
            local={backend.kind === 'local'}
            cancel={deleting.cancel}
            confirm={deleting.confirm}
          />
        )}
      </FormProvider>
    </FormEnvContext.Provider>
  );
}
