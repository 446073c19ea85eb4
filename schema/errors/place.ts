/** Where something is in the content: the positions and paths that errors carry as data. */

/** One step of a path into a file's data: a field's name or a list item's index. */
export type PathSegment = string | number;

/** 1-based line and column in a file. */
export interface Position {
  line: number;
  column: number;
}

/** A place in the content: a file (from the project root, `data/pages/home.yaml`), a path in its data, its start. */
export interface Place extends Position {
  file: string;
  /** `['sections', 2, 'heading']`; empty for the file as a whole. */
  path: PathSegment[];
}

/** `sections[2].cards[0].title`, a path as a reader of the YAML file finds it. */
export function formatPath(path: readonly PathSegment[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const key = /^[A-Za-z_][\w-]*$/.test(segment) ? segment : JSON.stringify(segment);
    return text === '' ? key : `${text}.${key}`;
  }, '');
}

/** Whether `path` is `outer` or inside it. */
export const isWithin = (path: readonly PathSegment[], outer: readonly PathSegment[]) =>
  outer.length <= path.length && outer.every((segment, index) => path[index] === segment);
