/**
 * Items of one kind: groups of fields (cards), folded one by one (items.tsx), or plain values (bullet points,
 * industries), one control each, in order.
 */
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { itemNoun, itemText, singular } from '../../lib/item-label.ts';
import { controlId, useFormEnv } from '../env.ts';
import { FieldFrame, ItemButtons } from '../frame.tsx';
import { FoldedItems } from './items.tsx';
import type { NestingProps } from './props.ts';

export function ListInput(props: NestingProps<'list'>) {
  return props.field.item.kind === 'group' ? (
    <FoldedItems list={props.field} name={props.name} Field={props.Field} newItem={() => ({})} />
  ) : (
    <ValueList {...props} />
  );
}

function ValueList({ field, name, Field }: NestingProps<'list'>) {
  const { getValues, setValue } = useFormContext();
  const env = useFormEnv();
  // Controls are drawn afresh after items move, so each shows its new value.
  const [version, setVersion] = useState(0);
  const values = (useWatch({ name }) as unknown[] | undefined) ?? [];
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
                  field={{
                    ...field.item,
                    name: field.name,
                    label: `${singular(field.label)} ${index + 1}`,
                    required: true,
                  }}
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
