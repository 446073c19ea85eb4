import { useCallback, useLayoutEffect } from 'react';
import type { FoldStore } from '../../form/stores.ts';
import { controlId } from '../../form/env.ts';

/**
 * The control of a field (`sections.2.heading`), or, `around`, of the nearest field around it the form draws: a place
 * that has no control of its own (an item of a pick-list of several, `solutions.5`) is shown at that field.
 */
function controlOf(name: string, around: boolean): HTMLElement | null {
  for (let at = name; at; at = around ? at.slice(0, Math.max(at.lastIndexOf('.'), 0)) : '') {
    const control =
      document.getElementById(controlId(at)) ??
      document.querySelector<HTMLElement>(
        `[data-field="${CSS.escape(at)}"] :is(input, select, textarea, button, [contenteditable])`,
      );
    if (control) return control;
  }
  return null;
}

/**
 * Focuses a field's control (`sections.2.heading`) and scrolls it into view. A field on screen takes the focus at
 * once (the entry's own field, in its first frame); one in a group just unfolded, or in the form while the preview is
 * shown (phones), once that is drawn, else the nearest field around it.
 */
export function focusFieldControl(name: string) {
  const focus = (around: boolean) => {
    const target = controlOf(name, around);
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
    return target !== null && document.activeElement === target;
  };
  if (!focus(false)) requestAnimationFrame(() => focus(true));
}

/**
 * Going to a field: the form shown (phones show one pane at a time), the groups around it unfolded, its control
 * focused. The field the entry opens at (`opensAt`) is gone to once the first check has drawn the preview (so its
 * element is shown there too), still before the entry's first frame.
 */
export function useFocusField(
  folds: FoldStore,
  showForm: () => void,
  { firstChecked, opensAt }: { firstChecked: boolean; opensAt?: string },
) {
  const focusField = useCallback(
    (name: string) => {
      showForm();
      folds.reveal(name);
      focusFieldControl(name);
    },
    [folds, showForm],
  );
  useLayoutEffect(() => {
    if (firstChecked && opensAt) focusField(opensAt);
  }, [firstChecked, opensAt, focusField]);
  return focusField;
}
