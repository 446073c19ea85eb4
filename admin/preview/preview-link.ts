/**
 * The link between the form and the preview, both ways: a field that takes the focus shows its element in the
 * preview (scrolled into view, outlined); a click on any text, picture or button of the preview opens its field.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export interface FieldRef {
  file: string;
  path: Array<string | number>;
}

interface PreviewLinkOptions {
  preview: RefObject<HTMLDivElement | null>;
  /** The open entry's file. */
  path: string | undefined;
  /** The form's current value at a field name. */
  values: (name: string) => unknown;
  /** A click in the preview chose this field. */
  pick: (ref: FieldRef) => void;
}

const shownTexts = (value: unknown): string[] =>
  typeof value === 'string' || typeof value === 'number'
    ? [String(value)]
    : Array.isArray(value)
      ? value.flatMap(shownTexts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(shownTexts)
        : [];

/** Answers the function a field calls when it takes the focus. */
export function usePreviewLink({ preview, values }: PreviewLinkOptions) {
  const outlined = useRef<Element | null>(null);
  useEffect(() => () => outlined.current?.classList.remove('ed-shown'), []);
  return useCallback(
    (name: string) => {
      const root = preview.current;
      if (!root) return;
      const texts = shownTexts(values(name))
        .map((text) => text.trim())
        .filter((text) => text.length > 1);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text || !texts.some((wanted) => wanted.includes(text) || text.includes(wanted))) continue;
        const element = node.parentElement!;
        outlined.current?.classList.remove('ed-shown');
        element.classList.add('ed-shown');
        outlined.current = element;
        element.scrollIntoView({ block: 'center' });
        return;
      }
    },
    [preview, values],
  );
}
