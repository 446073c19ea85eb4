/** What every field's input is given, and how inputs that hold fields draw them. */
import type { ComponentType } from 'react';
import type { Field, FieldKind, FieldOf } from '../../../pipeline/codegen/field-model.ts';

/** A field's input: the field, and its dotted path in the entry's data (`sections.2.heading`). */
export interface InputProps<K extends FieldKind> {
  field: FieldOf<K>;
  name: string;
}

/** Any field, drawn by the form's dispatch (admin/form/Field.tsx). */
export type FieldComponent = ComponentType<{ field: Field; name: string }>;

/** Groups and lists draw their fields with the form's own dispatch, which Field.tsx hands in (it imports them). */
export interface NestingProps<K extends FieldKind> extends InputProps<K> {
  Field: FieldComponent;
}

/** The dotted path of a field inside a group or item (`sections.2` + `heading`). */
export const within = (group: string, name: string | number) => (group ? `${group}.${name}` : String(name));
