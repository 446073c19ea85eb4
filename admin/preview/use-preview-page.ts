/**
 * What the preview shows for the open entry, in every state: its page as now, the page the focused field is seen on
 * (a solution's case study while one of its fields has the focus); while a mistake keeps the page from being drawn,
 * the last one drawn, with the elements of the mistaken fields marked; and for a new entry not drawn yet, nothing in
 * its place (never another page).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { valueAt } from '../../pipeline/validate/walk.ts';
import { pathOfField } from '../lib/entry-names.ts';
import { markElements } from './click-to-edit.ts';
import { partOf, previewPage, type PagePart } from './Preview.tsx';

interface Checked {
  /** The entry's file, its values as checked (the form's), and every valid file's data (facts filled). */
  path: string | undefined;
  values: unknown;
  data: ReadonlyMap<string, unknown> | undefined;
}

/** Every text and number inside a value: what the page shows for a field. */
const textsIn = (value: unknown): string[] =>
  typeof value === 'string' || typeof value === 'number'
    ? [String(value)]
    : Array.isArray(value)
      ? value.flatMap(textsIn)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsIn)
        : [];

export function usePreviewPage({
  check,
  root,
  mistaken,
  focusField,
}: {
  check: Checked | undefined;
  /** The preview's page, where the mistaken fields' elements are marked. */
  root: RefObject<HTMLElement | null>;
  /** The fields of the entry with a mistake. */
  mistaken: readonly string[];
  /** The field the entry opened at. */
  focusField?: string;
}) {
  const [part, setPart] = useState<PagePart>(() => partOf(focusField));
  /** A field took the focus: the page it is seen on is the one shown. */
  const focused = useCallback((field: string) => setPart(partOf(field)), []);
  const lastGood = useRef<Checked>(undefined);
  const now = useMemo(
    () => (check?.path && check.data ? previewPage(check.path, check.data, part) : undefined),
    [check, part],
  );
  if (now) lastGood.current = check;
  const last = lastGood.current;
  const before = useMemo(
    () => (!now && last?.path && last.data ? previewPage(last.path, last.data, part) : undefined),
    [now, last, part],
  );

  // The last page drawn shows the mistaken fields' elements, by their texts then.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const texts = before ? mistaken.map((field) => textsIn(valueAt(last?.values, pathOfField(field)))) : [];
    markElements(element, texts);
  }, [root, before, mistaken, last]);

  return { shown: now ?? before, stale: !now && before !== undefined, focused };
}
