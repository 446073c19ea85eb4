/** A link: a page of this site, offered from its addresses and anchors, or a full https:, mailto: or tel: address. */
import type { InputProps } from './props.ts';
import { TextBox } from './text.tsx';

export function LinkInput({ field, name }: InputProps<'link'>) {
  return <TextBox field={field} name={name} multiline={false} link />;
}
