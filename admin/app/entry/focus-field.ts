import { controlId } from '../../form/env.ts';

/**
 * Focuses a field's control (`sections.2.heading`) and scrolls it into view. A field on screen takes the focus at
 * once (the entry's own field, in its first frame); one in a group just unfolded, or in the form while the preview is
 * shown (phones), once that is drawn.
 */
export function focusFieldControl(name: string) {
  const focus = () => {
    const target =
      document.getElementById(controlId(name)) ??
      document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"] :is(input, select, textarea, button)`);
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
    return target !== null && document.activeElement === target;
  };
  if (!focus()) requestAnimationFrame(focus);
}
