/**
 * Realistic editing mistakes on the site's own content, each with the single error validate must report:
 * the line of the mistake and words from the message and the fix. Shared by the validate corpus test and
 * the editor test (yaml-language-server with the generated JSON Schemas).
 */
import type { Edit } from './fixture-content.ts';

export interface Mistake {
  name: string;
  /** File under data/. */
  file: string;
  edit: Edit;
  /** The one error expected: its line, and text its message and fix must contain. */
  line: number;
  message: RegExp;
  suggestion?: RegExp;
  /** Whether the YAML extension can see it too (cross-file checks such as links need the whole site). */
  inEditor?: boolean;
}

const replace = (search: string, replacement: string): Edit => ({ replace: [[search, replacement]] });

export const mistakes: Mistake[] = [];
