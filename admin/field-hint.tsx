/**
 * Each field's hint (its schema's `.describe()` text) under its control, where Decap shows `hint`: as plain text, with
 * `code` spans marked, in Decap's hint style (grey, blue while the field is active, red on an error). The hints hold no
 * other Markdown (a test keeps it so), so nothing is lost by not parsing them.
 */
import type { Map as ImmutableMap } from 'immutable';
import { Component, type ComponentType, type ReactNode } from 'react';
import { HINT_OPTION } from './config.ts';

interface HintProps {
  field: ImmutableMap<string, unknown>;
  hasActiveStyle?: boolean;
  uniqueFieldId?: string;
  fieldsErrors?: ImmutableMap<string, unknown[]>;
}

/** Decap's hint colours (decap-cms-ui-default's controlLabel, active and errorText). */
const COLOURS = { idle: '#5D626F', active: '#3a69c7', error: '#ff003b' };

/** `Write \`/contact\`` -> ['Write ', <code>/contact</code>]. */
const withCodeMarked = (text: string) =>
  text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));

function FieldHint({ field, hasActiveStyle, uniqueFieldId, fieldsErrors }: HintProps) {
  const hint = field.get(HINT_OPTION);
  if (typeof hint !== 'string') return null;
  const hasErrors = Boolean(uniqueFieldId && fieldsErrors?.get(uniqueFieldId)?.length);
  const colour = hasErrors ? COLOURS.error : hasActiveStyle ? COLOURS.active : COLOURS.idle;
  return (
    <p style={{ margin: 0, padding: '6px 0 0', fontSize: 12, color: colour, transition: 'color .2s ease' }}>
      {withCodeMarked(hint)}
    </p>
  );
}

/**
 * A widget's control followed by its field's hint. A class control is extended, so that what Decap calls on it
 * (`isValid`, `focus`, `shouldComponentUpdate`) stays its own; a function control is wrapped.
 */
// `any`: any widget's control, whatever its own props.
export function withHint(Control: ComponentType<any>): ComponentType<any> {
  if (Control.prototype instanceof Component) {
    const Base = Control as new (props: HintProps) => Component<HintProps>;
    return class Hinted extends Base {
      override render() {
        return (
          <>
            {super.render()}
            <FieldHint {...this.props} />
          </>
        );
      }
    };
  }
  const Plain = Control as (props: HintProps) => ReactNode;
  return function Hinted(props: HintProps) {
    return (
      <>
        <Plain {...props} />
        <FieldHint {...props} />
      </>
    );
  };
}
