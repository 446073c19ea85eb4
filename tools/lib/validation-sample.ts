/**
 * A real validation error for the authoring guide: a small broken page is checked by `validateContent`, the
 * function `npm run validate` runs, next to a scratch copy of the content (so links resolve against the real
 * pages), and printed by the same formatter.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentError } from '../../schema/errors/content-error.ts';
import { formatText } from '../../schema/errors/terminal.ts';
import { validateContent } from '../../pipeline/validate/validate-content.ts';

export const SAMPLE_FILE = 'data/pages/example.yaml';

/** Three mistakes editors make: a misspelt field, a mistyped address, a value that is not on the list. */
export const SAMPLE_YAML = `route: /example
title: Example | AI101
description: A small page with three mistakes.
sections:
  - type: card-grid
    cards:
      - titel: Save time
        description: We automate the busywork.
        link:
          label: Learn more
          href: /sevices
  - type: call-to-action
    actions:
      - label: Talk to us
        style: primery
        opens: contact-form
`;

export interface ValidationSample {
  errors: ContentError[];
  /** What `npm run validate` prints for the sample file. */
  output: string;
}

export function validationSample(root: string): ValidationSample {
  const scratch = mkdtempSync(join(tmpdir(), 'authoring-guide-'));
  try {
    cpSync(join(root, 'data'), join(scratch, 'data'), { recursive: true });
    writeFileSync(join(scratch, SAMPLE_FILE), SAMPLE_YAML);
    const { errors } = validateContent({
      root: scratch,
      dataDir: join(scratch, 'data'),
      publicDir: join(root, 'public'),
    });
    const own = errors.filter((error) => error.file === SAMPLE_FILE);
    return { errors: own, output: formatText(own) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
