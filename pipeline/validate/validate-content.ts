/**
 * Validates the content under data/ and public/: reads each file and runs the validator over its text
 * (validate-texts.ts). A file's own checks are kept per file, so a change re-checks only that file plus the checks
 * across files (`revalidate`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { listFiles } from './list-files.ts';
import {
  checkBytes,
  validateChecks,
  type ContentLocation,
  type FileCheck,
  type ValidationResult,
} from './validate-texts.ts';

export type { ContentLocation, FileCheck, ValidationResult } from './validate-texts.ts';

/** Reads one file under data/ and checks its encoding, its YAML and its schema. */
export function checkFile({ root, dataDir }: ContentLocation, absolute: string): FileCheck {
  const relativePath = relative(dataDir, absolute).split(sep).join('/');
  return checkBytes(relative(root, absolute), relativePath, readFileSync(absolute));
}

/** A file under public/ as the address it is served at (`/images/x.svg`). */
export const servedPath = (publicDir: string, file: string) => `/${relative(publicDir, file).split(sep).join('/')}`;

export function validateContent(location: ContentLocation): ValidationResult {
  const files = new Map(listFiles(location.dataDir).map((absolute) => [absolute, checkFile(location, absolute)]));
  const publicFiles = new Set(listFiles(location.publicDir).map((file) => servedPath(location.publicDir, file)));
  return validateChecks(location, files, publicFiles);
}

const isInside = (dir: string, path: string) => !relative(dir, path).startsWith('..');

/**
 * The result after `changed` files (absolute paths under data/ or public/, edited, added or removed) changed:
 * only those files are read again; the checks across files run over everything.
 */
export function revalidate(previous: ValidationResult, changed: readonly string[]): ValidationResult {
  const { location } = previous;
  const files = new Map(previous.files);
  const publicFiles = new Set(previous.publicFiles);
  for (const path of changed) {
    if (isInside(location.dataDir, path)) {
      if (existsSync(path)) files.set(path, checkFile(location, path));
      else files.delete(path);
    } else if (isInside(location.publicDir, path)) {
      if (existsSync(path)) publicFiles.add(servedPath(location.publicDir, path));
      else publicFiles.delete(servedPath(location.publicDir, path));
    }
  }
  return validateChecks(location, files, publicFiles);
}
