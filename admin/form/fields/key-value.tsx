/** `label: value` lines (a YAML map such as a solution's key metrics), each line two boxes. */
import { useController, useFormContext } from 'react-hook-form';
import { controlId, useFormEnv } from '../env.ts';
import { FieldFrame } from '../frame.tsx';
import type { InputProps } from './props.ts';

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
        <div className="ed-pairs">
          {pairs.map(([key, item], index) => (
            <div key={index} className="ed-row">
              <input
                aria-label={`${field.label}: label ${index + 1}`}
                value={key}
                onFocus={() => env.focused(name)}
                onChange={(event) =>
                  change(pairs.map((pair, at) => (at === index ? [event.target.value, pair[1]!] : pair)))
                }
              />
              <input
                // The line's own field (`keyMetrics.Time Saved`), where a mistake in its value lands.
                id={key ? controlId(`${name}.${key}`) : undefined}
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
            </div>
          ))}
          <button type="button" className="ed-button" onClick={() => change([...pairs, ['', '']])}>
            Add a line
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
