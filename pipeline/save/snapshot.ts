/**
 * The content as the browser editor holds it (admin/snapshot.json, made by content-snapshot.ts) and what can be read
 * of it without the validator: the editor opens an entry with this alone and loads the validator (save-check.ts)
 * after its first screen.
 */

/** The content as the editor holds it. */
export interface Snapshot {
  /** Every file under data/ by its path from the project root (`data/pages/home.yaml`), with its text. */
  files: Record<string, string>;
  /** Every file under public/ by the address it is served at (`/images/home/hero.svg`). */
  publicFiles: string[];
  // When the snapshot's maker had loaded these very files (content-snapshot.ts), what that load read of them, so the
  // editor opens without reading every file again:
  /** Each file YAML reads without errors, as YAML reads it, by its path from the project root. */
  parsed?: Record<string, unknown>;
  /** Each valid file's data by its path in data/, defaults applied and facts filled, as the checks give it. */
  data?: Record<string, unknown>;
}

/** The snapshot's own data as a map, as checks give it. */
const dataMaps = new WeakMap<Snapshot, ReadonlyMap<string, unknown>>();

/**
 * The snapshot's own data (each valid file's, facts filled) when these changes (`null` deletes a file) and pictures
 * change nothing; undefined when they do, or when the snapshot came without its data.
 */
export function unchangedData(
  snapshot: Snapshot,
  changes: Readonly<Record<string, string | null>>,
  publicFiles: readonly string[] = [],
): ReadonlyMap<string, unknown> | undefined {
  const same =
    Object.entries(changes).every(([path, text]) => text === (snapshot.files[path] ?? null)) &&
    publicFiles.every((file) => snapshot.publicFiles.includes(file));
  if (!same || !snapshot.data) return undefined;
  let map = dataMaps.get(snapshot);
  if (!map) dataMaps.set(snapshot, (map = new Map(Object.entries(snapshot.data))));
  return map;
}
