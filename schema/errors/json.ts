/** Content errors for tools (`npm run validate -- --format json`): one record per error, worded as for the file. */
import type { ContentError } from './content-error.ts';
import { formatPath } from './place.ts';
import { fileWords } from './terminal.ts';

/** One error as a tool reads it. */
export function errorRecord(error: ContentError) {
  const { message, suggestion, note } = fileWords(error);
  return {
    kind: error.kind,
    file: error.file,
    line: error.line,
    column: error.column,
    path: formatPath(error.path),
    message,
    suggestion: suggestion ?? null,
    hint: error.hint ?? null,
    note: note ?? null,
  };
}

export const formatJson = (errors: readonly ContentError[]) => JSON.stringify(errors.map(errorRecord), null, 2);
