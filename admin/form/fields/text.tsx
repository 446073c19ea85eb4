/** A text: one line, or a box of several lines for sentences and paragraphs. */
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldBase } from '../../../pipeline/codegen/field-model.ts';
import { controlId, useFormEnv } from '../env.ts';
import { FieldFrame, LINK_TARGETS } from '../frame.tsx';
import { useMistakeAboutFacts } from '../stores.ts';
import { FactTextBox, holdsPlaceholder } from './fact-text.tsx';
import type { InputProps } from './props.ts';

export function TextInput({ field, name }: InputProps<'text'>) {
  const multiline = field.multiline === true;
  const { getValues } = useFormContext();
  const env = useFormEnv();
  // A text that states a fact, or is refused for a figure where a fact belongs, shows its facts as what they are
  // and offers them to insert; once it does, it keeps doing so while the entry is open.
  const showsFacts = useRef<boolean>(undefined);
  showsFacts.current ??= holdsPlaceholder(getValues(name));
  const aboutFacts = useMistakeAboutFacts(env.mistakes, name);
  // Refused while typing in it: the box that takes its place takes the focus too.
  const typing = aboutFacts && !showsFacts.current && document.activeElement?.id === controlId(name);
  if (aboutFacts) showsFacts.current = true;
  return showsFacts.current ? (
    <FactTextBox field={field} name={name} multiline={multiline} focusAtEnd={typing} />
  ) : (
    <TextBox field={field} name={name} multiline={multiline} />
  );
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
