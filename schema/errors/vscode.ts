/**
 * Content errors as VS Code underlines them: the messages of the generated JSON Schemas, which the YAML extension
 * shows at the value. One or two sentences, worded for a reader of the file.
 */
import type { ContentErrorName, ErrorParams } from './catalogue.ts';
import { asSentences, fileVoice, wordsOf } from './words.ts';

/** The catalogue's words for `name` as an underline's sentences, `extra` (how to pick a value) after them. */
export function diagnosticMessage<N extends ContentErrorName>(name: N, params: ErrorParams<N>, extra?: string): string {
  const { message, suggestion } = wordsOf(name, params as never, fileVoice);
  return asSentences(message, suggestion, extra);
}
