/** The netlify.toml header rules as Netlify's own code reads them (@netlify/headers), for the dev server's answers. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { HeadersHandler } from '@netlify/headers';

/**
 * The netlify.toml header rules for an address. Kept for each address until netlify.toml changes: the emulation reads
 * and parses the file on every call, a millisecond or two for each of the many files a page loads in development.
 */
export function headerRulesOf(root: string) {
  const config = join(root, 'netlify.toml');
  const handler = new HeadersHandler({ configPath: config, projectDir: root, logger: console });
  let read = { changed: Number.NaN, rules: new Map<string, Promise<Record<string, string>>>() };
  return (pathname: string) => {
    const changed = statSync(config, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (changed !== read.changed) read = { changed, rules: new Map() };
    let rules = read.rules.get(pathname);
    if (!rules) read.rules.set(pathname, (rules = handler.apply(new Request(`http://localhost${pathname}`))));
    return rules;
  };
}
