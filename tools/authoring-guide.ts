/**
 * npm run docs: writes docs/authoring.md, the authoring guide, from the schemas (see tools/lib/authoring-guide.ts).
 * Not part of codegen or the build: tests/unit/authoring-guide.test.ts fails when the committed guide is out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { authoringGuide } from './lib/authoring-guide.ts';

const root = process.cwd();
const { markdown, examples } = authoringGuide(root);
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(join(root, 'docs', 'authoring.md'), markdown);
console.log(`Wrote docs/authoring.md (${markdown.split('\n').length} lines, ${examples.length} examples).`);
