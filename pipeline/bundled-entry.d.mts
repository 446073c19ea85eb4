/** The path of the bundle of `entry` (relative to the working folder, e.g. `pipeline/validate.ts`), made if stale. */
export function bundledEntry(entry: string): Promise<string>;
