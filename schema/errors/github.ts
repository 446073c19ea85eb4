/** Content errors as GitHub Actions annotations (`npm run validate -- --format github`), each on its file and line. */
import type { ContentError } from './content-error.ts';
import { formatPath } from './place.ts';
import { fileWords } from './terminal.ts';

/** GitHub's workflow commands need %, CR and LF escaped in the message and `,` `:` in properties. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatGithub(errors: readonly ContentError[]): string {
  return errors
    .map((error) => {
      const { message, suggestion, note } = fileWords(error);
      const text = [
        `${error.path.length > 0 ? `${formatPath(error.path)}: ` : ''}${message}`,
        suggestion && `fix: ${suggestion}`,
        note,
      ]
        .filter(Boolean)
        .join(' — ');
      const end = error.end ? `,endLine=${error.end.line},endColumn=${error.end.column}` : '';
      return `::error file=${escapeProperty(error.file)},line=${error.line},col=${error.column}${end},title=${escapeProperty('Content error')}::${escapeData(text)}`;
    })
    .join('\n');
}
