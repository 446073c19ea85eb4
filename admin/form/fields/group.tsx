/** Fields that belong together, in a group of their own; an optional group can be added and removed whole. */
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { wholeItem } from '../../lib/whole-item.ts';
import { controlId, useFormEnv } from '../env.ts';
import { useMistake } from '../stores.ts';
import { within, type NestingProps } from './props.ts';

export function GroupInput({ field, name, Field }: NestingProps<'group'>) {
  const { getValues, setValue, unregister } = useFormContext();
  const [present, setPresent] = useState(() => getValues(name) !== undefined || field.required);
  const env = useFormEnv();
  const mistake = useMistake(env.mistakes, name);
  const mistakeId = `${useId()}-mistake`;
  if (!present)
    return (
      <div className="ed-field ed-absent" data-field={name}>
        <button
          type="button"
          className="ed-button"
          id={controlId(name)}
          onClick={() => {
            setValue(name, wholeItem(field.fields), { shouldDirty: true });
            setPresent(true);
          }}
        >
          Add {field.label.toLowerCase()}
        </button>
        {field.hint && <p className="ed-hint">{field.hint}</p>}
      </div>
    );
  return (
    <fieldset
      className={`ed-group${mistake ? ' ed-invalid' : ''}`}
      data-field={name}
      id={controlId(name)}
      tabIndex={-1}
      aria-describedby={mistake ? mistakeId : undefined}
      aria-invalid={mistake ? true : undefined}
    >
      <legend>
        {field.label}
        {!field.required && <span className="ed-optional"> (optional)</span>}
      </legend>
      {field.hint && <p className="ed-hint">{field.hint}</p>}
      {mistake && (
        <p className="ed-mistake" id={mistakeId}>
          {mistake}
        </p>
      )}
      {env.extra?.(name)}
      {field.fields.map((inner) => (
        <Field key={inner.name} field={inner} name={within(name, inner.name)} />
      ))}
      {!field.required && (
        <button
          type="button"
          className="ed-button ed-danger"
          onClick={() => {
            unregister(name);
            setValue(name, undefined, { shouldDirty: true });
            setPresent(false);
          }}
        >
          Remove {field.label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
