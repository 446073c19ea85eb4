/**
 * A number, saved exactly as typed or refused with the fix (admin/lib/number-input.ts); what it will be saved as is
 * said under it when the text held more (`$2,599`).
 */
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { formMessage } from '../../../schema/errors/editor.ts';
import { readNumber, shownNumber } from '../../lib/number-input.ts';
import { useFormEnv } from '../env.ts';
import { FieldFrame } from '../frame.tsx';
import type { InputProps } from './props.ts';

const priceLike = (name: string) => /price|amount|cost/i.test(name);

export function NumberInput({ field, name }: InputProps<'number'>) {
  const { control } = useFormContext();
  const env = useFormEnv();
  const { field: value } = useController({ name, control });
  const [text, setText] = useState(() => shownNumber(value.value));
  const [note, setNote] = useState<string>();
  const rules = {
    integer: field.integer,
    min: field.min,
    max: field.max,
    noun: field.integer && priceLike(field.name) ? 'whole-dollar price' : undefined,
  };
  const change = (typed: string) => {
    setText(typed);
    const reading = readNumber(typed, rules);
    env.mistakes.setOwn(
      name,
      'error' in reading ? formMessage(reading.error.kind, reading.error.params as never, env.say) : undefined,
    );
    setNote('value' in reading ? reading.note : undefined);
    // A number that is not one stays as typed: the save is refused until it is fixed, and nothing is rounded.
    value.onChange('empty' in reading ? '' : 'value' in reading ? reading.value : typed);
  };
  return (
    <FieldFrame field={field} name={name}>
      {({ id, describedBy, invalid }) => (
        <>
          <input
            type="text"
            inputMode={rules.integer ? 'numeric' : 'decimal'}
            id={id}
            name={name}
            ref={value.ref}
            value={text}
            onChange={(event) => change(event.target.value)}
            onBlur={value.onBlur}
            onFocus={() => env.focused(name)}
            aria-describedby={[describedBy, note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined}
            aria-invalid={invalid || undefined}
            autoComplete="off"
          />
          {note && (
            <p className="ed-note" id={`${id}-note`} role="status">
              {note}
            </p>
          )}
        </>
      )}
    </FieldFrame>
  );
}
