/**
 * The content's fields as the editor (admin/) draws them and the authoring guide lists them: a union keyed by `kind`,
 * made from the zod schemas by one walk (pipeline/codegen/field-walk.ts) and written by codegen to
 * generated/field-model.json. Apart from its maker, so the editor's first screen loads no schema.
 */
import type { ReferenceKind } from '../../schema/fields.ts';

interface Examples {
  /** Examples of the value, from the schema (guide only). */
  examples?: unknown[];
}

/** How many items a list (or a pick-list of several) may have. */
interface Count {
  min?: number;
  max?: number;
}

export interface TextShape extends Examples {
  kind: 'text';
  /** Sentences or paragraphs: a box of several lines. */
  multiline?: true;
  /**
   * The schema accepts it empty (`''`). A required one (an analytics id left `''` for no analytics) is written `''`
   * when emptied, where an emptied optional field is left out (admin/lib/yaml-format.ts).
   */
  mayBeEmpty?: true;
  /** What the text must look like, in words (`a colour like #0EA5E9`), from its format or pattern (guide only). */
  format?: string;
  /** Its length in characters, where more than one character is needed or there is a limit (guide only). */
  minLength?: number;
  maxLength?: number;
}

export interface NumberShape extends Examples {
  kind: 'number';
  /** Whole numbers only (a price in dollars, a count). */
  integer: boolean;
  /** The smallest and largest number it takes. */
  min?: number;
  max?: number;
}

export interface YesNoShape extends Examples {
  kind: 'yes-no';
}

/** One value of a fixed list, or, `multiple`, several of them in order. */
export interface ChoiceShape extends Examples, Count {
  kind: 'choice';
  options: Array<string | number>;
  /** Each option in words, in the same order, as the form offers it (`top-bar`: `Bar under the navigation`). */
  labels: string[];
  multiple?: true;
}

/** The kinds of entry a reference names (schema/content-files.ts says where their ids are written). */
export type ReferenceTo = Exclude<ReferenceKind, 'link' | 'image'>;

/** The id of an entry of the content (a solution, a testimonial, an offering), or, `multiple`, several in order. */
export interface ReferenceShape extends Examples, Count {
  kind: 'reference';
  to: ReferenceTo;
  multiple?: true;
}

/** A page of this site by its address (offered from the model's `linkTargets`), or a full https:, mailto: or tel: one. */
export interface LinkShape extends Examples {
  kind: 'link';
}

/** A picture under public/, by its address from the site root. */
export interface ImageShape extends Examples {
  kind: 'image';
}

/** Fields that belong together (a button's label and link). */
export interface GroupShape extends Examples {
  kind: 'group';
  fields: Field[];
}

/** Items of one kind: groups of fields (cards) or plain values (bullet points). An item has no name or words of its own. */
export interface ListShape extends Examples, Count {
  kind: 'list';
  item: FieldShape;
}

/** One type of item of a typed list (a section type). */
export interface ItemType extends Examples {
  /** The value of the list's `typeKey` that names it (`hero`). */
  name: string;
  label: string;
  hint?: string;
  /** Its fields, without the type's own key. */
  fields: Field[];
}

/** Items each of one of several types, told apart by one key (a page's sections, by `type`). */
export interface TypedListShape extends Examples, Count {
  kind: 'typed-list';
  typeKey: string;
  types: ItemType[];
}

/** `label: value` lines (a YAML map such as a solution's key metrics). */
export interface KeyValueShape extends Examples {
  kind: 'key-value';
  /** What each line's value is. */
  value: FieldShape;
}

/** What a value is, without a name: a field's kind and what goes with it, or a list's item. */
export type FieldShape =
  | TextShape
  | NumberShape
  | YesNoShape
  | ChoiceShape
  | ReferenceShape
  | LinkShape
  | ImageShape
  | GroupShape
  | ListShape
  | TypedListShape
  | KeyValueShape;

export type FieldKind = FieldShape['kind'];

/** What a field has besides its shape. */
export interface FieldBase {
  /** Its key in the data: `heading`. */
  name: string;
  /** Its name in words: `Heading`, `Link` for `href`. */
  label: string;
  required: boolean;
  /**
   * What it is for: the schema's `.describe()` text, in plain words and `code` spans, as VS Code and the guide show
   * it. The editor's copy of the model (generated/field-model.json) has it in the form's words instead: entries and
   * fields by their names, no file, key or code mark (pipeline/codegen/form-words.ts).
   */
  hint?: string;
}

export type Field = FieldShape & FieldBase;

/** A field of one kind: `FieldOf<'list'>`. */
export type FieldOf<K extends FieldKind> = Extract<FieldShape, { kind: K }> & FieldBase;

/** Where a content kind's files live: one file (`data/site.yaml`), or a folder of them (`data/pages`). */
type Place = { file: string; folder?: never } | { folder: string; file?: never };

/** A content kind as the editor offers it: its names, its files and its fields. */
export type KindModel = Place & {
  /** As schema/content-files.ts names it: `page`. */
  name: string;
  /** `Pages`. */
  label: string;
  /** One of them, for a folder's kind: `Page`. */
  singular?: string;
  description?: string;
  /** The fields of its form (for a kind of several shapes, such as a page or a redirect: of all of them). */
  fields: Field[];
};

export interface FieldModel {
  kinds: KindModel[];
  /** Every internal address a link field may name (routes, `route#anchor`s, redirects), from the content. */
  linkTargets: string[];
}

/** The type of an item of a typed list, by its `typeKey` (undefined while the item has none the list knows). */
export function typeOf(list: TypedListShape, item: unknown): ItemType | undefined {
  const name = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[list.typeKey] : undefined;
  return list.types.find((type) => type.name === name);
}

/** The fields of one item of a list: its type's in a typed list, its group's in a list of groups, else none. */
export function itemFields(list: ListShape | TypedListShape, item: unknown): Field[] {
  if (list.kind === 'typed-list') return typeOf(list, item)?.fields ?? [];
  return list.item.kind === 'group' ? list.item.fields : [];
}
