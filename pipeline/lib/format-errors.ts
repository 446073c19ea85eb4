/** Prints content errors for people (text), for GitHub Actions (annotations) or for tools (JSON). */
import type { ContentError } from './content-error.ts';

export type OutputFormat = 'text' | 'github' | 'json';

export function formatText(errors: readonly ContentError[]): string {
  return errors
    .map((error) => {
      const lines = [
        `${error.file}:${error.line}:${error.column}  ${error.path ? `${error.path}: ` : ''}${error.message}`,
      ];
      if (error.suggestion) lines.push(`    fix: ${error.suggestion}`);
      if (error.hint) lines.push(`    about this field: ${error.hint}`);
      if (error.note) lines.push(`    note: ${error.note}`);
      return lines.join('\n');
    })
    .join('\n');
}

/** GitHub's workflow commands need %, CR and LF escaped in the message and `,` `:` in properties. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** The closing line under the list: how many errors in how many files. */
export function errorSummary(errors: readonly ContentError[]): string {
  const files = new Set(errors.map((error) => error.file)).size;
  return `${errors.length} content error${errors.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}

export function formatGithub(errors: readonly ContentError[]): string {
  return errors
    .map((error) => {
      const message = [
        `${error.path ? `${error.path}: ` : ''}${error.message}`,
        error.suggestion && `fix: ${error.suggestion}`,
        error.note,
      ]
        .filter(Boolean)
        .join(' — ');
      return `::error file=${escapeProperty(error.file)},line=${error.line},col=${error.column},title=${escapeProperty('Content error')}::${escapeData(message)}`;
    })
    .join('\n');
}

export function formatJson(errors: readonly ContentError[]): string {
  return JSON.stringify(
    errors.map(({ kind, file, line, column, path, message, suggestion, hint, note }) => ({
      kind,
      file,
      line,
      column,
      path,
      message,
      suggestion: suggestion ?? null,
      hint: hint ?? null,
      note: note ?? null,
    })),
    null,
    2,
  );
}

export const formatters: Record<OutputFormat, (errors: readonly ContentError[]) => string> = {
  text: formatText,
  github: formatGithub,
  json: formatJson,
};
