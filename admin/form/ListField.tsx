/**
 * A list in the form: items folded to a bar named by their own text, unfolded one by one (their fields are drawn
 * only then), moved up or down, removed, added. Three shapes: items that are groups of fields (cards), items of one
 * of several types (a page's sections), and plain values (bullet points, industries).
 */
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { NestedField } from '../../pipeline/lib/cms-config-shape.ts';
import { counted, itemNoun, itemText, singular } from '../lib/item-label.ts';
import { controlId, useFormEnv } from './env.ts';
import type { ComponentType } from 'react';
import { FieldFrame, ItemButtons, withCodeMarked } from './frame.tsx';
import { useMistake, useMistakesUnder, useOpen } from './stores.ts';

interface FieldProps {
  field: NestedField;
  name: string;
}

/** A list's items are fields of any kind: Field.tsx hands its own components in (it draws the lists). */
interface ListProps extends FieldProps {
  Field: ComponentType<FieldProps>;
  Fields: ComponentType<{ fields: readonly NestedField[]; within: string }>;
}

type TypeOption = { name: string; label: string; fields?: NestedField[]; hint?: string };

function ItemBar({
  list,
  name,
  index,
  count,
  typeLabel,
  move,
  remove,
}: {
  list: NestedField;
  name: string;
  index: number;
  count: number;
  typeLabel?: string;
  move: (from: number, to: number) => void;
  remove: () => void;
}) {
  const env = useFormEnv();
  const open = useOpen(env.folds, name);
  const value = useWatch({ name });
  const mistakes = useMistakesUnder(env.mistakes, name);
  const text = itemText(value, list.types && String(list.typeKey ?? 'type')) ?? `${singular(list.label)} ${index + 1}`;
  const label = typeLabel ? `${typeLabel}: ${text}` : text;
  return (
    <div className="ed-item-bar">
      <button
        type="button"
        className="ed-fold"
        aria-expanded={open}
        aria-controls={`${controlId(name)}-fields`}
        id={controlId(name)}
        onClick={() => env.folds.toggle(name)}
      >
        <span aria-hidden="true" className="ed-chevron">
          {open ? '▾' : '▸'}
        </span>
        <span className="ed-item-name">{label}</span>
        {mistakes > 0 && <span className="ed-badge">{counted(mistakes, 'mistake')}</span>}
      </button>
      <ItemButtons label={text} index={index} count={count} move={move} remove={remove} />
    </div>
  );
}

/** After items moved, the folds follow them: an unfolded item stays unfolded at its new place. */
function useFoldsFollow(name: string) {
  const env = useFormEnv();
  return (order: number[]) => {
    const opened = order.flatMap((old, at) => (env.folds.isOpen(`${name}.${old}`) ? [`${name}.${at}`] : []));
    env.folds.closeUnder(name, opened);
  };
}

const moved = (count: number, from: number, to: number) => {
  const order = [...Array(count).keys()];
  order.splice(to, 0, ...order.splice(from, 1));
  return order;
};
const without = (count: number, index: number) => [...Array(count).keys()].filter((at) => at !== index);

/** Items that are groups of fields, or of one of several types. */
function GroupList({ field, name, Fields }: ListProps) {
  const { control, getValues } = useFormContext();
  const env = useFormEnv();
  const { fields: items, append, move, remove } = useFieldArray({ control, name });
  const follow = useFoldsFollow(name);
  const types = field.types as TypeOption[] | undefined;
  const typeKey = String(field.typeKey ?? 'type');
  const [newType, setNewType] = useState(types?.[0]?.name ?? '');
  const add = () => {
    append(types ? { [typeKey]: newType } : {}, { shouldFocus: false });
    const added = `${name}.${items.length}`;
    env.folds.reveal(added);
    requestAnimationFrame(() => document.getElementById(controlId(added))?.focus());
  };
  const what = itemNoun(field);
  return (
    <FieldFrame field={field} name={name} group>
      {() => (
        <>
          <ol className="ed-items">
            {items.map((item, index) => {
              const itemName = `${name}.${index}`;
              const type = types?.find((option) => option.name === (getValues(`${itemName}.${typeKey}`) as string));
              return (
                <li key={item.id} className="ed-item">
                  <ItemBar
                    list={field}
                    name={itemName}
                    index={index}
                    count={items.length}
                    typeLabel={type?.label}
                    move={(from, to) => {
                      move(from, to);
                      follow(moved(items.length, from, to));
                    }}
                    remove={() => {
                      remove(index);
                      follow(without(items.length, index));
                    }}
                  />
                  <ItemFields
                    Fields={Fields}
                    name={itemName}
                    fields={types ? (type?.fields ?? []) : (field.fields ?? [])}
                    hint={type?.hint}
                  />
                </li>
              );
            })}
          </ol>
          <div className="ed-row">
            {types && (
              <select
                aria-label={`Type of the new ${what}`}
                value={newType}
                onChange={(event) => setNewType(event.target.value)}
              >
                {types.map((option) => (
                  <option key={option.name} value={option.name}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
            <button type="button" className="ed-button" onClick={add}>
              Add {what}
            </button>
          </div>
        </>
      )}
    </FieldFrame>
  );
}

function ItemFields({
  Fields,
  name,
  fields,
  hint,
}: {
  Fields: ListProps['Fields'];
  name: string;
  fields: NestedField[];
  hint?: string;
}) {
  const env = useFormEnv();
  const open = useOpen(env.folds, name);
  const mistake = useMistake(env.mistakes, name);
  if (!open) return null;
  return (
    <div className="ed-item-fields" id={`${controlId(name)}-fields`}>
      {mistake && <p className="ed-mistake">{withCodeMarked(mistake)}</p>}
      {hint && <p className="ed-hint">{hint}</p>}
      <Fields fields={fields} within={name} />
    </div>
  );
}

/** Plain values: one control each, in order. */
function ValueList({ field, name, Field }: ListProps) {
  const { getValues, setValue } = useFormContext();
  const env = useFormEnv();
  // Controls are drawn afresh after items move, so each shows its new value.
  const [version, setVersion] = useState(0);
  const values = (useWatch({ name }) as unknown[] | undefined) ?? [];
  const item = field.field as NestedField;
  const set = (next: unknown[]) => {
    setValue(name, next, { shouldDirty: true });
    setVersion((current) => current + 1);
  };
  const what = itemNoun(field);
  return (
    <FieldFrame field={field} name={name} group>
      {() => (
        <>
          <ol className="ed-values">
            {values.map((value, index) => (
              <li key={`${version}-${index}`} className="ed-value">
                <Field
                  field={{ ...item, label: `${singular(field.label)} ${index + 1}`, hint: undefined }}
                  name={`${name}.${index}`}
                />
                <ItemButtons
                  label={itemText(value) ?? `${what} ${index + 1}`}
                  index={index}
                  count={values.length}
                  move={(from, to) => {
                    const next = [...(getValues(name) as unknown[])];
                    next.splice(to, 0, ...next.splice(from, 1));
                    set(next);
                  }}
                  remove={() => set((getValues(name) as unknown[]).filter((_, at) => at !== index))}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="ed-button"
            onClick={() => {
              set([...((getValues(name) as unknown[] | undefined) ?? []), '']);
              requestAnimationFrame(() => document.getElementById(controlId(`${name}.${values.length}`))?.focus());
              env.focused(name);
            }}
          >
            Add {what}
          </button>
        </>
      )}
    </FieldFrame>
  );
}

export function ListField(props: ListProps) {
  return props.field.field ? <ValueList {...props} /> : <GroupList {...props} />;
}
