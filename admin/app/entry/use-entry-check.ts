/**
 * The entry checked as it is typed: on every change, at most once a frame, the validator runs over the content with
 * the entry's files in place, and its mistakes go to their fields and the content's data to the preview. The first
 * check runs before the entry's first frame is drawn, so that frame already shows the preview.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Field, KindModel } from '../../../pipeline/codegen/field-model.ts';
import type { Voice } from '../../../schema/errors/catalogue.ts';
import type { MistakeStore } from '../../form/stores.ts';
import { checkFilesWhenIdle, checkedWith, currentSnapshot, useChecksState } from '../../state/content.ts';
import { savedFiles, type Data } from './entry-files.ts';
import { entryMistakes, fieldsAboutFacts, mistakesAtFields, type Mistake } from './entry-mistakes.ts';

/** The entry as last checked: its file, text and values, its mistakes, and every valid file's data for the preview. */
export interface EntryCheck {
  path: string | undefined;
  text: string;
  values: Data;
  mistakes: Mistake[];
  data: ReadonlyMap<string, unknown>;
}

export interface EntryCheckOptions {
  form: UseFormReturn<Data>;
  collection: KindModel;
  fields: readonly Field[];
  /** The entry's file and text now; `edited` once anything was typed (until then its text is the file's own). */
  fileNow: (edited: boolean) => { path: string | undefined; text: string; data: Data };
  savedPath: string | undefined;
  /** The other files the save changes with it, for the page's address now (memoized: a new one checks again). */
  alongside: (route: unknown) => ReadonlyArray<{ path: string; text: string }>;
  /** The pictures the save adds, by the addresses pages show them at. */
  uploads: ReadonlyArray<{ address: string }>;
  mistakes: MistakeStore;
  say: Voice;
}

export function useEntryCheck(options: EntryCheckOptions) {
  const { form, collection, fields, fileNow, savedPath, alongside, uploads, mistakes, say } = options;
  const [check, setCheck] = useState<EntryCheck>();
  /** Whether the last change waits for the validator to load. */
  const [checking, setChecking] = useState(false);
  const checksState = useChecksState();
  const edited = useRef(false);

  // Made anew once the validator has loaded (`checksState` among its dependencies), so the effect below runs a check
  // it held back.
  const runCheck = useCallback(() => {
    const { path, text, data } = fileNow(edited.current);
    const others = alongside(data.route);
    const files = path ? savedFiles({ path, text }, savedPath, others) : others;
    const result = checkedWith(
      Object.fromEntries(files.map((file) => [file.path, file.text])),
      uploads.map((upload) => upload.address),
    );
    // The validator is still loading (the first change right after the entry opened): checked again once it is in.
    if (!result) {
      setChecking(true);
      return;
    }
    setChecking(false);
    const found = entryMistakes({
      collection,
      fields,
      data,
      path,
      savedPath,
      taken: path !== undefined && currentSnapshot().files[path] !== undefined,
      errors: result.errors,
      own: mistakes.own(),
      say,
    });
    mistakes.setChecked(mistakesAtFields(found), fieldsAboutFacts(found));
    setCheck({ path, text, values: data, mistakes: found, data: result.data });
  }, [fileNow, alongside, uploads, collection, fields, savedPath, mistakes, say, checksState]);

  /** Checks again on the next frame, without a change of the form (a mistake of its own came or went). */
  const recheck = useRef(() => undefined as void);
  useLayoutEffect(() => {
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(runCheck);
    };
    const schedule = () => {
      edited.current = true;
      later();
    };
    recheck.current = later;
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
  return { check, checking, checksState, recheck: useCallback(() => recheck.current(), []) };
}
