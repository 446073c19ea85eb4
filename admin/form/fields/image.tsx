/** A picture under public/: its address, typed or chosen in the picture picker. */
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFormEnv } from '../env.ts';
import { FieldFrame } from '../frame.tsx';
import type { InputProps } from './props.ts';

export function ImageInput({ field, name }: InputProps<'image'>) {
  const { register, setValue, getValues } = useFormContext();
  const env = useFormEnv();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <FieldFrame field={field} name={name}>
      {({ id, describedBy, invalid }) => (
        <div className="ed-row">
          <input
            type="text"
            id={id}
            {...register(name)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onFocus={() => env.focused(name)}
            spellCheck={false}
            autoComplete="off"
          />
          <button
            type="button"
            className="ed-button"
            ref={button}
            onClick={async () => {
              const chosen = await env.choosePicture(String(getValues(name) ?? ''));
              if (chosen !== undefined) setValue(name, chosen, { shouldDirty: true });
              button.current?.focus();
            }}
          >
            Choose picture
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
