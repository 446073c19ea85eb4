/**
 * What every field of the open entry's form may need besides its value: the stores of mistakes and folds, the
 * choices of pick-lists (from the content), and the editor's hooks (a field was focused, choose a picture).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ReferenceTo } from '../../pipeline/codegen/field-model.ts';
import type { Voice } from '../../schema/errors/catalogue.ts';
import type { Fact } from '../lib/facts.ts';
import type { FieldRef } from '../lib/text-index.ts';
import type { FoldStore, MistakeStore } from './stores.ts';

export interface Choice {
  value: string;
  label: string;
}

export interface FormEnv {
  mistakes: MistakeStore;
  folds: FoldStore;
  /** How the form names places in its mistakes (schema/errors/editor.ts). */
  say: Voice;
  /** The entries a reference field may name, from the content (`testimonial`: every testimonial, by name). */
  choices: (to: ReferenceTo) => Choice[];
  /** Every picture under public/ by its address (`/images/home/hero.svg`). */
  pictures: () => string[];
  /** A field took the focus: the preview shows its element. */
  focused: (name: string) => void;
  /** Opens the picture picker; resolves with the chosen address, or undefined when closed without a choice. */
  choosePicture: (current: string) => Promise<string | undefined>;
  /** Something to offer beside a field (a fix that changes another entry in the same save). */
  extra?: (name: string) => ReactNode;
  /** The facts a text may state, by name (`price:chatbots`), and any placeholder's words, for its text box. */
  facts: () => ReadonlyMap<string, Fact>;
  factWords: (name: string) => string;
  /** The editor's address of a field of any entry, for a fact's link to its own field. */
  fieldHash: (ref: FieldRef) => string;
}

export const FormEnvContext = createContext<FormEnv | undefined>(undefined);

export function useFormEnv(): FormEnv {
  const env = useContext(FormEnvContext);
  if (!env) throw new Error('a field was drawn outside an entry form');
  return env;
}

/** The id of a field's control: the preview and the mistakes list focus it by name. */
export const controlId = (name: string) => `field:${name}`;
