/**
 * The items of a list of groups or of types (cards, a page's sections): each folded to a bar named by its own text and
 * unfolded one by one (its fields are drawn only then), moved up or down, removed (and put back with Undo), added
 * empty.
 */
import { useState, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { itemFields, typeOf, type Field, type FieldOf } from '../../../pipeline/codegen/field-model.ts';
import { plural } from '../../../schema/errors/catalogue.ts';
import { itemNoun, itemText, singular } from '../../lib/item-label.ts';
import { wholeItem } from '../../lib/whole-item.ts';
import { controlId, useFormEnv } from '../env.ts';
import { FieldFrame, ItemButtons } from '../frame.tsx';
import { useMistake, useMistakesUnder, useOpen } from '../stores.ts';
import { within, type FieldComponent } from './props.ts';

type FoldedList = FieldOf<'list'> | FieldOf<'typed-list'>;

function ItemBar({
  list,
  name,
  index,
  count,
  typeLabel,
  move,
  remove,
}: {
  list: FoldedList;
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
  const typeKey = list.kind === 'typed-list' ? list.typeKey : undefined;
  const text = itemText(value, typeKey) ?? `${singular(list.label)} ${index + 1}`;
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
        {mistakes > 0 && <span className="ed-badge">{plural(mistakes, 'mistake')}</span>}
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

/** The order of `count` items after the one at `from` moved to `to`. */
const moved = (count: number, from: number, to: number) => {
  const order = [...Array(count).keys()];
  order.splice(to, 0, ...order.splice(from, 1));
  return order;
};

/** The order of `count` items after the one at `index` was removed. */
const without = (count: number, index: number) => [...Array(count).keys()].filter((at) => at !== index);

/** The order of `count` items after one was put in at `index` (no item was there before: -1). */
const withOne = (count: number, index: number) => [...Array(count + 1).keys()].map((at) => (at < index ? at : at - 1));

function ItemFields({
  Field,
  name,
  fields,
  hint,
}: {
  Field: FieldComponent;
  name: string;
  fields: readonly Field[];
  hint?: string;
}) {
  const env = useFormEnv();
  const open = useOpen(env.folds, name);
  const mistake = useMistake(env.mistakes, name);
  if (!open) return null;
  return (
    <div className="ed-item-fields" id={`${controlId(name)}-fields`}>
      {mistake && <p className="ed-mistake">{mistake}</p>}
      {hint && <p className="ed-hint">{hint}</p>}
      {fields.map((field) => (
        <Field key={field.name} field={field} name={within(name, field.name)} />
      ))}
    </div>
  );
}

export function FoldedItems({
  list,
  name,
  Field,
  newItem,
  children,
}: {
  list: FoldedList;
  name: string;
  Field: FieldComponent;
  /** What a new item is (its type); it starts with every other field empty. */
  newItem: () => Record<string, unknown>;
  /** Controls before the Add button (the type of the new item). */
  children?: ReactNode;
}) {
  const { control, getValues } = useFormContext();
  const env = useFormEnv();
  const { fields: items, append, insert, move, remove } = useFieldArray({ control, name });
  const follow = useFoldsFollow(name);
  /** The item removed last, to put back where it was. */
  const [removed, setRemoved] = useState<{ index: number; value: Record<string, unknown>; label: string }>();
  const whole = (item: Record<string, unknown>) => wholeItem(itemFields(list, item), item);
  const focusBar = (item: string) => requestAnimationFrame(() => document.getElementById(controlId(item))?.focus());
  const removedId = `${controlId(name)}-removed`;
  const add = () => {
    append(whole(newItem()), { shouldFocus: false });
    const added = `${name}.${items.length}`;
    env.folds.reveal(added);
    focusBar(added);
  };
  const removeAt = (index: number) => {
    const value = getValues(`${name}.${index}`) as Record<string, unknown>;
    const type = list.kind === 'typed-list' ? typeOf(list, value)?.label : undefined;
    const text = itemText(value, list.kind === 'typed-list' ? list.typeKey : undefined);
    const label = [type, text ? `“${text}”` : undefined].filter(Boolean).join(' ') || singular(list.label);
    remove(index);
    follow(without(items.length, index));
    setRemoved({ index, value, label });
    // The pressed button is gone with its item: the focus goes to the way back.
    requestAnimationFrame(() => document.getElementById(`${removedId}-undo`)?.focus());
  };
  const undoRemove = () => {
    if (!removed) return;
    const index = Math.min(removed.index, items.length);
    insert(index, whole(removed.value), { shouldFocus: false });
    follow(withOne(items.length, index));
    setRemoved(undefined);
    focusBar(`${name}.${index}`);
  };
  return (
    <FieldFrame field={list} name={name} group>
      {() => (
        <>
          <ol className="ed-items">
            {items.map((item, index) => {
              const itemName = `${name}.${index}`;
              const value: unknown = getValues(itemName);
              const type = list.kind === 'typed-list' ? typeOf(list, value) : undefined;
              return (
                <li key={item.id} className="ed-item">
                  <ItemBar
                    list={list}
                    name={itemName}
                    index={index}
                    count={items.length}
                    typeLabel={type?.label}
                    move={(from, to) => {
                      move(from, to);
                      follow(moved(items.length, from, to));
                    }}
                    remove={() => removeAt(index)}
                  />
                  <ItemFields Field={Field} name={itemName} fields={itemFields(list, value)} hint={type?.hint} />
                </li>
              );
            })}
          </ol>
          {removed && (
            <p className="ed-removed">
              <span id={removedId} role="status">
                Removed {removed.label}.
              </span>{' '}
              <button
                type="button"
                className="ed-button"
                id={`${removedId}-undo`}
                aria-describedby={removedId}
                onClick={undoRemove}
              >
                Undo
              </button>
            </p>
          )}
          <div className="ed-row">
            {children}
            <button type="button" className="ed-button" onClick={add}>
              Add {itemNoun(list)}
            </button>
          </div>
        </>
      )}
    </FieldFrame>
  );
}
