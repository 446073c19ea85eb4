import type { ContentErrorName } from '../../schema/content-errors.ts';
import type { PathSegment } from './schema-walk.ts';

/** One problem in the content, worded for the person who edits the YAML. */
export interface ContentError {
  /** Which kind of mistake, by its name in schema/content-errors.ts, where its words come from. */
  kind: ContentErrorName;
  /** Path from the project root, e.g. `data/pages/home.yaml`. */
  file: string;
  line: number;
  column: number;
  /** Where in the file, e.g. `sections[2].cards[0].title`; empty for the whole file. */
  path: string;
  /**
   * A required field missing from the group at `path`: its name. The file has no line of it to point at; the browser
   * editor's form has the field itself, and shows the mistake there.
   */
  leftOut?: string;
  message: string;
  /** A concrete fix: a "did you mean" or what to write. */
  suggestion?: string;
  /** What the field is for, from the schema's description. */
  hint?: string;
  /** How many other places use the value this error is about; they are not reported on their own. */
  note?: string;
}

/** `sections[2].cards[0].title` */
export function formatPath(path: readonly PathSegment[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const key = /^[A-Za-z_][\w-]*$/.test(segment) ? segment : JSON.stringify(segment);
    return text === '' ? key : `${text}.${key}`;
  }, '');
}
