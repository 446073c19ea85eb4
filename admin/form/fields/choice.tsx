/**
 * A choice from a fixed list; several, in order, when the field takes several. The pick-lists of references
 * (reference.tsx) are drawn the same way.
 */
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldBase } from '../../../pipeline/codegen/field-model.ts';
import { useFormEnv, type Choice } from '../env.ts';
import { FieldFrame, ItemButtons } from '../frame.tsx';
import type { InputProps } from './props.ts';

export function ChoiceInput({ field, name }: InputProps<'choice'>) {
  // The saved value is the option's; the form offers it in words (`top-bar`: `Bar under the navigation`).
  const options = field.options.map((option, at) => ({
    value: String(option),
    label: field.labels[at] ?? String(option),
  }));
  const numeric = field.options.some((option) => typeof option === 'number');
  return field.multiple ? (
    <PickSeveral field={field} name={name} options={options} />
  ) : (
    <PickOne field={field} name={name} options={options} numeric={numeric} />
  );
}

interface PickProps {
  field: FieldBase;
  name: string;
  options: readonly Choice[];
}

/** One choice of `options`; `numeric` ones are saved as numbers. */
export function PickOne({ field, name, options, numeric = false }: PickProps & { numeric?: boolean }) {
  const { register } = useFormContext();
  const env = useFormEnv();
  return (
    <FieldFrame field={field} name={name}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          {...register(name, { setValueAs: (value: string) => (numeric && value !== '' ? Number(value) : value) })}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onFocus={() => env.focused(name)}
        >
          <option value="">{field.required ? '— choose —' : '— none —'}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Several choices of `options`; their order is kept. */
export function PickSeveral({ field, name, options }: PickProps) {
  const { control } = useFormContext();
  const env = useFormEnv();
  const { field: value } = useController({ name, control });
  const chosen = Array.isArray(value.value) ? (value.value as unknown[]).map(String) : [];
  const labelOf = (id: string) => options.find((option) => option.value === id)?.label ?? id;
  const [adding, setAdding] = useState('');
  const set = (next: string[]) => value.onChange(next);
  const remaining = options.filter((option) => !chosen.includes(option.value));
  return (
    <FieldFrame field={field} name={name} group>
      {({ id }) => (
        <>
          <ol className="ed-chosen">
            {chosen.map((item, index) => (
              <li key={`${item}-${index}`}>
                <span className="ed-chosen-label">{labelOf(item)}</span>
                <ItemButtons
                  label={labelOf(item)}
                  index={index}
                  count={chosen.length}
                  move={(from, to) => {
                    const next = [...chosen];
                    next.splice(to, 0, ...next.splice(from, 1));
                    set(next);
                  }}
                  remove={() => set(chosen.filter((_, at) => at !== index))}
                />
              </li>
            ))}
          </ol>
          {remaining.length > 0 && (
            <div className="ed-row">
              <select
                id={id}
                ref={value.ref}
                aria-label={`Add to ${field.label}`}
                value={adding}
                onChange={(event) => setAdding(event.target.value)}
                onFocus={() => env.focused(name)}
              >
                <option value="">— choose one to add —</option>
                {remaining.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="ed-button"
                disabled={adding === ''}
                onClick={() => {
                  set([...chosen, adding]);
                  setAdding('');
                }}
              >
                Add
              </button>
            </div>
          )}
        </>
      )}
    </FieldFrame>
  );
}
