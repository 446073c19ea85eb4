/**
 * One field of an entry's form, drawn from its description in the generated config (pipeline/lib/cms-config.ts, made
 * from the zod schemas): its label, its control, its hint (the schema's `.describe()` text) and its mistake, tied to
 * the control with `aria-describedby` and `aria-invalid`. Groups (objects, lists) draw their fields the same way.
 */
import { useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { NestedField } from '../../pipeline/lib/cms-config-shape.ts';
import { formMessage } from '../../schema/errors/editor.ts';
import { readNumber, shownNumber } from '../lib/number-input.ts';
import { controlId, useFormEnv } from './env.ts';
import { FieldFrame, ItemButtons, LINK_TARGETS, withCodeMarked } from './frame.tsx';
import { ListField } from './ListField.tsx';
import { useMistake } from './stores.ts';

interface FieldProps {
  field: NestedField;
  /** The field's dotted path in the entry's data. */
  name: string;
}

function TextControl({ field, name, multiline }: FieldProps & { multiline: boolean }) {
  const { register } = useFormContext();
  const env = useFormEnv();
  return (
    <FieldFrame field={field} name={name}>
      {({ id, describedBy, invalid }) => {
        const props = {
          id,
          ...register(name),
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          'aria-required': field.required !== false || undefined,
          onFocus: () => env.focused(name),
          spellCheck: field.widget === 'link' ? false : undefined,
          list: field.widget === 'link' ? LINK_TARGETS : undefined,
          autoComplete: 'off',
        };
        return multiline ? <textarea rows={2} {...props} /> : <input type="text" {...props} />;
      }}
    </FieldFrame>
  );
}

const priceLike = (name: string) => /price|amount|cost/i.test(name);

function NumberControl({ field, name }: FieldProps) {
  const { control } = useFormContext();
  const env = useFormEnv();
  const { field: value } = useController({ name, control });
  const [text, setText] = useState(() => shownNumber(value.value));
  const [note, setNote] = useState<string>();
  const rules = {
    integer: field.value_type === 'int',
    min: field.min as number | undefined,
    max: field.max as number | undefined,
    noun: field.value_type === 'int' && priceLike(field.name) ? 'whole-dollar price' : undefined,
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

function BooleanControl({ field, name }: FieldProps) {
  const { control } = useFormContext();
  const env = useFormEnv();
  const { field: value } = useController({ name, control });
  // A switch left off that the file never had stays out of the file: unchecked is the default.
  const [hadValue] = useState(() => value.value !== undefined);
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
          {withCodeMarked(mistake)}
        </p>
      )}
      {field.hint && (
        <p className="ed-hint" id={`${ids}-h`}>
          {withCodeMarked(field.hint)}
        </p>
      )}
    </div>
  );
}

function optionsOf(field: NestedField, env: ReturnType<typeof useFormEnv>) {
  if (field.widget === 'relation') return env.choices(String(field.collection));
  return ((field.options as Array<string | number>) ?? []).map((option) => ({
    value: String(option),
    label: String(option),
  }));
}

function SelectControl({ field, name }: FieldProps) {
  const { register } = useFormContext();
  const env = useFormEnv();
  const options = optionsOf(field, env);
  const numeric = ((field.options as unknown[]) ?? []).some((option) => typeof option === 'number');
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
          <option value="">{field.required === false ? '— none —' : '— choose —'}</option>
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

/** Several choices of a fixed list or of another collection's entries; their order is kept. */
function MultiChoiceControl({ field, name }: FieldProps) {
  const { control } = useFormContext();
  const env = useFormEnv();
  const { field: value } = useController({ name, control });
  const chosen = Array.isArray(value.value) ? (value.value as unknown[]).map(String) : [];
  const options = optionsOf(field, env);
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

function PictureControl({ field, name }: FieldProps) {
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

type Pairs = Record<string, string | number>;

/** `label: value` lines (a YAML map such as a solution's key metrics). */
function KeyValueControl({ field, name }: FieldProps) {
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

/** An object's fields in a group of their own; an optional object can be added and removed whole. */
function ObjectField({ field, name }: FieldProps) {
  const { getValues, setValue, unregister } = useFormContext();
  const [present, setPresent] = useState(() => getValues(name) !== undefined || field.required !== false);
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
            setValue(name, {}, { shouldDirty: true });
            setPresent(true);
          }}
        >
          Add {field.label.toLowerCase()}
        </button>
        {field.hint && <p className="ed-hint">{withCodeMarked(field.hint)}</p>}
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
        {field.required === false && <span className="ed-optional"> (optional)</span>}
      </legend>
      {field.hint && <p className="ed-hint">{withCodeMarked(field.hint)}</p>}
      {mistake && (
        <p className="ed-mistake" id={mistakeId}>
          {withCodeMarked(mistake)}
        </p>
      )}
      {env.extra?.(name)}
      <Fields fields={field.fields ?? []} within={name} />
      {field.required === false && (
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

export function Field({ field, name }: FieldProps) {
  switch (field.widget) {
    case 'string':
    case 'link':
      return <TextControl field={field} name={name} multiline={false} />;
    case 'text':
      return <TextControl field={field} name={name} multiline />;
    case 'number':
      return <NumberControl field={field} name={name} />;
    case 'boolean':
      return <BooleanControl field={field} name={name} />;
    case 'select':
    case 'relation':
      return field.multiple ? (
        <MultiChoiceControl field={field} name={name} />
      ) : (
        <SelectControl field={field} name={name} />
      );
    case 'image':
      return <PictureControl field={field} name={name} />;
    case 'key-value':
      return <KeyValueControl field={field} name={name} />;
    case 'object':
      return <ObjectField field={field} name={name} />;
    case 'list':
      return <ListField field={field} name={name} Field={Field} Fields={Fields} />;
    default:
      throw new Error(`the editor has no control for the widget "${field.widget}" (${name})`);
  }
}

/** The fields of an object (or of the entry itself, `within` empty). */
export function Fields({ fields, within }: { fields: readonly NestedField[]; within: string }) {
  return (
    <>
      {fields.map((field) => (
        <Field key={field.name} field={field} name={within ? `${within}.${field.name}` : field.name} />
      ))}
    </>
  );
}
