/**
 * The link between the form and the preview, both ways, through the text index (admin/lib/text-index.ts): a click on
 * any text, picture or button of the preview opens its field (here, or in the entry that holds it, such as a price);
 * a field that takes the focus shows its element in the preview, scrolled into view and outlined.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { textIndexOf } from '../state/content.ts';
import { SITE_SETTINGS } from '../lib/entries.ts';
import { fieldForText, textOfField, type FieldRef, type TextIndex } from '../lib/text-index.ts';
import { attachClickToEdit, showField } from './click-to-edit.ts';

interface PreviewLinkOptions {
  preview: RefObject<HTMLDivElement | null>;
  /** The open entry's file. */
  file: string | undefined;
  /** Every content file's data as written, with the open entry's as it is in the form now. */
  contentData: () => Record<string, unknown>;
  /** Changes whenever that data does (the entry's text as it would be saved). */
  version: string | undefined;
  /** A click in the preview chose this field. */
  pick: (ref: FieldRef) => void;
  /** Whether the preview has a page drawn (it is attached once there is one). */
  drawn: boolean;
}

/** Answers the function a field calls when it takes the focus. */
export function usePreviewLink({ preview, file, contentData, version, pick, drawn }: PreviewLinkOptions) {
  // The index is made when first needed after a change, not on every keystroke.
  const latest = useRef({ file, contentData, version, pick });
  latest.current = { file, contentData, version, pick };
  const index = useRef<{ version: string | undefined; index: Promise<TextIndex | undefined> }>(undefined);
  /** The index of the content now; undefined when the validator could not load (the entry's banner says so). */
  const current = useCallback(() => {
    const { version: now } = latest.current;
    if (index.current?.version !== now || !index.current) {
      const made: Promise<TextIndex | undefined> = textIndexOf(latest.current.contentData()).catch(() => {
        // Made again when next asked.
        if (index.current?.index === made) index.current = undefined;
        return undefined;
      });
      index.current = { version: now, index: made };
    }
    return index.current.index;
  }, []);

  useEffect(() => {
    const root = preview.current;
    if (!root || !drawn) return;
    return attachClickToEdit(
      root,
      async () => {
        const now = await current();
        // The navigation bar's and footer's texts are the site settings'.
        return (text, layout, around) =>
          now ? fieldForText(now, text, { file: layout ? SITE_SETTINGS : latest.current.file, around }) : undefined;
      },
      (ref) => latest.current.pick(ref),
    );
  }, [preview, drawn, current]);

  // Shown once the browser is free: the focus and the first keys typed never wait for it.
  const pending = useRef(0);
  useEffect(() => () => cancelIdleCallback(pending.current), []);
  return useCallback(
    (name: string) => {
      cancelIdleCallback(pending.current);
      const asked = requestIdleCallback(
        async () => {
          const now = await current();
          // No index (the validator could not load), or another field took the focus while it was made.
          if (!now || pending.current !== asked) return;
          const root = preview.current;
          const at = latest.current.file;
          if (!root || !at) return;
          // Every section laid out first (admin/app/entry/entry.css), so the text is where the pane scrolls to.
          root.dataset.laidOut = '';
          showField(root, textOfField(now, { file: at, path: name }));
        },
        { timeout: 300 },
      );
      pending.current = asked;
    },
    [preview, current],
  );
}
