/** Yes or no: a checkbox with its label beside it. */
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { controlId, useFormEnv } from '../env.ts';
import { useMistake } from '../stores.ts';
import type { InputProps } from './props.ts';

export function YesNoInput({ field, name }: InputProps<'yes-no'>) {
  const { control } = useFormContext();
  const env = useFormEnv();
  const { field: value } = useController({ name, control });
  // A switch left off that the file never had stays out of the file: unchecked is the default.
  const [hadValue] = useState(() => value.value != null);
  const ids = useId();
  const mistake = useMistake(env.mistakes, name);
  return (
    <div className={`ed-field ed-check${mistake ? ' ed-invalid' : ''}`} data-field={name}>
      <input
        type="checkbox"
        id={controlId(name)}
        ref={value.ref}
        checked={value.value === true}
        onChange={(event) => value.onChange(event.target.checked ? true : hadValue ? false : undefined)}
        onFocus={() => env.focused(name)}
        aria-describedby={
          [mistake ? `${ids}-m` : '', field.hint ? `${ids}-h` : ''].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={Boolean(mistake) || undefined}
      />
      <label htmlFor={controlId(name)} className="ed-label">
        {field.label}
      </label>
      {mistake && (
        <p className="ed-mistake" id={`${ids}-m`}>
          {mistake}
        </p>
      )}
      {field.hint && (
        <p className="ed-hint" id={`${ids}-h`}>
          {field.hint}
        </p>
      )}
    </div>
  );
}
