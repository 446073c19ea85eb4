import { controlId } from '../../form/env.ts';

/**
 * Focuses a field's control (`sections.2.heading`) and scrolls it into view. A field on screen takes the focus at
 * once (the entry's own field, in its first frame); one in a group just unfolded, or in the form while the preview is
 * shown (phones), once that is drawn.
 */
export function focusFieldControl(name: string) {
  const controlOf = (field: string) =>
    document.getElementById(controlId(field)) ??
    document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"] :is(input, select, textarea, button)`);
  /** The field's control; failing that, `nearest`: the control of the nearest field around it that has one. */
  const focus = (nearest: boolean) => {
    // A field inside one with no control of its own (a line of a list of `label: value` lines, say) lands on the
    // nearest field around it, once the form is drawn.
    const parts = name.split('.');
    let target = controlOf(name);
    for (let end = parts.length - 1; nearest && end > 0 && !target; end -= 1)
      target = controlOf(parts.slice(0, end).join('.'));
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
    return target !== null && document.activeElement === target;
  };
  if (!focus(false)) requestAnimationFrame(() => focus(true));
}
