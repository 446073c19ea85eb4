/**
 * The id of another entry (a solution, a testimonial, an offering), picked by its name from the content's entries of
 * that kind; several, in order, when the field takes several.
 */
import { useFormEnv } from '../env.ts';
import { PickOne, PickSeveral } from './choice.tsx';
import type { InputProps } from './props.ts';

export function ReferenceInput({ field, name }: InputProps<'reference'>) {
  const options = useFormEnv().choices(field.to);
  return field.multiple ? (
    <PickSeveral field={field} name={name} options={options} />
  ) : (
    <PickOne field={field} name={name} options={options} />
  );
}
