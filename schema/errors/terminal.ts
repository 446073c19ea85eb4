/**
 * Content errors for a person reading the YAML files: `npm run validate`'s list, each error at `file:line:col` with
 * its field's path, the fix, what the field is for and what else waits on it; the summary under it; and one line per
 * error where a refused save says why.
 */
import type { ContentError } from './content-error.ts';
import { plural } from './catalogue.ts';
import { formatPath } from './place.ts';
import { dependentsNote, fileVoice, wordsOf, type Words } from './words.ts';

/** An error's words for a reader of its file. */
export const fileWords = (error: ContentError): Words & { note?: string } => ({
  ...wordsOf(error.kind, error.params as never, fileVoice),
  ...(error.dependents ? { note: dependentsNote(error.dependents) } : {}),
});

/** An error's place and message: two errors saying the same at one place are one. */
export const errorKey = (error: ContentError) => `${positionText(error)}:${fileWords(error).message}`;

/** `data/x.yaml:3:5` */
export const positionText = (error: ContentError) => `${error.file}:${error.line}:${error.column}`;

/** `sections[0].heading: ` before the message, when the error is inside the file. */
const pathPrefix = (error: ContentError) => (error.path.length > 0 ? `${formatPath(error.path)}: ` : '');

/** The lines of one error after its position: message, fix, what the field is for, what waits on it. */
export function errorLines(error: ContentError): string[] {
  const { message, suggestion, note } = fileWords(error);
  const lines = [`${pathPrefix(error)}${message}`];
  if (suggestion) lines.push(`    fix: ${suggestion}`);
  if (error.hint) lines.push(`    about this field: ${error.hint}`);
  if (note) lines.push(`    note: ${note}`);
  return lines;
}

export function formatText(errors: readonly ContentError[]): string {
  return errors
    .map((error) => {
      const [first, ...rest] = errorLines(error);
      return [`${positionText(error)}  ${first}`, ...rest].join('\n');
    })
    .join('\n');
}

/** The closing line under the list: how many errors in how many files. */
export function errorSummary(errors: readonly ContentError[]): string {
  const files = new Set(errors.map((error) => error.file)).size;
  return `${plural(errors.length, 'content error')} in ${plural(files, 'file')}`;
}

/** `data/x.yaml:3:5 sections[0].heading: message — fix: …`, one error on one line. */
export function formatLine(error: ContentError): string {
  const { message, suggestion } = fileWords(error);
  return `${positionText(error)} ${pathPrefix(error)}${message}${suggestion ? ` — fix: ${suggestion}` : ''}`;
}
