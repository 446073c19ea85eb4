/**
 * An entry's mistakes as the form shows them, from the validator's errors and the entry's own (what names its file is
 * missing or taken), each at its field in this entry or at its place in another: a pure function of a check.
 */
import type { Field, KindModel } from '../../../pipeline/codegen/field-model.ts';
import type { SaveError } from '../../../pipeline/save/save-check.ts';
import type { Voice } from '../../../schema/errors/catalogue.ts';
import type { ContentErrorName } from '../../../schema/errors/catalogue.ts';
import { formMessage } from '../../../schema/errors/editor.ts';
import { fieldAt, pathOfField, requiredField } from '../../lib/entry-names.ts';
import { byFormPosition, formPosition } from '../../lib/form-order.ts';
import { NAMING_FIELD, type Data } from './entry-files.ts';

/** A mistake of the form: the validator's, or the entry's own (an id another entry has). */
export interface Mistake {
  /** The field it is about, when in this entry (dotted path; '' for the entry as a whole). */
  field?: string;
  /** Another entry it is in (a page that still links here). */
  elsewhere?: { path: string; field: string };
  text: string;
  /** The validator's kind of mistake, where it comes from the validator. */
  kind?: ContentErrorName;
  /**
   * A figure written in the field where its fact holds another (`85%` where Stats says 70%): the editor offers to
   * state it through the fact's placeholder.
   */
  restated?: { written: string; figure: string; placeholder: string };
}

/** What a text that states a fact's figure differently should hold instead: its figure and the fact's placeholder. */
export function restatedOf(error: SaveError): Mistake['restated'] {
  if (error.kind !== 'figureDiffersFromFact') return undefined;
  const { written, figure, line } = error.params as { written: string; figure: string; line: string };
  const placeholder = /\{stat:[^}]+\}/.exec(line)?.[0];
  return placeholder ? { written, figure, placeholder } : undefined;
}

/** The editor's way out of such a mistake: the text with the fact's placeholder where the other figure was written. */
export const statedThroughFact = (text: string, restated: NonNullable<Mistake['restated']>) =>
  text.replace(restated.written, restated.placeholder);

/** Mistakes of a required field left empty: the form says them in its own words, at that field (requiredField). */
const LEFT_EMPTY = new Set<ContentErrorName>(['missingField', 'emptyText', 'emptyGroup']);

export interface EntryCheck {
  collection: KindModel;
  fields: readonly Field[];
  data: Data;
  /** The entry's file now (undefined until what names it is filled in) and as last saved. */
  path: string | undefined;
  savedPath: string | undefined;
  /** Whether a file other than this entry's own is at `path` already. */
  taken: boolean;
  /** What the validator says of the content with this entry's change; undefined while it loads. */
  errors: readonly SaveError[] | undefined;
  /** The fields' own mistakes by field name (a number that is not one), already in the form's words. */
  own: ReadonlyMap<string, string>;
  say: Voice;
}

/** The entry's mistakes, in the order the form lists them. */
export function entryMistakes(check: EntryCheck): Mistake[] {
  const { collection, fields, data, path, say } = check;
  const mistakes: Mistake[] = [];
  const namingField = NAMING_FIELD[collection.name];
  if (namingField && !path) mistakes.push({ field: namingField, text: formMessage('nameFirst', {}, say) });
  if (namingField && path && path !== check.savedPath && check.taken) {
    const name = String(data[namingField]);
    const example = namingField === 'id' ? `${name}-2` : undefined;
    const what = collection.singular?.toLowerCase() ?? 'entry';
    mistakes.push({
      field: namingField,
      text: formMessage('nameTaken', { name, owner: path, what, example }, say),
    });
  }
  for (const error of check.errors ?? []) {
    const field = error.fieldPath.join('.');
    if (error.file === path && LEFT_EMPTY.has(error.kind)) {
      const required = requiredField(fieldAt(fields, data, error.fieldPath));
      mistakes.push({ field, text: formMessage('requiredField', required, say), kind: error.kind });
      continue;
    }
    const text = formMessage(error.kind, error.params as never, say);
    if (error.file === path) mistakes.push({ field, text, kind: error.kind, restated: restatedOf(error) });
    else mistakes.push({ elsewhere: { path: error.file, field }, text, kind: error.kind });
  }
  // A field's own mistake (a number that is not one) says better what the validator says about the same text.
  for (const [name, text] of check.own) {
    const at = mistakes.findIndex((mistake) => mistake.field === name);
    if (at >= 0) mistakes.splice(at, 1, { field: name, text });
    else mistakes.push({ field: name, text });
  }
  return inFormOrder(mistakes, fields, data);
}

/** The entry's own mistakes in the order of their fields in the form, then those in other entries as found. */
function inFormOrder(mistakes: readonly Mistake[], fields: readonly Field[], data: Data): Mistake[] {
  const own = mistakes
    .filter((mistake) => mistake.field !== undefined)
    .map((mistake) => ({
      mistake,
      at: formPosition(
        fields,
        data,
        pathOfField(mistake.field!).filter((part) => part !== ''),
      ),
    }))
    .sort((a, b) => byFormPosition(a.at, b.at))
    .map(({ mistake }) => mistake);
  return [...own, ...mistakes.filter((mistake) => mistake.field === undefined)];
}

/** The mistakes about facts: a figure typed where a fact belongs, a fact named wrongly or a stray brace. */
const ABOUT_FACTS = new Set<ContentErrorName>([
  'factStatedAsFigure',
  'figureInPlaceholder',
  'figureDiffersFromFact',
  'unknownFact',
  'unclosedPlaceholder',
  'malformedPlaceholder',
  'strayBrace',
]);

/** The fields of this entry whose mistake is about a fact: their text box offers the facts to insert. */
export const fieldsAboutFacts = (mistakes: readonly Mistake[]) =>
  new Set(
    mistakes.flatMap((mistake) =>
      mistake.field !== undefined && mistake.kind && ABOUT_FACTS.has(mistake.kind) ? [mistake.field] : [],
    ),
  );

/** The first mistake of each field of this entry, by field name: what the field shows under it. */
export function mistakesAtFields(mistakes: readonly Mistake[]): Map<string, string> {
  const atFields = new Map<string, string>();
  for (const mistake of mistakes)
    if (mistake.field !== undefined && !atFields.has(mistake.field)) atFields.set(mistake.field, mistake.text);
  return atFields;
}
