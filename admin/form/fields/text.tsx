/** A text: one line, or a box of several lines for sentences and paragraphs. */
import { useFormContext } from 'react-hook-form';
import type { FieldBase } from '../../../pipeline/codegen/field-model.ts';
import { useFormEnv } from '../env.ts';
import { FieldFrame, LINK_TARGETS } from '../frame.tsx';
import type { InputProps } from './props.ts';

export function TextInput({ field, name }: InputProps<'text'>) {
  return <TextBox field={field} name={name} multiline={field.multiline === true} />;
}

/** A text box in its frame; a `link` one offers the site's addresses and is not spell-checked. */
export function TextBox({
  field,
  name,
  multiline,
  link = false,
}: {
  field: FieldBase;
  name: string;
  multiline: boolean;
  link?: boolean;
}) {
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
          'aria-required': field.required || undefined,
          onFocus: () => env.focused(name),
          spellCheck: link ? false : undefined,
          list: link ? LINK_TARGETS : undefined,
          autoComplete: 'off',
        };
        return multiline ? <textarea rows={2} {...props} /> : <input type="text" {...props} />;
      }}
    </FieldFrame>
  );
}
