import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, at any depth, as absolute paths in sorted order. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
