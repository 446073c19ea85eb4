import type { PathSegment } from './schema-walk.ts';

/** One problem in the content, worded for the person who edits the YAML. */
export interface ContentError {
  /** Path from the project root, e.g. `data/pages/home.yaml`. */
  file: string;
  line: number;
  column: number;
  /** Where in the file, e.g. `sections[2].cards[0].title`; empty for the whole file. */
  path: string;
  message: string;
  /** A concrete fix: a "did you mean" or what to write. */
  suggestion?: string;
  /** What the field is for, from the schema's description. */
  hint?: string;
}

/** `sections[2].cards[0].title` */
export function formatPath(path: readonly PathSegment[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const key = /^[A-Za-z_][\w-]*$/.test(segment) ? segment : JSON.stringify(segment);
    return text === '' ? key : `${text}.${key}`;
  }, '');
}
