/**
 * What every field of the form shares: its frame (label, hint, mistake, tied to the control for screen readers), the
 * buttons of a list item, and the list of the site's addresses link fields offer.
 */
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import type { FieldBase } from '../../pipeline/codegen/field-model.ts';
import { controlId, useFormEnv } from './env.ts';
import { useMistake } from './stores.ts';

interface FieldProps {
  field: FieldBase;
  /** The field's dotted path in the entry's data. */
  name: string;
}

/**
 * A field's label, hint and mistake around its control; `control` gets the ids to describe it by. A `group` (a list,
 * several controls) is named by its label and described by its mistake as one group of controls.
 */
export function FieldFrame({
  field,
  name,
  children,
  group = false,
}: FieldProps & {
  children: (described: { id: string; labelId: string; describedBy?: string; invalid: boolean }) => ReactNode;
  group?: boolean;
}) {
  const env = useFormEnv();
  const mistake = useMistake(env.mistakes, name);
  const ids = useId();
  const hintId = `${ids}-hint`;
  const mistakeId = `${ids}-mistake`;
  const describedBy = [mistake ? mistakeId : '', field.hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const label = (
    <>
      {field.label}
      {!field.required && <span className="ed-optional"> (optional)</span>}
    </>
  );
  const labelId = `${ids}-label`;
  const body = children({ id: controlId(name), labelId, describedBy, invalid: Boolean(mistake) });
  return (
    <div className={`ed-field${mistake ? ' ed-invalid' : ''}`} data-field={name}>
      {group ? (
        <>
          <p className="ed-label" id={labelId}>
            {label}
          </p>
          <div
            role="group"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={mistake ? true : undefined}
          >
            {body}
          </div>
        </>
      ) : (
        <>
          <label className="ed-label" htmlFor={controlId(name)} id={labelId}>
            {label}
          </label>
          {body}
        </>
      )}
      {mistake && (
        <p className="ed-mistake" id={mistakeId}>
          {mistake}
        </p>
      )}
      {field.hint && (
        <p className="ed-hint" id={hintId}>
          {field.hint}
        </p>
      )}
      {env.extra?.(name)}
    </div>
  );
}

/** One `<datalist>` of the site's addresses and anchors, shared by every link field (drawn by the entry editor). */
export const LINK_TARGETS = 'ed-link-targets';

type ButtonRef = RefObject<HTMLButtonElement | null>;

/** Move up, move down and remove buttons of a list item, named after the item for screen readers. */
export function ItemButtons({
  label,
  index,
  count,
  move,
  remove,
}: {
  label: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: () => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // Moving an item down takes its element out of the page and back in, and at either end the pressed button turns
  // disabled: either way the focus would fall back to the page. It stays with the moved item, to move it again.
  const moveTo = (to: number, pressed: ButtonRef, other: ButtonRef) => {
    const labels = [pressed.current?.getAttribute('aria-label'), other.current?.getAttribute('aria-label')];
    move(index, to);
    // Lists of plain values draw their items afresh: the moved item's buttons are then found by their names.
    const named = (label: string | null | undefined) =>
      label ? document.querySelector<HTMLButtonElement>(`button[aria-label=${JSON.stringify(label)}]`) : null;
    requestAnimationFrame(() =>
      [pressed.current, other.current, ...labels.map(named)]
        .find((button) => button?.isConnected && !button.disabled)
        ?.focus(),
    );
  };
  return (
    <span className="ed-item-buttons">
      <button
        type="button"
        className="ed-icon"
        ref={up}
        aria-label={`Move “${label}” up`}
        title="Move up"
        disabled={index === 0}
        onClick={() => moveTo(index - 1, up, down)}
      >
        ↑
      </button>
      <button
        type="button"
        className="ed-icon"
        ref={down}
        aria-label={`Move “${label}” down`}
        title="Move down"
        disabled={index === count - 1}
        onClick={() => moveTo(index + 1, down, up)}
      >
        ↓
      </button>
      <button
        type="button"
        className="ed-icon ed-danger"
        aria-label={`Remove “${label}”`}
        title="Remove"
        onClick={remove}
      >
        ×
      </button>
    </span>
  );
}
