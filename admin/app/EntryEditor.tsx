/**
 * One entry open in the editor: its form (drawn from the schema's fields), the preview of its page, and the bar with
 * Save. Every change is checked by the validator as it is typed, across files too; each mistake stands at its field
 * in plain words, and Save stays disabled, with the count of mistakes, until none is left. A save writes only the
 * lines that changed (and, for a new entry, a file in the schema's field order with its siblings' header comment).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { parse } from 'yaml';
import type { Field, KindModel, ReferenceTo } from '../../pipeline/lib/field-model.ts';
import type { SaveError } from '../../pipeline/lib/save-check.ts';
import type { Backend, PendingChange, Upload } from '../backend/types.ts';
import {
  checkedWith,
  checkFilesWhenIdle,
  currentSnapshot,
  errorsOfDeleting,
  remember,
  reloadChecks,
  useChecksState,
} from '../content.ts';
import { controlId, FormEnvContext, type Choice, type FormEnv } from '../form/env.ts';
import { Fields } from '../form/Field.tsx';
import { LINK_TARGETS, withCodeMarked } from '../form/frame.tsx';
import { FoldStore, MistakeStore } from '../form/stores.ts';
import { entryHash, entryOfFile, fileOfEntry, type EntryRef } from '../lib/entries.ts';
import { formMessage, formVoice } from '../../schema/errors/editor.ts';
import type { Voice } from '../../schema/errors/catalogue.ts';
import { wordsOf } from '../../schema/errors/words.ts';
import { fieldAt, fieldPlace, formNames, pathOfField, requiredField, type Namer } from '../lib/entry-names.ts';
import { counted } from '../lib/item-label.ts';
import { fileFor, listCaseStudy, newFileText, relinkPage, type LinkAt } from '../lib/new-files.ts';
import type { FieldRef } from '../lib/text-index.ts';
import { Preview, previewPage } from '../preview/Preview.tsx';
import { PicturePicker } from './PicturePicker.tsx';
import { entryText, inFieldOrder, writtenData } from '../yaml-format.ts';
import { setUnsaved } from './unsaved.ts';
import { usePreviewLink } from '../preview/preview-link.ts';

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

type Data = Record<string, unknown>;

/** A page is content or a redirect: its form shows the fields of the one it is. */
const REDIRECT_FIELDS = new Set(['route', 'redirect', 'title']);

function formFields(collection: KindModel, data: Data): Field[] {
  const fields = collection.fields;
  if (collection.name !== 'page') return fields;
  return 'redirect' in data
    ? fields.filter((field) => REDIRECT_FIELDS.has(field.name))
    : fields.filter((field) => field.name !== 'redirect');
}

/** Mistakes of a required field left empty: the form says them in its own words, at that field (requiredField). */
const LEFT_EMPTY = new Set<string>(['missingField', 'emptyText']);

/** The first field of a folder collection's entry that names its file (a solution's id, a page's address). */
const NAMING_FIELD: Record<string, string> = { solution: 'id', page: 'route' };

const readYaml = (text: string | undefined): Data => {
  try {
    const value = parse(text ?? '') as unknown;
    return value && typeof value === 'object' ? (value as Data) : {};
  } catch {
    return {};
  }
};

/** A mistake of the form: the validator's, or the entry's own (an id another entry has). */
interface Mistake {
  /** The field it is about, when in this entry (dotted path; '' for the entry as a whole). */
  field?: string;
  /** Another entry it is in (a page that still links here). */
  elsewhere?: { path: string; field: string };
  text: string;
  kind?: string;
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
  const initial = useMemo(
    () =>
      (startPath && (structuredClone(snapshot.parsed?.[startPath]) as Data | undefined)) ||
      readYaml(startPath ? snapshot.files[startPath] : ''),
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );
  /** The text of the entry this new one is a copy of. */
  const copiedText = isNew && startPath ? snapshot.files[startPath] : undefined;
  const fields = useMemo(() => formFields(collection, initial), [collection, initial]);
  const form = useForm<Data>({ defaultValues: initial, shouldUnregister: false });
  /** How the form names other places in its mistakes: entries by their names, fields by their labels. */
  const say = useMemo(() => formVoice(formNames(names, props.place)), [names, props.place]);
  const stores = useMemo(() => {
    const folds = new FoldStore();
    // The field the entry opens at is drawn in its first frame, its group already unfolded.
    if (props.focusField) folds.reveal(props.focusField);
    return { mistakes: new MistakeStore(), folds };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const [companion, setCompanion] = useState<{ path: string; text: string; heading: string }>();
  /** A page's new address: the links elsewhere that led to its old one, rewritten to lead here, saved with it. */
  const [relinked, setRelinked] = useState<{ to: string; files: ReturnType<typeof relinkPage> }>();
  /** The links moved with the page, while its address is still the one they were moved to. */
  const relinkedNow = (route: unknown) => (relinked && relinked.to === route ? relinked.files : []);
  const [uploads, setUploads] = useState<Array<Upload & { address: string }>>([]);
  const [check, setCheck] = useState<{
    path: string | undefined;
    text: string;
    mistakes: Mistake[];
    shown: ReturnType<typeof previewPage>;
  }>();
  const [status, setStatus] = useState<{ kind: 'saved' | 'failed' | 'saving'; text: string } | undefined>(() =>
    takeSavedNote(),
  );
  const [view, setView] = useState<'form' | 'preview'>('form');
  const [picker, setPicker] = useState<{ current: string; resolve: (address: string | undefined) => void }>();
  const [confirmDelete, setConfirmDelete] = useState<{ usedIn: SaveError[] }>();
  /** Whether the last change waits for the validator to load. */
  const [checking, setChecking] = useState(false);
  const checksState = useChecksState();
  const preview = useRef<HTMLDivElement>(null);
  const exists = (path: string) => currentSnapshot().files[path] !== undefined;

  /** Whether anything was typed since the entry opened: until then its text is the file's own. */
  const edited = useRef(false);
  /** The files this entry's save writes, from the form's current data. */
  const filesNow = useCallback(() => {
    const data = form.getValues();
    const path = collection.file ?? fileFor(collection.name, data) ?? saved.path;
    const fresh = !saved.path || path !== saved.path;
    const text =
      !edited.current && path && path === saved.path
        ? saved.text
        : path && fresh && !exists(path)
          ? copiedText !== undefined
            ? newFileText(collection.name, writtenData(path, data), copiedText)
            : newFileText(collection.name, inFieldOrder(writtenData(path, data), fields))
          : path
            ? entryText(path, saved.path === path ? saved.text : (currentSnapshot().files[path] ?? ''), data)
            : '';
    return { path, text, data };
  }, [collection, fields, form, saved]);

  /**
   * Checks the entry as it is now and shows the result: mistakes at their fields, the page in the preview. Made anew
   * once the validator has loaded (`checksState`), so the effect below runs a check it held back.
   */
  const runCheck = useCallback(() => {
    const { path, text, data } = filesNow();
    const mistakes: Mistake[] = [];
    const changes: Record<string, string | null> = {};
    const namingField = NAMING_FIELD[collection.name];
    if (!path) {
      if (namingField) mistakes.push({ field: namingField, text: formMessage('nameFirst', {}, say) });
    } else {
      changes[path] = text;
      if (saved.path && saved.path !== path) changes[saved.path] = null;
      if (path !== saved.path && exists(path) && namingField) {
        const name = String(data[namingField]);
        mistakes.push({
          field: namingField,
          text: formMessage(
            'nameTaken',
            {
              name,
              owner: path,
              what: collection.singular?.toLowerCase() ?? 'entry',
              example: namingField === 'id' ? `${name}-2` : undefined,
            },
            say,
          ),
        });
      }
    }
    if (companion) changes[companion.path] = companion.text;
    for (const file of relinkedNow(data.route)) changes[file.path] = file.text;
    const result = checkedWith(
      changes,
      uploads.map((upload) => upload.address),
    );
    // The validator is still loading (the first change right after the entry opened): checked again once it is in.
    if (!result) {
      setChecking(true);
      return;
    }
    setChecking(false);
    for (const error of result.errors) {
      const field = error.fieldPath.join('.');
      if (error.file === path && LEFT_EMPTY.has(error.kind)) {
        const required = requiredField(fieldAt(fields, data, error.fieldPath));
        mistakes.push({ field, text: formMessage('requiredField', required, say), kind: error.kind });
        continue;
      }
      const text = formMessage(error.kind, error.params as never, say);
      if (error.file === path) mistakes.push({ field, text, kind: error.kind });
      else mistakes.push({ elsewhere: { path: error.file, field }, text, kind: error.kind });
    }
    // A field's own mistake (a number that is not one) says better what the validator says about the same text.
    for (const name of stores.mistakes.ownNames()) {
      const own = { field: name, text: stores.mistakes.at(name)! };
      const at = mistakes.findIndex((mistake) => mistake.field === name);
      if (at >= 0) mistakes.splice(at, 1, own);
      else mistakes.push(own);
    }
    const atFields = new Map<string, string>();
    for (const mistake of mistakes)
      if (mistake.field !== undefined && !atFields.has(mistake.field)) atFields.set(mistake.field, mistake.text);
    stores.mistakes.setChecked(atFields);
    const shown = path ? previewPage(path, result.data) : undefined;
    setCheck({ path, text, mistakes, shown });
  }, [filesNow, collection, fields, companion, relinked, uploads, say, saved, stores, checksState]);

  // Checked on every change, at most once a frame: typing stays smooth and the preview follows. The first check runs
  // before the entry's first frame is drawn, so that frame already shows the preview.
  useLayoutEffect(() => {
    let frame = 0;
    const schedule = () => {
      edited.current = true;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(runCheck);
    };
    runCheck();
    const subscription = form.watch(schedule);
    return () => {
      cancelAnimationFrame(frame);
      subscription.unsubscribe();
    };
  }, [form, runCheck]);

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
  useEffect(() => setUnsaved(changed && status?.kind !== 'saving'), [changed, status]);
  useEffect(() => () => setUnsaved(false), []);

  const focusField = useCallback(
    (name: string) => {
      setView('form');
      stores.folds.reveal(name);
      const focus = () => {
        const target =
          document.getElementById(controlId(name)) ??
          document.querySelector<HTMLElement>(
            `[data-field="${CSS.escape(name)}"] :is(input, select, textarea, button)`,
          );
        target?.focus();
        target?.scrollIntoView({ block: 'center' });
        return target !== null && document.activeElement === target;
      };
      // A field on screen takes the focus at once (the entry's own field, in its first frame); one in a group just
      // unfolded, or in the form while the preview is shown (phones), once that is drawn.
      if (!focus()) requestAnimationFrame(focus);
    },
    [stores],
  );

  // Once the first check has drawn the preview (so the field's element can be shown there too), and still before the
  // entry's first frame: the field is focused in it.
  const firstChecked = check !== undefined || checking;
  useLayoutEffect(() => {
    if (firstChecked && props.focusField) focusField(props.focusField);
  }, [firstChecked, props.focusField, focusField]);

  const showInPreview = usePreviewLink({
    preview,
    file: check?.path,
    version: check?.text,
    drawn: Boolean(check?.shown?.page),
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
      focused: showInPreview,
      choosePicture: (current) => new Promise((resolve) => setPicker({ current, resolve })),
      extra: (name) =>
        name === 'caseStudy' ? (
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
        ) : null,
    }),
    [stores, say, props.choices, showInPreview, form],
  );
  // Drawn once per entry: a check re-draws the bar, the mistakes and the preview, not every field.
  const drawnFields = useMemo(() => <Fields fields={fields} within="" />, [fields]);

  const entryRef = (): EntryRef | undefined => (check?.path ? entryOfFile(check.path) : undefined);
  // A saved entry keeps its name while its address changes (its new file is not written yet).
  const title = !isNew && saved.path ? names.entry(saved.path) : `New ${collection.singular?.toLowerCase() ?? 'entry'}`;

  async function save() {
    if (checking || !check?.path || mistakeCount > 0) return;
    const files = [{ path: check.path, text: check.text }];
    if (saved.path && saved.path !== check.path) files.push({ path: saved.path, text: null as unknown as string });
    if (companion) files.push({ path: companion.path, text: companion.text });
    for (const file of relinkedNow(form.getValues('route'))) files.push({ path: file.path, text: file.text });
    const ref = entryRef()!;
    setStatus({ kind: 'saving', text: 'Saving…' });
    try {
      const result = await backend.save({
        entry: ref,
        title:
          `${isNew ? 'Add' : 'Update'} ${collection.singular?.toLowerCase() ?? ''} “${names.entry(check.path)}”`.replace(
            '  ',
            ' ',
          ),
        files,
        uploads: uploads.map(({ path, base64 }) => ({ path, base64 })),
      });
      remember(
        Object.fromEntries(files.map((file) => [file.path, file.text])),
        uploads.map((upload) => upload.address),
      );
      setSaved({ path: check.path, text: check.text });
      setCompanion(undefined);
      setRelinked(undefined);
      setUploads([]);
      stores.mistakes.clearOwn();
      setStatus({ kind: 'saved', text: savedMessage(backend, result.pending) });
      if (isNew || saved.path !== check.path) {
        // The entry opens at its new address; the note that it was saved goes with it.
        savedNote = savedMessage(backend, result.pending);
        go(entryHash(ref), true);
      }
    } catch (error) {
      setStatus({
        kind: 'failed',
        text: `Not saved: ${error instanceof Error ? error.message : String(error)} Your changes are still here.`,
      });
    }
  }

  async function remove() {
    if (!saved.path) return;
    try {
      setConfirmDelete({ usedIn: await errorsOfDeleting(saved.path) });
    } catch {
      // The banner says the checks could not load, and offers to try again.
    }
  }

  async function confirmRemove() {
    if (!saved.path) return;
    setConfirmDelete(undefined);
    try {
      await backend.save({
        entry: entryRef()!,
        title: `Delete ${collection.singular?.toLowerCase() ?? 'entry'} “${names.entry(saved.path)}”`,
        files: [{ path: saved.path, text: null }],
        uploads: [],
      });
      remember({ [saved.path]: null });
      setUnsaved(false);
      go(`#/collections/${collection.name}`);
    } catch (error) {
      setStatus({ kind: 'failed', text: `Not deleted: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  const folder = collection.folder !== undefined;
  const pendingEntry = entryRef();
  return (
    <FormEnvContext.Provider value={env}>
      <FormProvider {...form}>
        <div className="ed-entry" data-view={view}>
          <div className="ed-bar">
            <a className="ed-back" href={`#/collections/${collection.name}`} aria-label={`Back to ${collection.label}`}>
              ←
            </a>
            <h1 className="ed-title">{title}</h1>
            <div className="ed-bar-actions">
              <button
                type="button"
                className="ed-button ed-toggle"
                aria-pressed={view === 'preview'}
                onClick={() => setView(view === 'form' ? 'preview' : 'form')}
              >
                {view === 'form' ? 'Show preview' : 'Show form'}
              </button>
              {folder && !isNew && (
                <details className="ed-more">
                  <summary className="ed-button">More</summary>
                  {/* Closes once one of its actions is chosen. */}
                  <div
                    className="ed-menu"
                    onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
                  >
                    <a
                      className="ed-button"
                      href={`#/collections/${collection.name}/new?from=${encodeURIComponent(entryOfFile(saved.path!)!.name)}`}
                    >
                      Duplicate
                    </a>
                    <button type="button" className="ed-button ed-danger" onClick={remove}>
                      Delete
                    </button>
                  </div>
                </details>
              )}
              {pendingEntry && !isNew && props.publishControls?.(pendingEntry)}
              <button
                type="button"
                className="ed-button ed-primary"
                disabled={checking || mistakeCount > 0 || !changed || status?.kind === 'saving'}
                aria-describedby="ed-save-state"
                onClick={save}
              >
                Save
              </button>
            </div>
            <p id="ed-save-state" className={`ed-save-state${mistakeCount > 0 ? ' ed-bad' : ''}`} role="status">
              {mistakeCount > 0
                ? `${counted(mistakeCount, 'mistake')} to fix before saving`
                : status?.kind === 'saving'
                  ? 'Saving…'
                  : checking
                    ? checksState === 'failed'
                      ? 'Not checked yet'
                      : 'Checking…'
                    : changed
                      ? 'Unsaved changes'
                      : status?.kind === 'saved'
                        ? status.text
                        : 'No changes'}
            </p>
          </div>
          {checksState === 'failed' && (
            <div className="ed-banner ed-bad" role="alert">
              <p>
                The editor’s checks could not load, so changes cannot be checked or saved yet. Check the connection;
                your changes are still here.
              </p>
              <button type="button" className="ed-button" onClick={reloadChecks}>
                Try again
              </button>
            </div>
          )}
          {status?.kind === 'failed' && (
            <p className="ed-banner ed-bad" role="alert">
              {status.text}
            </p>
          )}
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
              {mistakes.length > 0 && (
                <MistakeList
                  mistakes={mistakes}
                  fields={fields}
                  data={form.getValues()}
                  names={names}
                  place={props.place}
                  focus={focusField}
                  offer={(mistake) => (mistake.kind === 'unlistedCaseStudy' ? env.extra?.('caseStudy') : null)}
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
            <Preview shown={check?.shown} ref={preview} />
          </div>
        </div>
        {picker && (
          <PicturePicker
            current={picker.current}
            pictures={[...currentSnapshot().publicFiles, ...uploads.map((upload) => upload.address)]}
            upload={async (upload) => {
              if (backend.upload) {
                const address = await backend.upload(upload);
                remember({}, [address]);
                return address;
              }
              const address = `/${upload.path.replace(/^public\//, '')}`;
              setUploads((current) => [...current, { ...upload, address }]);
              return address;
            }}
            close={(address) => {
              picker.resolve(address);
              setPicker(undefined);
            }}
          />
        )}
        {confirmDelete && (
          <DeleteDialog
            title={title}
            usedIn={confirmDelete.usedIn}
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

/** The note a save leaves for the entry's next screen, when the save gave the entry a new address. */
let savedNote: string | undefined;

function takeSavedNote() {
  const text = savedNote;
  savedNote = undefined;
  return text === undefined ? undefined : { kind: 'saved' as const, text };
}

function savedMessage(backend: Backend, pending: PendingChange | undefined) {
  if (backend.kind === 'local') return 'Saved. The site shows it now.';
  return pending
    ? `Saved as a proposal (pull request #${pending.number}). It goes live when it is published.`
    : 'Saved as a proposal. It goes live when it is published.';
}

/** Every mistake of the entry, each a button to its field; mistakes in other entries link to them. */
function MistakeList({
  mistakes,
  fields,
  data,
  names,
  place,
  focus,
  offer,
}: {
  mistakes: Mistake[];
  fields: Field[];
  data: Data;
  names: Namer;
  place: (ref: FieldRef) => string;
  focus: (name: string) => void;
  /** A fix the editor can make itself, offered beside the mistake. */
  offer: (mistake: Mistake) => ReactNode;
}) {
  return (
    <div className="ed-mistakes" role="region" aria-label="Mistakes to fix">
      <p className="ed-mistakes-title">{counted(mistakes.length, 'mistake')} to fix before saving:</p>
      <ul>
        {mistakes.map((mistake, index) => (
          <li key={index}>
            {mistake.elsewhere ? (
              <>
                <a href={entryHash(entryOfFile(mistake.elsewhere.path)!, mistake.elsewhere.field)}>
                  {names.entry(mistake.elsewhere.path)}
                  {mistake.elsewhere.field &&
                    ` › ${place({ file: mistake.elsewhere.path, path: mistake.elsewhere.field })}`}
                </a>
                : {withCodeMarked(mistake.text)}
              </>
            ) : (
              <>
                <button type="button" className="ed-link" onClick={() => focus(mistake.field ?? '')}>
                  {mistake.field ? fieldPlace(fields, data, pathOfField(mistake.field)) : 'This entry'}
                </button>
                : {withCodeMarked(mistake.text)}
              </>
            )}
            {offer(mistake)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A page given a new address leaves the links to its old one broken in other entries: offered here, they are made to
 * lead to the new one in the same save (the old address, with any anchor kept).
 */
function Relinking({
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
        This save also makes {counted(count, 'link')} to “{from}” lead to “{to}”, in{' '}
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

/** A new case study must be listed where visitors find case studies: offered here, saved with the entry. */
function CaseStudyListing({
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

function DeleteDialog({
  title,
  usedIn,
  names,
  say,
  local,
  cancel,
  confirm,
}: {
  title: string;
  local: boolean;
  usedIn: SaveError[];
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
                — {wordsOf(error.kind, error.params as never, say).message}
              </li>
            ))}
          </ul>
          <div className="ed-row">
            <button type="button" className="ed-button" onClick={cancel} autoFocus>
              Close
            </button>
          </div>
        </>
      ) : (
        <>
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
