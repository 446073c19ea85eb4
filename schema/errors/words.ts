/**
 * A mistake's words in a voice: what every printer builds on. Also the zod issue a schema rule raises, which carries
 * the mistake's name and values so the validator words it from the catalogue like every other.
 */
import {
  contentErrors,
  editorMistakes,
  type ContentErrorName,
  type EditorMistakeName,
  type EditorMistakeParams,
  type ErrorKind,
  type ErrorParams,
  type Voice,
} from './catalogue.ts';
import type { Dependents } from './content-error.ts';
import { formatPath } from './place.ts';

/** A mistake's message and, when there is one, its fix. */
export interface Words {
  message: string;
  suggestion?: string;
}

/** Any mistake of the catalogue: the validator's, or the editor's form's own. */
export type MistakeName = ContentErrorName | EditorMistakeName;
export type MistakeParams<N extends MistakeName> = N extends ContentErrorName
  ? ErrorParams<N>
  : N extends EditorMistakeName
    ? EditorMistakeParams<N>
    : never;

const catalogue = { ...contentErrors, ...editorMistakes };

export function wordsOf<N extends MistakeName>(kind: N, params: MistakeParams<N>, say: Voice): Words {
  const entry = catalogue[kind] as unknown as ErrorKind<MistakeParams<N>>;
  const suggestion = entry.fix?.(params, say);
  return { message: entry.message(params, say), ...(suggestion ? { suggestion } : {}) };
}

/** Words as sentences: each starts with a capital and ends with a stop. */
export const asSentences = (...texts: Array<string | undefined>) =>
  texts
    .filter((text): text is string => Boolean(text))
    .map((text) => `${text[0]!.toUpperCase()}${text.slice(1)}${/[.?!]$/.test(text) ? '' : '.'}`)
    .join(' ');

const what = ({ kind, name }: Dependents['what']) =>
  kind === 'list' ? `the ${name} of this file` : kind === 'page' ? `the page ${name}` : `the ${kind} "${name}"`;

/** The note of an error whose value other places use: how many, and that they are checked again once it is fixed. */
export const dependentsNote = (dependents: readonly Dependents[]) =>
  dependents
    .map(
      ({ count, what: used }) =>
        `${count} other place${count === 1 ? ' uses' : 's use'} ${what(used)}; ${count === 1 ? 'it is' : 'they are'} checked again once this is fixed`,
    )
    .join('; ');

/** The voice of the YAML files: places by line and path, files and folders by their paths. */
export const fileVoice: Voice = {
  line: (place) => `line ${place.line}`,
  place: (place) => `${place.file} line ${place.line}`,
  path: (place) => formatPath(place.path),
  file: (path) => path,
  folder: (path) => path,
};

/**
 * A zod issue a schema rule raises, worded from the catalogue; the validator finds the name and values in `params`
 * and words the error like any other. A rule about a group that one of its fields calls for (`featured: true` needs
 * `detailPage`) is raised at the group and names that field in `standsOn`, where the error is shown.
 */
export function schemaIssue<N extends ContentErrorName>(
  name: N,
  params: ErrorParams<N>,
  path?: PropertyKey[],
  standsOn?: string,
): {
  code: 'custom';
  message: string;
  params: { error: N; values: ErrorParams<N>; standsOn?: string };
  path?: PropertyKey[];
} {
  return {
    code: 'custom',
    // zod's own message, for a reader of zod's errors; the validator words the mistake from `params`.
    message: wordsOf(name, params as never, fileVoice).message,
    params: { error: name, values: params, ...(standsOn ? { standsOn } : {}) },
    ...(path ? { path } : {}),
  };
}
