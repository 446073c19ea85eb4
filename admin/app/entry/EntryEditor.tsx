/**
 * One entry open in the editor: its form (drawn from the schema's fields), the preview of its page, and the bar with
 * Save. Every change is checked by the validator as it is typed, across files too; each mistake stands at its field
 * in plain words, and Save stays disabled, with the count of mistakes, until none is left. A save writes only the
 * lines that changed (and, for a new entry, a file in the schema's field order with its siblings' header comment).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { KindModel, ReferenceTo } from '../../../pipeline/codegen/field-model.ts';
import type { SaveError } from '../../../pipeline/save/save-check.ts';
import { formVoice } from '../../../schema/errors/editor.ts';
import type { Backend } from '../../backend/types.ts';
import { FormEnvContext, type Choice, type FormEnv } from '../../form/env.ts';
import { Fields } from '../../form/Field.tsx';
import { LINK_TARGETS } from '../../form/frame.tsx';
import { FoldStore, MistakeStore } from '../../form/stores.ts';
import { entryHash, entryOfFile, fileOfEntry, type EntryRef } from '../../lib/entries.ts';
import { formNames, type Namer } from '../../lib/entry-names.ts';
import { listCaseStudy, relinkPage, unlistEntry, withoutTestimonials, type PlaceOf } from '../../lib/new-files.ts';
import type { FieldRef } from '../../lib/text-index.ts';
import { wholeItem } from '../../lib/whole-item.ts';
import { writtenData } from '../../lib/yaml-format.ts';
import { Preview } from '../../preview/Preview.tsx';
import { usePreviewLink } from '../../preview/preview-link.ts';
import { usePreviewPage } from '../../preview/use-preview-page.ts';
import { checkFilesWhenIdle, currentSnapshot, errorsOfDeleting, remember } from '../../state/content.ts';
import { setUnsaved } from '../unsaved.ts';
import { CaseStudyListing } from './CaseStudyListing.tsx';
import { ChecksBanner } from './ChecksBanner.tsx';
import { ConflictChoice, ElsewhereBanner } from './conflicts.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { EntryBar } from './EntryBar.tsx';
import { entryFile, formFields, readYaml, savedFiles, withBases, type Data } from './entry-files.ts';
import { MistakeList } from './MistakeList.tsx';
import { Relinking } from './Relinking.tsx';
import { focusFieldControl } from './focus-field.ts';
import { useCopyFacts } from './use-copy-facts.ts';
import { useEntryCheck } from './use-entry-check.ts';
import { DraftOffer, draftKey, useEntryDraft } from './use-entry-draft.tsx';
import { useEntryChanges, type AfterChangedElsewhere } from './use-entry-save.ts';
import { useEntrySync } from './use-entry-sync.ts';
import { usePictures } from './use-pictures.tsx';

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
  const isNew = !('name' in entry);
  const snapshot = currentSnapshot();
  const startPath =
    'name' in entry
      ? fileOfEntry({ collection: collection.name, name: entry.name })
      : entry.copyOf
        ? fileOfEntry({ collection: collection.name, name: entry.copyOf })
        : undefined;
  const [saved, setSaved] = useState(() => ({
    path: isNew ? undefined : startPath,
    text: isNew ? '' : (snapshot.files[startPath!] ?? ''),
  }));
  // The snapshot's own reading of the file when it has one: reading a long file takes a cold page a moment.
  const initial = useMemo(() => {
    const data =
      (startPath && (structuredClone(snapshot.parsed?.[startPath]) as Data | undefined)) ||
      readYaml(startPath ? snapshot.files[startPath] : '');
    // A copy starts without the original's testimonials: another client's words, for the person to replace.
    return isNew ? withoutTestimonials(data) : data;
    // Read once, as the entry opens: a later snapshot (after a save) must not reset what the form holds.
  }, []);
  /** The text of the entry this new one is a copy of. */
  const copiedText = isNew && startPath ? snapshot.files[startPath] : undefined;
  const fields = useMemo(() => formFields(collection, initial), [collection, initial]);
  // Every item whole (each field it shows present): a field missing from an item would be filled from the item that
  // stood at its place when the entry opened, so a card moved up would take on the badge of the one it passed.
  const form = useForm<Data>({ defaultValues: wholeItem(fields, initial), shouldUnregister: false });
  useCopyFacts(form, copiedText !== undefined);
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
  const relinkedNow = (route: unknown) => (relinked && relinked.to === route ? relinked.files : []);
  /** The other files the entry's save changes: the case-study list it joins, the links moved with its address. */
  const alongside = useCallback(
    (route: unknown) => [
      ...(companion ? [companion] : []),
      ...(relinked && relinked.to === route ? relinked.files : []),
    ],
    [companion, relinked],
  );
  const pictures = usePictures(backend);
  const { uploads } = pictures;
  /** A save merged with changes made elsewhere goes again once the form's check of the merge is in. */
  const retry = useRef(false);
  const retries = useRef(0);
  const [, setRetried] = useState(0);
  const afterChangedElsewhere = useCallback(
    (current: Readonly<Record<string, string | null>>, refused: 'saved' | 'deleted'): AfterChangedElsewhere => {
      const mergeable = sync.changedWhileSaving(current);
      // A delete is never made over changes the person has not seen: the form shows them, and they delete again.
      if (refused === 'deleted')
        return {
          again: false,
          reason:
            'this entry, or a list it is taken out of, was changed elsewhere since you opened it. The form now shows those changes; delete it again if it should still go.',
        };
      if (mergeable && retries.current < 3) {
        retries.current += 1;
        retry.current = true;
        setRetried((count) => count + 1);
        return { again: true };
      }
      retries.current = 0;
      retry.current = false;
      // A file changed alongside the entry (a list it joins, links it moves) is made again from its text now.
      setCompanion(undefined);
      setRelinked(undefined);
      return {
        again: false,
        reason:
          'this entry, or another one this save changes, was changed elsewhere since you opened it. Choose what to keep where the form asks, then save again.',
      };
    },
    [sync],
  );
  const changes = useEntryChanges(backend, afterChangedElsewhere);
  const saveState = changes.state;
  const [view, setView] = useState<'form' | 'preview'>('form');
  /**
   * A delete asked for: the places that still use the entry, and the lists that name it, which the delete takes it out
   * of in the same save.
   */
  const [confirmDelete, setConfirmDelete] = useState<{
    usedIn: SaveError[];
    unlisted: ReturnType<typeof unlistEntry>;
  }>();
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

  // Once the entry is on screen, every file's own checks run while the page is idle, ahead of the first change.
  useEffect(() => {
    if (check) checkFilesWhenIdle();
  }, [check]);

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

  const focusField = useCallback(
    (name: string) => {
      setView('form');
      stores.folds.reveal(name);
      focusFieldControl(name);
    },
    [stores],
  );

  // Once the first check has drawn the preview (so the field's element can be shown there too), and still before the
  // entry's first frame: the field is focused in it.
  const firstChecked = check !== undefined || checking;
  useLayoutEffect(() => {
    if (firstChecked && props.focusField) focusField(props.focusField);
  }, [firstChecked, props.focusField, focusField]);

  const mistaken = useMemo(() => mistakes.flatMap((mistake) => (mistake.field ? [mistake.field] : [])), [mistakes]);
  const previewed = usePreviewPage({ check, root: preview, mistaken, focusField: props.focusField });
  const showInPreview = usePreviewLink({
    preview,
    file: check?.path,
    version: check?.text,
    drawn: previewed.shown !== undefined,
    contentData: () => {
      const files = currentSnapshot().files;
      const data: Record<string, unknown> = Object.fromEntries(
        Object.keys(files).map((path) => [path, names.data(path)]),
      );
      if (saved.path && check?.path !== saved.path) delete data[saved.path];
      if (check?.path) data[check.path] = writtenData(check.path, form.getValues());
      return data;
    },
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
        retries.current = 0;
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
  useEffect(() => {
    if (!retry.current || !check || checking) return;
    const now = fileNow(true);
    if (now.path !== check.path || now.text !== check.text) return;
    retry.current = false;
    if (mistakeCount === 0) void save();
    else {
      retries.current = 0;
      changes.stop(
        'this entry was changed elsewhere since you opened it, and with those changes it has mistakes to fix.',
      );
    }
  });

  async function remove() {
    if (!saved.path) return;
    try {
      const usedIn = await errorsOfDeleting(saved.path);
      // A case study cannot leave its list alone (visitors could not find it): the delete takes it out in the same
      // save. Other lists are the person's to change first, which they can.
      const caseStudy = readYaml(saved.text).type === 'case-study';
      // An id the delete leaves unknown where it is named: the entry's own.
      const named = (error: SaveError) =>
        error.kind === 'unknownReference' ? (error.params as { id?: string }).id : undefined;
      const unlisted = [...new Set(usedIn.map(named))].flatMap((id) =>
        id === undefined || !caseStudy
          ? []
          : unlistEntry(
              currentSnapshot().files,
              usedIn.filter((error) => named(error) === id),
              id,
            ),
      );
      const taken = new Set<PlaceOf>(unlisted.flatMap(({ places }) => places));
      setConfirmDelete({ usedIn: usedIn.filter((error) => !taken.has(error)), unlisted });
    } catch {
      // The banner says the checks could not load, and offers to try again.
    }
  }

  async function confirmRemove() {
    const path = saved.path;
    if (!path || !confirmDelete) return;
    const { unlisted } = confirmDelete;
    setConfirmDelete(undefined);
    await changes.remove(
      {
        entry: entryRef()!,
        title: `Delete ${collection.singular?.toLowerCase() ?? 'entry'} “${names.entry(path)}”`,
        files: [
          { path, text: null, base: sync.baseOf(path) },
          ...unlisted.map((list) => ({ path: list.path, text: list.text, base: list.base })),
        ],
        uploads: [],
      },
      () => {
        draft.remove();
        remember({ [path]: null, ...Object.fromEntries(unlisted.map((list) => [list.path, list.text])) });
        setUnsaved(false);
        go(`#/collections/${collection.name}`);
      },
    );
  }

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
            remove={remove}
            publishControls={pendingEntry && !isNew ? props.publishControls?.(pendingEntry) : undefined}
            save={save}
            mistakeCount={mistakeCount}
            checking={checking}
            checksFailed={checksState === 'failed'}
            changed={changed}
            saveState={saveState}
          />
          {/* One row of the entry's grid, however many of them show. */}
          <div className="ed-banners">
            {checksState === 'failed' && <ChecksBanner />}
            <ElsewhereBanner
              // A save refused over values changed on both sides says it already: one banner, not two.
              news={saveState.kind === 'failed' && sync.news === 'conflicts' ? undefined : sync.news}
              keep={sync.keepDeleted}
              leave={() => {
                draft.remove();
                setUnsaved(false);
                go(`#/collections/${collection.name}`);
              }}
            />
            {saveState.kind === 'failed' && (
              <p className="ed-banner ed-bad" role="alert">
                {saveState.text}
              </p>
            )}
          </div>
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
                    const { restated, field } = mistake;
                    if (!restated || !field) return null;
                    return (
                      <button
                        type="button"
                        className="ed-button"
                        onClick={() => {
                          const text = String(form.getValues(field) ?? '');
                          form.setValue(field, text.replace(restated.written, restated.placeholder), {
                            shouldDirty: true,
                          });
                          focusField(field);
                        }}
                      >
                        Show {restated.figure} from Stats here
                      </button>
                    );
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
        {confirmDelete && (
          <DeleteDialog
            title={title}
            usedIn={confirmDelete.usedIn}
            unlisted={confirmDelete.unlisted}
            names={names}
            say={say}
            local={backend.kind === 'local'}
            cancel={() => setConfirmDelete(undefined)}
            confirm={confirmRemove}
          />
        )}
      </FormProvider>
    </FormEnvContext.Provider>
  );
}
