/**
 * The content of this process: read, parsed and validated once (data, source positions, route manifest, errors),
 * then shared by every step that runs in the process (codegen, pre-rendering, postbuild, the dev server).
 * A process-wide value (validate/process-value.ts): vike bundles the page hooks into their own copy of these modules.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatText } from '../schema/errors/terminal.ts';
import { processValue } from './validate/process-value.ts';
import {
  revalidate,
  validateContent,
  type ContentLocation,
  type ValidationResult,
} from './validate/validate-content.ts';

export type Content = ValidationResult;

const current = processValue<Content>('content');
const handedOver = processValue<ReadonlyMap<string, unknown>>('checked-data');

export const defaultLocation = (root = process.cwd()): ContentLocation => ({
  root,
  dataDir: join(root, 'data'),
  publicDir: join(root, 'public'),
});

/** Loads and validates everything; the process's one full load. CONTENT_LOAD_LOG names a file that records each. */
export function loadContent(location = defaultLocation()): Content {
  const content = validateContent(location);
  if (process.env.CONTENT_LOAD_LOG) appendFileSync(process.env.CONTENT_LOAD_LOG, `${process.pid} ${location.root}\n`);
  current.set(content);
  return content;
}

/** The process's content, loaded on first use. */
export const currentContent = (): Content => current.get() ?? loadContent();

/** Re-reads only the changed files (absolute paths under data/ or public/) and makes the result current. */
export function updateContent(changed: readonly string[]): Content {
  const content = revalidate(currentContent(), changed);
  current.set(content);
  return content;
}

/**
 * In a process that renders pages from a content another process loaded and checked (build/render-pages.ts): that
 * content's data (`Content['data']`), used instead of loading the content again.
 */
export function useCheckedData(data: ReadonlyMap<string, unknown>) {
  handedOver.set(data);
}

/** The data pages are drawn from: the data handed to this process, else its content's, which must have no errors. */
export function checkedData(): ReadonlyMap<string, unknown> {
  const handed = handedOver.get();
  if (handed) return handed;
  const content = currentContent();
  if (content.errors.length > 0)
    throw new Error(`The content has errors; fix them first (npm run validate):\n${formatText(content.errors)}`);
  return content.data;
}
