/**
 * Throwaway copies of the fixtures that a test may break: tests/fixtures/content (a small made-up site) and
 * tests/fixtures/site (a frozen copy of the real site's data/, with empty stand-ins for the files under public/,
 * whose names are all the validator reads). Tests pin line numbers of these copies, never of the real content.
 */
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { validateContent, type ValidationResult } from '../../pipeline/validate/validate-content.ts';

export const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'content');

/** A change of one file's text under data/: find-and-replace pairs, or the whole new text. */
export type TextEdit = { replace: Array<[string, string]> } | { text: string };
/** An edit of one file under data/: a change of its text, or null to delete it. */
export type Edit = TextEdit | null;

/**
 * Runs `run` on a throwaway copy of `fixture` with `edits` applied. Only data/ is copied, since edits change nothing
 * else: public/ is linked to the fixture's own.
 */
export function withFixture<T>(edits: Record<string, Edit>, run: (root: string) => T, fixture = FIXTURE): T {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  try {
    cpSync(join(fixture, 'data'), join(root, 'data'), { recursive: true });
    symlinkSync(join(fixture, 'public'), join(root, 'public'), 'junction');
    applyEdits(root, edits);
    return run(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The text of data/`file` after `edit`; `read` gives its text before, for find-and-replace pairs. */
export function editedText(file: string, edit: TextEdit, read: () => string): string {
  if ('text' in edit) return edit.text;
  return edit.replace.reduce((text, [search, replacement]) => {
    if (!text.includes(search)) throw new Error(`fixture ${file} does not contain ${JSON.stringify(search)}`);
    return text.replace(search, replacement);
  }, read());
}

function applyEdits(root: string, edits: Record<string, Edit>) {
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(root, 'data', file);
    if (edit === null) {
      rmSync(path);
      continue;
    }
    const text = editedText(file, edit, () => readFileSync(path, 'utf8'));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}

export const validateAt = (root: string): ValidationResult =>
  validateContent({ root, dataDir: join(root, 'data'), publicDir: join(root, 'public') });

export const validateFixture = (edits: Record<string, Edit>) => withFixture(edits, validateAt);

export const SITE_FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'site');

/** Validates a throwaway copy of tests/fixtures/site with `edits` applied. */
export const validateSiteFixture = (edits: Record<string, Edit>): ValidationResult =>
  withFixture(edits, validateAt, SITE_FIXTURE);
