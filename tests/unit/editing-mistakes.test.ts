/**
 * The corpus of realistic editing mistakes on a frozen copy of the site's content: each gives exactly one error, at the
 * line of the mistake, in plain words, with the fix for that case; and the browser editor's check before a save
 * reports the same errors over the same texts, and refuses the save.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotFromDisk } from '../../pipeline/save/content-snapshot.ts';
import { checkedChanges, checkSave } from '../../pipeline/save/save-check.ts';
import type { ContentError } from '../../schema/errors/content-error.ts';
import { errorRecord } from '../../schema/errors/json.ts';
import { copiedPage, JARGON, mistakes, validTexts } from '../helpers/mistakes.ts';
import {
  editedText,
  SITE_FIXTURE,
  validateAt,
  validateSiteFixture,
  withFixture,
  type TextEdit,
} from '../helpers/fixture-content.ts';

const fixtureSnapshot = snapshotFromDisk(SITE_FIXTURE);

/** Errors as `npm run validate -- --format json` prints them: place, path, message, fix and hint. */
const essentials = (errors: readonly ContentError[]) => errors.map(errorRecord);

/**
 * The errors `npm run validate` gives for the fixture with `edit` applied, as printed, once the editor's check (as it
 * types, and before a save) agrees on them.
 */
function validateAsBoth(file: string, edit: TextEdit) {
  const { errors } = validateSiteFixture({ [file]: edit });
  const text = editedText(file, edit, () => fixtureSnapshot.files[`data/${file}`]!);
  expect(essentials(checkedChanges(fixtureSnapshot, { [`data/${file}`]: text }).errors)).toEqual(essentials(errors));
  expect(essentials(checkSave(fixtureSnapshot, `data/${file}`, text))).toEqual(essentials(errors));
  return essentials(errors);
}

describe('each editing mistake gives one plain error at its line, in npm run validate and in the editor', () => {
  it.each(mistakes)('$name', ({ file, edit, reportedIn, kind, line, message, suggestion }) => {
    const errors = validateAsBoth(file, edit);
    expect(errors.map((error) => `${error.file}:${error.line} ${error.message}`)).toHaveLength(1);
    const [error] = errors;
    expect(error).toMatchObject({ kind, file: `data/${reportedIn ?? file}`, line });
    expect(error!.message).toMatch(message);
    if (suggestion) expect(error!.suggestion).toMatch(suggestion);
    expect(`${error!.message} ${error!.suggestion ?? ''}`).not.toMatch(JARGON);
    // No advice asks to delete what the editor wrote on purpose.
    expect(error!.suggestion ?? '').not.toMatch(/^(remove|delete)\b/i);
  });

  it.each(validTexts)('accepts $name', ({ file, edit }) => {
    expect(validateAsBoth(file, edit)).toEqual([]);
  });

  it('reports a copied route in both files, each naming the other', () => {
    const errors = validateAsBoth(copiedPage.file, copiedPage.edit);
    expect(errors.map(({ file, line, message }) => ({ file, line, message }))).toEqual([
      {
        file: 'data/pages/bakery-pricing.yaml',
        line: 1,
        message: 'the address "/pricing" is also used by data/pages/pricing.yaml',
      },
      {
        file: 'data/pages/pricing.yaml',
        line: 2,
        message: 'the address "/pricing" is also used by data/pages/bakery-pricing.yaml',
      },
    ]);
  });

  it('prints no Node warning for a key that YAML reads as a group', async () => {
    const warnings: string[] = [];
    const listener = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listener);
    validateSiteFixture({
      'pages/services.yaml': { replace: [['      - title: AI Education', '      -title: AI Education']] },
    });
    // Node emits a warning on the next tick after it is raised; by the check phase every tick queued so far has run.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', listener);
    expect(warnings).toEqual([]);
  });
});

/** Windows-1252's bytes for text it can hold, as an older Windows program saves it. */
const windows1252 = (text: string) =>
  Uint8Array.from(
    [...text].map(
      (character) => ({ '’': 0x92, '“': 0x93, '”': 0x94, '—': 0x97 })[character] ?? character.codePointAt(0)!,
    ),
  );

/** UTF-16 little-endian bytes, with the mark Windows puts first. */
const utf16 = (text: string) =>
  Uint8Array.from([
    0xff,
    0xfe,
    ...[...text].flatMap((_, index) => [text.charCodeAt(index) & 0xff, text.charCodeAt(index) >> 8]),
  ]);

describe('a content file saved in another encoding is reported once, at the file, with "save it as UTF-8"', () => {
  const testimonials = readFileSync(join(SITE_FIXTURE, 'data', 'testimonials.yaml'), 'utf8');
  it.each([
    ['Latin-1', windows1252(testimonials), 31, /saved as Latin-1.*"Lucía" as "Luc\ufffda"/],
    ['UTF-16', utf16(testimonials), 1, /saved as UTF-16/],
    [
      'UTF-8 with a byte order mark',
      Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from(testimonials)]),
      1,
      /byte order mark/,
    ],
  ])('testimonials.yaml saved as %s', (_, bytes, line, message) => {
    const errors = withFixture(
      {},
      (root) => {
        writeFileSync(join(root, 'data', 'testimonials.yaml'), bytes);
        return validateAt(root).errors.map(errorRecord);
      },
      SITE_FIXTURE,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: 'notUtf8', file: 'data/testimonials.yaml', line });
    expect(errors[0]!.message).toMatch(message);
    expect(errors[0]!.suggestion).toMatch(/^save it as UTF-8/);
  });
});
