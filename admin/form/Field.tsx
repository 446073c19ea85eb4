/**
 * One field of an entry's form, drawn from the field model (pipeline/codegen/field-model.ts, made from the zod schemas):
 * the input of its kind, each in fields/. What every field shares (its label, its hint, the `.describe()` text, and its
 * mistake, tied to the control with `aria-describedby` and `aria-invalid`) is in frame.tsx.
 */
import type { Field as ModelField } from '../../pipeline/codegen/field-model.ts';
import { ChoiceInput } from './fields/choice.tsx';
import { GroupInput } from './fields/group.tsx';
import { ImageInput } from './fields/image.tsx';
import { KeyValueInput } from './fields/key-value.tsx';
import { LinkInput } from './fields/link.tsx';
import { ListInput } from './fields/list.tsx';
import { NumberInput } from './fields/number.tsx';
import { within } from './fields/props.ts';
import { ReferenceInput } from './fields/reference.tsx';
import { TextInput } from './fields/text.tsx';
import { TypedListInput } from './fields/typed-list.tsx';
import { YesNoInput } from './fields/yes-no.tsx';

export function Field({ field, name }: { field: ModelField; name: string }) {
  switch (field.kind) {
    case 'text':
      return <TextInput field={field} name={name} />;
    case 'link':
      return <LinkInput field={field} name={name} />;
    case 'number':
      return <NumberInput field={field} name={name} />;
    case 'yes-no':
      return <YesNoInput field={field} name={name} />;
    case 'choice':
      return <ChoiceInput field={field} name={name} />;
    case 'reference':
      return <ReferenceInput field={field} name={name} />;
    case 'image':
      return <ImageInput field={field} name={name} />;
    case 'key-value':
      return <KeyValueInput field={field} name={name} />;
    case 'group':
      return <GroupInput field={field} name={name} Field={Field} />;
    case 'list':
      return <ListInput field={field} name={name} Field={Field} />;
    case 'typed-list':
      return <TypedListInput field={field} name={name} Field={Field} />;
    default: {
      const unknown: never = field;
      throw new Error(`the editor has no input for the field ${JSON.stringify(unknown)} (${name})`);
    }
  }
}

/** The fields of an object (or of the entry itself, `within` empty). */
export function Fields({ fields, within: group }: { fields: readonly ModelField[]; within: string }) {
  return (
    <>
      {fields.map((field) => (
        <Field key={field.name} field={field} name={within(group, field.name)} />
      ))}
    </>
  );
}
