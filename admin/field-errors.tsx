/**
 * The validator's errors at the fields they are about. Decap asks every field's control `isValid()` before it saves;
 * the controls of plain values (text, numbers, choices, links, images) are wrapped so they also answer with the
 * validator's error about their own value (its words and fix), found by the error's path in the entry
 * (`sections[2].actions[0].href`). Decap then marks the field and saves nothing.
 */
import type { Map as ImmutableMap } from 'immutable';
import { Component, type ComponentType } from 'react';
import type { SaveError } from '../pipeline/lib/save-check.ts';
import { entryFile, errorsWith } from './content.ts';

type Immutable = ImmutableMap<string, unknown>;

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], data);

const plain = (value: unknown) =>
  JSON.stringify(value && typeof value === 'object' && 'toJS' in value ? (value as Immutable).toJS() : value);

/** The validator's error about the field named `name` holding `value` in this entry, worded for the field. */
export function mistakeAt(errors: readonly SaveError[], file: string, data: unknown, name: string, value: unknown) {
  const error = errors.find(
    ({ file: where, fieldPath }) =>
      where === file && fieldPath.at(-1) === name && plain(valueAt(data, fieldPath)) === plain(value),
  );
  return error && `${error.message}${error.suggestion ? ` — fix: ${error.suggestion}` : ''}`;
}

interface ControlProps {
  entry: Immutable;
  collection: Immutable;
  field: Immutable;
  value: unknown;
}

/** Decap's `isValid` answer: true, or the error to show at the field. */
type Validity = boolean | { error: false | { type: string; message: string } } | Promise<unknown>;

// `any`: any widget's control, whatever its own props.
export function withValidatorErrors(Control: ComponentType<any>) {
  return class ValidatorChecked extends Component<ControlProps> {
    inner: { isValid?: () => Validity } | null = null;

    isValid = (): Validity => {
      const own = this.inner?.isValid?.() ?? true;
      if (own !== true && !(typeof own === 'object' && 'error' in own && own.error === false)) return own;
      const { entry, collection, field, value } = this.props;
      const file = entryFile(entry, {
        folder: collection.get('folder') as string | undefined,
        slug: collection.get('slug') as string | undefined,
      });
      const message = mistakeAt(
        errorsWith(file.path, file.text),
        file.path,
        file.data,
        String(field.get('name')),
        value,
      );
      return message ? { error: { type: 'CUSTOM', message } } : own;
    };

    override render() {
      return <Control {...this.props} ref={(inner: typeof this.inner) => void (this.inner = inner)} />;
    }
  };
}
