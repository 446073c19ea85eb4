/**
 * npm run validate [-- --format text|github|json] [--data DIR] [--public DIR]
 * Checks every content file; prints every error at file:line:col, or one summary line. Exit 1 on any error.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatGithub } from '../schema/errors/github.ts';
import { formatJson } from '../schema/errors/json.ts';
import { errorSummary, formatText } from '../schema/errors/terminal.ts';
import { loadContent } from './content.ts';

const started = performance.now();
const { values } = parseArgs({
  options: {
    format: { type: 'string', default: 'text' },
    data: { type: 'string', default: 'data' },
    public: { type: 'string', default: 'public' },
  },
});
const formatters = { text: formatText, github: formatGithub, json: formatJson };
const format = values.format as keyof typeof formatters;
if (!(format in formatters)) {
  console.error(`Unknown --format "${format}". Use one of: ${Object.keys(formatters).join(', ')}.`);
  process.exit(2);
}

const root = process.cwd();
const { errors, counts } = loadContent({
  root,
  dataDir: resolve(root, values.data),
  publicDir: resolve(root, values.public),
});
const elapsed = Math.round(performance.now() - started);

if (format === 'json') {
  console.log(formatters.json(errors));
} else if (errors.length > 0) {
  console.log(formatters[format](errors));
  console.error(`\n${errorSummary(errors)} (${elapsed} ms).`);
} else {
  console.log(
    `Content OK: ${counts.files} files, ${counts.entries} entries, ${counts.routes} routes checked in ${elapsed} ms.`,
  );
}
process.exitCode = errors.length > 0 ? 1 : 0;
