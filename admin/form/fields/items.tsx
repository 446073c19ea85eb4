/**
 * The items of a list of groups or of types (cards, a page's sections): each folded to a bar named by its own text and
 * unfolded one by one (its fields are drawn only then), moved up or down, removed, added.
 */
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { itemFields, typeOf, type Field, type FieldOf } from '../../../pipeline/codegen/field-model.ts';
import { plural } from '../../../schema/errors/catalogue.ts';
import { itemNoun, itemText, singular } from '../../lib/item-label.ts';
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
  /** What a new item starts as. */
  newItem: () => Record<string, unknown>;
  /** Controls before the Add button (the type of the new item). */
  children?: ReactNode;
}) {
  const { control, getValues } = useFormContext();
  const env = useFormEnv();
  const { fields: items, append, move, remove } = useFieldArray({ control, name });
  const follow = useFoldsFollow(name);
  const add = () => {
    append(newItem(), { shouldFocus: false });
    const added = `${name}.${items.length}`;
    env.folds.reveal(added);
    requestAnimationFrame(() => document.getElementById(controlId(added))?.focus());
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
                    remove={() => {
                      remove(index);
                      follow(without(items.length, index));
                    }}
                  />
                  <ItemFields Field={Field} name={itemName} fields={itemFields(list, value)} hint={type?.hint} />
                </li>
              );
            })}
          </ol>
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
