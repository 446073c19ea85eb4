/** `label: value` lines (a YAML map such as a solution's key metrics), each line two boxes under "Label" and "Value". */
import { Fragment } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { controlId, useFormEnv } from '../env.ts';
import { FieldFrame } from '../frame.tsx';
import { within, type InputProps } from './props.ts';

type Pairs = Record<string, string | number>;

export function KeyValueInput({ field, name }: InputProps<'key-value'>) {
  const { control } = useFormContext();
  const env = useFormEnv();
  const { field: value } = useController({ name, control });
  const pairs = Object.entries((value.value as Pairs | undefined) ?? {}).map(([key, item]) => [key, String(item)]);
  const change = (next: string[][]) => value.onChange(Object.fromEntries(next));
  return (
    <FieldFrame field={field} name={name} group>
      {() => (
        <>
          {pairs.length > 0 && (
            <div className="ed-pairs">
              {/* Each box is named by its column and line for screen readers; the columns' words are for the eye. */}
              <span className="ed-pairs-head" aria-hidden="true">
                Label
              </span>
              <span className="ed-pairs-head" aria-hidden="true">
                Value
              </span>
              <span aria-hidden="true" />
              {pairs.map(([key, item], index) => (
                <Fragment key={index}>
                  <input
                    aria-label={`${field.label}: label ${index + 1}`}
                    value={key}
                    onFocus={() => env.focused(name)}
                    onChange={(event) =>
                      change(pairs.map((pair, at) => (at === index ? [event.target.value, pair[1]!] : pair)))
                    }
                  />
                  <input
                    id={key ? controlId(within(name, key)) : undefined}
                    aria-label={`${field.label}: value of ${key || `line ${index + 1}`}`}
                    value={item}
                    onFocus={() => env.focused(name)}
                    onChange={(event) =>
                      change(pairs.map((pair, at) => (at === index ? [pair[0]!, event.target.value] : pair)))
                    }
                  />
                  <button
                    type="button"
                    className="ed-icon ed-danger"
                    aria-label={`Remove ${key || `line ${index + 1}`}`}
                    onClick={() => change(pairs.filter((_, at) => at !== index))}
                  >
                    ×
                  </button>
                </Fragment>
              ))}
            </div>
          )}
          <button type="button" className="ed-button" onClick={() => change([...pairs, ['', '']])}>
            Add line
          </button>
        </>
      )}
    </FieldFrame>
  );
}
