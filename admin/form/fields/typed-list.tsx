/** Items each of one of several types (a page's sections): the type of a new item is chosen beside its Add button. */
import { useState } from 'react';
import { itemNoun } from '../../lib/item-label.ts';
import { FoldedItems } from './items.tsx';
import type { NestingProps } from './props.ts';

export function TypedListInput({ field, name, Field }: NestingProps<'typed-list'>) {
  const [newType, setNewType] = useState(field.types[0]?.name ?? '');
  return (
    <FoldedItems list={field} name={name} Field={Field} newItem={() => ({ [field.typeKey]: newType })}>
      <select
        aria-label={`Type of the new ${itemNoun(field)}`}
        value={newType}
        onChange={(event) => setNewType(event.target.value)}
      >
        {field.types.map((type) => (
          <option key={type.name} value={type.name}>
            {type.label}
          </option>
        ))}
      </select>
    </FoldedItems>
  );
}
