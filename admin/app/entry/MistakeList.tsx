import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Field } from '../../../pipeline/codegen/field-model.ts';
import { entryHash, entryOfFile } from '../../lib/entries.ts';
import { fieldPlace, pathOfField, type Namer } from '../../lib/entry-names.ts';
import { plural } from '../../../schema/errors/catalogue.ts';
import type { FieldRef } from '../../lib/text-index.ts';
import type { Data } from './entry-files.ts';
import { statedThroughFact, type Mistake } from './entry-mistakes.ts';

/** Every mistake of the entry, each a button to its field; mistakes in other entries link to them. */
export function MistakeList({
  mistakes,
  fields,
  data,
  names,
  place,
  focus,
  offer,
}: {
  mistakes: Mistake[];
  fields: Field[];
  data: Data;
  names: Namer;
  place: (ref: FieldRef) => string;
  focus: (name: string) => void;
  /** A fix the editor can make itself, offered beside the mistake. */
  offer: (mistake: Mistake) => ReactNode;
}) {
  return (
    <div className="ed-mistakes" role="region" aria-label="Mistakes to fix">
      <p className="ed-mistakes-title">{plural(mistakes.length, 'mistake')} to fix before saving:</p>
      <ul>
        {mistakes.map((mistake, index) => (
          <li key={index}>
            {mistake.elsewhere ? (
              <>
                <a href={entryHash(entryOfFile(mistake.elsewhere.path)!, mistake.elsewhere.field)}>
                  {names.entry(mistake.elsewhere.path)}
                  {mistake.elsewhere.field &&
                    ` › ${place({ file: mistake.elsewhere.path, path: mistake.elsewhere.field })}`}
                </a>
                : {mistake.text}
              </>
            ) : (
              <>
                <button type="button" className="ed-link" onClick={() => focus(mistake.field ?? '')}>
                  {mistake.field ? fieldPlace(fields, data, pathOfField(mistake.field)) : 'This entry'}
                </button>
                : {mistake.text}
              </>
            )}
            {offer(mistake)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A figure written as a number where its fact belongs: one press writes the fact in its place, and goes there. */
export function RestatedOffer({ mistake, focus }: { mistake: Mistake; focus: (name: string) => void }) {
  const form = useFormContext<Data>();
  const { restated, field } = mistake;
  if (!restated || !field) return null;
  return (
    <button
      type="button"
      className="ed-button"
      onClick={() => {
        form.setValue(field, statedThroughFact(String(form.getValues(field) ?? ''), restated), { shouldDirty: true });
        focus(field);
      }}
    >
      Show {restated.figure} from Stats here
    </button>
  );
}
